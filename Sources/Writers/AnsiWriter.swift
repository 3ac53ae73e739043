import Cells
import TerminalCapabilities

/// Writes a `CellGrid` as ANSI text for a colour terminal, with as few bytes as it can:
///
/// - only the colour channels that change are sent (fg and bg separately; both together in
///   one escape), numbers from a table, semicolon form `ESC[38;2;R;G;Bm`, `ESC[48;2;…m`
///   (or `38;5;N` / `48;5;N` in 256-colour mode);
/// - a pixel cell whose halves agree is a space with only the background set;
/// - a pixel cell whose halves differ is `▀` (fg top, bg bottom) or `▄` (fg bottom, bg top),
///   chosen for the whole row at once so that its escapes take the fewest bytes
///   (`RowPlanner`): a cell whose swapped colours are already in effect needs no escape;
/// - every line ends with `ESC[0m` and `\n`, so lines stand alone and each starts from the
///   terminal's default colours with nothing sent before its first cell's needs.
///
/// Output goes into a `[UInt8]` buffer written through a pointer; nothing on the hot path
/// builds strings or formats numbers.
public struct AnsiWriter: Sendable {
    /// How colours are sent: `.trueColor` as 24-bit `38;2;R;G;B`; `.palette256` as xterm palette
    /// entries 16–255, `38;5;N`, pixels dithered (`PaletteDither`), text and its background the
    /// nearest entry (`XtermPalette.nearestIndex`), as `PaletteDither.indexed`; `.none` as
    /// `PlainTextWriter`'s text without escapes.
    public var depth: ColorDepth

    public init(depth: ColorDepth = .trueColor) {
        self.depth = depth
    }

    /// The bytes for `grid`.
    public func write(_ grid: CellGrid) -> [UInt8] {
        if depth == .none { return PlainTextWriter().write(grid) }
        var output: [UInt8] = []
        write(grid, into: &output)
        return output
    }

    /// Appends the bytes for `grid` to `output`.
    public func write(_ grid: CellGrid, into output: inout [UInt8]) {
        if depth == .none { return output += PlainTextWriter().write(grid) }
        output.reserveCapacity(output.count + grid.width * grid.height * 4 + grid.height * 8)
        var scratch = Scratch()
        for row in 0..<grid.height { writeRow(row, of: grid, into: &output, scratch: &scratch) }
    }

    /// Buffers reused from row to row.
    struct Scratch {
        var planned: [PlannedCell] = []
        var lower: [Bool] = []
        var planner = RowPlanner()
    }

    /// The most bytes one escape can take: `ESC[22;24;29;38;2;255;255;255;48;2;255;255;255m`.
    static let longestEscape = 50

    /// Writes `columns` of `row` (the whole row by default), then `ESC[0m`, and `\n` when
    /// `endsLine`. Pixel colours are dithered at their place in the grid.
    func writeRow(_ row: Int, of grid: CellGrid, columns: Range<Int>? = nil, endsLine: Bool = true,
                  into output: inout [UInt8], scratch: inout Scratch) {
        let palette = depth == .palette256
        let width = grid.width
        let columns = columns ?? 0..<width
        // Plan: what each cell needs, and the bytes it can take at most.
        var bound = 5
        scratch.planned.removeAll(keepingCapacity: true)
        grid.cells.withUnsafeBufferPointer { cells in
            var afterWide = false
            for column in columns {
                let index = row * width + column
                var planned = PlannedCell(kind: .space, first: .terminalDefault, second: .terminalDefault, style: [])
                // Fields are read in place: copying whole cells would copy their characters.
                switch cells[index].glyph {
                case .pixels:
                    let top = PackedColor(pixel: cells[index].foreground, palette: palette, x: column, y: 2 * row)
                    let bottom = PackedColor(pixel: cells[index].background, palette: palette, x: column, y: 2 * row + 1)
                    if top == bottom {
                        planned.second = top
                    } else {
                        planned = PlannedCell(kind: .halves, first: top, second: bottom, style: [])
                    }
                    afterWide = false
                case .continuation where afterWide:
                    planned.kind = .skip
                    afterWide = false
                case .character(" ") where !cells[index].style.isDisjoint(with: .lines):
                    // A space under or through a line (between underlined words) draws the line.
                    planned = PlannedCell(kind: .text, first: PackedColor(cells[index].foreground, palette: palette),
                                          second: PackedColor(cells[index].background, palette: palette), style: cells[index].style)
                    afterWide = false
                    bound += 1
                case .continuation, .character(" "):
                    planned.second = PackedColor(cells[index].background, palette: palette)
                    afterWide = false
                case .character(let character) where TerminalWidth.columns(of: character) == 0:
                    // A control or zero-width character would break the line: a space instead.
                    planned.second = PackedColor(cells[index].background, palette: palette)
                    afterWide = false
                case .character(let character):
                    planned = PlannedCell(kind: .text, first: PackedColor(cells[index].foreground, palette: palette),
                                          second: PackedColor(cells[index].background, palette: palette), style: cells[index].style)
                    afterWide = TerminalWidth.columns(of: character) == 2
                    bound += character.utf8.count
                }
                bound += Self.longestEscape + 3
                planned.firstLength = UInt8(EscapeLength.of(planned.first))
                planned.secondLength = UInt8(EscapeLength.of(planned.second))
                scratch.planned.append(planned)
            }
        }
        scratch.planned.withUnsafeBufferPointer { scratch.planner.plan($0, into: &scratch.lower) }

        // Write through a pointer into room made for the worst case, then trim.
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: bound))
        let written = output.withUnsafeMutableBufferPointer { buffer in
            grid.cells.withUnsafeBufferPointer { cells in
                scratch.planned.withUnsafeBufferPointer { planned in
                    scratch.lower.withUnsafeBufferPointer { lower in
                        DecimalBytes.table.withUnsafeBufferPointer { numbers in
                            let start = buffer.baseAddress! + start
                            var out = ByteCursor(base: start, numbers: numbers.baseAddress!)
                            Self.emit(planned.baseAddress!, lower.baseAddress!, count: columns.count,
                                      cells: cells.baseAddress! + row * width + columns.lowerBound, endsLine: endsLine, &out)
                            return out.base - start
                        }
                    }
                }
            }
        }
        output.removeLast(bound - written)
    }
}

extension AnsiWriter {
    /// Writes a planned row, then `ESC[0m` and, when `endsLine`, `\n`.
    static func emit(_ planned: UnsafePointer<PlannedCell>, _ lower: UnsafePointer<Bool>, count: Int,
                     cells: UnsafePointer<Cell>, endsLine: Bool, _ out: inout ByteCursor) {
        var line = AnsiLineState()
        for column in 0..<count {
            let cell = planned[column]
            switch cell.kind {
            case .skip:
                break
            case .space:
                line.set(foreground: nil, background: cell.second, style: [], mask: .lines, &out)
                out.put(0x20)
            case .halves:
                if lower[column] {
                    line.set(foreground: cell.second, background: cell.first, style: [], mask: .lines, &out)
                    out.put(0xE2, 0x96, 0x84)  // ▄
                } else {
                    line.set(foreground: cell.first, background: cell.second, style: [], mask: .lines, &out)
                    out.put(0xE2, 0x96, 0x80)  // ▀
                }
            case .text:
                line.set(foreground: cell.first, background: cell.second, style: cell.style, mask: .all, &out)
                if case .character(let character) = cells[column].glyph {
                    for byte in character.utf8 { out.put(byte) }
                }
            }
        }
        out.put(0x1B, 0x5B, 0x30)  // ESC[0
        out.put(0x6D)  // m
        if endsLine { out.put(0x0A) }
    }
}
