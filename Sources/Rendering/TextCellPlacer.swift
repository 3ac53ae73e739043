import Cells
import Raster

/// Puts small text into a cell grid as terminal characters, one per cell (wide characters two),
/// over the picture's pixels. Text never overlaps other text. Each line first claims the cells
/// of its laid-out span (on its own row, or a free row next to it); a line that needs more cells
/// than its span then grows into neighbouring cells that no other line claimed, within
/// `bounds`, away from its anchor (leading text to the right, trailing text to the left,
/// centred text both ways), so that aligned lines stay aligned; what still does not fit is cut
/// with "…". Lines are claimed from the top down and never above a line claimed before them,
/// so that their order holds; with `rows`, a line stays within those rows (its widget's) or is
/// left out, rather than drawn over what lies around the widget.
public struct TextCellPlacer: Sendable {
    let bounds: ClosedRange<Int>
    let rows: ClosedRange<Int>?

    private struct Claim {
        var placement: TextPlacement
        var characters: [Character]
        var row: Int
        var start: Int
        var end: Int
    }

    public init(bounds: ClosedRange<Int>, rows: ClosedRange<Int>? = nil) {
        self.bounds = bounds
        self.rows = rows
    }

    public func place(_ placements: [TextPlacement], into grid: inout CellGrid, backdrop: RGB24) {
        let width = grid.width, height = grid.height
        guard width > 0, height > 0, self.bounds.upperBound >= 0, self.bounds.lowerBound < width else { return }
        // Bounds may reach past a cropped picture (a widget's columns on the whole screen).
        let bounds = max(self.bounds.lowerBound, 0)...min(self.bounds.upperBound, width - 1)
        var owner = [Int](repeating: -1, count: width * height)
        var claims: [Claim] = []
        let topDown = placements.enumerated().sorted { ($0.element.centerY, $0.offset) < ($1.element.centerY, $1.offset) }.map(\.element)
        for placement in topDown {
            let characters = placement.runs.flatMap { Array($0.text) }
            guard !characters.isEmpty else { continue }
            let start = min(max(Int(placement.minX.rounded()), bounds.lowerBound), bounds.upperBound)
            let end = max(min(Int(placement.maxX.rounded()), bounds.upperBound + 1), start + 1)
            let preferred = Int((placement.centerY / 2).rounded(.down))
            let candidates = [preferred, preferred + 1, preferred - 1].filter { $0 >= 0 && $0 < height && rows?.contains($0) != false }
            func isAboveAnEarlierLine(_ row: Int) -> Bool {
                claims.contains { $0.row > row && $0.start < end && start < $0.end }
            }
            guard let row = candidates.first(where: { row in
                (start..<end).allSatisfy { owner[row * width + $0] == -1 } && !isAboveAnEarlierLine(row)
            }) else { continue }
            for column in start..<end { owner[row * width + column] = claims.count }
            claims.append(Claim(placement: placement, characters: characters, row: row, start: start, end: end))
        }
        for (index, claim) in claims.enumerated() {
            let needed = claim.characters.reduce(0) { $0 + TerminalWidth.columns(of: $1) }
            var (start, end) = (claim.start, claim.end)
            func isFree(_ column: Int) -> Bool {
                column >= bounds.lowerBound && column <= bounds.upperBound && column < width
                    && [-1, index].contains(owner[claim.row * width + column])
            }
            while end - start < needed {
                if claim.placement.anchor != .trailing && isFree(end) {
                    end += 1
                } else if claim.placement.anchor != .leading && isFree(start - 1) {
                    start -= 1
                } else {
                    break
                }
            }
            write(claim, start: start, end: end, into: &grid, backdrop: backdrop)
        }
    }

    private func write(_ claim: Claim, start: Int, end: Int, into grid: inout CellGrid, backdrop: RGB24) {
        let fitted = Self.fit(claim.characters, columns: end - start)
        let columns = fitted.reduce(0) { $0 + TerminalWidth.columns(of: $1) }
        var column: Int = switch claim.placement.anchor {
        case .leading: start
        case .center: start + (end - start - columns) / 2
        case .trailing: end - columns
        }
        var remaining = fitted[...]
        for run in claim.placement.runs where !remaining.isEmpty {
            let piece = remaining.prefix(run.text.count)
            remaining = remaining.dropFirst(piece.count)
            let beneath = backgroundColor(row: claim.row, column: column, in: grid, backdrop: backdrop)
            var style: CellTextStyle = run.bold ? .bold : []
            if run.underline { style.insert(.underline) }
            if run.strikethrough { style.insert(.strikethrough) }
            column += grid.put(text: String(piece), at: CellPosition(column: column, row: claim.row),
                               foreground: .rgb(RGB24(run.color, over: beneath)), style: style)
        }
    }

    /// The characters that fit in `columns` cells, the last replaced by "…" when some are cut.
    static func fit(_ characters: [Character], columns: Int) -> [Character] {
        let total = characters.reduce(0) { $0 + TerminalWidth.columns(of: $1) }
        guard total > columns else { return characters }
        guard columns > 0 else { return [] }
        var kept: [Character] = []
        var used = 0
        for character in characters {
            let width = TerminalWidth.columns(of: character)
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + ["…"]
    }

    /// The colour text is blended over: the mean of the two pixels of its cell.
    func backgroundColor(row: Int, column: Int, in grid: CellGrid, backdrop: RGB24) -> RGB24 {
        guard column >= 0, column < grid.width, row >= 0, row < grid.height else { return backdrop }
        let cell = grid[column, row]
        switch (cell.foreground, cell.background) {
        case (.rgb(let top), .rgb(let bottom)):
            if case .pixels = cell.glyph { return top.mixed(with: bottom) }
            return bottom
        case (_, .rgb(let bottom)): return bottom
        default: return backdrop
        }
    }
}
