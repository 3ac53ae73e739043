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
