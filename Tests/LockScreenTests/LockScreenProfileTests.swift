import Cells
import Devices
import Foundation
import LockScreen
import Testing

/// `--ios 16|17|18|26`: the date line, clock and widget row where real Lock Screens of each version
/// put them (shared/reference/ios-lockscreens), within 2 points.
@Suite struct LockScreenProfileTests {
    struct Reference: Sendable, CustomStringConvertible {
        var profile: LockScreenProfile
        var device: String
        var dateBaseline: Double
        var clockBaseline: Double
        /// The middle of the widget row (of a circular widget's frame).
        var rowCentre: Double
        var description: String { "iOS \(profile.rawValue) on \(device)" }
    }

    static let references: [Reference] = [
        Reference(profile: .ios16, device: "14-plus", dateBaseline: 122.3, clockBaseline: 219.7, rowCentre: 279.0),
        Reference(profile: .ios17, device: "11-pro-max", dateBaseline: 117.0, clockBaseline: 215.0, rowCentre: 274.8),
        Reference(profile: .ios18, device: "15-pro", dateBaseline: 97.0, clockBaseline: 190.7, rowCentre: 248.0),
        Reference(profile: .ios26, device: "17", dateBaseline: 103.3, clockBaseline: 387.0, rowCentre: 716.5),
    ]

    @Test(arguments: references)
    func positionsAreWithinTwoPointsOfTheReference(_ reference: Reference) throws {
        let device = try #require(DeviceCatalog.device(named: reference.device)).on(reference.profile)
        let geometry = device.lockScreen
        #expect(abs(geometry.dateBaseline - reference.dateBaseline) <= 2, "date baseline \(geometry.dateBaseline)")
        #expect(abs(geometry.clockBaseline - reference.clockBaseline) <= 2, "clock baseline \(geometry.clockBaseline)")
        let row = device.widgetColumn(0)
        #expect(abs(row.y + row.height / 2 - reference.rowCentre) <= 2, "row centre \(row.y + row.height / 2)")
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

    /// Measured on the picture itself at 1 point per pixel: the lowest row of the clock's ink.
    @Test(arguments: references)
    func theDrawnClockSitsOnTheReferenceBaseline(_ reference: Reference) throws {
        let device = try #require(DeviceCatalog.device(named: reference.device)).on(reference.profile)
        var scene = LockScreenFixtures.scene(device: device)
        scene.device = device
        scene.theme = LockScreenFixtures.midnight
        let picture = try LockScreenFixtures.renderer.render(scene, options: LockScreenFixtures.options(), pointsPerPixel: 1)
        let grid = picture.grid
        func bright(_ color: CellColor) -> Bool {
            if case .rgb(let c) = color { return Int(c.red) + Int(c.green) + Int(c.blue) > 450 }
            return false
        }
        var lowest: Int?
        let band = Int(device.lockScreen.dateBaseline + 8)..<Int(device.widgetColumn(0).y)
        for row in band {
            let cellRow = row / 2
            guard cellRow < grid.height else { break }
            var count = 0
            for column in 0..<grid.width {
                let cell = grid[column, cellRow]
                if case .pixels = cell.glyph, bright(row % 2 == 0 ? cell.top : cell.bottom) { count += 1 }
            }
            if count >= 10 { lowest = row }
        }
        let bottom = try #require(lowest, "no clock ink between the date line and the widget row")
        #expect(abs(Double(bottom + 1) - reference.clockBaseline) <= 2, "the clock's ink ends at \(bottom + 1)")
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
