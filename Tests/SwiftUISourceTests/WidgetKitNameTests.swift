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
