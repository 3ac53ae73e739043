import Devices
import Foundation
import LockScreen
import Raster
import Testing
import ViewTree

/// Two Live Activities at once: on the Lock Screen each on its platter, the second above the
/// first; in the Dynamic Island's minimal presentation the first attached to the island and the
/// second detached in its circle, as iOS shows two.
@Suite struct TwoActivitiesTests {
    static let phone = DeviceCatalog.device(named: "iphone-15")!
    static var delivery: SceneWidget { LockScreenFixtures.swiftWidget("delivery-activity", .activity) }
    static var ride: SceneWidget { LockScreenFixtures.widget("ride-activity", .activity) }

    @Test func theSecondPlatterSitsAboveTheFirst() throws {
        var scene = LockScreenScene(device: Self.phone, theme: LockScreenFixtures.midnight)
        let options = LockScreenFixtures.options()
        scene.activities = [Self.delivery, Self.ride].map {
            SceneActivity.measured($0, on: Self.phone, options: options, renderer: LockScreenFixtures.renderer.widgets)
        }
        let platters = scene.slots.filter { $0.widget.family == .activity }
        try #require(platters.count == 2)
        #expect(platters[0].place == .activity(0) && platters[1].place == .activity(1))
        #expect(platters[0].frame == scene.activities[0].frame(on: Self.phone), "the first where one alone would be")
        #expect(abs(platters[1].frame.maxY + DeviceProfile.activityStackGap - platters[0].frame.y) < 1e-9)
        #expect(platters[1].frame.x == platters[0].frame.x && platters[1].frame.width == platters[0].frame.width)
    }

    @Test func theMinimalIslandShowsOneAttachedAndOneDetached() throws {
        let options = LockScreenFixtures.options(), widgets = LockScreenFixtures.renderer.widgets
        let alone = try #require(IslandLayout.measured(Self.delivery, .minimal, on: Self.phone, options: options, renderer: widgets))
        let pair = try #require(IslandLayout.measured(Self.delivery, .minimal, on: Self.phone, options: options, renderer: widgets,
                                                      beside: Self.ride))
        let housing = try #require(DynamicIslandGeometry.housing(on: Self.phone))
        typealias G = DynamicIslandGeometry
        // The island grows to the left to hold the first's minimal view, where a compact leading view sits.
        let attached = try #require(pair.parts.first { $0.activity == 0 })
        let detached = try #require(pair.parts.first { $0.activity == 1 })
        let island = pair.shapes[0].frame
        #expect(abs(island.maxX - housing.maxX) < 1e-9 && abs(island.x - (housing.x - G.compactOuterMargin - attached.frame.width - G.compactLeadingGap)) < 1e-9)
        #expect(abs(attached.frame.x - (island.x + G.compactOuterMargin)) < 1e-9)
        // The second's view in the detached circle right of the housing; alone, the first's is there.
        let circle = pair.shapes[1].frame
        #expect(circle.x > housing.maxX && detached.frame.x >= circle.x && detached.frame.maxX <= circle.maxX)
        #expect(alone.parts.count == 1 && alone.parts[0].activity == 0 && alone.shapes[0].frame == housing)
    }

    @Test func theMinimalPairMatchesItsGolden() throws {
        let renderer = IslandRenderer(widgets: LockScreenFixtures.renderer.widgets, wallpapers: LockScreenFixtures.renderer.backdrops.store)
        let grid = try #require(try renderer.cells(Self.delivery, .minimal, on: Self.phone, wallpaper: LockScreenFixtures.midnight.wallpaper,
                                                    options: LockScreenFixtures.options(), columns: 80, beside: Self.ride))
        try LockScreenGoldenTests.expectMatchesGolden(grid, named: "island-two-minimal")
    }
}
