import Cells
import Devices
import Foundation
import LockScreen
import Raster
import SwiftUISource
import Testing
import ViewTree

/// A Live Activity in Apple Watch's Smart Stack: the HIG's tile per watch, the compact views by
/// default, the Lock Screen view in the `.small` family when the activity offers it.
@Suite struct SmartStackTests {
    static let renderer = SmartStackRenderer(widgets: LockScreenFixtures.renderer.widgets)

    @Test func theTilesAreTheHIGsAndTheOtherWatchesTakeTheNearest() throws {
        let sizes = try ["40mm", "41mm", "44mm", "45mm", "ultra"].map { try #require(WatchCatalog.watch(named: $0)) }
            .map { SmartStackGeometry.tile(on: $0) }
        let published = [Size(width: 152, height: 69.5), Size(width: 165, height: 72.5), Size(width: 173, height: 76.5),
                         Size(width: 184, height: 80.5), Size(width: 191, height: 81.5)]
        #expect(sizes.map(\.size) == published)
        #expect(sizes.allSatisfy { $0.isPublished })
        let series10 = SmartStackGeometry.tile(on: try #require(WatchCatalog.watch(named: "46mm")))
        #expect(!series10.isPublished && series10.size == Size(width: 191, height: 81.5))
    }

    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct RideAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
            var rider: String
        }

        struct RideView: View {
            @Environment(\\.activityFamily) var family
            let minutes: Int
            var body: some View {
                if family == .small {
                    Text("\\(minutes) min on the watch")
                } else {
                    Text("\\(minutes) min to go on the phone")
                }
            }
        }

        struct RideActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RideAttributes.self) { context in
                    RideView(minutes: context.state.minutes)
                        .activityBackgroundTint(.blue)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { Text("Riding") }
                    } compactLeading: {
                        Color.red.frame(width: 20, height: 20)
                    } compactTrailing: {
                        Text("\\(context.state.minutes)m")
                    } minimal: {
                        Text("R")
                    }
                }
                .supplementalActivityFamilies([.small])
            }
        }

        #Preview(as: .content, using: RideAttributes(rider: "Ana")) {
            RideActivity()
        } contentStates: {
            RideAttributes.ContentState(minutes: 12)
        }
        """

    @Test func anActivityOfferingTheSmallFamilyShowsItsLockScreenViewThere() throws {
        let decoded = try SwiftUILoader.decode(text: Self.source, path: "Ride.swift")
        let loaded = try #require(decoded.widget)
        #expect(loaded.offersSmallActivity)
        var phone = WidgetEnvironment(family: .activity)
        #expect("\(loaded.resolvedBody(for: phone, entryIndex: 0))".contains("on the phone"))
        phone.activityView = .smallFamily
        #expect("\(loaded.resolvedBody(for: phone, entryIndex: 0))".contains("12 min on the watch"))
        let watch = try #require(WatchCatalog.watch(named: "45mm"))
        let grid = Self.renderer.cells(SceneWidget(widget: loaded, family: .activity, source: "Ride.swift"), on: watch,
                                       options: LockScreenFixtures.options(mode: .fullColor), columns: 60)
        let text = CellGridText.render(grid)
        #expect(text.contains("12 min on the watch"), "\(text)")
    }

    @Test func theCompactViewsSitAtTheTilesEnds() throws {
        let widget = LockScreenFixtures.swiftWidget("delivery-activity", .activity)
        let watch = try #require(WatchCatalog.watch(named: "45mm"))
        let grid = Self.renderer.cells(widget, on: watch, options: LockScreenFixtures.options(mode: .fullColor), columns: 60)
        try LockScreenGoldenTests.expectMatchesGolden(grid, named: "smart-stack-delivery-45mm")
        let painted = Self.renderer.paint(widget, on: watch, options: LockScreenFixtures.options(mode: .fullColor), pointsPerPixel: 0.5,
                                          allTextAsPixels: true).pixels
        // 8 pt of black around a 184×80.5 tile: the bag (white) in its left third, the "24m" in its right third.
        #expect(painted.width == 400 && painted.height == 194)
        func lit(_ columns: Range<Int>) -> Int {
            columns.reduce(0) { total, x in total + (0..<painted.height).filter { painted[x, $0].red > 200 && painted[x, $0].green > 200 }.count }
        }
        #expect(lit(36..<130) > 50 && lit(270..<384) > 50 && lit(150..<250) == 0, "\(lit(36..<130)) \(lit(270..<384)) \(lit(150..<250))")
    }
}
