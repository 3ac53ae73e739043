import Foundation
import SwiftUISource
import Testing
import ViewTree

/// A widget whose body is a configuration the code declares (`struct NoteConfiguration:
/// WidgetConfiguration`, shared by several widgets, as FlipByBlink/LockInNote writes its three)
/// is that configuration's body, as SwiftUI composes it; such widgets were left out with
/// "its body is not a widget configuration".
@Suite struct DeclaredConfigurationTests {
    @Test func aWidgetsDeclaredConfigurationIsOpened() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        struct NoteEntry: TimelineEntry { let date: Date = .now }
        struct NoteProvider: TimelineProvider {
            func placeholder(in context: Context) -> NoteEntry { NoteEntry() }
            func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(NoteEntry()) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {}
        }
        struct NoteConfiguration: WidgetConfiguration {
            var title: String
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: title, provider: NoteProvider()) { _ in Text(title) }
                    .configurationDisplayName(title)
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        struct FirstNote: Widget {
            var body: some WidgetConfiguration { NoteConfiguration(title: "First") }
        }
        struct SecondNote: Widget {
            var body: some WidgetConfiguration { NoteConfiguration(title: "Second") }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Notes.swift")
        #expect(result.widgets.map(\.name) == ["First", "Second"], "\(result.renderedDiagnostics)")
        let second = try #require(result.widgets.last)
        #expect(second.families == [.rectangular])
        #expect(ExtensionFolderTests.texts(in: second.resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)) == ["Second"])
        #expect(!result.renderedDiagnostics.joined().contains("not a widget configuration"), "\(result.renderedDiagnostics)")
    }
}
