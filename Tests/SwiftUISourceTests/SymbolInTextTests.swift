import Devices
import Foundation
import Layout
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// An SF Symbol inside a `Text` (`Text("\(Image(systemName: "flame.fill")) 320 kcal")`,
/// `Text(Image(systemName:)) + Text(…)`) is set like a letter of the run's font and drawn as
/// the symbol, not as a stand-in character.
@Suite struct SymbolInTextTests {
    static let source = """
    import SwiftUI

    struct CaloriesView: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("\\(Image(systemName: "flame.fill")) 320 kcal")
                Text(Image(systemName: "arrow.up")) + Text(" 12%")
            }
            .foregroundStyle(.red)
        }
    }
    """

    @Test func theSymbolIsLaidOutAsALetterOfItsRun() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Calories.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let root = LayoutEngine.layout(widget.resolvedBody(for: environment, entryIndex: 0), in: Size(width: 146, height: 58),
                                       environment: environment)
        let dump = LayoutDump.text(of: root)
        #expect(dump.contains("Text \"[flame.fill] 320 kcal\""), "\(dump)")
        #expect(dump.contains("Text \"[arrow.up] 12%\""), "\(dump)")
    }

    @Test func theSymbolIsDrawnBeforeItsTextWithASpaceBetween() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Calories.swift")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let buffer = WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment,
                                                                    device: DeviceCatalog.defaultDevice, pointsPerPixel: 1.0 / 3))
        // The first line's red ink, column by column: the flame, a gap (the space), then the letters.
        let isRed = { (pixel: PixelColor) in pixel.alpha > 200 && pixel.red > 200 && pixel.green < 120 && pixel.blue < 120 }
        let rows = (0..<buffer.height).filter { y in (0..<buffer.width).contains { isRed(buffer[$0, y]) } }
        let firstLine = rows.prefix { $0 < (rows.first ?? 0) + 50 }
        let columns = (0..<buffer.width).filter { x in firstLine.contains { isRed(buffer[x, $0]) } }
        var groups: [[Int]] = []
        for x in columns {
            if let last = groups.last?.last, x - last <= 3 { groups[groups.count - 1].append(x) } else { groups.append([x]) }
        }
        try #require(groups.count >= 2, "the flame and the letters are apart: \(groups.map { ($0.first!, $0.last!) })")
        let flameWidth = groups[0].last! - groups[0].first! + 1
        // 17 pt text at 3 px a point: the symbol's box is 1.2 em = 61 px; the flame's ink is narrower.
        #expect(flameWidth > 20 && flameWidth <= 62, "the flame is a symbol's width, not a dot's: \(flameWidth) px")
        let gap = groups[1].first! - groups[0].last!
        #expect(gap > 6, "a space separates the flame from '320': \(gap) px")
    }
}
