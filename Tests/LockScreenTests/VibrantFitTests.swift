import Cells
import Devices
import Foundation
import LockScreen
import Raster
import Testing
import ViewTree

/// The vibrant material against what real Lock Screens show (shared/reference/ios-lockscreens):
/// content over a flat wallpaper gives iOS's pixel within ΔE 10 (CIE76), hue kept.
@Suite struct VibrantFitTests {
    struct Pair: Sendable, CustomStringConvertible {
        var wallpaper: (UInt8, UInt8, UInt8)
        var content: PixelColor
        var ios: (UInt8, UInt8, UInt8)
        var description: String { "\(wallpaper) + \(content) → \(ios)" }
    }

    static let white = PixelColor(red: 255, green: 255, blue: 255)
    static let pairs: [Pair] = [
        Pair(wallpaper: (40, 113, 182), content: white, ios: (173, 249, 255)),
        Pair(wallpaper: (159, 159, 113), content: white, ios: (249, 255, 223)),
        Pair(wallpaper: (74, 29, 31), content: white, ios: (220, 169, 171)),
        Pair(wallpaper: (40, 113, 182), content: PixelColor(red: 0, green: 0, blue: 0), ios: (92, 165, 201)),
        Pair(wallpaper: (0, 0, 0), content: white, ios: (237, 237, 237)),
        Pair(wallpaper: (0, 0, 0), content: white.withOpacity(0.6), ios: (159, 159, 159)),
    ]

    @Test(arguments: pairs)
    func measuredPairIsWithinDeltaE10(_ pair: Pair) {
        let wallpaper = PixelColor(red: pair.wallpaper.0, green: pair.wallpaper.1, blue: pair.wallpaper.2)
        let drawn = VibrantMaterial().apply(content: pair.content, wallpaper: wallpaper, blurred: wallpaper)
        let expected = PixelColor(red: pair.ios.0, green: pair.ios.1, blue: pair.ios.2)
        let difference = Self.deltaE(drawn, expected)
        #expect(difference <= 10, "drew \(drawn), iOS shows \(expected): ΔE \(difference)")
    }

    @Test func whiteKeepsTheWallpapersHue() {
        let blue = PixelColor(red: 40, green: 113, blue: 182)
        let drawn = VibrantMaterial().apply(content: Self.white, wallpaper: blue, blurred: blue)
        #expect(drawn.rgba.blue > drawn.rgba.red + 0.2, "white on blue stays bluish, not a neutral white")
    }

    /// The clock is white content of the same material: on a flat blue wallpaper its digits are
    /// the pale cyan iOS draws there, not white.
    @Test func theClockTakesTheWallpapersTint() throws {
        let blue = RGBA(red: 40.0 / 255, green: 113.0 / 255, blue: 182.0 / 255)
        let theme = Theme(name: "flat-blue", title: "Flat blue", wallpaper: .gradient(WallpaperGradient(stops: [blue, blue])))
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: theme)
        let grid = try LockScreenFixtures.renderer.render(scene, options: LockScreenFixtures.options(), pointsPerPixel: 1).grid
        let geometry = DeviceCatalog.defaultDevice.lockScreen
        var brightest: RGB24?
        for row in Int(geometry.clockBaseline - 60)..<Int(geometry.clockBaseline) {
            for column in 0..<grid.width {
                let cell = grid[column, row / 2]
                guard case .pixels = cell.glyph, case .rgb(let c) = (row % 2 == 0 ? cell.top : cell.bottom) else { continue }
                if Int(c.red) + Int(c.green) + Int(c.blue) > brightest.map({ Int($0.red) + Int($0.green) + Int($0.blue) }) ?? 0 { brightest = c }
            }
        }
        let ink = try #require(brightest)
        let drawn = PixelColor(red: ink.red, green: ink.green, blue: ink.blue)
        let ios = PixelColor(red: 173, green: 249, blue: 255)
        #expect(Self.deltaE(drawn, ios) <= 10, "the clock's ink is \(ink), iOS shows (173, 249, 255) on this blue")
    }

    /// CIE76 colour difference of two opaque colours.
    static func deltaE(_ a: PixelColor, _ b: PixelColor) -> Double {
        let (l1, a1, b1) = lab(a), (l2, a2, b2) = lab(b)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    static func lab(_ color: PixelColor) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).power(2.4) }
        let rgba = color.rgba
        let r = linear(rgba.red), g = linear(rgba.green), b = linear(rgba.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? t.power(1.0 / 3) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}

extension Double {
    func power(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
