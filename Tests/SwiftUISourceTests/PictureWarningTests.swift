import Foundation
import SwiftUISource
import Testing
import ViewTree

/// A picture's warnings are about what that picture draws: those another widget of the same
/// extension raised, or a Home Screen widget that is no picture at all, are `validate`'s only.
@Suite struct PictureWarningTests {
    static let source = """
    import SwiftUI
    import WidgetKit

    struct SimpleEntry: TimelineEntry {
        let date: Date
    }

    struct SimpleProvider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct StepsWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Steps", provider: SimpleProvider()) { _ in
                Text(StepStore.shared.todayText)
            }
            .supportedFamilies([.accessoryInline])
        }
    }

    struct SleepWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Sleep", provider: SimpleProvider()) { _ in
                Text(SleepStore.shared.lastNightText)
            }
            .supportedFamilies([.accessoryInline])
        }
    }

    struct PhotoWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Photo", provider: SimpleProvider()) { _ in
                Image(uiImage: PhotoStore.shared.latest)
            }
            .configurationDisplayName(PhotoStrings.title)
            .supportedFamilies([.systemSmall])
        }
    }
    """

    @Test func aPicturesWarningsAreItsWidgetsOwn() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Health.swift")
        // The systemSmall-only widget is read too: the iPad Lock Screen and StandBy show it.
        #expect(result.widgets.map(\.name) == ["StepsWidget", "SleepWidget", "PhotoWidget"])
        #expect(result.widgets.last?.families == [.small])
        let everything = result.diagnostics.map(\.message).joined(separator: "\n")
        for name in ["StepStore", "SleepStore", "PhotoStrings"] {
            #expect(everything.contains("'\(name)' is not declared"), "validate lists \(name): \(everything)")
        }
        let steps = result.diagnostics(ofPictureOf: 0, family: .inline, entry: 0).map(\.message).joined(separator: "\n")
        #expect(steps.contains("'StepStore' is not declared"), "\(steps)")
        #expect(!steps.contains("SleepStore"), "the Steps picture says nothing of the Sleep widget: \(steps)")
        #expect(!steps.contains("PhotoStrings"), "nor of the small widget: \(steps)")
        let sleep = result.diagnostics(ofPictureOf: 1, family: .inline, entry: 0).map(\.message).joined(separator: "\n")
        #expect(sleep.contains("'SleepStore' is not declared") && !sleep.contains("StepStore"), "\(sleep)")
    }

    /// What making a preview's entries says is about those entries (JaskiratSingh1/AgeFlow: the
    /// timeline's `UserDefaults` read was said under the `#Preview`'s exact picture, and
    /// `--strict` failed it). `validate` and `check` still say it; a picture of the timeline does.
    @Test func aProvidersWarningIsSaidUnderItsOwnEntriesPictures() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            struct Entry: TimelineEntry { let date: Date; let value: String }
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now, value: "27.0") }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> ()) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                    let age = UserDefaults(suiteName: "group.x")?.string(forKey: "age") ?? "0.0"
                    completion(Timeline(entries: [Entry(date: .now, value: age)], policy: .atEnd))
                }
            }
            struct AgeWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "age", provider: Provider()) { Text($0.value + " years") }.supportedFamilies([.accessoryInline])
                }
            }
            #Preview(as: .accessoryInline) { AgeWidget() } timeline: { Entry(date: .now, value: "27.5") }
            """
        let result = SwiftUILoader.decode(text: source, path: "Age.swift")
        let warning = "the app's UserDefaults are not available to the preview"
        #expect(result.diagnostics.contains { $0.message.hasPrefix(warning) }, "validate says it")
        let widget = try #require(result.widget)
        #expect(widget.entrySources == ["#Preview at Age.swift:17", "the provider's placeholder", "the provider's getSnapshot", "the provider's getTimeline"])
        for entry in 0..<3 {
            #expect(!result.diagnostics(ofPictureOf: 0, family: .inline, entry: entry).contains { $0.message.hasPrefix(warning) },
                    "entry \(entry + 1) is not the timeline's")
        }
        #expect(result.diagnostics(ofPictureOf: 0, family: .inline, entry: 3).contains { $0.message.hasPrefix(warning) })
    }
}
