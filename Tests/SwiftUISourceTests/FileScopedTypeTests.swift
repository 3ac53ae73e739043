import Foundation
import SwiftUISource
import Testing

/// Two files that each declare a `private struct WidgetView` hold two types, as Swift keeps them:
/// each widget draws its own file's view, and each file's preview is its own widget's
/// (ElectricSidecar's charge widget had drawn the range widget's view).
@Suite struct FileScopedTypeTests {
    static func widget(_ name: String, _ label: String, value: Int) -> String {
        """
        import SwiftUI
        import WidgetKit
        struct \(name)Entry: TimelineEntry { let date: Date; let value: Int }
        struct \(name)Provider: TimelineProvider {
            func placeholder(in context: Context) -> \(name)Entry { \(name)Entry(date: .now, value: 1) }
            func getSnapshot(in context: Context, completion: @escaping (\(name)Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<\(name)Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        struct \(name)Widget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "\(name)", provider: \(name)Provider()) { WidgetView(entry: $0) }
                    .supportedFamilies([.accessoryInline])
            }
        }
        private struct WidgetView: View {
            let entry: \(name)Entry
            var body: some View { Text("\(label) \\(entry.value)") }
        }
        struct \(name)Widget_Previews: PreviewProvider {
            static var previews: some View {
                WidgetView(entry: \(name)Entry(date: .now, value: \(value)))
                    .previewContext(WidgetPreviewContext(family: .accessoryInline))
            }
        }
        """
    }

    @Test func eachFilesPrivateViewIsItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-scoped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.widget("Charge", "CHG", value: 60).write(to: folder.appendingPathComponent("Charge.swift"), atomically: true, encoding: .utf8)
        try Self.widget("Range", "RNG", value: 30).write(to: folder.appendingPathComponent("Range.swift"), atomically: true, encoding: .utf8)
        let result = SwiftUILoader.load(path: folder.path, displayPath: "Widgets")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        let shown = result.widgets.map { widget in
            ExtensionFolderTests.texts(in: widget.resolvedBody(for: ExtensionFolderTests.environment(.inline), entryIndex: 0)).joined()
        }
        #expect(shown == ["CHG 60", "RNG 30"], "\(shown)")
    }
}
