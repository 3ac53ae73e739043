import Devices
import PreviewSession
import TerminalScreen
import Testing
import ViewTree

@Suite struct KeyBindingTests {
    @Test func everyDocumentedKeyMapsToItsAction() {
        let expected: [(TerminalInput, SessionAction)] = [
            (.character("m"), .cycleMode), (.character("p"), .togglePrivacy), (.character("l"), .toggleLuminance),
            (.character("d"), .nextDevice), (.character("D"), .previousDevice), (.character("t"), .nextTheme),
            (.character("z"), .toggleZoom), (.key(.tab), .nextSlot), (.key(.right), .nextSlot), (.key(.down), .nextSlot),
            (.key(.backTab), .previousSlot), (.key(.left), .previousSlot), (.key(.up), .previousSlot),
            (.key(.enter), .openPicker), (.character("e"), .export), (.character("r"), .reload),
            (.character("?"), .toggleHelp), (.character("q"), .quit), (.key(.escape), .quit),
            (.click(column: 3, row: 4), .click(column: 3, row: 4)),
        ]
        for (input, action) in expected {
            #expect(KeyBindings.action(for: input, overlay: .none) == action, "\(input)")
        }
        #expect(KeyBindings.action(for: .character("x"), overlay: .none) == nil)
    }

    @Test func escapeClosesAnOverlayInsteadOfQuitting() {
        let picker = SessionOverlay.picker(WidgetPicker(slot: 1, family: .circular, choices: []))
        #expect(KeyBindings.action(for: .key(.escape), overlay: .help) == .closeOverlay)
        #expect(KeyBindings.action(for: .key(.escape), overlay: picker) == .closeOverlay)
        #expect(KeyBindings.action(for: .key(.down), overlay: picker) == .moveHighlight(1))
        #expect(KeyBindings.action(for: .key(.enter), overlay: picker) == .choose)
        #expect(KeyBindings.action(for: .character("m"), overlay: .help) == .cycleMode)
    }

    @Test func helpListsEveryKeyOfTheIssue() {
        let keys = KeyBindings.help.map(\.keys)
        for key in ["m", "p", "l", "d / D", "t", "z", "Tab / arrows", "Enter", "e", "r", "?", "q / Esc"] {
            #expect(keys.contains(key), "\(key)")
        }
    }
}

/// `i` steps through the iOS layouts and redraws the scene laid out in the next one.
@Suite struct IOSLayoutKeyTests {
    @Test func iCyclesTheLayoutsAndReloads() {
        var state = SessionState()
        #expect(KeyBindings.action(for: .character("i"), overlay: .none) == .cycleIOS)
        var seen: [LockScreenProfile] = [state.ios]
        for _ in 0..<4 {
            #expect(state.apply(.cycleIOS) == .reload)
            seen.append(state.ios)
        }
        #expect(seen == [.ios18, .ios26, .ios16, .ios17, .ios18])
        state.ios = .ios26
        #expect(state.layoutDevice.lockScreen.dateBaseline == state.device.lockScreen.dateBaseline + LockScreenProfile.glassDateDrop)
        #expect(state.layoutDevice.lockScreen.clockStyle == .glass)
        state.ios = .ios18
        #expect(state.layoutDevice.lockScreen.clockBaseline == state.device.lockScreen.clockBaseline)
    }
}

/// `c` steps through the clock's typefaces from the one the files give, and `r` forgets the choice.
@Suite struct ClockTypefaceKeyTests {
    @Test func cCyclesFromTheFilesTypefaceAndRForgetsIt() {
        var state = SessionState()
        #expect(KeyBindings.action(for: .character("c"), overlay: .none) == .cycleClockTypeface)
        state.loadedClockTypeface = .rounded
        #expect(state.apply(.cycleClockTypeface) == .reload)
        #expect(state.clock.typeface == .serif)
        #expect(state.apply(.cycleClockTypeface) == .reload)
        #expect(state.clock.typeface == .standard)
        #expect(state.isChosen(.clockTypeface))
        _ = state.apply(.reload)
        #expect(state.clock.typeface == nil && !state.isChosen(.clockTypeface))
    }

    @Test func theCommandLinesTypefaceIsWhereRGoesBack() {
        var state = SessionState(clock: ClockChoice(typeface: .serif), fixed: [.clockTypeface])
        _ = state.apply(.cycleClockTypeface)
        #expect(state.clock.typeface == .standard)
        _ = state.apply(.reload)
        #expect(state.clock.typeface == .serif)
    }
}
