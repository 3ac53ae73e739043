import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// Every SwiftUI file under Equivalents/, and every SwiftUI sample, renders to the same cell grid
/// as the widget file of the same name, in every family and for every entry: the widget file is
/// the golden.
@Suite struct EquivalentRenderTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Equivalents")
    static let cases = Fixtures.sources(in: "Equivalents")
    static let samplesFolder = Fixtures.repository.appendingPathComponent("sample-widgets")
    /// The SwiftUI samples with a widget file of the same name (a Live Activity sample has none).
    static let samples = ((try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? [])
        .filter { name in
            name.hasSuffix(".swift")
                && FileManager.default.fileExists(atPath: samplesFolder.appendingPathComponent(name.dropLast(6) + ".yaml").path)
        }.sorted()
    /// 9:41 on Monday, June 8, 2026, UTC.
    static let previewTime = Date(timeIntervalSince1970: 1_780_911_660)

    @Test func thereAreAtLeast20EquivalentsAnd5Samples() {
        #expect(Self.cases.count >= 20)
        #expect(Self.samples.count >= 5)
    }

    @Test(arguments: cases)
    func rendersLikeItsWidgetFile(_ name: String) throws {
        try Self.expectSameCells(Self.folder.appendingPathComponent(name))
    }

    @Test(arguments: samples)
    func sampleRendersLikeItsWidgetFile(_ name: String) throws {
        try Self.expectSameCells(Self.samplesFolder.appendingPathComponent(name))
    }

    static func expectSameCells(_ source: URL) throws {
        let name = source.lastPathComponent
        let swiftUI = SwiftUILoader.load(path: source.path, displayPath: name)
        // The one warning an equivalent may carry: an asset image in the inline line, which the
        // line leaves out (the widget file's inline picture leaves it out alike).
        let inlineImages = swiftUI.diagnostics.filter { $0.message.hasPrefix("the inline widget's line draws SF Symbols only") }
        #expect(swiftUI.diagnostics.count == inlineImages.count, "\(swiftUI.renderedDiagnostics.joined(separator: "\n"))")
        #expect(inlineImages.isEmpty == !(try String(contentsOf: source, encoding: .utf8)).contains("Image(\""),
                "an Image(\"name\") is warned about in the inline family: \(swiftUI.renderedDiagnostics.joined(separator: "\n"))")
        let yaml = WidgetLoader.load(path: source.deletingPathExtension().appendingPathExtension("yaml").path)
        #expect(yaml.diagnostics.isEmpty, "\(yaml.renderedDiagnostics.joined(separator: "\n"))")
        let fromSwiftUI = try #require(swiftUI.widget), fromYAML = try #require(yaml.widget)
        #expect(fromSwiftUI.name == fromYAML.name)
        // The widget files describe the iPhone Lock Screen's families; a SwiftUI source's
        // systemSmall view (for the iPad and StandBy) has no widget-file twin here.
        #expect(fromSwiftUI.families.filter { $0 != .small } == fromYAML.families)
        #expect(fromSwiftUI.entries.count == fromYAML.entries.count)
        let renderer = WidgetRenderer()
        for family in fromYAML.families {
            for entry in fromYAML.entries.indices {
                let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: previewTime,
                                                    timeZone: TimeZone(identifier: "UTC")!)
                func grid(_ widget: Widget) -> CellGrid {
                    renderer.render(WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entry,
                                                           device: DeviceCatalog.defaultDevice))
                }
                let expected = grid(fromYAML), actual = grid(fromSwiftUI)
                #expect(actual == expected, "\(name) --family \(family.rawValue) --entry \(entry + 1):\n\(CellGridText.render(actual))\nexpected:\n\(CellGridText.render(expected))")
            }
        }
    }
}
