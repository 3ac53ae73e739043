import Raster
import Testing

/// Area-averaged scaling, placement, blur.
@Suite struct ImageProcessingTests {
    @Test func downscalingACheckerboardGivesItsMean() {
        let checker = PixelBuffer(width: 2, height: 2, pixels: [.black, .white, .white, .black])
        let mean = checker.resized(width: 1, height: 1)[0, 0]
        #expect(mean.alpha == 255)
        #expect(mean.red == 128 && mean.green == 128 && mean.blue == 128)
        // A larger board shrunk 4× is even grey everywhere.
        var board = PixelBuffer(width: 40, height: 40)
        for y in 0..<40 { for x in 0..<40 { board[x, y] = (x + y) % 2 == 0 ? .black : .white } }
        let small = board.resized(width: 10, height: 10)
        #expect(small.pixels.allSatisfy { abs(Int($0.red) - 128) <= 1 })
    }

    @Test func fractionalFootprintsWeighEdgePixels() {
        // Three pixels 0, 90, 255 shrunk to two: each output covers 1.5 source pixels.
        let row = PixelBuffer(width: 3, height: 1, pixels: [.black, PixelColor(red: 90, green: 90, blue: 90), .white])
        let two = row.resized(width: 2, height: 1)
        #expect(two[0, 0].red == 30, "(0 + 0.5·90) / 1.5")
        #expect(two[1, 0].red == 200, "(0.5·90 + 255) / 1.5")
    }

    @Test func upscalingAveragesTooAndKeepsFlatAreasFlat() {
        let row = PixelBuffer(width: 2, height: 1, pixels: [.black, .white])
        let wide = row.resized(width: 3, height: 1)
        #expect(wide[0, 0] == .black && wide[2, 0] == .white)
        #expect(wide[1, 0].red == 128, "the middle output straddles both inputs equally")
    }

    @Test func averagingIsAlphaCorrect() {
        let red = PixelColor(red: 255, green: 0, blue: 0)
        let half = PixelBuffer(width: 2, height: 1, pixels: [red, .transparent]).resized(width: 1, height: 1)[0, 0]
        #expect(half.alpha == 128)
        #expect(half.straightRGB.red == 255 && half.straightRGB.green == 0, "no dark fringe from the transparent pixel")
    }

    @Test func fitAndCoverPlacements() {
        let frame = PixelRect(x: 0, y: 0, width: 100, height: 50)
        let fit = ImagePlacement(imageWidth: 200, imageHeight: 200, frame: frame, mode: .fit)
        #expect(fit.destination == PixelRect(x: 25, y: 0, width: 50, height: 50))
        let cover = ImagePlacement(imageWidth: 200, imageHeight: 200, frame: frame, mode: .cover)
        #expect(cover.destination == frame)
        #expect(cover.source == PixelRect(x: 0, y: 50, width: 200, height: 100))
        // Drawing a cover placement fills the whole frame.
        var canvas = PixelCanvas(width: 100, height: 50)
        let image = PixelBuffer(width: 200, height: 200, fill: .white)
        canvas.draw(image, in: cover.destination, from: cover.source)
        #expect(canvas.buffer.pixels.allSatisfy { $0 == .white })
    }

    @Test func blurPreservesTheMeanAndSpreadsEdges() {
        var picture = PixelBuffer(width: 64, height: 64, fill: .black)
        picture.fill(.white, in: PixelBounds(x: 24, y: 24, width: 16, height: 16))
        func meanRed(_ b: PixelBuffer) -> Double { b.pixels.reduce(0.0) { $0 + Double($1.red) } / Double(b.pixels.count) }
        let blurred = picture.gaussianBlurred(sigma: 4)
        #expect(abs(meanRed(blurred) - meanRed(picture)) < 0.5, "\(meanRed(blurred)) vs \(meanRed(picture))")
        #expect(blurred[32, 32].red < 255 && blurred[32, 32].red > 200)
        #expect(blurred[22, 32].red > 20, "light spreads past the edge")
        #expect(blurred[2, 2].red == 0)
        // A flat picture stays flat, edges included.
        let flat = PixelBuffer(width: 10, height: 7, fill: PixelColor(hex: 0x336699))
        #expect(flat.gaussianBlurred(sigma: 3) == flat)
    }

    @Test func blurSpreadsAsAGaussianOfTheRequestedSigma() {
        // The impulse response of a vertical line: its horizontal variance should be σ².
        for sigma in [0.8, 1.5, 3.0, 5.0, 8.0] {
            var line = PixelBuffer(width: 81, height: 3)  // edges extended: rows stay equal
            for y in 0..<3 { line[40, y] = .white }
            let blurred = line.gaussianBlurred(sigma: sigma)
            let weights = (0..<81).map { Double(blurred[$0, 1].alpha) }
            let total = weights.reduce(0, +)
            let variance = weights.enumerated().reduce(0.0) { $0 + $1.element * Double(($1.offset - 40) * ($1.offset - 40)) } / total
            #expect(abs(total - 255) < 6, "σ \(sigma): mass \(total)")
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "σ \(sigma): measured \(variance.squareRoot())")
        }
    }
}
