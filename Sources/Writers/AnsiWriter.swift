import Cells

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
/// Output goes into a `[UInt8]` buffer; nothing on the hot path builds strings.
public struct AnsiWriter: Sendable {
    /// How colours are sent.
    public enum ColorMode: Sendable, Hashable {
        /// 24-bit `38;2;R;G;B`.
        case trueColor
        /// The nearest xterm palette entry 16–255 (`XtermPalette.nearestIndex`), `38;5;N`.
        case palette256
    }

    public var colorMode: ColorMode

    public init(colorMode: ColorMode = .trueColor) {
        self.colorMode = colorMode
    }

    /// The bytes for `grid`.
    public func write(_ grid: CellGrid) -> [UInt8] {
        var output: [UInt8] = []
        write(grid, into: &output)
        return output
    }

    /// Appends the bytes for `grid` to `output`.
    public func write(_ grid: CellGrid, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + grid.width * grid.height * 6 + grid.height * 8)
        var scratch = Scratch()
        for row in 0..<grid.height { writeRow(row, of: grid, into: &output, scratch: &scratch) }
    }

    /// Appends one row of `grid`, ending with `ESC[0m\n`.
    public func writeRow(_ row: Int, of grid: CellGrid, into output: inout [UInt8]) {
        var scratch = Scratch()
        writeRow(row, of: grid, into: &output, scratch: &scratch)
    }

    /// Buffers reused from row to row.
    struct Scratch {
        var planned: [PlannedCell] = []
        var lower: [Bool] = []
        var planner = RowPlanner()
    }

    func writeRow(_ row: Int, of grid: CellGrid, into output: inout [UInt8], scratch: inout Scratch) {
        plan(grid.row(row), into: &scratch.planned)
        scratch.planner.plan(scratch.planned, into: &scratch.lower)
        var line = AnsiLineState()
        DecimalBytes.table.withUnsafeBufferPointer { numbers in
            for (column, cell) in scratch.planned.enumerated() {
                switch cell {
                case .skip:
                    break
                case .space(let background):
                    line.set(foreground: nil, background: background, bold: nil, into: &output, numbers)
                    output.append(0x20)
                case .halves(let top, let bottom):
                    if scratch.lower[column] {
                        line.set(foreground: bottom, background: top, bold: nil, into: &output, numbers)
                        output.append(0xE2); output.append(0x96); output.append(0x84)  // ▄
                    } else {
                        line.set(foreground: top, background: bottom, bold: nil, into: &output, numbers)
                        output.append(0xE2); output.append(0x96); output.append(0x80)  // ▀
                    }
                case .text(let character, let foreground, let background, let bold):
                    line.set(foreground: foreground, background: background, bold: bold, into: &output, numbers)
                    output.append(contentsOf: character.utf8)
                }
            }
        }
        output.append(0x1B); output.append(0x5B); output.append(0x30); output.append(0x6D)  // ESC[0m
        output.append(0x0A)
    }

    /// What each cell of the row needs written, colours as they will be sent.
    private func plan(_ cells: ArraySlice<Cell>, into planned: inout [PlannedCell]) {
        let palette = colorMode == .palette256
        planned.removeAll(keepingCapacity: true)
        var afterWide = false
        for cell in cells {
            switch cell.glyph {
            case .continuation where afterWide:
                planned.append(.skip)
                afterWide = false
            case .continuation, .character(" "):
                planned.append(.space(background: resolve(cell.background, palette)))
                afterWide = false
            case .pixels:
                let top = resolve(cell.top, palette), bottom = resolve(cell.bottom, palette)
                planned.append(top == bottom ? .space(background: top) : .halves(top: top, bottom: bottom))
                afterWide = false
            case .character(let character):
                planned.append(.text(character, foreground: resolve(cell.foreground, palette),
                                     background: resolve(cell.background, palette), bold: cell.bold))
                afterWide = TerminalWidth.columns(of: character) == 2
            }
        }
    }

    /// The colour as it will be sent: in 256-colour mode RGB becomes a palette index.
    @inline(__always)
    private func resolve(_ color: CellColor, _ palette: Bool) -> CellColor {
        if palette, case .rgb(let rgb) = color { return .indexed(XtermPalette.nearestIndex(to: rgb)) }
        return color
    }
}

/// The attributes in effect on the line being written, and the SGR escapes that change them.
struct AnsiLineState {
    var foreground: CellColor = .terminalDefault
    var background: CellColor = .terminalDefault
    var bold = false

    /// How many of the two colour channels would have to change.
    @inline(__always)
    func cost(foreground f: CellColor, background b: CellColor) -> Int {
        (f == foreground ? 0 : 1) + (b == background ? 0 : 1)
    }

    /// Sends one escape for whatever differs (nil: don't care) and records the new state.
    @inline(__always)
    mutating func set(foreground f: CellColor?, background b: CellColor?, bold newBold: Bool?,
                      into output: inout [UInt8], _ numbers: UnsafeBufferPointer<UInt8>) {
        let changeBold = newBold != nil && newBold != bold
        let changeForeground = f != nil && f != foreground
        let changeBackground = b != nil && b != background
        guard changeBold || changeForeground || changeBackground else { return }
        output.append(0x1B)
        output.append(0x5B)  // ESC[
        var first = true
        if changeBold, let newBold {
            output.append(newBold ? 0x31 : 0x32)  // 1, or 22
            if !newBold { output.append(0x32) }
            bold = newBold
            first = false
        }
        if changeForeground, let f {
            if !first { output.append(0x3B) }
            Self.appendColor(f, base: 0x33, into: &output, numbers)  // 3x
            foreground = f
            first = false
        }
        if changeBackground, let b {
            if !first { output.append(0x3B) }
            Self.appendColor(b, base: 0x34, into: &output, numbers)  // 4x
            background = b
        }
        output.append(0x6D)  // m
    }

    /// `38;2;R;G;B`, `38;5;N` or `39` (with `base` the ASCII tens digit, 3 or 4).
    @inline(__always)
    static func appendColor(_ color: CellColor, base: UInt8, into output: inout [UInt8],
                            _ numbers: UnsafeBufferPointer<UInt8>) {
        output.append(base)
        switch color {
        case .terminalDefault:
            output.append(0x39)
        case .rgb(let rgb):
            output.append(0x38); output.append(0x3B); output.append(0x32); output.append(0x3B)  // 8;2;
            appendNumber(rgb.red, into: &output, numbers)
            output.append(0x3B)
            appendNumber(rgb.green, into: &output, numbers)
            output.append(0x3B)
            appendNumber(rgb.blue, into: &output, numbers)
        case .indexed(let n):
            output.append(0x38); output.append(0x3B); output.append(0x35); output.append(0x3B)  // 8;5;
            appendNumber(n, into: &output, numbers)
        }
    }

    @inline(__always)
    static func appendNumber(_ value: UInt8, into output: inout [UInt8], _ numbers: UnsafeBufferPointer<UInt8>) {
        let base = Int(value) &* 4
        let count = Int(numbers[base])
        output.append(numbers[base &+ 1])
        if count > 1 { output.append(numbers[base &+ 2]) }
        if count > 2 { output.append(numbers[base &+ 3]) }
    }
}
