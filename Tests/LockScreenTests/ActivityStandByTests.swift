import Devices
import Foundation
import LockScreen
import Raster
import Testing

/// A Live Activity in StandBy: its Lock Screen view at 200 %, on the iPhone on its side.
@Suite struct ActivityStandByTests {
    static let phone = DeviceCatalog.device(named: "iphone-15")!
    static let renderer = ActivityStandByRenderer(widgets: LockScreenFixtures.renderer.widgets)

    static func options(night: Bool) -> LockScreenOptions {
        var options = LockScreenFixtures.options(mode: .fullColor)
        options.nightMode = night
        return options
    }

    @Test(arguments: [false, true])
    func dayAndNightMatchTheirGoldens(night: Bool) throws {
        let widget = LockScreenFixtures.swiftWidget("delivery-activity", .activity)
        let grid = Self.renderer.cells(widget, on: Self.phone, options: Self.options(night: night), columns: 100)
        try LockScreenGoldenTests.expectMatchesGolden(grid, named: "activity-standby-delivery-\(night ? "night" : "day")")
    }

    /// Twice the platter's Lock Screen size, in the middle of the landscape screen; at night every
    /// lit pixel red.
    @Test func thePlatterIsTwiceItsSizeInTheMiddleAndRedAtNight() throws {
        let widget = LockScreenFixtures.swiftWidget("delivery-activity", .activity)
        let platter = SceneActivity.measured(widget, on: Self.phone, options: Self.options(night: false), renderer: LockScreenFixtures.renderer.widgets)
        let day = Self.renderer.paint(widget, on: Self.phone, options: Self.options(night: false), pointsPerPixel: 1, allTextAsPixels: true).pixels
        #expect(day.width == 852 && day.height == 394)
        var lit: [(x: Int, y: Int)] = []
        for y in 0..<day.height { for x in 0..<day.width where max(day[x, y].red, day[x, y].green, day[x, y].blue) > 80 { lit.append((x, y)) } }
        let minX = try #require(lit.map(\.x).min()), maxX = try #require(lit.map(\.x).max())
        let width = 2 * platter.frame(on: Self.phone).width
        // The content starts 2 × 16 pt inside the doubled platter (the sample's own padding; iOS adds
        // none) and ends as far from the other side.
        #expect(abs(Double(minX) - ((852 - width) / 2 + 32)) < 4, "content from \(minX)")
        #expect(abs(Double(852 - maxX) - Double(minX)) < 6, "centred: \(minX)…\(maxX)")
        let night = Self.renderer.paint(widget, on: Self.phone, options: Self.options(night: true), pointsPerPixel: 1, allTextAsPixels: true).pixels
        let litAtNight = night.pixels.filter { max($0.red, $0.green, $0.blue) > 40 }
        #expect(!litAtNight.isEmpty && litAtNight.allSatisfy { Int($0.red) > 3 * Int($0.green) && Int($0.red) > 3 * Int($0.blue) })
    }
}
