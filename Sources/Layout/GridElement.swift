import Devices
import ViewTree

/// `Grid`: rows of cells in aligned columns. Each column is as wide as its widest cell; a column
/// holding a cell that grows without bound (a `Gauge`, a `Color`) is flexible, and the flexible
/// columns share what the others and the spacing leave of a proposed width, none narrower than
/// its cells can be. Each row is as tall
/// as its cells once aligned (a `GridRow`'s own vertical alignment, else the grid's). A child
/// that is not a `GridRow` is a row of its own across every column. A cell spans the columns
/// `gridCellColumns` says (without sizing them); cells sit in their column by the column's
/// `gridColumnAlignment`, else the grid's horizontal alignment.
final class GridElement: LayoutElement {
    /// Where every cell goes for one proposal, and the grid's size.
    struct Arrangement {
        var columnWidths: [Double]
        /// Each row's top and height, relative to the grid.
        var rowTops: [Double]
        var rowHeights: [Double]
        /// Each row's cells' proposals and origins (relative to the grid); one for a spanning row.
        var proposals: [[ProposedSize]]
        var origins: [[Point]]
        var size: Size
        var baselines: Baselines
    }

    let info: NodeInfo
    let alignment: Alignment
    let rowSpacing: Double
    let columnSpacing: Double
    /// Rows: `GridRowElement`s, or any element spanning the columns.
    let rows: [LayoutElement]
    private var cache = ProposalCache<Arrangement>()

    init(alignment: Alignment, rowSpacing: Double?, columnSpacing: Double?, rows: [LayoutElement], info: NodeInfo) {
        self.info = info
        self.alignment = alignment
        self.rowSpacing = rowSpacing ?? StackView.defaultSpacing
        self.columnSpacing = columnSpacing ?? StackView.defaultSpacing
        self.rows = rows
    }

    func size(for proposal: ProposedSize) -> Size { arrangement(for: proposal).size }

    func baselines(for proposal: ProposedSize) -> Baselines { arrangement(for: proposal).baselines }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        let arrangement = arrangement(for: proposal)
        let nodes = rows.indices.map { index -> LayoutNode in
            let proposals = arrangement.proposals[index], origins = arrangement.origins[index]
            guard let row = rows[index] as? GridRowElement else {
                return rows[index].place(proposals[0], at: origin.offset(dx: origins[0].x, dy: origins[0].y))
            }
            let cells = row.cells.indices.map { cell in
                row.cells[cell].place(proposals[cell], at: origin.offset(dx: origins[cell].x, dy: origins[cell].y))
            }
            let frame = Rect(origin: origin.offset(dx: 0, dy: arrangement.rowTops[index]),
                             size: Size(width: arrangement.size.width, height: arrangement.rowHeights[index]))
            return row.info.node(frame, children: cells)
        }
        return info.node(Rect(origin: origin, size: arrangement.size), children: nodes)
    }

    func arrangement(for proposal: ProposedSize) -> Arrangement {
        cache.value(for: proposal) { arrange(proposal) }
    }

    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        let cellRows = rows.map { ($0 as? GridRowElement)?.cells }
        // Each cell's first column and the columns it spans (`gridCellColumns`).
        let columnsOf: [[(first: Int, span: Int)]?] = rows.map { row in
            guard let gridRow = row as? GridRowElement else { return nil }
            var next = 0
            return gridRow.spans.map { span in
                defer { next += span }
                return (next, span)
            }
        }
        let columnCount = columnsOf.compactMap { $0?.last.map { $0.first + $0.span } }.max() ?? 0
        var widths = Array(repeating: 0.0, count: columnCount)
        var flexible = Array(repeating: false, count: columnCount)
        // The narrowest each column's cells can be (`frame(minWidth:)`, a GridItem's minimum).
        var minimums = Array(repeating: 0.0, count: columnCount)
        // A column's horizontal alignment: the first cell in it that asks (`gridColumnAlignment`), else the grid's.
        var columnAlignments = Array(repeating: alignment.horizontal, count: columnCount)
        var aligned = Set<Int>()
        for (index, cells) in cellRows.enumerated() {
            guard let cells, let row = rows[index] as? GridRowElement, let columns = columnsOf[index] else { continue }
            for (position, cell) in cells.enumerated() {
                let column = columns[position].first
                if let asked = row.columnAlignments[position], !aligned.contains(column) {
                    columnAlignments[column] = asked
                    aligned.insert(column)
                }
                // Cells spanning several columns do not size them.
                guard columns[position].span == 1 else { continue }
                let ideal = cell.size(for: ProposedSize(width: nil, height: nil)).width
                widths[column] = max(widths[column], ideal)
                let widest = cell.size(for: ProposedSize(width: .infinity, height: nil)).width
                if !widest.isFinite || widest > ideal + 0.5 {
                    flexible[column] = true
                    minimums[column] = max(minimums[column], cell.size(for: ProposedSize(width: 0, height: nil)).width)
                }
            }
        }
        let spacingTotal = columnSpacing * Double(max(columnCount - 1, 0))
        if let width = proposal.width, width.isFinite, flexible.contains(true) {
            let fixed = zip(widths, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
            let share = max(width - fixed - spacingTotal, 0) / Double(flexible.filter { $0 }.count)
            for column in widths.indices where flexible[column] { widths[column] = max(share, minimums[column]) }
        }
        var lefts: [Double] = []
        var x = 0.0
        for width in widths {
            lefts.append(x)
            x += width + columnSpacing
        }
        let columnsWidth = widths.reduce(0, +) + spacingTotal
        let spanningWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? columnsWidth
        var gridWidth = columnsWidth
        var proposals: [[ProposedSize]] = []
        var origins: [[Point]] = []
        var tops: [Double] = []
        var heights: [Double] = []
        var placedBaselines: [Baselines] = []
        var y = 0.0
        for (index, row) in rows.enumerated() {
            if index > 0 { y += rowSpacing }
            tops.append(y)
            guard let cells = cellRows[index], let gridRow = row as? GridRowElement else {
                let offer = ProposedSize(width: columnCount == 0 ? proposal.width : spanningWidth, height: nil)
                let size = row.size(for: offer)
                gridWidth = max(gridWidth, size.width)
                proposals.append([offer])
                origins.append([Point(x: 0, y: y)])
                placedBaselines.append(row.baselines(for: offer).offset(by: y))
                heights.append(size.height)
                y += size.height
                continue
            }
            let columns = columnsOf[index] ?? []
            func spannedWidth(_ position: Int) -> Double {
                let (first, span) = columns[position]
                return widths[first..<(first + span)].reduce(0, +) + columnSpacing * Double(span - 1)
            }
            let offers = cells.indices.map { ProposedSize(width: spannedWidth($0), height: nil) }
            let sizes = zip(cells, offers).map { $0.size(for: $1) }
            let baselines = zip(cells, offers).map { $0.baselines(for: $1) }
            let rowAlignment = gridRow.alignment ?? alignment.vertical
            let (offsets, height) = AlignmentMath.verticalOffsets(heights: sizes.map(\.height), baselines: baselines, alignment: rowAlignment)
            proposals.append(offers)
            origins.append(cells.indices.map { position in
                let first = columns[position].first
                let horizontal = columns[position].span == 1 ? columnAlignments[first] : alignment.horizontal
                return Point(x: lefts[first] + (spannedWidth(position) - sizes[position].width) * horizontal.fraction, y: y + offsets[position])
            })
            placedBaselines.append(Baselines.combining(zip(baselines, offsets).map { $0.offset(by: y + $1) }))
            heights.append(height)
            y += height
        }
        return Arrangement(columnWidths: widths, rowTops: tops, rowHeights: heights, proposals: proposals, origins: origins,
                           size: Size(width: gridWidth, height: y), baselines: Baselines.combining(placedBaselines))
    }
}

/// `GridRow`: in a `Grid`, its cells are laid out by the grid, one a column; anywhere else it
/// is an `HStack` of them, as in SwiftUI.
final class GridRowElement: LayoutElement {
    let info: NodeInfo
    let cells: [LayoutElement]
    /// `GridRow(alignment:)`; nil takes the grid's.
    let alignment: VerticalAlignment?
    /// Each cell's `gridCellColumns`.
    let spans: [Int]
    /// Each cell's `gridColumnAlignment`, if it asks for one.
    let columnAlignments: [HorizontalAlignment?]
    private let asStack: StackElement

    init(alignment: VerticalAlignment?, children: [StackElement.Child], spans: [Int], columnAlignments: [HorizontalAlignment?],
         info: NodeInfo) {
        self.info = info
        self.alignment = alignment
        cells = children.map(\.element)
        self.spans = spans.count == children.count ? spans : Array(repeating: 1, count: children.count)
        self.columnAlignments = columnAlignments.count == children.count ? columnAlignments : Array(repeating: nil, count: children.count)
        asStack = StackElement(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                               spacing: nil, children: children, info: info)
    }

    func size(for proposal: ProposedSize) -> Size { asStack.size(for: proposal) }

    func baselines(for proposal: ProposedSize) -> Baselines { asStack.baselines(for: proposal) }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode { asStack.place(proposal, at: origin) }
}
