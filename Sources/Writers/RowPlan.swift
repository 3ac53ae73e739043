import Cells

/// One row of cells reduced to what the writer must show, with colours already in the form
/// they will be sent (palette indices in 256-colour mode).
enum PlannedCell {
    /// Nothing to write: the right half of a wide character just written.
    case skip
    /// A space: only the background matters.
    case space(background: CellColor)
    /// Two different pixel colours: `▀` (fg top) or `▄` (fg bottom), as planned.
    case halves(top: CellColor, bottom: CellColor)
    /// A character with both colours and boldness.
    case text(Character, foreground: CellColor, background: CellColor, bold: Bool)
}

/// Chooses `▀` or `▄` for every two-colour cell of a row so that the row's escapes take the
/// fewest bytes.
///
/// A shortest-path search over the colours in effect: after a two-colour cell the state is
/// (top, bottom) or (bottom, top); a space changes only the background and text sets both,
/// so there are never more than two states per column and the search is linear. Costs are
/// exact escape lengths (digits counted), so the plan is optimal for this writer.
struct RowPlanner {
    /// The colours in effect after a column, the bytes spent so far, and how we got here.
    private struct State {
        var foreground: CellColor
        var background: CellColor
        var cost: Int
        var previous: Int  // state index in the previous column
        var lower: Bool  // this column written as ▄
    }

    private var states: [State] = []  // two slots per column
    private var counts: [Int] = []

    /// For each cell: true where `▄` should be written (meaningful for `.halves` only).
    mutating func plan(_ cells: [PlannedCell], into lower: inout [Bool]) {
        let n = cells.count
        lower.removeAll(keepingCapacity: true)
        lower.append(contentsOf: repeatElement(false, count: n))
        guard n > 0 else { return }
        states.removeAll(keepingCapacity: true)
        states.append(contentsOf: repeatElement(State(foreground: .terminalDefault, background: .terminalDefault,
                                                      cost: 0, previous: 0, lower: false), count: 2 * n))
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: n))
        var bold = false
        var previous = [State(foreground: .terminalDefault, background: .terminalDefault, cost: 0, previous: 0, lower: false)]
        var next: [State] = []
        next.reserveCapacity(4)
        previous.reserveCapacity(4)
        for column in 0..<n {
            next.removeAll(keepingCapacity: true)
            func offer(_ candidate: State) {
                for i in next.indices where next[i].foreground == candidate.foreground && next[i].background == candidate.background {
                    if candidate.cost < next[i].cost { next[i] = candidate }
                    return
                }
                next.append(candidate)
            }
            for (index, state) in previous.enumerated() {
                switch cells[column] {
                case .skip:
                    offer(State(foreground: state.foreground, background: state.background, cost: state.cost,
                                previous: index, lower: false))
                case .space(let background):
                    let cost = EscapeLength.of(foreground: nil, background: state.background == background ? nil : background)
                    offer(State(foreground: state.foreground, background: background, cost: state.cost + cost,
                                previous: index, lower: false))
                case .halves(let top, let bottom):
                    for option in 0..<2 {
                        let isLower = option == 1
                        let f = isLower ? bottom : top, b = isLower ? top : bottom
                        let cost = EscapeLength.of(foreground: state.foreground == f ? nil : f,
                                                   background: state.background == b ? nil : b)
                        offer(State(foreground: f, background: b, cost: state.cost + cost, previous: index, lower: isLower))
                    }
                case .text(_, let f, let b, let isBold):
                    let cost = EscapeLength.of(foreground: state.foreground == f ? nil : f,
                                               background: state.background == b ? nil : b,
                                               bold: isBold == bold ? nil : isBold)
                    offer(State(foreground: f, background: b, cost: state.cost + cost, previous: index, lower: false))
                }
            }
            if case .text(_, _, _, let isBold) = cells[column] { bold = isBold }
            counts[column] = next.count
            for (i, state) in next.enumerated() { states[2 * column + i] = state }
            swap(&previous, &next)
        }
        // Walk back from the cheapest final state.
        var index = 0
        for i in 1..<counts[n - 1] where states[2 * (n - 1) + i].cost < states[2 * (n - 1) + index].cost { index = i }
        for column in stride(from: n - 1, through: 0, by: -1) {
            let state = states[2 * column + index]
            lower[column] = state.lower
            index = state.previous
        }
    }
}

/// Byte lengths of SGR escapes, matching what `AnsiLineState.set` writes.
enum EscapeLength {
    static func of(foreground: CellColor?, background: CellColor?, bold: Bool? = nil) -> Int {
        var parts = 0, length = 0
        if let bold { parts += 1; length += bold ? 1 : 2 }
        if let foreground { parts += 1; length += of(foreground) }
        if let background { parts += 1; length += of(background) }
        return parts == 0 ? 0 : 3 + length + parts - 1  // ESC [ … m, `;` between parts
    }

    /// `38;2;R;G;B`, `38;5;N` or `39`.
    static func of(_ color: CellColor) -> Int {
        switch color {
        case .terminalDefault: 2
        case .indexed(let n): 5 + digits(n)
        case .rgb(let c): 7 + digits(c.red) + digits(c.green) + digits(c.blue)
        }
    }

    @inline(__always)
    static func digits(_ v: UInt8) -> Int { v < 10 ? 1 : v < 100 ? 2 : 3 }
}
