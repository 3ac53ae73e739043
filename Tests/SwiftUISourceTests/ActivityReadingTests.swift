import Foundation
import SwiftUISource
import Testing
import ViewTree

/// Live Activities (`ActivityConfiguration`): the Lock Screen closure is the widget's view in the
/// `activity` family, and each content state of `#Preview(as: .content, using:) … contentStates:`
/// is an entry, the closure's `context` holding the attributes and the state.
@Suite struct ActivityReadingTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sample-widgets/delivery-activity.swift")

    @Test func eachContentStateIsAnEntryOfTheActivityFamily() throws {
        let result = SwiftUILoader.load(path: Self.sample.path, displayPath: "delivery-activity.swift")
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        #expect(widget.families == [.activity])
        #expect(widget.entries.count == 2)
        #expect(widget.previews.map(\.family) == [.activity])
        #expect(widget.previews.first?.name == "Delivery")
        // The resolved trees, written out, hold the attributes' and each state's values.
        let trees = (0..<2).map { entry in "\(widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: entry))" }
        #expect(trees[0].contains("Golden Wok") && trees[0].contains("24") && trees[0].contains("Preparing"))
        #expect(trees[1].contains("On the way") && !trees[1].contains("Preparing"))
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0)
        #expect(body.activityBackgroundTint != nil, "the platter's tint is read")
        #expect(!result.renderedDiagnostics.joined().contains("dynamicIsland"), "\(result.renderedDiagnostics)")
    }
}

/// A configuration's content closure is a view builder: declarations before the view (a
/// cricket score's `let score = …`) do not lose it.
@Suite struct ContentClosureBuilderTests {
    @Test func aLetBeforeTheViewKeepsTheView() throws {
        let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ScoreAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var runs: Int }
            var team: String
        }

        struct ScoreActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ScoreAttributes.self) { context in
                    let score = "\\(context.state.runs)/4"
                    Text("Score \\(score)")
                        .activityBackgroundTint(Color.cyan)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("x") }
                    } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }

        #Preview(as: .content, using: ScoreAttributes(team: "IND")) {
            ScoreActivity()
        } contentStates: {
            ScoreAttributes.ContentState(runs: 120)
        }
        """
        let result = try SwiftUILoader.decode(text: source, path: "Score.swift")
        let widget = try #require(result.widget)
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0)
        #expect("\(body)".contains("120/4"), "\(body)")
        #expect(body.activityBackgroundTint != nil)
    }
}
