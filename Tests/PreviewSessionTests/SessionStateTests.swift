import Devices
@testable import LockScreen
import PreviewSession
import Testing
import ViewTree
import WatchFaces

@Suite struct SessionStateTests {
    @Test func modeCyclesThroughAllThree() {
        var state = SessionState()
        #expect(state.apply(.cycleMode) == .render)
        #expect(state.mode == .accented)
        _ = state.apply(.cycleMode)
        #expect(state.mode == .fullColor)
        _ = state.apply(.cycleMode)
        #expect(state.mode == .vibrant)
    }

    @Test func togglesFlipAndAskForARender() {
        var state = SessionState()
        #expect(state.apply(.togglePrivacy) == .render && state.privacy)
        #expect(state.apply(.toggleLuminance) == .render && state.luminanceReduced)
        #expect(state.apply(.toggleZoom) == .render && state.zoomed)
        #expect(state.options(now: .init(), timeZone: .current).viewport == .widgets)
        _ = state.apply(.toggleZoom)
        #expect(state.options(now: .init(), timeZone: .current).viewport == .phone)
    }

    /// `a` goes from the Lock Screen through the island's three presentations, StandBy and the
    /// Smart Stack, and back; a phone without an island skips the island and says so; on a watch
    /// it goes between the face and the Smart Stack.
    @Test func aToursEveryPlaceALiveActivityShows() {
        var state = SessionState(device: DeviceCatalog.device(named: "iphone-16-pro")!)
        state.hasActivity = true
        var stops: [ActivityShown?] = []
        for _ in 0..<6 {
            #expect(state.apply(.cycleActivityPresentation) == .render)
            stops.append(state.activityShown)
        }
        #expect(stops == [.island(.compact), .island(.minimal), .island(.expanded), .standBy, .smartStack, nil])
        _ = state.apply(.cycleActivityPresentation)
        #expect(state.apply(.cycleStandBy) == .render && state.activityShown == nil && state.standBy == .day, "n leaves the activity's stop")

        var small = SessionState(device: DeviceCatalog.device(named: "iphone-se-3")!)
        small.hasActivity = true
        _ = small.apply(.cycleActivityPresentation)
        #expect(small.activityShown == .standBy)
        #expect(small.message?.text.contains("no Dynamic Island") == true)
        _ = small.apply(.cycleActivityPresentation)
        _ = small.apply(.cycleActivityPresentation)
        #expect(small.activityShown == nil)

        var wrist = SessionState()
        wrist.hasActivity = true
        wrist.watchIndex = 0
        _ = wrist.apply(.cycleActivityPresentation)
        #expect(wrist.activityShown == .smartStack)
        _ = wrist.apply(.cycleActivityPresentation)
        #expect(wrist.activityShown == nil)
    }

    @Test func devicesWrapBothWays() {
        var state = SessionState()
        let start = state.deviceIndex
        #expect(state.apply(.previousDevice) == .reload)
        #expect(state.deviceIndex == (start + DeviceCatalog.everyDevice.count - 1) % DeviceCatalog.everyDevice.count)
        _ = state.apply(.nextDevice)
        _ = state.apply(.nextDevice)
        #expect(state.deviceIndex == (start + 1) % DeviceCatalog.everyDevice.count)
    }

    @Test func themesCycleFromTheArrangementsOwn() {
        var state = SessionState(themes: ["a", "b"])
        #expect(state.themeName == nil)
        #expect(state.apply(.nextTheme) == .reload)
        #expect(state.themeName == "a")
        _ = state.apply(.nextTheme)
        _ = state.apply(.nextTheme)
        #expect(state.themeName == "a")
        var none = SessionState()
        #expect(none.apply(.nextTheme) == .redraw)
        #expect(none.message == SessionMessage("no themes found"))
    }

    @Test func slotsAreSelectedByKeysAndClicks() {
        var state = SessionState()
        state.slotCount = 3
        _ = state.apply(.previousSlot)
        #expect(state.selectedSlot == 2)
        _ = state.apply(.nextSlot)
        #expect(state.selectedSlot == 0)
        let slots = [SlotCells(index: 0, family: .inline, column: 10, row: 5, width: 20, height: 1),
                     SlotCells(index: 1, family: .circular, column: 10, row: 10, width: 6, height: 3)]
        #expect(state.apply(.click(column: 12, row: 11), slots: slots) == .redraw)
        #expect(state.selectedSlot == 1)
        #expect(state.apply(.click(column: 0, row: 0), slots: slots) == SessionEffect.none)
        #expect(state.selectedSlot == 1)
    }

    @Test func pickerOffersTheSlotsFamilyAndPlacesTheChoice() {
        var state = SessionState()
        state.slotCount = 2
        state.selectedSlot = 1
        let slots = [SlotCells(index: 0, family: .inline, column: 0, row: 0, width: 1, height: 1),
                     SlotCells(index: 1, family: .circular, column: 0, row: 1, width: 1, height: 1)]
        var asked: WidgetFamily?
        _ = state.apply(.openPicker, slots: slots) { family in
            asked = family
            return [WidgetChoice(name: "A", path: "a.yaml"), WidgetChoice(name: "B", path: "b.yaml")]
        }
        #expect(asked == .circular)
        _ = state.apply(.moveHighlight(1))
        _ = state.apply(.moveHighlight(1))
        _ = state.apply(.moveHighlight(-1))
        #expect(state.apply(.choose) == .place(slot: 1, choice: WidgetChoice(name: "B", path: "b.yaml")))
        #expect(state.overlay == .none)
    }

    @Test func helpOpensAndCloses() {
        var state = SessionState()
        #expect(state.apply(.toggleHelp) == .redraw && state.overlay == .help)
        _ = state.apply(.closeOverlay)
        #expect(state.overlay == .none)
    }

    @Test func anInfoMessageGoesWithTheNextActionButAnErrorStays() {
        var state = SessionState()
        state.message = SessionMessage("exported x")
        _ = state.apply(.togglePrivacy)
        #expect(state.message == nil)
        state.message = SessionMessage("bad file", isError: true)
        _ = state.apply(.togglePrivacy)
        #expect(state.message?.isError == true)
    }
}

/// `d` and `D` go on from the iPhones to the iPads, the Apple Watches and back, in one ring;
/// `R` turns an iPad and nothing else; `n` steps through StandBy.
@Suite struct WatchCycleTests {
    @Test func afterTheLastIPhoneComeTheIPadsThenTheWatches() {
        var state = SessionState(device: DeviceCatalog.all.last!)
        #expect(state.apply(.turnDevice) == .redraw && state.message != nil, "an iPhone does not turn")
        _ = state.apply(.nextDevice)
        #expect(state.device.identifier == PadCatalog.all.first!.identifier)
        #expect(state.apply(.turnDevice) == .reload)
        #expect(state.layoutDevice.orientation == .landscape && state.layoutDevice.screen.width > state.layoutDevice.screen.height)
        for _ in 1..<PadCatalog.all.count { _ = state.apply(.nextDevice) }
        #expect(state.watch == nil)
        #expect(state.apply(.nextDevice) == .reload)
        #expect(state.watch == WatchCatalog.all.first)
        for _ in 1..<WatchCatalog.all.count { _ = state.apply(.nextDevice) }
        #expect(state.watch == WatchCatalog.all.last)
        _ = state.apply(.nextDevice)
        #expect(state.watch == nil && state.deviceIndex == 0)
        _ = state.apply(.previousDevice)
        #expect(state.watch == WatchCatalog.all.last)
        _ = state.apply(.reload)
        #expect(state.watch == nil)
    }

    @Test func nStepsThroughStandBy() {
        var state = SessionState()
        #expect(state.standBy == .off)
        #expect(state.apply(.cycleStandBy) == .render && state.standBy == .day)
        _ = state.apply(.cycleStandBy)
        #expect(state.standBy == .night)
        _ = state.apply(.cycleStandBy)
        #expect(state.standBy == .off)
    }
}

/// The arrangement's widgets as the live preview shows them on a watch.
@Suite struct SceneOnAWatchTests {
    @Test func circularsAndTheRectangularGoOnTheModularFace() throws {
        let widget = Widget(name: "W", families: [.circular, .rectangular, .inline], bodies: [:], entries: [])
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: Theme(name: "t", title: "T", wallpaper: .gradient(WallpaperGradient(stops: [RGBA(hex: 0), .white]))),
                                    inline: SceneWidget(widget: widget, family: .inline),
                                    bottom: [SceneWidget(widget: widget, family: .circular), SceneWidget(widget: widget, family: .rectangular),
                                             SceneWidget(widget: widget, family: .circular, entryIndex: 1)])
        let watch = try #require(WatchCatalog.watch(named: "41mm"))
        let face = scene.watchFace(on: watch)
        #expect(face.layout.style == .modular && face.layout.watch == watch)
        #expect(Set(face.widgets.keys) == ["top-left", "center", "bottom-left"])
        #expect(face.widgets["bottom-left"]?.entryIndex == 1)
        let inlineOnly = LockScreenScene(device: scene.device, theme: scene.theme, inline: scene.inline, bottom: [])
        #expect(inlineOnly.watchFace(on: watch).layout.style == .digital)
        #expect(Set(inlineOnly.watchFace(on: watch).widgets.keys) == ["top"])
    }
}
