/// A readable, diffable text form of a `CellGrid` that parses back to the same grid: used
/// by golden tests and `render --format cells`.
///
///     cells 12x2
///     |▀▀ 9:41 ▀▀▀▀|
///     |            |
///     row 0 fg: #FFFFFF 0-1, #E0E0E0 2-7, #FFFFFF 8-11
///     row 0 bg: #202020 0-11
///     row 0 text: 3-6
///     row 0 bold: 3-6
///     row 1 fg: #202020 0-11
///     row 1 bg: #202020 0-11
///
/// - First line: `cells WIDTHxHEIGHT`.
/// - Then one line per row between `|` bars: text cells show their character (a wide one
///   takes two columns; its continuation prints nothing), pixel cells show `▀` when their two
///   halves differ and a space when they agree. So the lines line up with the screen.
/// - Then, per row, colour runs `row R fg:` and `row R bg:` (`#RRGGBB`, `@N` for a palette
///   index, `default`; columns `A-B` inclusive or a single `A`). For pixel cells fg is the
///   top pixel and bg the bottom one. `row R text:` lists the columns holding text cells
///   (including continuations), `row R bold:` the bold ones, `row R underline:` and
///   `row R strikethrough:` those under or through a line; each is left out when empty.
public enum CellGridText {
    /// Why a text form could not be parsed.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// 1-based line number.
        public var line: Int
        public var message: String

        public var description: String { "line \(line): \(message)" }
    }

    // MARK: Rendering

    /// The text form of `grid`, ending with a newline.
    public static func render(_ grid: CellGrid) -> String {
        var out = "cells \(grid.width)x\(grid.height)\n"
        for row in 0..<grid.height {
            out += "|"
            for cell in grid.row(row) {
                switch cell.glyph {
                case .pixels: out += cell.top == cell.bottom ? " " : "▀"
                case .character(let c): out.append(c)
                case .continuation: break
                }
            }
            out += "|\n"
        }
        for row in 0..<grid.height {
            let cells = Array(grid.row(row))
            out += "row \(row) fg: " + runs(cells.map(\.foreground)) + "\n"
            out += "row \(row) bg: " + runs(cells.map(\.background)) + "\n"
            let text = columns(cells) { if case .pixels = $0.glyph { false } else { true } }
            if !text.isEmpty { out += "row \(row) text: " + text + "\n" }
            for (name, style) in styleFields {
                let marked = columns(cells) { $0.style.contains(style) }
                if !marked.isEmpty { out += "row \(row) \(name): " + marked + "\n" }
            }
        }
        return out
    }

    /// The style fields, in the order written.
    private static let styleFields: [(name: String, style: CellTextStyle)] = [
        ("bold", .bold), ("underline", .underline), ("strikethrough", .strikethrough),
    ]

    private static func range(_ start: Int, _ end: Int) -> String {
        start == end ? "\(start)" : "\(start)-\(end)"
    }

    /// `#FFFFFF 0-3, #202020 4-11`
    private static func runs(_ colors: [CellColor]) -> String {
        var parts: [String] = []
        var start = 0
        for i in 1...colors.count where i == colors.count || colors[i] != colors[start] {
            parts.append("\(colors[start]) " + range(start, i - 1))
            start = i
        }
        return parts.joined(separator: ", ")
    }

    /// `3-6, 9`
    private static func columns(_ cells: [Cell], where test: (Cell) -> Bool) -> String {
        var parts: [String] = []
        var start: Int?
        for i in 0...cells.count {
            let inside = i < cells.count && test(cells[i])
            if inside, start == nil { start = i }
            if !inside, let s = start {
                parts.append(range(s, i - 1))
                start = nil
            }
        }
        return parts.joined(separator: ", ")
    }

    // MARK: Parsing

    /// The grid described by `text` (as made by `render`).
    public static func parse(_ text: String) throws(ParseError) -> CellGrid {
        // "\r\n" is one Character, so split on both.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard let header = lines.first, header.hasPrefix("cells "),
              case let size = header.dropFirst(6).split(separator: "x"), size.count == 2,
              let width = Int(size[0]), let height = Int(size[1]), width >= 0, height >= 0 else {
            throw ParseError(line: 1, message: "expected `cells WIDTHxHEIGHT`")
        }
        guard lines.count > height else { throw ParseError(line: lines.count, message: "expected \(height) picture lines") }
        var foreground = [[CellColor?]](repeating: [CellColor?](repeating: nil, count: width), count: height)
        var background = foreground
        var textColumns = [Set<Int>](repeating: [], count: height)
        var styles = [[CellTextStyle]](repeating: [CellTextStyle](repeating: [], count: width), count: height)

        for (offset, line) in lines.enumerated().dropFirst(height + 1) where !line.isEmpty {
            let number = offset + 1
            guard line.hasPrefix("row "), let colon = line.firstIndex(of: ":") else {
                throw ParseError(line: number, message: "expected `row N fg|bg|text|bold|underline|strikethrough: …`")
            }
            let head = line[line.index(line.startIndex, offsetBy: 4)..<colon].split(separator: " ")
            guard head.count == 2, let row = Int(head[0]), row >= 0, row < height else {
                throw ParseError(line: number, message: "bad row number")
            }
            let body = line[line.index(after: colon)...]
            let items = body.split(separator: ",").map { $0.split(separator: " ") }
            switch head[1] {
            case "fg", "bg":
                for item in items {
                    guard item.count == 2, let color = CellColor(text: item[0]) else {
                        throw ParseError(line: number, message: "expected `COLOUR COLUMNS`, got `\(item.joined(separator: " "))`")
                    }
                    for column in try columnRange(item[1], width: width, line: number) {
                        if head[1] == "fg" { foreground[row][column] = color } else { background[row][column] = color }
                    }
                }
            case "text", "bold", "underline", "strikethrough":
                let style = styleFields.first { $0.name == head[1] }?.style
                for item in items {
                    guard item.count == 1 else { throw ParseError(line: number, message: "expected columns") }
                    for column in try columnRange(item[0], width: width, line: number) {
                        if let style { styles[row][column].insert(style) } else { textColumns[row].insert(column) }
                    }
                }
            default:
                throw ParseError(line: number, message: "unknown field `\(head[1])`")
            }
        }

        var grid = CellGrid(width: width, height: height)
        for row in 0..<height {
            let number = row + 2
            let line = lines[row + 1]
            guard line.count >= 2, line.first == "|", line.last == "|" else {
                throw ParseError(line: number, message: "expected a picture line between `|` bars")
            }
            var column = 0
            var pendingContinuation = false
            for character in line.dropFirst().dropLast() {
                guard column < width else { throw ParseError(line: number, message: "picture line longer than \(width) columns") }
                if textColumns[row].contains(column) {
                    grid[column, row].glyph = .character(character)
                    if TerminalWidth.columns(of: character) == 2 { pendingContinuation = true }
                } else {
                    grid[column, row].glyph = .pixels
                }
                column += 1
                if pendingContinuation {
                    guard column < width, textColumns[row].contains(column) else {
                        throw ParseError(line: number, message: "wide character at column \(column - 1) has no text column after it")
                    }
                    grid[column, row].glyph = .continuation
                    column += 1
                    pendingContinuation = false
                }
            }
            guard column == width else { throw ParseError(line: number, message: "picture line has \(column) columns, expected \(width)") }
            for x in 0..<width {
                guard let fg = foreground[row][x], let bg = background[row][x] else {
                    throw ParseError(line: number, message: "row \(row) column \(x) lacks an fg or bg colour")
                }
                grid[x, row].foreground = fg
                grid[x, row].background = bg
                grid[x, row].style = styles[row][x]
            }
        }
        return grid
    }

    private static func columnRange(_ text: Substring, width: Int, line: Int) throws(ParseError) -> ClosedRange<Int> {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(bounds.count), let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]),
              low >= 0, low <= high, high < width else {
            throw ParseError(line: line, message: "bad column range `\(text)`")
        }
        return low...high
    }
}
