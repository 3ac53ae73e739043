import Foundation
import SwiftUISource
import Testing
import ViewTree

/// `return .init(entries:policy:)` in a function declared to return `Timeline<Entry>` makes a
/// timeline, as Swift infers it from the return type; it was once read as the entry type's
/// `init`, with warnings about `entries` and `policy` at the first line of the first file.
@Suite struct TimelineReturnTests {
    static let source = """
    import WidgetKit
    import SwiftUI

    struct PageEntry: TimelineEntry {
        var date = Date()
        var pages: [String]
    }

    struct PageProvider: TimelineProvider {
        typealias Entry = PageEntry
        func placeholder(in context: Context) -> Entry { Entry(pages: ["Home"]) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(timeline(in: context))
        }
        func timeline(in context: Context) -> Timeline<Entry> {
            if context.isPreview {
                return .init(entries: [Entry(pages: ["Home", "Energy"])], policy: .never)
            }
            return Timeline(entries: [], policy: .never)
        }
    }

    struct PageWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "P", provider: PageProvider()) { entry in
                Text(entry.pages.joined(separator: ", "))
            }
            .supportedFamilies([.accessoryInline])
        }
    }
    """

    @Test func aReturnedImplicitInitIsATimelineOfTheDeclaredReturnType() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Pages.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(result.widget)
        let timeline = try #require(widget.previews.first { $0.source == "the provider's getTimeline" })
        #expect(timeline.entries.count == 1)
    }

    /// The same given straight to the completion (walkday: `completion(.init(entries: […],
    /// policy: …))` in `getTimeline`, whose completion takes a `Timeline<Entry>`).
    @Test func anImplicitInitGivenToTheTimelineCompletionIsATimeline() throws {
        let source = Self.source.replacingOccurrences(of: "completion(timeline(in: context))",
                                                      with: "completion(.init(entries: [Entry(pages: [\"Now\"])], policy: .never))")
        let result = SwiftUILoader.decode(text: source, path: "Pages.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(result.widget)
        let timeline = try #require(widget.previews.first { $0.source == "the provider's getTimeline" })
        #expect(timeline.entries.count == 1)
    }

    /// `.previewDevice(PreviewDevice(rawValue:))` chooses Xcode's canvas device: ignored, and
    /// `PreviewDevice` is known (HoloCal's previews; it was "not declared in the files read").
    @Test func aPreviewDeviceIsKnownAndIgnored() throws {
        let source = Self.source + """

        struct PagePreviews: PreviewProvider {
            static var previews: some View {
                Text("Home").previewContext(WidgetPreviewContext(family: .accessoryInline))
                    .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Pages.swift")
        #expect(!result.renderedDiagnostics.joined().contains("PreviewDevice"), "\(result.renderedDiagnostics.joined(separator: "\n"))")
    }
}
