import Foundation
import SwiftUISource
import Testing
import ViewTree

/// `Image("name")` for a name the asset catalogs read lack: iOS draws nothing (an empty image),
/// and so does the preview, saying so; with no catalog read at all (a single source file, its
/// images elsewhere) a placeholder still stands for the image.
@Suite struct MissingAssetTests {
    static let widget = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct Arrow: View {
            var body: some View {
                HStack {
                    Text("Next")
                    Image("Absent")
                    Image("Present")
                }
            }
        }

        struct Arrows: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "arrows", provider: Provider()) { _ in Arrow() }
                    .supportedFamilies([.accessoryRectangular])
            }
        }

        #Preview(as: .accessoryRectangular) { Arrows() } timeline: { Entry(date: .now) }
        """

    static func kinds(in view: View) -> [String] {
        var found = ["\(view.kind)".prefix(while: { $0 != "(" }).description]
        for child in ExtensionFolderTests.children(of: view) { found += kinds(in: child) }
        return found
    }

    @Test func aNameTheCatalogsLackIsDrawnAsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-asset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/Present.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"images":[{"filename":"present.png","idiom":"universal","scale":"3x"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try Data(contentsOf: Fixtures.repository.appendingPathComponent("sample-widgets/album-art.png"))
            .write(to: set.appendingPathComponent("present.png"))
        try Self.widget.write(to: folder.appendingPathComponent("Arrows.swift"), atomically: true, encoding: .utf8)

        let result = SwiftUILoader.load(path: folder.path)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)
        let kinds = Self.kinds(in: body)
        #expect(kinds.contains("empty"), "\(kinds)")
        #expect(ExtensionFolderTests.imagePaths(in: body).count == 1, "the present image is drawn")
        #expect(!"\(body)".contains("symbol(\"photo\")"), "no placeholder for the absent one: \(body)")
        #expect(result.renderedDiagnostics.joined().contains("iOS draws nothing for a name its catalogs lack"), "\(result.renderedDiagnostics)")

        // The same by generated symbol: `Image(.absent)` is empty too, `Image(.present)` drawn.
        try Self.widget.replacingOccurrences(of: "Image(\"Absent\")", with: "Image(.absent)")
            .replacingOccurrences(of: "Image(\"Present\")", with: "Image(.present)")
            .write(to: folder.appendingPathComponent("Arrows.swift"), atomically: true, encoding: .utf8)
        let bySymbol = SwiftUILoader.load(path: folder.path)
        let symbolBody = try #require(bySymbol.widget, "\(bySymbol.renderedDiagnostics)").resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)
        #expect(Self.kinds(in: symbolBody).contains("empty"), "\(symbolBody)")
        #expect(ExtensionFolderTests.imagePaths(in: symbolBody).count == 1, "the present image is drawn")
        #expect(bySymbol.renderedDiagnostics.joined().contains("gives the symbol '.absent' an image; iOS draws nothing for it"), "\(bySymbol.renderedDiagnostics)")
    }

    @Test func withNoCatalogReadAPlaceholderStandsForTheImage() throws {
        let result = try SwiftUILoader.decode(text: Self.widget, path: "Arrows.swift")
        let widget = try #require(result.widget)
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)
        #expect("\(body)".contains("symbol(\"photo\")"), "\(body)")
        #expect(result.renderedDiagnostics.joined().contains("a placeholder is drawn"), "\(result.renderedDiagnostics)")
    }
}
