import Cells
import Devices
import Foundation
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// `.underline()` and `.strikethrough()` (Equivalents/text-lines.swift, whose widget file draws
/// the same cells): in terminal characters the cells under the text carry SGR 4 or 9, spaces
/// between the words too; in pixels a line of the text's colour runs under or through it.
@Suite struct TextLineTests {
    static let source = EquivalentRenderTests.folder.appendingPathComponent("text-lines.swift")

    static func request(_ family: WidgetFamily) throws -> WidgetRenderer.Request {
        let widget = try #require(SwiftUILoader.load(path: source.path).widget)
        return WidgetRenderer.Request(widget: widget, environment: WidgetEnvironment(family: family, renderingMode: .fullColor),
                                      device: DeviceCatalog.defaultDevice)
    }

    /// The style of each character cell of the row that reads `text`.
    static func styles(of text: String, in grid: CellGrid) -> [CellTextStyle]? {
        for row in 0..<grid.height {
            let cells = Array(grid.row(row))
            let line = cells.map { if case .character(let c) = $0.glyph { String(c) } else { "\u{1}" } }.joined()
            guard let found = line.range(of: text) else { continue }
            let start = line.distance(from: line.startIndex, to: found.lowerBound)
            return cells[start..<start + text.count].map(\.style)
        }
        return nil
    }

    @Test func cellsUnderTheTextCarryTheirLines() throws {
        let grid = WidgetRenderer().render(try Self.request(.rectangular))
        let bought = try #require(Self.styles(of: "Buy milk", in: grid), "\(CellGridText.render(grid))")
        #expect(bought.allSatisfy { $0.contains(.strikethrough) && $0.contains(.underline) }, "\(bought)")
        let call = try #require(Self.styles(of: "Call Anna at 5", in: grid), "\(CellGridText.render(grid))")
        #expect(call.allSatisfy { $0.contains(.underline) && !$0.contains(.strikethrough) }, "\(call)")
        let due = try #require(Self.styles(of: "Due today", in: grid))
        #expect(due.allSatisfy { $0 == [.underline] }, "the stack's underline reaches every text inside: \(due)")
    }

    @Test func theInlineFamilyDrawsNoLines() throws {
        let grid = WidgetRenderer().render(try Self.request(.inline))
        #expect(grid.cells.allSatisfy { $0.style.isDisjoint(with: .lines) }, "the inline line takes the system's style")
    }

    /// At the device's pixels a row of text-coloured pixels runs under "Due today", its width.
    @Test func pixelsDrawAnUnderlineUnderTheText() throws {
        var request = try Self.request(.rectangular)
        request.pointsPerPixel = 1.0 / 3
        let lined = WidgetRenderer().pixels(request)
        let plain = try Self.plainPixels(request)
        // Rows where the underlined picture has many more light pixels than the same text without lines.
        func lightCount(_ buffer: PixelBuffer, row: Int) -> Int {
            (0..<buffer.width).filter { buffer[$0, row].red > 200 && buffer[$0, row].green > 200 }.count
        }
        let added = (0..<lined.height).map { lightCount(lined, row: $0) - lightCount(plain, row: $0) }
        let lineRows = added.filter { $0 > lined.width / 5 }
        #expect(lineRows.count >= 2, "rows of a line across the text: \(added.filter { $0 > 0 })")
    }

    /// The same widget with its lines taken out of the source.
    static func plainPixels(_ lined: WidgetRenderer.Request) throws -> PixelBuffer {
        let text = try String(contentsOf: source, encoding: .utf8)
            .replacingOccurrences(of: ".strikethrough()", with: "")
            .replacingOccurrences(of: ".underline(color: .orange)", with: "")
            .replacingOccurrences(of: ".underline()", with: "")
        let result = try SwiftUILoader.decode(text: text, path: "plain.swift")
        var request = lined
        request.widget = try #require(result.widget)
        return WidgetRenderer().pixels(request)
    }
}
