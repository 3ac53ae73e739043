import ViewTree

/// The iPad Lock Screen's widgets (iPadOS 17+): blocks as large as a `systemSmall` widget, in a
/// row under the clock in portrait and in a column at the left in landscape.
///
/// Apple publishes the slot sizes (HIG; measured in ../shared/facts/surfaces.md) and no positions.
/// The sizes fit one grid on every iPad: a rectangular slot is two circular ones and a gap wide,
/// and systemSmall two rectangular ones and the same gap tall (150.5 = 2 × 60 + 30.5 on the
/// 13-inch iPad Pro), so a block holds a small widget, two rectangular ones, or four circular ones
/// (chosen packing: each widget takes the first free place in the block, in reading order, else
/// starts the next block). No screenshot of an iPad Lock Screen was found; docs/devices.md.
public struct PadWidgetArea: Sendable, Hashable {
    /// Blocks side by side (portrait) or one under another (landscape).
    public enum Direction: Sendable, Hashable {
        case row
        case column
    }

    public var direction: Direction
    /// The top of the first block, in points.
    public var top: Double
    /// The middle of the row or of the column, in points from the screen's left edge.
    public var centreX: Double
    /// How many blocks fit: a portrait row takes four (chosen); a landscape column as many as the
    /// screen's height holds above the home indicator.
    public var blockLimit: Int

    public init(direction: Direction, top: Double, centreX: Double, blockLimit: Int) {
        self.direction = direction
        self.top = top
        self.centreX = centreX
        self.blockLimit = blockLimit
    }

    /// The cells of a block a family takes (a 2 × 2 grid of circular slots): nil for the inline
    /// family and the watch's corner, which no block holds.
    static func cells(of family: WidgetFamily) -> (rows: Int, columns: Int)? {
        switch family {
        case .circular: (1, 1)
        case .rectangular: (1, 2)
        case .small: (2, 2)
        case .inline, .corner, .activity: nil
        }
    }

    /// The frame of each family in `families`, in order, or nil where no block has room.
    public func frames(for families: [WidgetFamily], slots: SlotSizes) -> [Rect?] {
        let unit = slots.circular.width
        let block = slots.small.width
        let gap = block - 2 * unit
        var places: [(block: Int, row: Int, column: Int, family: WidgetFamily)?] = []
        var taken: [[Bool]] = []
        for family in families {
            guard let size = Self.cells(of: family) else { places.append(nil); continue }
            var found: (Int, Int, Int)?
            let current = max(taken.count - 1, 0)
            if taken.isEmpty { taken.append(Array(repeating: false, count: 4)) }
            search: for blockIndex in current...(current + 1) {
                if blockIndex == taken.count {
                    guard taken.count < blockLimit else { break }
                    taken.append(Array(repeating: false, count: 4))
                }
                for row in 0...(2 - size.rows) {
                    for column in 0...(2 - size.columns) {
                        let cells = (row..<(row + size.rows)).flatMap { r in (column..<(column + size.columns)).map { r * 2 + $0 } }
                        if cells.allSatisfy({ !taken[blockIndex][$0] }) {
                            cells.forEach { taken[blockIndex][$0] = true }
                            found = (blockIndex, row, column)
                            break search
                        }
                    }
                }
            }
            places.append(found.map { (block: $0.0, row: $0.1, column: $0.2, family: family) })
        }
        let blocks = Double(taken.count)
        return places.map { place in
            guard let place else { return nil }
            let size = Self.cells(of: place.family)!
            let left: Double, top: Double
            switch direction {
            case .row:
                left = centreX - (blocks * block + (blocks - 1) * gap) / 2 + Double(place.block) * (block + gap)
                top = self.top
            case .column:
                left = centreX - block / 2
                top = self.top + Double(place.block) * (block + gap)
            }
            let width = size.columns == 2 ? (place.family == .small ? block : slots.rectangular.width) : unit
            let height = size.rows == 2 ? block : slots.circular.height
            return Rect(x: left + Double(place.column) * (unit + gap), y: top + Double(place.row) * (unit + gap),
                        width: width, height: height)
        }
    }
}
