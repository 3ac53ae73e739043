import Foundation
import SwiftUISource
import Testing

/// The extension's `@main` `WidgetBundle` says which widgets iOS offers: one it does not list
/// (commented out, or never added) is not previewed, with a warning at its declaration.
@Suite struct WidgetBundleTests {
    static func source(bundle: String) -> String {
        """
        import SwiftUI
        import WidgetKit
        \(bundle)
        struct Shipped: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Shipped", provider: Provider()) { _ in Text("Shipped") }
                    .supportedFamilies([.accessoryInline])
            }
        }
        struct Orphan: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Orphan", provider: Provider()) { _ in Text("Orphan") }
                    .supportedFamilies([.accessoryInline])
            }
        }
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        """
    }

    @Test func aWidgetTheMainBundleDoesNotListIsNotPreviewed() {
        let result = SwiftUILoader.decode(text: Self.source(bundle: """
            @main
            struct Widgets: WidgetBundle {
                var body: some Widget {
                    Shipped()
                    // Orphan()
                }
            }
            """), path: "Widgets.swift")
        #expect(result.widgets.map(\.name) == ["Shipped"])
        let warnings = result.renderedDiagnostics.filter { $0.contains("warning:") }.map { $0.components(separatedBy: "\n")[0] }
        #expect(warnings == ["Widgets.swift:16:1: warning: Orphan is not in the @main WidgetBundle Widgets, so iOS does not offer it; it is not previewed (list it in Widgets's body, or name it with --widget)"], "\(warnings)")
    }

    /// Named by `--widget`, a widget the bundle leaves out is previewed all the same, said.
    @Test func aWidgetTheBundleLeavesOutIsPreviewedWhenNamed() {
        let source = Self.source(bundle: """
            @main
            struct Widgets: WidgetBundle {
                var body: some Widget { Shipped() }
            }
            """)
        let result = SwiftUILoader.load(path: Self.written(source), displayPath: "Widgets.swift", requested: "Orphan")
        #expect(result.widgets.map(\.name) == ["Shipped", "Orphan"])
        #expect(result.renderedDiagnostics.contains { $0.contains("Orphan is not in the @main WidgetBundle Widgets, so iOS does not offer it; it is previewed because --widget names it") },
                "\(result.renderedDiagnostics)")
    }

    /// `source` written to a file of its own, for `SwiftUILoader.load`.
    static func written(_ source: String) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString).swift")
        try? source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Two widgets of one display name cannot be told apart by it: `--widget` refuses the name
    /// and names their types (the contact sheet had drawn one of them twice).
    @Test func widgetsOfOneDisplayNameAreFoundByIt() {
        let shared = Self.source(bundle: "").replacingOccurrences(of: ".supportedFamilies([.accessoryInline])",
                                                                  with: ".supportedFamilies([.accessoryInline]).configurationDisplayName(\"Relay\")")
        let result = SwiftUILoader.decode(text: shared, path: "Widgets.swift")
        #expect(result.widgetsSharing(name: "Relay")?.compactMap(\.typeName) == ["Shipped", "Orphan"])
        #expect(result.widgetsSharing(name: "Orphan") == nil)
    }

    @Test func withoutAnEntryPointEveryWidgetIsPreviewedInTheBundlesOrder() {
        let result = SwiftUILoader.decode(text: Self.source(bundle: """
            struct Widgets: WidgetBundle {
                var body: some Widget {
                    Orphan()
                    Shipped()
                }
            }
            """), path: "Widgets.swift")
        #expect(result.widgets.map(\.name) == ["Orphan", "Shipped"])
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
    }
}
