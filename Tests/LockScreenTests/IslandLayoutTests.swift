import Devices
import Foundation
import Layout
import LockScreen
import Rendering
import Raster
import SwiftUISource
import Testing
import ViewTree

/// The Dynamic Island's presentations laid out as on the Simulator screenshots named in
/// docs/activities.md (393×852 pt): content of the same sizes as there, positions within 2 pt.
@Suite struct IslandLayoutTests {
    /// LocalTennis's and LiveActivitiesExample's island contents, as frames of their sizes.
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct MatchAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var points: Int }
            var name: String
        }

        struct MatchActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: MatchAttributes.self) { context in
                    Text("Match \\(context.state.points)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) {
                            HStack(spacing: -8) {
                                Color.purple.frame(width: 30, height: 30)
                                Color.purple.frame(width: 30, height: 30)
                            }
                        }
                        DynamicIslandExpandedRegion(.trailing) {
                            Color.red.frame(width: 25, height: 25)
                        }
                        DynamicIslandExpandedRegion(.bottom) {
                            Color.white.frame(height: 48)
                        }
                    } compactLeading: {
                        Color.red.frame(width: 22.67, height: 22.67)
                    } compactTrailing: {
                        Color.white.frame(width: 42, height: 17)
                    } minimal: {
                        Color.red.frame(width: 23, height: 23)
                    }
                    .keylineTint(.red)
                }
            }
        }

        #Preview(as: .content, using: MatchAttributes(name: "Final")) {
            MatchActivity()
        } contentStates: {
            MatchAttributes.ContentState(points: 15)
        }
        """

    static func activity() throws -> SceneWidget {
        let widget = try #require(try SwiftUILoader.decode(text: source, path: "Match.swift").widget)
        return SceneWidget(widget: widget, family: .activity, source: "Match.swift")
    }

    static let phone = DeviceCatalog.device(named: "iphone-15")!

    static func layout(_ presentation: IslandPresentation) throws -> IslandLayout {
        try #require(IslandLayout.measured(try activity(), presentation, on: phone, options: LockScreenFixtures.options(),
                                           renderer: LockScreenFixtures.renderer.widgets))
    }

    static func frame(_ view: ActivityView, in layout: IslandLayout) throws -> Rect {
        try #require(layout.parts.first { $0.view == view }?.frame)
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 2 }

    @Test func compactWidensTheIslandByItsSidesAsLocalTennisShows() throws {
        let layout = try Self.layout(.compact)
        let island = try #require(layout.shapes.first?.frame)
        // The pill 90.67–316.67 × 11.33–48.0; the leading symbol from 105.67.
        #expect(Self.near(island.x, 90.67) && Self.near(island.maxX, 316.67), "\(island)")
        #expect(Self.near(island.y, 11.33) && Self.near(island.maxY, 48.0), "\(island)")
        let leading = try Self.frame(.compactLeading, in: layout)
        #expect(Self.near(leading.x, 105.67) && Self.near(leading.y, 18.33), "\(leading)")
    }

    @Test func minimalIsACircleBesideTheIslandAsLiveActivitiesExampleShows() throws {
        let layout = try Self.layout(.minimal)
        #expect(layout.shapes.count == 2)
        let circle = layout.shapes[1].frame
        // The detached circle 267.0–310.67, its content 10.33 in from each side.
        #expect(Self.near(circle.x, 267.0) && Self.near(circle.maxX, 310.67), "\(circle)")
        let content = try Self.frame(.minimal, in: layout)
        #expect(Self.near(content.x, 277.33), "\(content)")
    }

    @Test func expandedPlacesTheRegionsAsBothReferencesShow() throws {
        let layout = try Self.layout(.expanded)
        let island = try #require(layout.shapes.first)
        // The island 11.33–381.67 from 11.33 down, corners of 44.
        #expect(Self.near(island.frame.x, 11.33) && Self.near(island.frame.maxX, 381.67) && Self.near(island.frame.y, 11.33))
        #expect(island.cornerRadius == 44)
        // LiveActivitiesExample's two 30-pt images from (31.67, 27.33); LocalTennis's 25-pt ball at 339.0–364.33 from 29.33.
        let leading = try Self.frame(.expandedLeading, in: layout)
        #expect(Self.near(leading.x, 31.67) && Self.near(leading.y, 27.33) && leading.width == 52, "\(leading)")
        let trailing = try Self.frame(.expandedTrailing, in: layout)
        #expect(Self.near(trailing.x, 339.0) && Self.near(trailing.maxX, 364.33) && Self.near(trailing.y, 29.33), "\(trailing)")
        // LiveActivitiesExample's bottom region spans 31.8–362.0; the island ends 16 pt under the content.
        let bottom = try Self.frame(.expandedBottom, in: layout)
        #expect(Self.near(bottom.x, 31.8) && Self.near(bottom.maxX, 362.0), "\(bottom)")
        #expect(Self.near(island.frame.maxY, bottom.maxY + 16))
        #expect(bottom.y >= leading.maxY + 10, "the bottom region is under the regions above it")
    }

    @Test func theExpandedIslandKeepsToTheHIGsHeights() throws {
        let layout = try Self.layout(.expanded)
        let height = try #require(layout.shapes.first?.frame.height)
        #expect(DynamicIslandGeometry.expandedHeights.contains(height))
        #expect(!layout.isCut)
    }

    @Test func aPhoneWithoutAnIslandHasNoIslandLayout() throws {
        let notched = try #require(DeviceCatalog.device(named: "iphone-13-mini"))
        #expect(IslandLayout.measured(try Self.activity(), .compact, on: notched, options: LockScreenFixtures.options(),
                                      renderer: LockScreenFixtures.renderer.widgets) == nil)
    }

    @Test(arguments: IslandPresentation.allCases)
    func eachPresentationMatchesItsGolden(_ presentation: IslandPresentation) throws {
        let renderer = IslandRenderer(widgets: LockScreenFixtures.renderer.widgets, wallpapers: LockScreenFixtures.renderer.backdrops.store)
        let widget = LockScreenFixtures.swiftWidget("delivery-activity", .activity)
        let grid = try #require(try renderer.cells(widget, presentation, on: Self.phone, wallpaper: LockScreenFixtures.midnight.wallpaper,
                                                    options: LockScreenFixtures.options(), columns: 80))
        try LockScreenGoldenTests.expectMatchesGolden(grid, named: "island-delivery-\(presentation.rawValue)")
    }

    @Test func theKeylineTintsTheIslandsEdge() throws {
        let renderer = IslandRenderer(widgets: LockScreenFixtures.renderer.widgets, wallpapers: LockScreenFixtures.renderer.backdrops.store)
        let painting = try #require(try renderer.paint(try Self.activity(), .compact, on: Self.phone, wallpaper: LockScreenFixtures.midnight.wallpaper,
                                                       options: LockScreenFixtures.options(), pointsPerPixel: 1 / 3, allTextAsPixels: true))
        let island = try #require(painting.layout.shapes.first?.frame)
        // On the island's top edge, half way along: the red keyline over black, not black.
        let edge = painting.pixels[Int((island.x + island.width / 2) * 3), Int(island.y * 3)]
        #expect(edge.red > 60 && edge.green < 30, "\(edge)")
        let inside = painting.pixels[Int((island.x + island.width / 2) * 3), Int((island.y + island.height / 2) * 3)]
        #expect(inside == PixelColor.black)
    }
}

/// The expanded island on every phone with one: the HIG's width (371 pt on the 393- and 402-pt
/// phones, 408 on the 420-pt and wider), centred, from the island's top, 84 to 160 pt tall.
@Suite struct IslandWidthTests {
    @Test(arguments: DeviceCatalog.all.filter { DynamicIslandGeometry.housing(on: $0) != nil }.map(\.identifier))
    func theExpandedIslandIsTheHIGsWidthOnEveryPhone(_ identifier: String) throws {
        let phone = try #require(DeviceCatalog.device(named: identifier))
        let layout = try #require(IslandLayout.measured(try IslandLayoutTests.activity(), .expanded, on: phone, options: LockScreenFixtures.options(),
                                                        renderer: LockScreenFixtures.renderer.widgets))
        let island = try #require(layout.shapes.first?.frame)
        let housing = try #require(DynamicIslandGeometry.housing(on: phone))
        #expect(island.width == (phone.screen.width >= 420 ? 408 : 371), "\(phone.name): \(island)")
        #expect(abs(island.x + island.width / 2 - phone.screen.width / 2) < 0.01 && island.y == housing.y)
        #expect(DynamicIslandGeometry.expandedHeights.contains(island.height))
    }
}

/// A region is drawn with the offer it was measured with: an `HStack` offered exactly the width it
/// chose hands its children other shares than under the looser offer (SwiftUI's stacks do the same),
/// and a team's "RMA" beside its score was cut to "R…" in the trailing region.
@Suite struct IslandRegionOfferTests {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ScoreAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var goals: Int }
            var team: String
        }

        struct TeamView: View {
            let team: String
            let goals: Int
            var body: some View {
                HStack {
                    Text("\\(goals)").font(.largeTitle).fontWeight(.bold)
                    VStack {
                        Rectangle().frame(width: 40, height: 40)
                        Text(team).fontWeight(.semibold)
                    }
                }
            }
        }

        struct ScoreActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ScoreAttributes.self) { context in
                    Text(context.attributes.team)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.trailing) { TeamView(team: context.attributes.team, goals: context.state.goals) }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }

        #Preview("Match", as: .content, using: ScoreAttributes(team: "RMA")) { ScoreActivity() } contentStates: {
            ScoreAttributes.ContentState(goals: 0)
        }
        """

    @Test func theTrailingRegionsTextIsNotCutWhenDrawn() throws {
        let widget = try #require(try SwiftUILoader.decode(text: Self.source, path: "Score.swift").widget)
        let scene = SceneWidget(widget: widget, family: .activity, source: "Score.swift")
        let layout = try #require(IslandLayout.measured(scene, .expanded, on: IslandLayoutTests.phone, options: LockScreenFixtures.options(),
                                                        renderer: LockScreenFixtures.renderer.widgets))
        let part = try #require(layout.parts.first { $0.view == .expandedTrailing })
        var environment = LockScreenFixtures.options().environment(for: .activity)
        environment.activityView = .expandedTrailing
        var request = WidgetRenderer.Request(widget: widget, environment: environment, device: IslandLayoutTests.phone,
                                             slot: SlotGeometry(size: part.frame.size, contentInset: 0))
        request.proposal = part.proposal
        let dump = LayoutDump.text(of: LockScreenFixtures.renderer.widgets.layout(request))
        #expect(dump.contains("Text \"RMA\""), "\(dump)")
    }
}

/// `DynamicIslandExpandedRegion(_:priority:)` and `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
@Suite struct IslandRegionPlacementTests {
    static func source(placement: String, centerPriority: Int) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct RideAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
            var name: String
        }

        struct RideActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RideAttributes.self) { context in
                    Text(context.attributes.name)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) {
                            Text("Pickup at the north entrance")\(placement)
                        }
                        DynamicIslandExpandedRegion(.trailing) { Text("\\(context.state.minutes) min") }
                        DynamicIslandExpandedRegion(.center, priority: \(centerPriority)) { Text("Arriving now") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }

        #Preview("Ride", as: .content, using: RideAttributes(name: "Ride")) { RideActivity() } contentStates: {
            RideAttributes.ContentState(minutes: 3)
        }
        """
    }

    static func layout(placement: String = "", centerPriority: Int = 0) throws -> (IslandLayout, [String]) {
        let result = try SwiftUILoader.decode(text: source(placement: placement, centerPriority: centerPriority), path: "Ride.swift")
        let widget = try #require(result.widget)
        let scene = SceneWidget(widget: widget, family: .activity, source: "Ride.swift")
        let layout = try #require(IslandLayout.measured(scene, .expanded, on: IslandLayoutTests.phone, options: LockScreenFixtures.options(),
                                                        renderer: LockScreenFixtures.renderer.widgets))
        return (layout, result.diagnostics.map(\.message))
    }

    @Test func tooWideContentGoesBelowTheHousingWhenItAsks() throws {
        let housing = try #require(DynamicIslandGeometry.housing(on: IslandLayoutTests.phone))
        let (beside, _) = try Self.layout()
        let (below, _) = try Self.layout(placement: ".dynamicIsland(verticalPlacement: .belowIfTooWide)")
        let besideFrame = try #require(beside.parts.first { $0.view == .expandedLeading }?.frame)
        let belowFrame = try #require(below.parts.first { $0.view == .expandedLeading }?.frame)
        #expect(besideFrame.y < housing.maxY, "by default beside the housing, wrapped in its room")
        let center = try #require(below.parts.first { $0.view == .expandedCenter }?.frame)
        #expect(belowFrame.y >= center.maxY - 1e-9, "below the housing and the centre")
        #expect(belowFrame.width > besideFrame.width, "offered its half of the island, wider than the room beside the housing")
    }

    @Test func aCenterOfHigherPriorityIsSizedFirst() throws {
        let (plain, _) = try Self.layout()
        let (first, messages) = try Self.layout(centerPriority: 1)
        let plainCenter = try #require(plain.parts.first { $0.view == .expandedCenter }?.frame)
        let firstCenter = try #require(first.parts.first { $0.view == .expandedCenter }?.frame)
        // By default the centre is what the sides leave; sized first, it is its text's own width.
        #expect(firstCenter.width < plainCenter.width, "\(firstCenter.width) vs \(plainCenter.width)")
        #expect(!messages.contains { $0.contains("priority") }, "\(messages)")
    }
}
