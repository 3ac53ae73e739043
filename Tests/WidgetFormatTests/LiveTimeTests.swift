import Foundation
import Testing
import ViewTree
import WidgetFormat

/// Which widgets make the live preview redraw every second: those showing a timer, a relative
/// date or progress by time, in the branch the environment chooses.
@Suite struct LiveTimeTests {
    static func widget(_ yaml: String) throws -> Widget {
        let result = WidgetLoader.decode(text: yaml, path: "live.yaml")
        return try #require(result.widget, "\(result.renderedDiagnostics)")
    }

    static let header = "format: 1\nname: Live\nfamilies: [rectangular]\nentries:\n  - { date: now, end: +PT5M }\n"

    @Test func aTimerTicksAndAFixedTimeDoesNot() throws {
        let timer = try Self.widget(Self.header + "view:\n  Text: { date: end, style: timer }\n")
        let clock = try Self.widget(Self.header + "view:\n  Text: { date: end, style: time }\n")
        let environment = WidgetEnvironment(family: .rectangular)
        #expect(timer.showsLiveTime(for: environment, entryIndex: 0))
        #expect(!clock.showsLiveTime(for: environment, entryIndex: 0))
    }

    @Test func progressByTimeTicks() throws {
        let progress = try Self.widget(Self.header + "view:\n  ProgressView: { timerInterval: [now, +PT5M] }\n")
        #expect(progress.showsLiveTime(for: WidgetEnvironment(family: .rectangular), entryIndex: 0))
    }

    @Test func onlyTheChosenBranchCounts() throws {
        let widget = try Self.widget(Self.header + """
        view:
          Switch:
            on: isPrivacyRedacted
            cases:
              true: { Text: "Hidden" }
            default:
              Text: { date: end, style: relative }
        """)
        #expect(widget.showsLiveTime(for: WidgetEnvironment(family: .rectangular), entryIndex: 0))
        #expect(!widget.showsLiveTime(for: WidgetEnvironment(family: .rectangular, isPrivacyRedacted: true), entryIndex: 0))
    }

    @Test func offsetsCountFromTheTimelineStartWhenOneIsGiven() throws {
        let widget = try Self.widget(Self.header + "view:\n  Text: { date: end, style: timer }\n")
        let start = Date(timeIntervalSince1970: 1_780_911_660)
        var environment = WidgetEnvironment(family: .rectangular, now: start.addingTimeInterval(90))
        #expect(Self.text(widget.resolvedBody(for: environment, entryIndex: 0)) == "5:00", "without a start, offsets follow now")
        environment.timelineStart = start
        #expect(Self.text(widget.resolvedBody(for: environment, entryIndex: 0)) == "3:30")
    }

    static func text(_ view: View) -> String? {
        guard case .text(let runs) = view.kind else { return nil }
        return runs.compactMap(\.resolvedText).joined()
    }
}
