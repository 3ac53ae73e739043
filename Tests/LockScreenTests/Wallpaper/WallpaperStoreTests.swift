import Foundation
import LockScreen
import Raster
import Testing
import ViewTree

/// Wallpaper pixels: images cover the screen from their centre, gradients reach their end
/// colours at the edges, and nothing is decoded or scaled twice.
@Suite struct WallpaperStoreTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let photo = repository.appendingPathComponent("themes/dusk-lake.png").path

    /// Three vertical bands, red | green | blue, each `band` pixels wide.
    static func bands(band: Int, height: Int) -> PixelBuffer {
        var buffer = PixelBuffer(width: band * 3, height: height)
        for y in 0..<height {
            for x in 0..<band * 3 { buffer[x, y] = [PixelColor(hex: 0xFF0000), PixelColor(hex: 0x00FF00), PixelColor(hex: 0x0000FF)][x / band] }
        }
        return buffer
    }

    @Test func coverKeepsTheCentreOfAWideImage() {
        let covered = WallpaperStore.cover(Self.bands(band: 10, height: 10), width: 5, height: 5)
        #expect(covered.width == 5 && covered.height == 5)
        #expect(covered.pixels.allSatisfy { $0 == PixelColor(hex: 0x00FF00) }, "only the green middle band shows")
    }

    @Test func coverKeepsTheCentreOfATallImage() {
        var tall = PixelBuffer(width: 4, height: 12, fill: PixelColor(hex: 0x000000))
        tall.fill(PixelColor(hex: 0xFFFFFF), in: PixelBounds(x: 0, y: 4, width: 4, height: 4))
        let covered = WallpaperStore.cover(tall, width: 8, height: 8)
        #expect(covered.pixels.allSatisfy { $0 == PixelColor(hex: 0xFFFFFF) })
    }

    /// An image of the screen's size is the screen's pixels: used as it is, not resampled (a
    /// device-sized photograph is 12 MB a copy), the same pixels as the area average gives.
    @Test func coverUsesAnImageOfTheScreensSizeAsItIs() {
        var image = Self.bands(band: 3, height: 4)
        image[4, 2] = PixelColor(hex: 0x123456)
        let covered = WallpaperStore.cover(image, width: 9, height: 4)
        #expect(covered == image)
        #expect(image.resampled(from: PixelRect(x: 0, y: 0, width: 9, height: 4), width: 9, height: 4) == image)
    }

    /// A picture drawn once takes the wallpaper without the store keeping it, so that it holds
    /// the only copy; one kept already is given as it is.
    @Test func aPictureDrawnOnceTakesTheWallpaperWithoutKeepingIt() throws {
        let store = WallpaperStore()
        let wallpaper = Wallpaper.image(path: Self.photo)
        _ = try store.pixels(for: wallpaper, width: 131, height: 284, keeping: false)
        _ = try store.pixels(for: wallpaper, width: 131, height: 284, keeping: false)
        #expect(store.decodeCount == 2, "neither the photograph nor its size was kept")
        let kept = try store.pixels(for: wallpaper, width: 131, height: 284)
        #expect(try store.pixels(for: wallpaper, width: 131, height: 284, keeping: false) == kept)
        #expect(store.renderCount == 3)
    }

    @Test func coverAveragesAreasWhenShrinking() {
        let covered = WallpaperStore.cover(Self.bands(band: 2, height: 2), width: 3, height: 1)
        #expect(covered.pixels == [PixelColor(hex: 0xFF0000), PixelColor(hex: 0x00FF00), PixelColor(hex: 0x0000FF)])
        let blended = WallpaperStore.cover(Self.bands(band: 1, height: 3), width: 1, height: 1)
        #expect(blended.pixels == [PixelColor(hex: 0x555555)])
    }

    @Test func verticalGradientReachesItsEndColoursAtTopAndBottom() throws {
        let gradient = WallpaperGradient(stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)])
        let pixels = try WallpaperStore().pixels(for: .gradient(gradient), width: 4, height: 100)
        #expect(pixels[0, 0].red <= 2 && pixels[3, 99].red >= 253)
        #expect(pixels[0, 0] == pixels[3, 0], "rows are even across")
        let middle = Int(pixels[0, 50].red)
        #expect(abs(middle - 128) <= 3)
    }

    @Test func angleNinetyRunsLeftToRightAndCornersMeetTheEndsAtFortyFive() {
        let stops: [WallpaperGradient.Stop] = [.init(location: 0, color: .black), .init(location: 1, color: .white)]
        let across = GradientPainter.paint(WallpaperGradient(angle: 90, stops: stops), width: 100, height: 10)
        #expect(across[0, 5].red <= 2 && across[99, 5].red >= 253)
        let diagonal = GradientPainter.paint(WallpaperGradient(angle: 135, stops: stops), width: 50, height: 100)
        #expect(diagonal[0, 0].red <= 3 && diagonal[49, 99].red >= 252)
    }

    @Test func glowColoursItsCentreAndFadesToNothingAtItsRadius() {
        let glow = WallpaperGradient.Glow(x: 0.5, y: 0.5, radius: 0.25, color: RGBA(hex: 0xFF0000))
        let painted = GradientPainter.paint(WallpaperGradient(stops: [.init(location: 0, color: .black)], glows: [glow]),
                                            width: 100, height: 100)
        #expect(painted[50, 50].red >= 250)
        #expect(painted[50, 80] == PixelColor.black && painted[5, 5] == PixelColor.black)
    }

    @Test func thePhotoIsDecodedOnceAndEachSizeScaledOnce() throws {
        let store = WallpaperStore()
        let wallpaper = Wallpaper.image(path: Self.photo)
        let small = try store.pixels(for: wallpaper, width: 131, height: 284)
        _ = try store.pixels(for: wallpaper, width: 200, height: 400)
        let again = try store.pixels(for: wallpaper, width: 131, height: 284)
        #expect(store.decodeCount == 1)
        #expect(store.renderCount == 2)
        #expect(again == small)
        #expect(small.pixels.allSatisfy { $0.isOpaque })
    }

    @Test func thePhotoIsExactlyAnIPhoneScreenAtThreeTimes() throws {
        let pixels = try WallpaperStore().pixels(for: .image(path: Self.photo), width: 1179, height: 2556)
        #expect(pixels.width == 1179 && pixels.height == 2556)
        let size = try FileManager.default.attributesOfItem(atPath: Self.photo)[.size] as? NSNumber
        #expect((size?.intValue ?? .max) < 3_000_000)
    }

    @Test func anUndecodableImageThrowsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-png-\(UUID().uuidString).png")
        try Data("hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try WallpaperStore().pixels(for: .image(path: file.path), width: 10, height: 10)
            Issue.record("expected an error")
        } catch let error as WallpaperStore.LoadError {
            #expect(error.description.hasPrefix("cannot use wallpaper image '\(file.path)': not a PNG"))
        }
    }
}

/// A device-sized gradient is painted on every core; each row is the row painted alone.
@Suite struct GradientPainterCoresTests {
    @Test func theWholeScreenPaintedAtOnceIsItsRowsPaintedOneByOne() {
        let gradient = WallpaperGradient(angle: 160, stops: [.init(location: 0, color: RGBA(hex: 0x1B2A4A)), .init(location: 0.6, color: RGBA(hex: 0x6A3D7A)),
                                                             .init(location: 1, color: RGBA(hex: 0xF2A65A))],
                                         glows: [.init(x: 0.3, y: 0.2, radius: 0.6, color: RGBA(hex: 0x40C0FF).withAlpha(0.5))])
        let (width, height) = (1179, 2556)
        let whole = GradientPainter.paint(gradient, width: width, height: height)
        #expect(whole.pixels.count >= ParallelLines.smallestShared)
        for y in stride(from: 0, to: height, by: 37) {
            let row = GradientPainter.paint(gradient, width: width, height: height, region: PixelBounds(x: 0, y: y, width: width, height: 1))
            #expect(row.pixels == Array(whole.pixels[(y * width)..<((y + 1) * width)]), "row \(y)")
        }
    }
}

/// The painter works on four columns at a time and rows of channels; every pixel is still the
/// gradient's formula worked out for that pixel alone, rounded as `opacityWeight` rounds.
@Suite struct GradientPainterFormulaTests {
    /// CSS's linear gradient and the glows over it, one pixel at a time, as written in the docs.
    static func pixel(_ gradient: WallpaperGradient, x: Int, y: Int, width: Int, height: Int) -> PixelColor {
        let w = Double(width), h = Double(height)
        let radians = gradient.angle * .pi / 180
        let dx = sin(radians), dy = -cos(radians)
        let length = max(abs(w * dx) + abs(h * dy), 1e-9)
        let t = ((Double(x) + 0.5 - w / 2) * dx + (Double(y) + 0.5 - h / 2) * dy) / length + 0.5
        let stops = gradient.stops
        var color = [stops[0].color.red, stops[0].color.green, stops[0].color.blue]
        if t >= stops[stops.count - 1].location {
            let last = stops[stops.count - 1].color
            color = [last.red, last.green, last.blue]
        } else if t > stops[0].location {
            let index = stops.indices.dropFirst().first { t <= stops[$0].location }!
            let a = stops[index - 1], b = stops[index]
            let f = b.location - a.location <= 0 ? 1 : (t - a.location) / (b.location - a.location)
            color = [a.color.red + (b.color.red - a.color.red) * f, a.color.green + (b.color.green - a.color.green) * f,
                     a.color.blue + (b.color.blue - a.color.blue) * f]
        }
        for glow in gradient.glows where glow.radius > 0 {
            let ddx = Double(x) + 0.5 - glow.x * w, ddy = Double(y) + 0.5 - glow.y * h
            let d2 = (ddx * ddx + ddy * ddy) / ((glow.radius * w) * (glow.radius * w))
            guard d2 < 1 else { continue }
            let weight = glow.color.alpha * ((1 - d2) * (1 - d2))
            let target = [glow.color.red, glow.color.green, glow.color.blue]
            for lane in 0..<3 { color[lane] = color[lane] + (target[lane] - color[lane]) * weight }
        }
        return PixelColor(premultipliedRed: UInt8(opacityWeight(color[0])), green: UInt8(opacityWeight(color[1])),
                          blue: UInt8(opacityWeight(color[2])), alpha: 255)
    }

    @Test(arguments: [180.0, 160, 135, 90, 270, 0])
    func everyPixelIsTheFormulaForItAlone(angle: Double) {
        let gradient = WallpaperGradient(angle: angle, stops: [
            .init(location: 0, color: RGBA(hex: 0x050A1F)), .init(location: 0.4, color: RGBA(hex: 0x0E2F46)),
            .init(location: 0.4, color: RGBA(hex: 0xF2A65A)), .init(location: 1, color: RGBA(hex: 0xFFFFFF)),
        ], glows: [
            .init(x: 0.25, y: 0.3, radius: 0.95, color: RGBA(hex: 0x2EE6A6).withAlpha(0.63)),
            .init(x: 0.8, y: 0.22, radius: 0.3, color: RGBA(hex: 0x8C5CFF).withAlpha(1)),
            .init(x: -0.1, y: 1.05, radius: 0.4, color: RGBA(hex: 0xFFFFFF).withAlpha(0.9)),
        ])
        let (width, height) = (67, 91)
        let painted = GradientPainter.paint(gradient, width: width, height: height)
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width where painted[x, y] != Self.pixel(gradient, x: x, y: y, width: width, height: height) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// A part starting at each column of four paints the same pixels as the whole: the columns a
    /// part's groups of four take differ, the pixels do not.
    @Test func aPartAtAnyColumnIsTheWholesPixels() {
        let gradient = WallpaperGradient(angle: 200, stops: [.init(location: 0, color: RGBA(hex: 0x1B2A4A)),
                                                             .init(location: 1, color: RGBA(hex: 0xF2A65A))],
                                         glows: [.init(x: 0.5, y: 0.5, radius: 0.45, color: RGBA(hex: 0x40C0FF).withAlpha(0.8))])
        let whole = GradientPainter.paint(gradient, width: 101, height: 40)
        for left in 0..<5 {
            let bounds = PixelBounds(x: left, y: 3, width: 101 - 2 * left - 1, height: 30)
            #expect(GradientPainter.paint(gradient, width: 101, height: 40, region: bounds).pixels == whole.cropped(to: bounds).pixels,
                    "from column \(left)")
        }
    }
}
