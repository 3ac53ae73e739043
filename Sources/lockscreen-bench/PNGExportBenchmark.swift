import Devices
import Foundation
import Images
import LockScreen
import Raster
import Rendering
import WidgetFormat

/// The whole default Lock Screen (default arrangement and theme, 15 Pro) at the device's own
/// pixels (@3x, 1179×2556), every text from the font, as `render --lockscreen -o FILE.png`
/// draws it: the first picture (which paints and blurs the wallpaper at that size), then the
/// median of later pictures, of the PNG encoding alone (premultiplied pixels to RGBA, libpng),
/// of both together, of painting the theme's gradient wallpaper alone, and of blurring the band
/// of the screen that holds the clock and the widgets.
enum PNGExportBenchmark {
    static func run(runs: Int) {
        let themes = ThemeCatalog(folder: "themes")
        guard let theme = themes.load(ThemeCatalog.defaultName).theme else {
            print("themes/\(ThemeCatalog.defaultName).yaml not found: run from the repository root")
            return
        }
        let scene = DefaultArrangementScene.scene(theme: theme, themes: themes)
        let options = LockScreenOptions(mode: .vibrant, now: Date(timeIntervalSince1970: 1_780_911_660), timeZone: TimeZone(identifier: "UTC")!)
        let renderer = LockScreenRenderer()
        func picture() -> PixelBuffer? { try? renderer.devicePixels(scene, options: options) }
        func encode(_ pixels: PixelBuffer) -> Int { (try? BitmapImage(pixels).encoded().count) ?? 0 }

        print("")
        let start = DispatchTime.now().uptimeNanoseconds
        guard let first = picture() else {
            print("PNG export: the Lock Screen could not be drawn")
            return
        }
        let firstMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let bytes = encode(first)
        print("PNG export: default Lock Screen (\(theme.name), \(scene.slots.count) widgets, vibrant) at \(first.width)×\(first.height) pixels (@\(Int(scene.device.scale))x), \(runs) runs")
        let render = Stopwatch.median(runs: runs, warmUp: 2) { _ = picture() } / 1000
        let encoding = Stopwatch.median(runs: runs, warmUp: 2) { _ = encode(first) } / 1000
        let both = Stopwatch.median(runs: runs, warmUp: 2) { if let pixels = picture() { _ = encode(pixels) } } / 1000
        print(String(format: "first picture (paint and blur the wallpaper at this size, render): %.1f ms", firstMilliseconds))
        print(String(format: "median picture after the first: %.1f ms", render))
        print(String(format: "median PNG encoding (to RGBA, libpng): %.1f ms, %d bytes (%.2f bytes per pixel)", encoding, bytes,
                     Double(bytes) / Double(first.width * first.height)))
        print(String(format: "median picture and encoding together: %.1f ms", both))
        if case .gradient(let gradient) = theme.wallpaper {
            let painting = Stopwatch.median(runs: runs, warmUp: 2) {
                _ = GradientPainter.paint(gradient, width: first.width, height: first.height)
            } / 1000
            print(String(format: "median painting of the gradient wallpaper alone, both cores: %.1f ms", painting))
        }
        // The backdrop's blur under the date, clock and widget row: the band of content and the
        // blur's reach around it, as `render --lockscreen -o FILE.png` blurs it at @3x.
        let sigma = BackdropCache.blurSigmaPoints * scene.device.scale
        let band = first.cropped(to: PixelBounds(x: 0, y: 300, width: first.width, height: 803))
        let blur = Stopwatch.median(runs: runs, warmUp: 2) { _ = band.gaussianBlurred(sigma: sigma) } / 1000
        print(String(format: "median blur of a %d×%d band (σ %.0f pixels), both cores: %.1f ms", band.width, band.height, sigma, blur))
    }
}
