import Cells
import Devices
import Foundation
import Rendering
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// Widgets written the way widget extensions are written (entry types, providers, `#Preview`
/// timelines, helpers, extensions; see RealCode/README.md): each evaluates without errors, and
/// its messages and the picture of its first entry in every family are exactly its golden.
@Suite struct RealCodeTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("RealCode")
    static let goldens = folder.appendingPathComponent("Goldens")
    static let cases = Fixtures.sources(in: "RealCode")

    @Test func thereAreAtLeast40RealCodeWidgets() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func rendersLikeItsGolden(_ name: String) throws {
        let result = SwiftUILoader.load(path: Self.folder.appendingPathComponent(name).path, displayPath: "RealCode/" + name)
        #expect(result.exitStatus == .success, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let actual = Self.report(result)
        let golden = Self.goldens.appendingPathComponent((name as NSString).deletingPathExtension + ".txt")
        if Fixtures.updatingGoldens {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "\(name): the picture or the messages changed; rerun with UPDATE_GOLDENS=1 and look at the difference")
    }

    /// The exit status, the messages, and for each widget and family the cells of the first
    /// entry of the preview shown for that family (full colour, 9:41 on June 8, 2026, UTC).
    static func report(_ result: WidgetLoadResult) -> String {
        var lines = ["exit \(result.exitStatus.rawValue)"] + result.renderedDiagnostics
        let renderer = WidgetRenderer()
        for widget in result.widgets {
            lines.append("widget \"\(widget.name)\": \(widget.entries.count) entries from " + Array(Set(widget.entrySources)).sorted().joined(separator: "; "))
            for family in widget.families {
                let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime,
                                                    timeZone: TimeZone(identifier: "UTC")!)
                let preview = widget.defaultPreview(for: family)
                let grid = renderer.render(WidgetRenderer.Request(widget: widget, environment: environment,
                                                                  entryIndex: widget.entryIndex(preview: preview, entry: 0),
                                                                  device: DeviceCatalog.defaultDevice))
                lines.append("== \(family.rawValue), entry 1 of \(widget.previews[preview].title)")
                lines.append(CellGridText.render(grid))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
