import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// Each `#Preview` is a preview of its own, as in Xcode's canvas: its name, its family, its
/// timeline. A family shows its own preview unless another is asked for.
@Suite struct PreviewChoiceTests {
    static let path = RealCodeTests.folder.appendingPathComponent("previews-per-family.swift").path

    static func widget() throws -> Widget {
        let result = SwiftUILoader.load(path: path, displayPath: "previews-per-family.swift")
        return try #require(result.widgets.first)
    }

    /// The text of a family's picture for one entry of the widget.
    static func text(_ widget: Widget, _ family: WidgetFamily, entry: Int) -> String {
        let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let grid = WidgetRenderer().render(WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entry,
                                                                             device: DeviceCatalog.defaultDevice))
        return CellGridText.render(grid)
    }

    @Test func eachPreviewKeepsItsNameFamilyAndEntries() throws {
        let widget = try Self.widget()
        let made = widget.previews.prefix(3).map { [$0.name ?? "-", $0.family?.rawValue ?? "-", "\($0.entries)"] }
        #expect(made == [["Charging", "circular", "0..<2"], ["Low", "rectangular", "2..<3"], ["-", "inline", "3..<4"]])
        #expect(widget.previews[2].title == "#Preview at previews-per-family.swift:74")
        #expect(widget.previews.dropFirst(3).map(\.source) == ["the provider's placeholder", "the provider's getSnapshot", "the provider's getTimeline"])
        #expect(widget.previews.flatMap { Array($0.entries) } == Array(widget.entries.indices))
    }

    @Test func aPreviewWhoseClosuresAreArgumentsIsReadAsOne() throws {
        // `#Preview(as:widget:timeline:)` written with every closure as an argument, as some
        // extensions write it, is the same preview as the trailing-closure form.
        let source = """
        import SwiftUI
        import WidgetKit

        struct LevelEntry: TimelineEntry {
            let date: Date
            let level: Int
        }

        struct LevelProvider: TimelineProvider {
            func placeholder(in context: Context) -> LevelEntry { LevelEntry(date: .now, level: 0) }
            func getSnapshot(in context: Context, completion: @escaping (LevelEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<LevelEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        struct LevelWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Level", provider: LevelProvider()) { entry in
                    Text("\\(entry.level)%")
                }
                .supportedFamilies([.accessoryCircular])
            }
        }

        @available(iOS 17, *)
        #Preview(as: .accessoryCircular, widget: {
            LevelWidget()
        }, timeline: {
            LevelEntry(date: .now, level: 67)
        })
        """
        let result = SwiftUILoader.decode(text: source, path: "Level.swift")
        let widget = try #require(result.widget)
        #expect(widget.previews.first?.family == .circular)
        #expect(widget.defaultPreview(for: .circular) == 0)
        #expect(Self.text(widget, .circular, entry: widget.entryIndex(preview: 0, entry: 0)).contains("67%"))
    }

    @Test func eachFamilyShowsItsOwnPreview() throws {
        let widget = try Self.widget()
        #expect(widget.defaultPreview(for: .circular) == 0)
        #expect(widget.defaultPreview(for: .rectangular) == 1)
        #expect(widget.defaultPreview(for: .inline) == 2)
        let rectangular = Self.text(widget, .rectangular, entry: EntrySelection().entryIndex(in: widget, family: .rectangular))
        #expect(rectangular.contains("12%"), "\(rectangular)")
        let inline = Self.text(widget, .inline, entry: EntrySelection().entryIndex(in: widget, family: .inline))
        #expect(inline.contains("Battery 50%"), "\(inline)")
        let second = Self.text(widget, .circular, entry: EntrySelection(entry: 1).entryIndex(in: widget, family: .circular))
        #expect(second.contains("85%"), "\(second)")
    }

    @Test func aPreviewIsNamedByItsNameOrNumber() throws {
        let widget = try Self.widget()
        #expect(widget.preview(named: "low") == 1)
        #expect(widget.preview(named: "3") == 2)
        #expect(widget.preview(named: "7") == nil)
        #expect(widget.preview(named: "Full") == nil)
        // Another family's preview, asked for by name: its data in this family.
        let lowInline = Self.text(widget, .inline, entry: EntrySelection(preview: 1).entryIndex(in: widget, family: .inline))
        #expect(lowInline.contains("Battery 12%"), "\(lowInline)")
        // Past a preview's end: its last entry, never the next preview's.
        #expect(widget.entryIndex(preview: 1, entry: 5) == 2)
    }

    @Test func previewProviderPreviewsAreEachAPreviewNamedByPreviewDisplayName() throws {
        let path = RealCodeTests.folder.appendingPathComponent("static-preview-sample.swift").path
        let widget = try #require(SwiftUILoader.load(path: path, displayPath: "static-preview-sample.swift").widgets.first)
        #expect(widget.previews.prefix(2).map(\.name) == ["Halfway", "Morning"])
        #expect(widget.previews.prefix(2).map(\.family) == [.rectangular, .rectangular])
        #expect(widget.previews.prefix(2).map(\.entries.count) == [1, 1])
    }

    /// A family no preview is made for shows the data written for previews (here the
    /// rectangular `#Preview`'s) before a provider's loading placeholder.
    @Test func aFamilyWithoutItsOwnPreviewShowsAnotherFamilysBeforeTheProviders() throws {
        let path = RealCodeTests.folder.appendingPathComponent("guard-let.swift").path
        let widget = try #require(SwiftUILoader.load(path: path, displayPath: "guard-let.swift").widgets.first)
        #expect(widget.previews[0].family == .rectangular && !widget.previews[0].isProviderMethod)
        #expect(widget.previews.dropFirst().allSatisfy { $0.isProviderMethod })
        #expect(widget.defaultPreview(for: .inline) == 0)
    }

    /// DaysLeft: the widget shows a switcher view, which shows `CountdownRectangle` for the
    /// rectangular family; `CountdownRectangle`'s own preview, made for that family with the
    /// app's sample data, is the family's preview (as Xcode's canvas shows it), while a preview
    /// of a view deeper down with no Lock Screen family is not.
    @Test func aLockScreenPreviewOfAViewTheWidgetShowsThroughAnotherIsTheFamilysPreview() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date; let days: Int }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now, days: 0) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        struct Switcher: View {
            @Environment(\\.widgetFamily) var family
            let days: Int
            var body: some View { CountdownRectangle(days: days) }
        }
        struct CountdownRectangle: View {
            let days: Int
            var body: some View { VStack { Ring(); Text("\\(days) days") } }
        }
        struct Ring: View { var body: some View { Circle() } }
        struct CountdownWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Countdown", provider: Provider()) { entry in Switcher(days: entry.days) }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        struct CountdownRectangle_Previews: PreviewProvider {
            static var previews: some View {
                CountdownRectangle(days: 29).previewContext(WidgetPreviewContext(family: .accessoryRectangular))
            }
        }
        struct Ring_Previews: PreviewProvider {
            static var previews: some View { Ring() }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Countdown.swift")
        #expect(laidOut.shown("Text") == ["\"29 days\""])
        #expect(laidOut.result.widget?.previews.map(\.source).first == "CountdownRectangle_Previews at Countdown.swift:28")

        // A preview of the view the widget names itself comes first, wherever it is written.
        let switcherPreview = source + """

        struct Switcher_Previews: PreviewProvider {
            static var previews: some View {
                Switcher(days: 7).previewContext(WidgetPreviewContext(family: .accessoryRectangular))
            }
        }
        """
        let direct = try LaidOutSource(switcherPreview, path: "Countdown.swift")
        #expect(direct.shown("Text") == ["\"7 days\""])
    }
}
