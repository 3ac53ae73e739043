import Cells
import Devices
import Foundation
import LockScreen
import Testing

/// `--ios 16|17|18|26` on each phone: the date line, clock and widget row where real Lock Screens
/// put them (shared/reference/ios-lockscreens, README "Added 2026-11-25"), within 1 point.
@Suite struct LockScreenProfileTests {
    struct Reference: Sendable, CustomStringConvertible {
        var profile: LockScreenProfile
        var device: String
        var dateBaseline: Double
        /// The bottom of the clock's digits' ink.
        var clockBaseline: Double
        /// The digits' ink height; nil for iOS 26's glass clock (its own constant).
        var digitHeight: Double?
        /// The middle of the widget row (of a circular widget's frame), where the screenshot shows one.
        var rowCentre: Double?
        /// The time on the screenshot's clock ("16:44" is a 24-hour clock).
        var clock: String
        var description: String { "iOS \(profile.rawValue) on \(device)" }
    }

    static let references: [Reference] = [
        // 428×926, iOS 16.1 (librewidget): date 106.0 / 122.3, "7:55" 143.7–219.7, disc 249–309.
        Reference(profile: .ios16, device: "14-plus", dateBaseline: 122.3, clockBaseline: 219.7, digitHeight: 76.0, rowCentre: 279.0, clock: "7:55"),
        // 375×812, iOS 16.4 (inlineweather): date 92.0 / 108.0, "16:44" 129.7–200.3, disc 229–287.
        Reference(profile: .ios16, device: "13-mini", dateBaseline: 108.0, clockBaseline: 200.3, digitHeight: 70.7, rowCentre: 258.0, clock: "16:44"),
        // 414×896, iOS 17.4 (device calendar): date 117.0, "3:43" 139–215, widget content 246–304.
        Reference(profile: .ios17, device: "11-pro-max", dateBaseline: 117.0, clockBaseline: 215.0, digitHeight: 76.0, rowCentre: 275.0, clock: "3:43"),
        // 393×852, iOS 17.5 (inlineweather-top): date 81.3 / 97.0, "15:39" 120.3–190.7, disc 212–282.
        Reference(profile: .ios17, device: "15-pro", dateBaseline: 97.0, clockBaseline: 190.7, digitHeight: 70.3, rowCentre: 247.0, clock: "15:39"),
        // 393×852, iOS 18 Simulator (redzone): the same within 0.3 pt.
        Reference(profile: .ios18, device: "15-pro", dateBaseline: 97.0, clockBaseline: 190.7, digitHeight: 70.3, rowCentre: 247.0, clock: "10:01"),
        // 440×956, iOS 18 (gymdiary): date 84.0 / 100.0, clock 121.7–198.0; no widget row.
        Reference(profile: .ios18, device: "16-pro-max", dateBaseline: 100.0, clockBaseline: 198.0, digitHeight: 76.3, rowCentre: nil, clock: "4:40"),
        // 402×874, iOS 26 (reminders 103.3, livetimer 103.0): glass digits to 387, row content 693.7–739.3.
        Reference(profile: .ios26, device: "17", dateBaseline: 103.2, clockBaseline: 387.0, digitHeight: nil, rowCentre: 716.5, clock: "6:55"),
    ]

    @Test(arguments: references)
    func positionsAreWithinOnePointOfTheReference(_ reference: Reference) throws {
        let device = try #require(DeviceCatalog.device(named: reference.device)).on(reference.profile)
        let geometry = device.lockScreen
        #expect(abs(geometry.dateBaseline - reference.dateBaseline) <= 1, "date baseline \(geometry.dateBaseline)")
        #expect(abs(geometry.clockBaseline - reference.clockBaseline) <= 1, "clock baseline \(geometry.clockBaseline)")
        if let digits = reference.digitHeight {
            #expect(abs(geometry.clockDigitHeight - digits) <= 1, "clock digits \(geometry.clockDigitHeight) tall")
        }
        if let centre = reference.rowCentre {
            let row = device.widgetColumn(0)
            #expect(abs(row.y + row.height / 2 - centre) <= 1, "row centre \(row.y + row.height / 2)")
        }
    }

    /// The row's columns: the fourth column's disc centred at 331 on 393×852 (iOS 17.5) and at 315
    /// on 375×812 (iOS 16.4); a rectangular widget's content from 33.0 on 393 (iOS 17.5) and 37.9
    /// on 402 (iOS 26), the content 7 pt inside its slot.
    @Test func theColumnsAreWhereTheScreenshotsShowThem() throws {
        let phone393 = try #require(DeviceCatalog.device(named: "15-pro"))
        let phone375 = try #require(DeviceCatalog.device(named: "13-mini"))
        let phone402 = try #require(DeviceCatalog.device(named: "17"))
        #expect(abs(phone393.widgetColumn(3).centerX - 331.0) <= 1, "\(phone393.widgetColumn(3).centerX)")
        #expect(abs(phone375.widgetColumn(3).centerX - 315.0) <= 1, "\(phone375.widgetColumn(3).centerX)")
        let inset = DeviceProfile.contentInset
        #expect(abs(phone393.widgetColumn(0, span: 2).x + inset - 33.0) <= 1, "\(phone393.widgetColumn(0, span: 2).x + inset)")
        #expect(abs(phone402.widgetColumn(0, span: 2).x + inset - 37.9) <= 1, "\(phone402.widgetColumn(0, span: 2).x + inset)")
    }

    struct ClockInk: Sendable, CustomStringConvertible {
        var profile: LockScreenProfile
        var device: String
        /// The moment on the reference's clock, as seconds since 1970 in UTC.
        var time: TimeInterval
        var text: String
        var width: Double
        var description: String { "\"\(text)\" on iOS \(profile.rawValue)" }
    }

    /// "10:01" on iOS 18 (393×852) and the glass "6:55" on iOS 26 (402×874, ink 48–356).
    static let clockInks: [ClockInk] = [
        ClockInk(profile: .ios18, device: "15-pro", time: 1_780_912_860, text: "10:01", width: 216.4),
        ClockInk(profile: .ios26, device: "17", time: 1_780_901_700, text: "6:55", width: 308.0),
    ]

    /// The clock's ink width at 1 point per pixel against the reference's, within 5 %, with Inter
    /// Display standing in for SF (scripts/ensure-dependencies installs fonts-inter).
    @Test(arguments: clockInks)
    func theClockIsAsWideAsOnTheReference(_ reference: ClockInk) throws {
        let device = try #require(DeviceCatalog.device(named: reference.device)).on(reference.profile)
        var scene = LockScreenFixtures.scene(device: device)
        scene.device = device
        scene.theme = LockScreenFixtures.midnight
        var options = LockScreenFixtures.options()
        options.now = Date(timeIntervalSince1970: reference.time)
        options.timeZone = TimeZone(identifier: "UTC")!
        let grid = try LockScreenFixtures.renderer.render(scene, options: options, pointsPerPixel: 1).grid
        let top = Int(device.lockScreen.clockBaseline - 60), bottom = Int(device.lockScreen.clockBaseline - 2)
        var columns: [Int] = []
        for column in 0..<grid.width {
            for row in top..<bottom {
                let cell = grid[column, row / 2]
                guard case .pixels = cell.glyph, case .rgb(let c) = (row % 2 == 0 ? cell.top : cell.bottom) else { continue }
                if Int(c.red) + Int(c.green) + Int(c.blue) > 450 { columns.append(column); break }
            }
        }
        let width = Double((columns.max() ?? 0) - (columns.min() ?? 0) + 1)
        #expect(abs(width - reference.width) / reference.width <= 0.05, "the clock \"\(reference.text)\" is \(width) points wide")
    }

    /// Measured on the picture itself at 1 point per pixel, the screenshot's time on the clock: the
    /// lowest and highest rows of the clock's ink: its bottom within 1.5 points (a pixel's rounding
    /// included), its height within 2.
    @Test(arguments: references)
    func theDrawnClockSitsOnTheReferenceBaseline(_ reference: Reference) throws {
        let device = try #require(DeviceCatalog.device(named: reference.device)).on(reference.profile)
        var scene = LockScreenFixtures.scene(device: device)
        scene.device = device
        scene.theme = LockScreenFixtures.midnight
        var options = LockScreenFixtures.options()
        let parts = reference.clock.split(separator: ":").compactMap { Int($0) }
        options.now = Date(timeIntervalSince1970: 1_780_876_800 + Double(parts[0] * 3600 + parts[1] * 60))  // 2026-06-08
        options.timeZone = TimeZone(identifier: "UTC")!
        options.twentyFourHour = parts[0] > 12
        let grid = try LockScreenFixtures.renderer.render(scene, options: options, pointsPerPixel: 1).grid
        func bright(_ color: CellColor) -> Bool {
            if case .rgb(let c) = color { return Int(c.red) + Int(c.green) + Int(c.blue) > 450 }
            return false
        }
        var lowest: Int?, highest: Int?
        let band = Int(device.lockScreen.dateBaseline + 8)..<Int(device.widgetColumn(0).y)
        for row in band {
            let cellRow = row / 2
            guard cellRow < grid.height else { break }
            var count = 0
            for column in 0..<grid.width {
                let cell = grid[column, cellRow]
                if case .pixels = cell.glyph, bright(row % 2 == 0 ? cell.top : cell.bottom) { count += 1 }
            }
            if count >= 2 { lowest = row; highest = highest ?? row }
        }
        let bottom = try #require(lowest, "no clock ink between the date line and the widget row")
        #expect(abs(Double(bottom + 1) - reference.clockBaseline) <= 1.5, "the clock's ink ends at \(bottom + 1)")
        if let digits = reference.digitHeight, let top = highest {
            // 2 points: Inter's digits overshoot their flat neighbours by other amounts than SF's, so
            // "7:55" (flat tops) and "16:44" (round) differ from the "0" the size is set by.
            #expect(abs(Double(bottom + 1 - top) - digits) <= 2, "the clock's ink is \(bottom + 1 - top) points tall")
        }
    }
}

/// The same references at the device's own pixels (the PNG `render --lockscreen -o` writes): the
/// clock's ink bottom within 1 point of the screenshot's, its height within 2.
@Suite struct DevicePixelClockTests {
    @Test(arguments: LockScreenProfileTests.references.filter { $0.digitHeight != nil })
    func theClockSitsWhereTheScreenshotHasItAtTheDevicesPixels(_ reference: LockScreenProfileTests.Reference) throws {
        let device = try #require(DeviceCatalog.device(named: reference.device)).on(reference.profile)
        var scene = LockScreenFixtures.scene(device: device)
        scene.device = device
        scene.theme = LockScreenFixtures.midnight
        scene.bottom = []
        scene.inline = nil
        var options = LockScreenFixtures.options()
        let parts = reference.clock.split(separator: ":").compactMap { Int($0) }
        options.now = Date(timeIntervalSince1970: 1_780_876_800 + Double(parts[0] * 3600 + parts[1] * 60))
        options.timeZone = TimeZone(identifier: "UTC")!
        options.twentyFourHour = parts[0] > 12
        let pixels = try LockScreenRenderer().devicePixels(scene, options: options)
        let scale = device.scale
        // Rows of bright ink between the date line's descenders and where the row would be.
        let first = Int((device.lockScreen.dateBaseline + 8) * scale), last = Int(device.widgetColumn(0).y * scale)
        let inked = (first..<last).filter { y in
            (0..<pixels.width).contains { x in
                let p = pixels[x, y]
                return Int(p.red) + Int(p.green) + Int(p.blue) > 450
            }
        }
        let top = try #require(inked.first), bottom = try #require(inked.last)
        let digits = try #require(reference.digitHeight)
        #expect(abs(Double(bottom + 1) / scale - reference.clockBaseline) <= 1, "ink bottom \(Double(bottom + 1) / scale)")
        #expect(abs(Double(bottom + 1 - top) / scale - digits) <= 2, "ink height \(Double(bottom + 1 - top) / scale)")
    }
}

/// The date line's wording per iOS version: iOS 26 abbreviates weekday and month ("Sun Apr 5", as
/// on the reference); every version shortens it to "Sun 5" before an inline widget.
@Suite struct DateLineWordingTests {
    static let april5 = Date(timeIntervalSince1970: 1_775_390_400)  // Sunday, April 5, 2026, 12:00 UTC
    static let utc = TimeZone(identifier: "UTC")!

    @Test func eachVersionWritesTheDateItsWay() throws {
        let full = try #require(DeviceCatalog.device(named: "17")).on(.ios18).lockScreen.dateStyle
        let glass = try #require(DeviceCatalog.device(named: "17")).on(.ios26).lockScreen.dateStyle
        #expect(DateLine.text(for: Self.april5, timeZone: Self.utc, shortened: false, style: full) == "Sunday, April 5")
        #expect(DateLine.text(for: Self.april5, timeZone: Self.utc, shortened: false, style: glass) == "Sun Apr 5")
        #expect(DateLine.text(for: Self.april5, timeZone: Self.utc, shortened: true, style: glass) == "Sun 5")
    }
}
