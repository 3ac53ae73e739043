import Cells
import Devices
import LockScreen
import Raster
import Testing

/// The Lock Screen at the device's own pixels, for picture files.
@Suite struct DevicePixelsTests {
    @Test func theWholeScreenIsTheDevicesPixels() throws {
        let renderer = LockScreenRenderer()
        let pixels = try renderer.devicePixels(LockScreenFixtures.scene(), options: LockScreenFixtures.options())
        #expect(pixels.width == 1179 && pixels.height == 2556)
        let se = try renderer.devicePixels(LockScreenFixtures.scene(device: "se-3"), options: LockScreenFixtures.options())
        #expect(se.width == 750 && se.height == 1334, "the SE is @2x")
    }

    @Test func everyDeviceHasItsScreenshotsSize() {
        for device in DeviceCatalog.all {
            let pixels = device.screenPixels
            #expect(Double(pixels.width) == device.screen.width * device.scale && Double(pixels.height) == device.screen.height * device.scale)
        }
        #expect(DeviceCatalog.device(named: "8 plus")?.screenPixels ?? (0, 0) == (1242, 2208))
        #expect(DeviceCatalog.device(named: "11 pro max")?.screenPixels ?? (0, 0) == (1242, 2688))
    }

    /// At @3x the text rule already draws every text of the samples as pixels: the cells of the
    /// same picture hold no characters, so nothing but the font is left to draw them.
    @Test func atThreePixelsAPointNoTextIsLeftForCharacters() throws {
        let cases = [("default", LockScreenFixtures.options()), ("two-rectangulars", LockScreenFixtures.options()),
                     ("default", LockScreenFixtures.options(mode: .accented, privacy: true))]
        for (arrangement, options) in cases {
            let picture = try LockScreenFixtures.renderer.render(LockScreenFixtures.scene(arrangement: arrangement), options: options,
                                                                 pointsPerPixel: 1.0 / 3)
            let characters = picture.grid.cells.filter { if case .character = $0.glyph { true } else { false } }
            #expect(characters.isEmpty, "\(arrangement), \(options.mode): \(characters.count) character cells")
        }
    }

    @Test func oneSlotsViewportIsItsSlotAndMarginAtTheDevicesPixels() throws {
        let scene = LockScreenFixtures.scene()
        let slot = try #require(scene.slots.first { $0.widget.family == .rectangular })
        let pixels = try LockScreenRenderer().devicePixels(scene, options: LockScreenFixtures.options(viewport: .slot(slot.index)))
        let margin = 2 * LockScreenRenderer.slotViewportMargin * 3
        #expect(abs(Double(pixels.width) - (slot.frame.width * 3 + margin)) <= 2)
        #expect(abs(Double(pixels.height) - (slot.frame.height * 3 + margin)) <= 2)
    }
}

/// iOS 26's glass corner buttons against the iOS 26 Lock Screen they were measured on
/// (its-me-anoop/Sipli, 440×956; docs/lockscreen.md): the grey-21 glass inside the rim 57.7 pt
/// across, centred 82.8 pt in from the left side and 87.2 pt above the bottom.
@Suite struct GlassButtonPixelsTests {
    @Test func theGlassDiscsSitWhereTheScreenshotsDo() throws {
        var scene = LockScreenFixtures.scene(device: "16-pro-max")
        scene.device = scene.device.on(.ios26)
        let pixels = try LockScreenRenderer().devicePixels(scene, options: LockScreenFixtures.options())
        var xs: [Int] = [], ys: [Int] = []
        for y in 2450..<2780 {
            for x in 100..<420 {
                let p = pixels.pixels[y * pixels.width + x]
                let v = (Int(p.red) + Int(p.green) + Int(p.blue)) / 3
                if (14...27).contains(v), abs(Int(p.red) - Int(p.green)) < 6, abs(Int(p.green) - Int(p.blue)) < 8 {
                    xs.append(x)
                    ys.append(y)
                }
            }
        }
        let left = try #require(xs.min()), right = try #require(xs.max()), top = try #require(ys.min()), bottom = try #require(ys.max())
        #expect(abs(Double(left + right) / 6 - 82.8) <= 1, "centre x \(Double(left + right) / 6)")
        #expect(abs(956 - Double(top + bottom) / 6 - 87.2) <= 1, "above the bottom \(956 - Double(top + bottom) / 6)")
        #expect(abs(Double(right - left) / 3 - 57.7) <= 2, "diameter \(Double(right - left) / 3)")
    }
}
