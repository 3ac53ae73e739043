import Cells

/// Chooses `▀` or `▄` for every two-colour cell of a row so that the row's escapes take the
/// fewest bytes.
///
/// A shortest-path search over the colours in effect: after a two-colour cell the state is
/// (top, bottom) or (bottom, top); a space changes only the background and text sets both,
/// so there are never more than two states per column and the search is linear. Costs are
/// exact escape lengths (digits counted), so the plan is optimal for this writer.
struct RowPlanner {
    /// Per column and state slot (0/1): the state slot of the previous column it came from,
    /// and whether this column is written as ▄.
    private var previousSlot: [UInt8] = []
    private var lowerChoice: [Bool] = []

    /// For each cell: true where `▄` should be written (meaningful for `.halves` only).
    mutating func plan(_ cells: UnsafeBufferPointer<PlannedCell>, into lower: inout [Bool]) {
        let n = cells.count
        lower.removeAll(keepingCapacity: true)
        lower.append(contentsOf: repeatElement(false, count: n))
        guard n > 0 else { return }
        if previousSlot.count < 2 * n {
            previousSlot = [UInt8](repeating: 0, count: 2 * n)
            lowerChoice = [Bool](repeating: false, count: 2 * n)
        }
        previousSlot.withUnsafeMutableBufferPointer { previousSlot in
            lowerChoice.withUnsafeMutableBufferPointer { lowerChoice in
                lower.withUnsafeMutableBufferPointer { lower in
                    Self.search(cells.baseAddress!, n, previousSlot.baseAddress!, lowerChoice.baseAddress!, lower.baseAddress!)
                }
            }
        }
    }

    private static func search(_ cells: UnsafePointer<PlannedCell>, _ n: Int, _ previousSlot: UnsafeMutablePointer<UInt8>,
                               _ lowerChoice: UnsafeMutablePointer<Bool>, _ lower: UnsafeMutablePointer<Bool>) {
        // The (at most two) states after the previous column; an unused slot costs Int.max.
        var fg0 = PackedColor.terminalDefault, fg1 = PackedColor.terminalDefault
        var bg0 = PackedColor.terminalDefault, bg1 = PackedColor.terminalDefault
        var cost0 = 0, cost1 = Int.max
        var style: CellTextStyle = []
        for column in 0..<n {
            let cell = cells[column]
            let base = 2 * column
            lowerChoice[base] = false
            lowerChoice[base + 1] = false
            switch cell.kind {
            case .skip:
                previousSlot[base] = 0
                previousSlot[base + 1] = 1
            case .space:
                style.subtract(.lines)
                // Each state keeps its fg; both get the new bg (they may merge).
                let change = 3 + Int(cell.secondLength)
                let c0 = cost0 + (bg0 == cell.second ? 0 : change)
                let c1 = cost1 == Int.max ? Int.max : cost1 + (bg1 == cell.second ? 0 : change)
                bg0 = cell.second
                bg1 = cell.second
                if c1 != Int.max && fg0 == fg1 {
                    // The same state twice: keep the cheaper path in slot 0.
                    previousSlot[base] = c1 < c0 ? 1 : 0
                    cost0 = min(c0, c1)
                    cost1 = Int.max
                } else {
                    previousSlot[base] = 0
                    previousSlot[base + 1] = 1
                    cost0 = c0
                    cost1 = c1
                }
            case .halves:
                style.subtract(.lines)
                // Slot 0: ▀ (fg top, bg bottom); slot 1: ▄ (fg bottom, bg top).
                let top = cell.first, bottom = cell.second
                let topLength = Int(cell.firstLength), bottomLength = Int(cell.secondLength)
                var best0 = cost0 + EscapeLength.of(fg0 == top ? 0 : topLength, bg0 == bottom ? 0 : bottomLength)
                var best1 = cost0 + EscapeLength.of(fg0 == bottom ? 0 : bottomLength, bg0 == top ? 0 : topLength)
                var from0: UInt8 = 0, from1: UInt8 = 0
                if cost1 != Int.max {
                    let upper = cost1 + EscapeLength.of(fg1 == top ? 0 : topLength, bg1 == bottom ? 0 : bottomLength)
                    let lowerCost = cost1 + EscapeLength.of(fg1 == bottom ? 0 : bottomLength, bg1 == top ? 0 : topLength)
                    if upper < best0 { best0 = upper; from0 = 1 }
                    if lowerCost < best1 { best1 = lowerCost; from1 = 1 }
                }
                previousSlot[base] = from0
                previousSlot[base + 1] = from1
                lowerChoice[base + 1] = true
                fg0 = top; bg0 = bottom
                fg1 = bottom; bg1 = top
                cost0 = best0
                cost1 = best1
            case .text:
                let styleLength = AnsiLineState.styleLength(from: style, to: cell.style, mask: .all)
                let firstLength = Int(cell.firstLength), secondLength = Int(cell.secondLength)
                var best = cost0 + EscapeLength.of(styleLength, fg0 == cell.first ? 0 : firstLength, bg0 == cell.second ? 0 : secondLength)
                var from: UInt8 = 0
                if cost1 != Int.max {
                    let other = cost1 + EscapeLength.of(styleLength, fg1 == cell.first ? 0 : firstLength,
                                                        bg1 == cell.second ? 0 : secondLength)
                    if other < best { best = other; from = 1 }
                }
                previousSlot[base] = from
                style = cell.style
                fg0 = cell.first; bg0 = cell.second
                cost0 = best
                cost1 = Int.max
            }
        }
        // Walk back from the cheapest final state.
        var slot = cost1 < cost0 ? 1 : 0
        for column in stride(from: n - 1, through: 0, by: -1) {
            lower[column] = lowerChoice[2 * column + slot]
            slot = Int(previousSlot[2 * column + slot])
        }
    }
}
