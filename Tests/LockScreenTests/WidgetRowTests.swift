import Devices
import Foundation
import LockScreen
import Testing
import ViewTree
import WidgetFormat

/// Where the widget row puts its widgets: centred as a group on iOS 16 and 17 (a lone widget in
/// the middle, as on the iOS 16 reference), in the columns given on iOS 18, gaps included.
@Suite struct WidgetRowTests {
    static func scene(_ device: DeviceProfile, _ widgets: [(WidgetFamily, Int?)]) -> LockScreenScene {
        let bottom = widgets.map { family, column in
            SceneWidget(widget: LockScreenFixtures.widget("weather", family).widget, family: family, column: column)
        }
        return LockScreenScene(device: device, theme: LockScreenFixtures.midnight, bottom: bottom)
    }

    @Test func aLoneCircularIsCentredOnIOS16() throws {
        let device = try #require(DeviceCatalog.device(named: "14-plus"))
        let slot = try #require(Self.scene(device, [(.circular, nil)]).slots.first)
        #expect(abs(slot.frame.x + slot.frame.width / 2 - 214.0) <= 2, "the reference's disc centre is 214.0 of 428")
    }

    @Test func twoCircularsAreCentredAsAGroupOnIOS17() throws {
        let device = try #require(DeviceCatalog.device(named: "11-pro-max")).on(.ios17)
        let slots = Self.scene(device, [(.circular, nil), (.circular, nil)]).slots
        let middle = (slots[0].frame.x + slots[1].frame.maxX) / 2
        #expect(abs(middle - device.screen.width / 2) < 0.01)
    }

    @Test func iOS18KeepsTheFirstColumn() throws {
        let device = try #require(DeviceCatalog.device(named: "15-pro")).on(.ios18)
        let slot = try #require(Self.scene(device, [(.circular, nil)]).slots.first)
        #expect(slot.frame.x == device.widgetColumn(0).x)
    }

    @Test func namedColumnsKeepTheirGaps() throws {
        let device = DeviceCatalog.defaultDevice
        let slots = Self.scene(device, [(.circular, 0), (.circular, 3)]).slots
        #expect(slots.map(\.frame.x) == [device.widgetColumn(0).x, device.widgetColumn(3).x], "columns 1 and 4, two empty between")
    }

    @Test func arrangementsNameColumnsAndOverlapsAreErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = LockScreenFixtures.samplesFolder.appendingPathComponent("weather.yaml").path
        let good = folder.appendingPathComponent("good.arrangement.yaml")
        try "bottom:\n  - { widget: \(widget), family: circular, column: 3 }\n  - { widget: \(widget), family: circular }\n"
            .write(to: good, atomically: true, encoding: .utf8)
        let loaded = ArrangementLoader.load(path: good.path, themes: LockScreenFixtures.themes) { WidgetLoader.load(path: $0) }
        #expect(loaded.renderedDiagnostics.isEmpty, "\(loaded.renderedDiagnostics)")
        #expect(loaded.arrangement?.bottom.map(\.column) == [2, 3], "column 3, and the next widget after it")
        let overlapping = folder.appendingPathComponent("overlap.arrangement.yaml")
        try "bottom:\n  - { widget: \(widget), family: rectangular, column: 2 }\n  - { widget: \(widget), family: circular, column: 3 }\n"
            .write(to: overlapping, atomically: true, encoding: .utf8)
        let broken = ArrangementLoader.load(path: overlapping.path, themes: LockScreenFixtures.themes) { WidgetLoader.load(path: $0) }
        #expect(broken.arrangement == nil)
        #expect(broken.renderedDiagnostics.joined().contains("needs column 3 of the bottom row's 4, but column 2, 3 are taken"),
                "\(broken.renderedDiagnostics)")
    }
}

/// The clock's text in 12- and 24-hour time.
@Suite struct ClockTextTests {
    @Test func twelveHourHasNoPeriodAndTwentyFourHourHasALeadingZero() {
        let utc = TimeZone(identifier: "UTC")!
        let morning = Date(timeIntervalSince1970: 1_780_911_660)
        let evening = morning.addingTimeInterval(12 * 3600)
        #expect(ClockFace.text(for: morning, timeZone: utc) == "9:41")
        #expect(ClockFace.text(for: evening, timeZone: utc) == "9:41")
        #expect(ClockFace.text(for: morning, timeZone: utc, twentyFourHour: true) == "09:41")
        #expect(ClockFace.text(for: evening, timeZone: utc, twentyFourHour: true) == "21:41")
    }
}

/// `ios:` in arrangements.
@Suite struct ArrangementIOSTests {
    @Test func anArrangementNamesItsIOSVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = LockScreenFixtures.samplesFolder.appendingPathComponent("weather.yaml").path
        let good = folder.appendingPathComponent("good.arrangement.yaml")
        try "ios: 18\ninline: \(widget)\n".write(to: good, atomically: true, encoding: .utf8)
        let loaded = ArrangementLoader.load(path: good.path, themes: LockScreenFixtures.themes) { WidgetLoader.load(path: $0) }
        #expect(loaded.arrangement?.ios == "18")
        let bad = folder.appendingPathComponent("bad.arrangement.yaml")
        try "ios: 19\ninline: \(widget)\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = ArrangementLoader.load(path: bad.path, themes: LockScreenFixtures.themes) { WidgetLoader.load(path: $0) }
        #expect(refused.arrangement == nil)
        #expect(refused.renderedDiagnostics.joined().contains("1:6: error: unknown iOS version '19'"), "\(refused.renderedDiagnostics)")
    }

    @Test func aThemeNamesItsIOSVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ios-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("glass.yaml")
        try "title: Glass\nwallpaper: { gradient: { stops: [\"#101820\", \"#402060\"] } }\nios: 26\n"
            .write(to: good, atomically: true, encoding: .utf8)
        #expect(ThemeLoader.load(path: good.path).theme?.ios == "26")
        let bad = folder.appendingPathComponent("bad.yaml")
        try "title: Bad\nwallpaper: { gradient: { stops: [\"#101820\", \"#402060\"] } }\nios: 15\n"
            .write(to: bad, atomically: true, encoding: .utf8)
        let refused = ThemeLoader.load(path: bad.path)
        #expect(refused.theme == nil)
        #expect(refused.renderedDiagnostics.joined().contains("3:6: error: unknown iOS version '15'"), "\(refused.renderedDiagnostics)")
    }
}
