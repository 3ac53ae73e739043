import CNcursesw

/// The screen's own (foreground, background) → colour pair table, defined with
/// `init_extended_pair`. `alloc_pair` is unfit for animated truecolour (its memory grows
/// without bound and it slows to ~190 ms a frame after a few thousand frames, and a recycled
/// pair may still be on screen); this table only grows, and is emptied with
/// `reset_color_pairs` at a frame boundary when a frame would not fit.
struct ColorPairTable {
    /// Pair numbers go from 1 to `capacity`; pair 0 is the terminal's default colours.
    let capacity: Int
    private var pairs: [UInt64: Int32] = [:]

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        pairs.reserveCapacity(min(self.capacity, 1 << 14))
    }

    static func key(_ foreground: Int32, _ background: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: foreground)) << 32 | UInt64(UInt32(bitPattern: background))
    }

    var count: Int { pairs.count }

    /// Whether the pair is already defined.
    func contains(_ foreground: Int32, _ background: Int32) -> Bool {
        pairs[Self.key(foreground, background)] != nil
    }

    /// The pair for the colours (-1 is the terminal's default), defining it when new;
    /// 0 when the table is full.
    mutating func pair(_ foreground: Int32, _ background: Int32) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Self.key(foreground, background)
        if let pair = pairs[key] { return pair }
        guard pairs.count < capacity else { return 0 }
        let pair = Int32(pairs.count + 1)
        init_extended_pair(pair, foreground, background)
        pairs[key] = pair
        return pair
    }

    /// Forgets every pair (`reset_color_pairs`); call only between frames, then redraw.
    mutating func reset() {
        reset_color_pairs()
        pairs.removeAll(keepingCapacity: true)
    }
}
