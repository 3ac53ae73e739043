import Devices
import LockScreen
import Testing
import ViewTree

/// A Live Activity on an iPad's Lock Screen: the HIG's platter widths (500 pt on the 1366×1024
/// screens, 425 on the smaller ones), centred in portrait, on the notifications' side in
/// landscape, clear of the widgets (iPadOS 26's row near the bottom).
@Suite struct PadActivityTests {
    static func platter(on pad: DeviceProfile) throws -> Rect {
        var scene = LockScreenScene(device: pad, theme: LockScreenFixtures.midnight,
                                    bottom: [LockScreenFixtures.widget("weather", .circular), LockScreenFixtures.widget("stocks", .rectangular)])
        scene.activity = SceneActivity.measured(LockScreenFixtures.swiftWidget("delivery-activity", .activity), on: pad,
                                                options: LockScreenFixtures.options(), renderer: LockScreenFixtures.renderer.widgets)
        let slots = scene.slots
        let platter = try #require(slots.first { $0.place == .activity(0) }, "the platter is placed on \(pad.name)")
        for widget in slots where widget.place != .activity(0) {
            let apart = widget.frame.maxX <= platter.frame.x || platter.frame.maxX <= widget.frame.x
                || widget.frame.maxY <= platter.frame.y || platter.frame.maxY <= widget.frame.y
            #expect(apart, "\(widget.frame) under the platter \(platter.frame) on \(pad.name) \(pad.orientation)")
        }
        #expect(platter.frame.x >= 0 && platter.frame.maxX <= pad.screen.width && platter.frame.maxY <= pad.screen.height)
        return platter.frame
    }

    @Test func theHIGsWidthsCentredInPortrait() throws {
        let large = try #require(DeviceCatalog.device(named: "ipad-pro-13"))
        let small = try #require(DeviceCatalog.device(named: "ipad-pro-11"))
        for (pad, width) in [(large, 500.0), (small, 425.0)] {
            let frame = try Self.platter(on: pad)
            #expect(frame.width == width, "\(pad.name): \(frame.width)")
            #expect(abs(frame.centerX - pad.screen.width / 2) < 1e-9)
            #expect(abs(frame.maxY - (pad.screen.height - PadLockScreen.activityBottomAbove)) < 1e-9)
        }
    }

    @Test func inLandscapeBesideTheColumn() throws {
        let pad = try #require(DeviceCatalog.device(named: "ipad-pro-13")).turned(to: .landscape)
        let frame = try Self.platter(on: pad)
        #expect(frame.width == 500)
        #expect(abs(frame.centerX - pad.screen.width * PadLockScreen.landscapeActivityCentre) < 1e-9)
        #expect(frame.x > pad.screen.width * 2 * PadLockScreen.landscapeColumnCentre, "right of the date, clock and widget column")
    }

    @Test func onIPadOS26AboveTheWidgetRow() throws {
        let pad = try #require(DeviceCatalog.device(named: "ipad-pro-11-m4")).on(.ios26)
        let frame = try Self.platter(on: pad)
        #expect(abs(frame.maxY - (pad.lockScreen.widgetRowTop - PadLockScreen.activityAboveGlassRow)) < 1e-9)
    }
}
