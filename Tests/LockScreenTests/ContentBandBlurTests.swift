import Foundation
@testable import LockScreen
import Raster
import Testing
import ViewTree

/// A picture drawn once with all its text as pixels (a PNG) blurs its wallpaper only in the
/// bands that hold content; its pixels are exactly those drawn over the whole blurred wallpaper.
@Suite struct ContentBandBlurTests {
    @Test(arguments: [("aurora", RenderingMode.vibrant, false), ("dusk-lake", .vibrant, true), ("sunset", .accented, false),
                      ("midnight", .fullColor, true)])
    func blurringOnlyUnderTheContentChangesNoPixel(_ sample: (theme: String, mode: RenderingMode, dimmed: Bool)) throws {
        let scene = LockScreenFixtures.scene(theme: sample.theme)
        let options = LockScreenFixtures.options(mode: sample.mode, luminanceReduced: sample.dimmed)
        let scale = 0.5
        let bands = LockScreenRenderer()
        let banded = try bands.pixels(scene, options: options, pointsPerPixel: scale)
        // The same picture from a renderer that keeps the whole blurred wallpaper already.
        let whole = LockScreenRenderer()
        let width = Int((scene.device.screen.width / scale - 1e-9).rounded(.up))
        let height = Int((scene.device.screen.height / scale - 1e-9).rounded(.up))
        _ = try whole.backdrops.backdrop(for: scene.theme.wallpaper, width: width, height: height, pointsPerPixel: scale,
                                         dimmed: sample.dimmed)
        let reference = try whole.pixels(scene, options: options, pointsPerPixel: scale)
        #expect(banded == reference, "the wallpaper blurred in bands changed the picture")
    }

    @Test func bandsHoldEveryCoveredPixelAndJoinCloseRows() {
        var layer = PixelBuffer(width: 20, height: 30)
        for (x, y) in [(2, 1), (15, 2), (5, 4), (7, 20), (8, 21)] { layer.pixels[y * 20 + x] = .white }
        let bands = ContentBands.bounds(of: layer, gap: 3)
        #expect(bands == [PixelBounds(x: 2, y: 1, width: 14, height: 4), PixelBounds(x: 7, y: 20, width: 2, height: 2)])
        #expect(ContentBands.bounds(of: PixelBuffer(width: 4, height: 4), gap: 3).isEmpty)
    }

    /// Looking only inside what the canvas's drawing touched (shapes, a blurred layer spreading
    /// past its shape) finds the same bands as reading every pixel.
    @Test func bandsInsideTheDrawnBoundsAreTheBandsOfTheWholeLayer() {
        var canvas = PixelCanvas(width: 120, height: 200)
        canvas.fill(.circle(center: PixelPoint(x: 30, y: 40), radius: 9), with: .white)
        canvas.withBlur(sigma: 4) { layer in layer.fill(PixelRect(x: 70, y: 120, width: 20, height: 6), with: .white) }
        canvas.fill(PixelRect(x: 10, y: 170, width: 3, height: 2), with: PixelColor(hex: 0x808080))
        let everywhere = ContentBands.bounds(of: canvas.buffer, gap: 5)
        #expect(everywhere.count == 3)
        #expect(ContentBands.bounds(of: canvas.buffer, within: canvas.drawnBounds, gap: 5) == everywhere)
    }

    /// A picture drawn once has its wallpaper painted on another thread while its content is
    /// drawn: the backdrop takes that painting (one painting, not two), once, and it is the
    /// wallpaper's own pixels.
    @Test func theWallpaperPaintedAheadIsTakenOnce() throws {
        let cache = BackdropCache()
        let wallpaper = LockScreenFixtures.scene(theme: "aurora").theme.wallpaper
        let band = [PixelBounds(x: 0, y: 50, width: 100, height: 40)]
        cache.paintAhead(wallpaper, width: 100, height: 200, pointsPerPixel: 1, dimmed: false)
        let ahead = try cache.backdrop(for: wallpaper, width: 100, height: 200, pointsPerPixel: 1, dimmed: false, blurredOnlyIn: band)
        #expect(cache.store.renderCount == 1)
        let painted = try cache.backdrop(for: wallpaper, width: 100, height: 200, pointsPerPixel: 1, dimmed: false, blurredOnlyIn: band)
        #expect(cache.store.renderCount == 2)
        #expect(ahead.sharp == painted.sharp)
    }
}

