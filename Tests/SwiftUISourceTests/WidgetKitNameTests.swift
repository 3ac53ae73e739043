import Foundation
import SwiftUISource
import Testing
import ViewTree

/// Names WidgetKit and SwiftUI give widget code without a declaration in it: a provider's
/// `Entry` (the associated type Swift infers from `placeholder(in:)`), `TimelineEntryRelevance`,
/// and `DynamicTypeSize` written with its type's name. Each is read, not warned as missing from
/// the files read (SwiftIsland's timeline dropped out of the previews; iVarsom's relevance and
/// SwiftIsland's text-size range were blamed on the widget).
@Suite struct WidgetKitNameTests {
    static let source = """
        import WidgetKit
        import SwiftUI
        struct Talk: TimelineEntry {
            let date: Date
            let title: String
            var relevance: TimelineEntryRelevance?
        }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Talk { Talk(date: .now, title: "Placeholder", relevance: TimelineEntryRelevance(score: 1)) }
            func getSnapshot(in context: Context, completion: @escaping (Talk) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Talk>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now, title: "From the timeline", relevance: nil)], policy: .never))
            }
        }
        struct TalkView: View {
            var entry: Talk
            var body: some View {
                Text(entry.title).dynamicTypeSize(DynamicTypeSize.small ... DynamicTypeSize.xLarge)
            }
        }
        @main
        struct TalkWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "talk", provider: Provider()) { TalkView(entry: $0) }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        """

    @Test func aProvidersEntryAndWidgetKitsTypesAreRead() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Talk.swift")
        #expect(result.renderedDiagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(result.widget)
        #expect(widget.previews.count == 3, "the placeholder, the snapshot and the timeline")
    }

    /// The qualified range is the range `.small ... .xLarge` is.
    @Test func aQualifiedTextSizeRangeIsTheShortOne() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Talk.swift")
        let view = try #require(result.widget?.bodies.values.first)
        #expect(view.modifiers.contains(.dynamicTypeSize(.small ... .xLarge)), "\(view.modifiers)")
    }
}

/// An SF Symbol drawn in its other form (`drop` as `drop.fill`) is said once, at its first use:
/// a rain-chance row of filled and outlined drops would otherwise read as all filled, unsaid.
@Suite struct SymbolFormTests {
    @Test func anOutlineDrawnFilledIsSaidOnce() {
        let source = """
            import SwiftUI
            struct Rain: View {
                var body: some View {
                    HStack {
                        ForEach(0..<3) { _ in Image(systemName: "drop.fill") }
                        ForEach(0..<2) { _ in Image(systemName: "drop") }
                        Image(systemName: "heart")
                    }
                }
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Rain.swift")
        let warnings = result.renderedDiagnostics.filter { $0.contains(": warning: ") }.map { $0.components(separatedBy: "\n")[0] }
        #expect(warnings == ["Rain.swift:6:35: warning: SF Symbol 'drop' is drawn as 'drop.fill', its filled form: the built-in set has no drawing of its own for it"],
                "\(warnings)")
    }
}
