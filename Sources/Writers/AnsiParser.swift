import Cells

/// Reads ANSI text back into a `CellGrid`: the writers' output (for round-trip tests) and
/// captures such as `tmux capture-pane -p -e -N`.
///
/// Understands SGR `m` escapes: `0`/empty (reset), `1`/`22` (bold), `4`/`24` (underline),
/// `9`/`29` (crossed out), `30`–`37`, `90`–`97`,
/// `40`–`47`, `100`–`107` (palette 0–15), `39`/`49` (default), `38;2;R;G;B`, `38;5;N`,
/// `48;…`, the colon forms `38:2::R:G:B`, `38:2:R:G:B`, `38:5:N`, and several in one escape.
/// Other SGR codes and other escapes (CSI, OSC, two-byte) are skipped. The colour state
/// carries across lines, as in a terminal.
///
/// Cells: `▀` → pixels (top fg, bottom bg), `▄` → pixels (top bg, bottom fg), a space →
/// pixels of the background colour (a character cell when a line is drawn through or under it), a wide character → character + continuation, other
/// characters → character cells. The result is in `Cell.displayForm`, so compare it with
/// `grid.displayForm`. Lines shorter than the widest are padded with `Cell.blank`.
public enum AnsiParser {
    /// The grid shown by `text`; `width` forces the column count (longer lines are cut).
    public static func parse(_ text: String, width: Int? = nil) -> CellGrid {
        parse(Array(text.utf8), width: width)
    }

    /// The grid shown by UTF-8 `bytes`.
    public static func parse(_ bytes: [UInt8], width: Int? = nil) -> CellGrid {
        var state = State()
        var rows: [[Cell]] = [[]]
        var i = 0
        var textStart = 0
        func flushText(upTo end: Int) {
            guard textStart < end else { return }
            let text = String(decoding: bytes[textStart..<end], as: UTF8.self)
            for character in text { state.add(character, to: &rows) }
        }
        while i < bytes.count {
            guard bytes[i] == 0x1B else {
                i += 1
                continue
            }
            flushText(upTo: i)
            i = skipEscape(bytes, from: i, state: &state)
            textStart = i
        }
        flushText(upTo: bytes.count)
        if rows.count > 1 && rows.last!.isEmpty { rows.removeLast() }
        let columns = width ?? rows.map(\.count).max() ?? 0
        var grid = CellGrid(width: columns, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, cell) in row.prefix(columns).enumerated() { grid[x, y] = cell }
            if row.count > columns, columns > 0, case .character(let c) = grid[columns - 1, y].glyph,
               TerminalWidth.columns(of: c) == 2 {
                grid[columns - 1, y].glyph = .character(" ")
            }
        }
        return grid
    }

    /// The attributes in effect and the cursor's column.
    struct State {
        var foreground: CellColor = .terminalDefault
        var background: CellColor = .terminalDefault
        var style: CellTextStyle = []

        mutating func reset() {
            foreground = .terminalDefault
            background = .terminalDefault
            style = []
        }

        func add(_ character: Character, to rows: inout [[Cell]]) {
            switch character {
            case "\n", "\r\n":
                rows.append([])
            case "\r":
                break
            case "\t":
                repeat { rows[rows.count - 1].append(.pixels(top: background, bottom: background)) }
                while rows[rows.count - 1].count % 8 != 0
            case " " where !style.isDisjoint(with: .lines):
                rows[rows.count - 1].append(.character(" ", foreground: foreground, background: background, style: style.subtracting(.bold)))
            case " ":
                rows[rows.count - 1].append(.pixels(top: background, bottom: background))
            case "▀":
                rows[rows.count - 1].append(.pixels(top: foreground, bottom: background))
            case "▄":
                rows[rows.count - 1].append(.pixels(top: background, bottom: foreground))
            default:
                let columns = TerminalWidth.columns(of: character)
                guard columns > 0 else { return }
                rows[rows.count - 1].append(.character(character, foreground: foreground, background: background, style: style))
                if columns == 2 {
                    rows[rows.count - 1].append(Cell(glyph: .continuation, foreground: foreground, background: background, style: style))
                }
            }
        }

        /// Applies the parameters of one SGR escape.
        mutating func applySGR(_ parameters: [UInt8]) {
            // Split into ';'-separated groups, each of ':'-separated numbers (nil when empty).
            var groups: [[Int?]] = [[]]
            var number: Int?
            for byte in parameters {
                switch byte {
                case 0x30...0x39: number = min((number ?? 0) * 10 + Int(byte - 0x30), 100_000)
                case 0x3A: groups[groups.count - 1].append(number); number = nil
                case 0x3B: groups[groups.count - 1].append(number); groups.append([]); number = nil
                default: return  // private parameters (`<`, `=`, `>`, `?`): not colours
                }
            }
            groups[groups.count - 1].append(number)
            var index = 0
            func next() -> Int? {
                index += 1
                return index < groups.count ? groups[index].first ?? nil : nil
            }
            func byte(_ v: Int?) -> UInt8 { UInt8(min(max(v ?? 0, 0), 255)) }
            while index < groups.count {
                let group = groups[index]
                let code = group.first ?? nil
                switch code ?? 0 {
                case 0: reset()
                case 1: style.insert(.bold)
                case 22: style.remove(.bold)
                case 4: style.insert(.underline)
                case 24: style.remove(.underline)
                case 9: style.insert(.strikethrough)
                case 29: style.remove(.strikethrough)
                case 30...37: foreground = .indexed(UInt8(code! - 30))
                case 90...97: foreground = .indexed(UInt8(code! - 90 + 8))
                case 39: foreground = .terminalDefault
                case 40...47: background = .indexed(UInt8(code! - 40))
                case 100...107: background = .indexed(UInt8(code! - 100 + 8))
                case 49: background = .terminalDefault
                case 38, 48:
                    var color: CellColor?
                    if group.count > 1 {
                        // Colon form: 38:5:N, 38:2:R:G:B or 38:2:ID:R:G:B.
                        let values = Array(group.dropFirst())
                        if values.first == 5, values.count >= 2 {
                            color = .indexed(byte(values[1]))
                        } else if values.first == 2, values.count >= 4 {
                            let rgb = values.count >= 5 ? Array(values.suffix(3)) : Array(values[1...3])
                            color = .rgb(RGB24(red: byte(rgb[0]), green: byte(rgb[1]), blue: byte(rgb[2])))
                        }
                    } else {
                        switch next() {
                        case 5: color = .indexed(byte(next()))
                        case 2:
                            let r = next(), g = next(), b = next()
                            color = .rgb(RGB24(red: byte(r), green: byte(g), blue: byte(b)))
                        default: break
                        }
                    }
                    if let color {
                        if code == 38 { foreground = color } else { background = color }
                    }
                default: break
                }
                index += 1
            }
        }
    }

    /// Skips the escape at `start` (applying it if it is SGR); returns the index after it.
    static func skipEscape(_ bytes: [UInt8], from start: Int, state: inout State) -> Int {
        var i = start + 1
        guard i < bytes.count else { return i }
        switch bytes[i] {
        case 0x5B:  // CSI: parameters and intermediates, then a final byte 0x40–0x7E
            i += 1
            let parameterStart = i
            while i < bytes.count && !(0x40...0x7E).contains(bytes[i]) { i += 1 }
            guard i < bytes.count else { return i }
            if bytes[i] == 0x6D { state.applySGR(Array(bytes[parameterStart..<i])) }
            return i + 1
        case 0x5D, 0x50, 0x5F, 0x5E:  // OSC, DCS, APC, PM: up to BEL or ESC \
            i += 1
            while i < bytes.count {
                if bytes[i] == 0x07 { return i + 1 }
                if bytes[i] == 0x1B && i + 1 < bytes.count && bytes[i + 1] == 0x5C { return i + 2 }
                i += 1
            }
            return i
        default:
            return i + 1
        }
    }
}
