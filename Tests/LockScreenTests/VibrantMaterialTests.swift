import Raster
import LockScreen
import Testing
import ViewTree

/// Properties of the vibrant material over random wallpapers and contents.
@Suite struct VibrantMaterialTests {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        mutating func opaque() -> PixelColor { PixelColor(red: next(), green: next(), blue: next()) }
    }

    /// Saturation as (max − min) of the straight channels.
    func saturation(_ c: PixelColor) -> Double {
        let s = c.rgba
        return max(s.red, s.green, s.blue) - min(s.red, s.green, s.blue)
    }

    func brightness(_ c: PixelColor) -> Double {
        let s = c.rgba
        return VibrantMaterial.luminance(s.red, s.green, s.blue)
    }

    @Test func noPixelIsMoreSaturatedThanTheBlurredWallpaper() {
        var random = Random(state: 1)
        let material = VibrantMaterial()
        for _ in 0..<5000 {
            let blurred = random.opaque()
            let content = PixelColor(red: random.next(), green: random.next(), blue: random.next(), alpha: 255)
            let out = material.apply(content: content, wallpaper: blurred, blurred: blurred)
            #expect(saturation(out) <= saturation(blurred) + 1.0 / 255)
        }
    }

    @Test func withATintNoPixelIsMoreSaturatedThanWallpaperPlusTint() {
        var random = Random(state: 2)
        let tint = RGBA(red: 0.3, green: 0.6, blue: 1.0)
        let material = VibrantMaterial(tint: tint)
        let tintSaturation = 1.0 - 0.3
        for _ in 0..<5000 {
            let blurred = random.opaque()
            let content = PixelColor(red: random.next(), green: random.next(), blue: random.next(), alpha: 255)
            let out = material.apply(content: content, wallpaper: blurred, blurred: blurred)
            #expect(saturation(out) <= saturation(blurred) + tintSaturation + 1.0 / 255)
        }
    }

    @Test func aBrighterSourceNeverGivesADarkerOutput() {
        var random = Random(state: 3)
        let material = VibrantMaterial(tint: RGBA(red: 1, green: 0.5, blue: 0.2))
        for _ in 0..<3000 {
            let wallpaper = random.opaque(), blurred = random.opaque()
            let alpha = random.next()
            let a = random.next(), b = random.next()
            let darker = PixelColor(red: min(a, b), green: min(a, b), blue: min(a, b), alpha: alpha)
            let brighter = PixelColor(red: max(a, b), green: max(a, b), blue: max(a, b), alpha: alpha)
            let outDark = material.apply(content: darker, wallpaper: wallpaper, blurred: blurred)
            let outBright = material.apply(content: brighter, wallpaper: wallpaper, blurred: blurred)
            #expect(brightness(outBright) >= brightness(outDark) - 1.0 / 255)
        }
    }

    @Test func aTransparentSourceLeavesTheWallpaperUnchanged() {
        var random = Random(state: 4)
        let material = VibrantMaterial(tint: RGBA(red: 0.2, green: 0.9, blue: 0.4))
        for _ in 0..<1000 {
            let wallpaper = random.opaque()
            #expect(material.apply(content: .transparent, wallpaper: wallpaper, blurred: random.opaque()) == wallpaper)
        }
    }

    @Test func blackIsTheBlurredWallpaperBehindALightVeil() {
        var random = Random(state: 5)
        let material = VibrantMaterial()
        for _ in 0..<3000 {
            let blurred = random.opaque()
            let out = material.apply(content: .black, wallpaper: random.opaque(), blurred: blurred)
            let (o, w) = (out.rgba, blurred.rgba)
            for (channel, wall) in [(o.red, w.red), (o.green, w.green), (o.blue, w.blue)] {
                #expect(abs(channel - (1 - (1 - wall) * (1 - VibrantMaterial.blackVeil))) < 1.5 / 255)
                #expect(channel >= wall - 1.0 / 255, "brightened, never darker")
            }
        }
    }

    @Test func whiteAddsLessLightAsTheWallpaperBrightens() {
        var previous = VibrantMaterial.whiteAdd(onLuminance: 0)
        for step in 1...100 {
            let added = VibrantMaterial.whiteAdd(onLuminance: Double(step) / 100)
            #expect(added <= previous)
            previous = added
        }
    }

    @Test func whiteIsNearOpaqueAndBright() {
        let out = VibrantMaterial().apply(content: .white, wallpaper: .black, blurred: .black)
        #expect(brightness(out) >= 0.9)
    }
}
