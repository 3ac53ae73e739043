import Devices
import Foundation
@testable import LockScreen
import Raster
import Testing
import ViewTree

/// `slotPixels` (what `check`'s vanishing-content measures) draws only the slot's viewport, its
/// wallpaper blurred only there; its pixels are exactly those of the whole screen drawn and
/// cropped to that viewport.
@Suite struct SlotPixelsTests {
    @Test(arguments: [("next-event", WidgetFamily.rectangular, "aurora"), ("battery", .circular, "paper"),
                      ("activity-rings", .circular, "dusk-lake")])
    func theViewportAloneIsTheWholeScreenCropped(_ sample: (name: String, family: WidgetFamily, theme: String)) throws {
        let widget = LockScreenFixtures.widget(sample.name, sample.family)
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: LockScreenFixtures.theme(sample.theme),
                                    inline: nil, bottom: [widget])
        var options = LockScreenOptions(mode: .vibrant, now: LockScreenFixtures.previewTime)
        // A renderer of its own, so that the slot's wallpaper is blurred alone (no whole one kept yet).
        let renderer = LockScreenRenderer()
        let (pixels, origin) = try renderer.slotPixels(scene, slot: 0, options: options, pointsPerPixel: 0.5)
        options.viewport = .slot(0)
        let whole = try renderer.compose(scene, options: options, pointsPerPixel: 0.5, allTextAsPixels: true)
        #expect(whole.origin.x == 0 && whole.origin.y == 0)
        let cropped = whole.pixels.cropped(to: whole.crop)
        #expect(pixels.width == cropped.width && pixels.height == cropped.height)
        #expect(pixels.pixels == cropped.pixels, "the slot drawn alone differs from the screen's")
        let slot = try #require(scene.slots.first)
        let inset = scene.device.contentInset(for: sample.family)
        #expect(abs(origin.x - ((slot.frame.x + inset) / 0.5 - Double(whole.crop.x))) < 1e-9)
        #expect(abs(origin.y - ((slot.frame.y + inset) / 0.5 - Double(whole.crop.y))) < 1e-9)
    }

    /// A family the layout has no place for (systemSmall in an iPhone's row) has no slot to measure:
    /// an error, not the bare wallpaper.
    @Test func aSlotTheSceneLacksIsAnError() throws {
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: LockScreenFixtures.theme("aurora"),
                                    bottom: [LockScreenFixtures.swiftWidget("weather", .small)])
        #expect(scene.slots.isEmpty)
        #expect(throws: MissingSlot.self) {
            _ = try LockScreenRenderer().slotPixels(scene, slot: 0, options: LockScreenOptions(now: LockScreenFixtures.previewTime),
                                                    pointsPerPixel: 0.5)
        }
    }
}
