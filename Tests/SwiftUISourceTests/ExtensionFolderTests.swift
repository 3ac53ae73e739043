import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// A widget extension laid out as Xcode makes it (Extension/TransitWidgets: a WidgetBundle, views,
/// entries, providers and helpers in several files and folders, an asset catalog with an image set
/// and a colour set, English and German strings): the folder is read as one target and every
/// widget in it renders.
@Suite struct ExtensionFolderTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Extension/TransitWidgets")
    static let golden = Fixtures.testsFolder.appendingPathComponent("Extension/TransitWidgets.expected")

    static func load() -> WidgetLoadResult {
        SwiftUILoader.load(path: folder.path, displayPath: "TransitWidgets")
    }

    static func environment(_ family: WidgetFamily) -> WidgetEnvironment {
        WidgetEnvironment(family: family, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime,
                          timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func theFolderIsOneWidgetExtension() {
        #expect(SwiftUILoader.isWidgetExtension(folder: Self.folder.path))
        #expect(!SwiftUILoader.isWidgetExtension(folder: Fixtures.repository.appendingPathComponent("sample-widgets").path))
    }

    @Test func everyWidgetOfTheBundleIsFoundInItsOrder() throws {
        let result = Self.load()
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        #expect(result.widgets.map(\.name) == ["Departures", "Line status"])
        #expect(result.widgets.map(\.typeName) == ["DeparturesWidget", "LineStatusWidget"])
        #expect(result.widgets.map(\.families) == [[.circular, .rectangular, .inline], [.circular]])
        #expect(result.widgets.first?.summary == "The next trains from your station.")
        #expect(result.widgets.map(\.entries.count) == [5, 5], "placeholder, snapshot and a timeline of three (or of every condition)")
    }

    @Test func stringsComeFromTheEnglishTable() throws {
        let departures = try #require(Self.load().widgets.first)
        let body = departures.resolvedBody(for: Self.environment(.rectangular), entryIndex: 0)
        #expect(Self.texts(in: body).contains("Next trains"), "not the German 'Nächste Züge', not the key")
    }

    /// Apple's Food Truck sample has only `ar.lproj`: on an English phone its widget says
    /// "Orders", the key as written, not the Arabic.
    @Test func aKeyNoEnglishTableTranslatesIsShownAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("only-arabic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ar.lproj"), withIntermediateDirectories: true)
        try "\"Orders\" = \"الطلبات\";\n".write(to: folder.appendingPathComponent("ar.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import WidgetKit
        struct OrdersView: View {
            var body: some View { Text("Orders") }
        }
        struct OrdersWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Orders", provider: Provider()) { _ in OrdersView() }
                    .configurationDisplayName("Orders")
                    .supportedFamilies([.accessoryInline])
            }
        }
        """.write(to: folder.appendingPathComponent("OrdersWidget.swift"), atomically: true, encoding: .utf8)
        let result = SwiftUILoader.load(path: folder.path, displayPath: "Orders")
        let widget = try #require(result.widgets.first)
        #expect(widget.name == "Orders")
        let body = widget.resolvedBody(for: Self.environment(.inline), entryIndex: 0)
        #expect(Self.texts(in: body) == ["Orders"])
    }

    @Test func imageSetsGiveTheirLargestScaleAndColourSetsTheirDarkAppearance() throws {
        let departures = try #require(Self.load().widgets.first)
        let circular = departures.resolvedBody(for: Self.environment(.circular), entryIndex: 0)
        let images = Self.imagePaths(in: circular)
        #expect(images.count == 1)
        #expect(images.first?.hasSuffix("TrainIcon.imageset/train@3x.png") == true, "\(images)")
        let rectangular = departures.resolvedBody(for: Self.environment(.rectangular), entryIndex: 0)
        let dark = ColorValue.rgba(RGBA(red: 1, green: 160.0 / 255, blue: 64.0 / 255, alpha: 1))
        #expect(Self.foregrounds(in: rectangular).contains(dark), "the colour set's dark appearance (0xFF, 0xA0, 0x40)")
    }

    @Test func everyWidgetAndFamilyRendersAsItsGolden() throws {
        let result = Self.load()
        let renderer = WidgetRenderer()
        var lines: [String] = []
        for widget in result.widgets {
            for family in widget.families {
                for entry in [0, widget.entries.count - 1] {
                    let grid = renderer.render(WidgetRenderer.Request(widget: widget, environment: Self.environment(family),
                                                                      entryIndex: entry, device: DeviceCatalog.defaultDevice))
                    lines.append("== \(widget.name), \(family.rawValue), entry \(entry + 1) of \(widget.entries.count) (\(widget.entrySources[entry]))")
                    lines.append(CellGridText.render(grid))
                }
            }
        }
        let actual = lines.joined(separator: "\n") + "\n"
        if Fixtures.updatingGoldens { try actual.write(to: Self.golden, atomically: true, encoding: .utf8) }
        #expect(actual == (try String(contentsOf: Self.golden, encoding: .utf8)))
    }

    static func children(of view: View) -> [View] {
        var result: [View] = []
        switch view.kind {
        case .stack(let stack): result = stack.children
        case .group(let children), .viewThatFits(_, let children): result = children
        default: break
        }
        for modifier in view.modifiers {
            if case .background(.view(let inner, _)) = modifier { result.append(inner) }
            if case .overlay(.view(let inner, _)) = modifier { result.append(inner) }
        }
        return result
    }

    static func texts(in view: View) -> [String] {
        var found: [String] = []
        if case .text(let runs) = view.kind { found.append(runs.compactMap(\.resolvedText).joined()) }
        return found + children(of: view).flatMap(texts)
    }

    static func imagePaths(in view: View) -> [String] {
        var found: [String] = []
        if case .image(let image) = view.kind, case .file(_, let path, _, _) = image.source { found.append(path) }
        return found + children(of: view).flatMap(imagePaths)
    }

    static func foregrounds(in view: View) -> [ColorValue] {
        let own = view.modifiers.compactMap { modifier -> ColorValue? in
            if case .foregroundStyle(let color) = modifier { return color }
            return nil
        }
        return own + children(of: view).flatMap(foregrounds)
    }
}

extension ExtensionFolderTests {
    /// An empty Swift file among a folder's sources declares nothing, as Swift compiles it: the
    /// folder's widgets are read without an error (strumswell/oscar-weather keeps one, and its
    /// whole check ended in "checked 0 widgets: 1 error"). Named on its own, it stays an error.
    @Test func anEmptySourceInAFolderIsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "\n".write(to: folder.appendingPathComponent("Unused.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import WidgetKit
        struct HelloView: View { var body: some View { Text("Hello") } }
        #Preview(as: .accessoryRectangular) { HelloView() }
        """.write(to: folder.appendingPathComponent("Hello.swift"), atomically: true, encoding: .utf8)
        let result = SwiftUILoader.load(path: folder.path)
        #expect(result.widgets.count == 1)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.renderedDiagnostics)")
        let alone = SwiftUILoader.load(path: folder.appendingPathComponent("Unused.swift").path)
        #expect(alone.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("the file is empty") })
    }
}
