import Devices
import Foundation
import LockScreen
@testable import PreviewSession
import Testing
import ViewTree
import WidgetFormat

/// Settings chosen by keys are marked and `r` sets them back; `[` and `]` step the selected
/// slot's timeline; problems are shown whole.
@Suite struct SessionOverrideTests {
    @Test func keysAreRememberedAndReloadSetsThemBack() {
        var state = SessionState(mode: .vibrant, themes: ["aurora", "blush", "sunset"], ios: .ios18)
        state.loadedThemeName = "aurora"
        _ = state.apply(.nextTheme)
        _ = state.apply(.cycleMode)
        _ = state.apply(.nextDevice)
        _ = state.apply(.cycleIOS)
        #expect(state.themeName == "blush", "t goes on from the theme the files chose")
        #expect(state.changedByKeys == [.theme, .mode, .device, .ios])
        #expect(state.chosenDevice != nil && state.chosenIOS == .ios26)
        #expect(state.apply(.reload) == .reload)
        #expect(state.changedByKeys.isEmpty)
        #expect(state.themeName == nil && state.mode == .vibrant && state.device == DeviceCatalog.defaultDevice && state.ios == .ios18)
        #expect(state.chosenDevice == nil && state.chosenIOS == nil, "after r the files choose the device and iOS version again")
    }

    @Test func theCommandLinesChoicesStayAfterReload() {
        let plus = DeviceCatalog.device(named: "8-plus")!
        var state = SessionState(device: plus, fixed: [.device])
        _ = state.apply(.nextDevice)
        _ = state.apply(.reload)
        #expect(state.device == plus && state.chosenDevice == plus)
    }

    @Test func bracketsStepTheSelectedSlotsEntriesRoundTheTimeline() {
        var state = SessionState()
        state.slotCount = 2
        state.selectedSlot = 1
        state.slotTimelines = [0: SlotTimeline(count: 1, shown: 0), 1: SlotTimeline(count: 3, shown: 0)]
        #expect(state.apply(.previousEntry) == .reload)
        #expect(state.entryChoices == [1: 2])
        state.slotTimelines[1]?.shown = 2
        _ = state.apply(.nextEntry)
        #expect(state.entryChoices == [1: 0])
        state.selectedSlot = 0
        #expect(state.apply(.nextEntry) == .redraw)
        #expect(state.message == SessionMessage("the selected widget has one timeline entry"))
        _ = state.apply(.reload)
        #expect(state.entryChoices.isEmpty)
    }

    @Test func theStatusAreaShowsTheFirstRealProblemAndCountsTheRest() {
        let wrapper = "a.arrangement.yaml:8:15: error: widget file 'w.yaml' has errors; they are listed below\n  - { widget: w.yaml }\n              ^"
        let real = "w.yaml:7:1: error: unknown key 'famlies'\nfamlies: []\n^"
        let summary = ProblemList.summary(of: [wrapper, real, "w.yaml:9:1: error: another"])
        #expect(summary == "w.yaml:7:1: error: unknown key 'famlies'\nfamlies: []\n^  (3 problems: ! shows them all)")
        #expect(ProblemList.summary(of: [real]) == real)
        #expect(ProblemList.lines(of: [real, "b: error: x"], width: 20)
                == ["w.yaml:7:1: error:", "unknown key", "'famlies'", "famlies: []", "^", "", "b: error: x"])
    }

    @Test func theSavedArrangementNamesEverySettingAndPathRelativeToItsFolder() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("sample-widgets")
        let widget = try #require(WidgetLoader.load(path: samples.appendingPathComponent("next-event.yaml").path).widget)
        let source = samples.appendingPathComponent("next-event.yaml").path
        let scene = LockScreenScene(device: DeviceCatalog.device(named: "se-3")!, theme: FolderSceneSource.themes["midnight"]!,
                                    inline: SceneWidget(widget: widget, family: .inline, source: source),
                                    bottom: [SceneWidget(widget: widget, family: .rectangular, entryIndex: 1, source: source, column: 2)])
        let text = ArrangementText(scene: scene, theme: "my theme", ios: .ios17).yaml(in: samples.appendingPathComponent("arrangements"))
        #expect(text == """
        # Saved from the lockscreen-tui live preview. Paths are relative to this file.
        theme: "my theme"
        device: se-3
        ios: 17
        inline: { widget: ../next-event.yaml }
        bottom:
          - { widget: ../next-event.yaml, family: rectangular, column: 3, entry: 2 }

        """)
        let clock = ClockChoice(typeface: .serif).over(ClockChoice(typeface: .rounded, weight: 0.25, color: RGBA(hex: 0xFF9F0A)))
        let chosen = ArrangementText(scene: scene, theme: "midnight", ios: .ios18, clock: clock).yaml(in: samples.appendingPathComponent("arrangements"))
        #expect(chosen.contains("ios: 18\nclock-font: serif\nclock-weight: 0.25\nclock-color: \"#FF9F0A\"\ninline:"), "\(chosen)")
        // Controls in the corners, each by its struct's name, a toggle with its state.
        var withControls = scene
        let controls = samples.appendingPathComponent("game-health.swift").path
        withControls.corners = [
            .left: CornerControl(control: LockScreenControl(name: "Daily Reward", typeName: "DailyRewardControl", kind: .button,
                                                            off: ControlFace(symbol: "star.fill", title: nil)), isOn: false, source: controls),
            .right: CornerControl(control: LockScreenControl(name: "Auto-Heal", typeName: "AutoHealControl", kind: .toggle,
                                                             off: ControlFace(symbol: "heart", title: nil)), isOn: true, source: controls),
        ]
        let saved = ArrangementText(scene: withControls, theme: "midnight", ios: .ios18).yaml(in: samples.appendingPathComponent("arrangements"))
        #expect(saved.contains("controls: { left: { widget: ../game-health.swift, name: DailyRewardControl }, "
            + "right: { widget: ../game-health.swift, name: AutoHealControl, on: true } }"), "\(saved)")
    }
}
