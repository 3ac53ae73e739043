import Cells
import Devices
import Foundation
import Rendering
import Testing
import ViewTree
import WidgetFormat

/// How small text becomes terminal characters over the pixels.
@Suite struct TextPlacementTests {
    func render(_ body: String, family: WidgetFamily = .rectangular, scale: Double = WidgetRenderer.defaultPointsPerPixel) throws -> CellGrid {
        let text = "format: 1\nname: T\nfamilies: [\(family.rawValue)]\nview:\n" + body
        let widget = try #require(WidgetLoader.decode(text: text).widget)
        let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: Date(timeIntervalSince1970: 0))
        return WidgetRenderer().render(WidgetRenderer.Request(widget: widget, environment: environment,
                                                              device: DeviceCatalog.defaultDevice, pointsPerPixel: scale))
    }

    func rows(_ grid: CellGrid) -> [String] {
        (0..<grid.height).map { row in
            String((0..<grid.width).map { column -> Character in
                if case .character(let c) = grid[column, row].glyph { return c }
                return " "
            })
        }
    }

    @Test func textAfterASpacerKeepsToTheTrailingEdge() throws {
        let grid = try render("""
              HStack: [ { Text: "AAPL" }, Spacer, { Text: "187" } ]
              font: caption
            """)
        let line = try #require(rows(grid).first { $0.contains("AAPL") })
        #expect(line.hasPrefix("  AAPL"), "7 pt inset = 2.3 columns at 3 pt/px")
        #expect(line.hasSuffix("187   "), "content ends at column 51 of 54")
    }

    @Test func centredTextStaysCentred() throws {
        let grid = try render("  Text: \"MON\"\n  font: caption\n", family: .circular)
        let line = try #require(rows(grid).first { $0.contains("MON") })
        let start = line.distance(from: line.startIndex, to: line.range(of: "MON")!.lowerBound)
        #expect(abs(start - (grid.width - 3) / 2) <= 1)
    }

    @Test func runsOfOneLineStayTogether() throws {
        let grid = try render("  Text: [ \"ready in \", { text: \"12:04\", bold: true } ]\n  font: caption\n")
        #expect(rows(grid).contains { $0.contains("ready in 12:04") })
        let line = try #require((0..<grid.height).first { rows(grid)[$0].contains("12:04") })
        let column = rows(grid)[line].distance(from: rows(grid)[line].startIndex, to: rows(grid)[line].range(of: "12:04")!.lowerBound)
        #expect(grid[column, line].bold)
        #expect(!grid[column - 2, line].bold)
    }

    @Test func linesThatShareARowDoNotOverlap() throws {
        let grid = try render("""
              VStack:
                spacing: 0
                content: [ { Text: "first line" }, { Text: "second line" }, { Text: "third line" } ]
              font: caption2
            """, scale: 8)
        let text = rows(grid).joined(separator: "\n")
        #expect(text.contains("first"))
        #expect(text.contains("second"))
        #expect(!text.contains("firsecond") && !text.contains("secfirst"))
    }

    @Test func textWiderThanItsSpanIsCutWithAnEllipsis() throws {
        let grid = try render("  Text: \"Supercalifragilistic\"\n  font: caption\n  frame: { width: 20 }\n", scale: 3)
        let line = try #require(rows(grid).first { $0.contains("…") })
        #expect(line.trimmingCharacters(in: .whitespaces).count <= 7)
    }

    @Test func largeTextIsDrawnAsPixelsNotCharacters() throws {
        let grid = try render("  Text: \"6\"\n  font: { size: 40, weight: bold }\n", family: .circular)
        #expect(!rows(grid).joined().contains("6"))
        var pixelColours = Set<String>()
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                if case .rgb(let c) = grid[column, row].foreground { pixelColours.insert(c.description) }
            }
        }
        #expect(pixelColours.contains("#FFFFFF"), "the digit's solid strokes are white pixels")
    }

    @Test func textBackgroundIsThePictureBeneath() throws {
        let grid = try render("""
              ZStack:
                - AccessoryWidgetBackground
                - Text: "Hi"
                  font: caption
            """, family: .circular)
        let row = try #require((0..<grid.height).first { rows(grid)[$0].contains("Hi") })
        let column = rows(grid)[row].distance(from: rows(grid)[row].startIndex, to: rows(grid)[row].range(of: "Hi")!.lowerBound)
        #expect(grid[column, row].background != .rgb(WidgetRenderer.backdrop), "over the accessory background, not the backdrop")
    }

    /// Lines crowded onto one row (a widget too small for them, as a 60×19 Lock Screen draws the
    /// rectangular slot) keep their order and their widget's rows: a line that fits nowhere below
    /// the ones above it is left out, not drawn above them over the clock.
    @Test func crowdedLinesKeepTheirOrderAndTheirRows() throws {
        func line(_ text: String, y: Double) -> TextPlacement {
            TextPlacement(runs: [TextPlacement.Run(text: text, color: .init(red: 255, green: 255, blue: 255), bold: false)],
                          minX: 0, maxX: 12, centerY: y, anchor: .leading)
        }
        let lines = [line("Design", y: 10.2), line("10:06", y: 10.6), line("in 25", y: 11.0)]
        var free = CellGrid(width: 12, height: 10)
        TextCellPlacer(bounds: 0...11).place(lines, into: &free, backdrop: .black)
        #expect(rows(free).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == ["Design", "10:06"],
                "\(rows(free))")
        var kept = CellGrid(width: 12, height: 10)
        TextCellPlacer(bounds: 0...11, rows: 5...5).place(lines, into: &kept, backdrop: .black)
        #expect(rows(kept).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == ["Design"], "\(rows(kept))")
    }
}
