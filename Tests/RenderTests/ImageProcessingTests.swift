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

    /// The blur down the columns works on every column of a part at once, a row at a time, with
    /// the rows it has written kept in a ring; along a line it must be exactly the blur across a
    /// row: a column of pixels blurred is the same row of pixels blurred, turned (edges extended,
    /// so that a one-pixel-wide line's other pass leaves it as it is), and a picture of equal
    /// columns blurs each column so.
    @Test(arguments: [2.5, 7.0, 40.0])
    func aColumnBlursExactlyAsTheSameRow(sigma: Double) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        // Shorter than σ = 40's boxes (the ring then holds every row) and longer than the others'.
        let length = 57
        let values = (0..<length).map { _ in PixelColor(premultipliedRed: next() / 2, green: next() / 2, blue: next() / 3, alpha: 200) }
        let row = PixelBuffer(width: length, height: 1, pixels: values).gaussianBlurred(sigma: sigma)
        let column = PixelBuffer(width: 1, height: length, pixels: values).gaussianBlurred(sigma: sigma)
        #expect(column.pixels == row.pixels)
        // Wide enough to be shared across the cores (`ParallelLines.smallestShared`).
        var columns = PixelBuffer(width: 1200, height: length)
        for y in 0..<length { for x in 0..<1200 { columns[x, y] = values[y] } }
        let blurred = columns.gaussianBlurred(sigma: sigma)
        #expect((0..<1200).allSatisfy { x in (0..<length).allSatisfy { blurred[x, $0] == row[$0, 0] } })
    }
}

