import ViewTree

/// One Apple Watch screen as lockscreen-tui draws it: the screen and the four accessory
/// complication sizes, in points (every watch draws at @2x). Sources per value in docs/devices.md.
public struct WatchModel: Sendable, Hashable {
    /// The case size and models, e.g. "Apple Watch 45 mm (Series 7, 8, 9)".
    public var name: String
    /// The short command-line name, e.g. "45mm".
    public var identifier: String
    /// The screen in points, portrait.
    public var screen: Size
    /// The `accessoryCircular` complication (a square the system masks to a circle).
    public var circular: Double
    /// The `accessoryCorner` complication's round content (its curved label lies inside it, along the bezel).
    public var corner: Double
    /// The `accessoryRectangular` complication.
    public var rectangular: Size
    /// The `accessoryInline` line.
    public var inline: Size

    /// Pixels per point on every Apple Watch (HIG "Layout", watchOS screen dimensions).
    public static let scale = 2.0

    public init(name: String, identifier: String, screen: Size, circular: Double, corner: Double, rectangular: Size, inline: Size) {
        self.name = name
        self.identifier = identifier
        self.screen = screen
        self.circular = circular
        self.corner = corner
        self.rectangular = rectangular
        self.inline = inline
    }

    /// The screen in the watch's own pixels (a 45 mm watch's is 396×484).
    public var screenPixels: (width: Int, height: Int) {
        (Int((screen.width * Self.scale).rounded()), Int((screen.height * Self.scale).rounded()))
    }

    /// The slot of `family` on this watch; no face has a systemSmall slot, which gets the
    /// rectangular one (commands offer only the faces' families on a watch).
    public func slotSize(for family: WidgetFamily) -> Size {
        switch family {
        case .circular: Size(width: circular, height: circular)
        case .small, .activity: rectangular
        case .corner: Size(width: corner, height: corner)
        case .rectangular: rectangular
        case .inline: inline
        }
    }

    /// Apple publishes no size for the inline complication on any watch (HIG "Complications"
    /// covers only the older utilitarian layouts; WWDC22 session 10050: "the inline slot comes in
    /// many sizes"). lockscreen-tui gives it this share of the screen's width: a line across the
    /// screen between its rounded corners.
    public static let inlineWidthShare = 0.9

    /// The inline line's height (chosen; not published): the iPhone's inline line, 26 points, as
    /// lockscreen-tui lays inline text out in the same font on both.
    public static let inlineHeight = 26.0

    static func inline(onScreenWidth width: Double) -> Size {
        Size(width: (width * inlineWidthShare).rounded(), height: inlineHeight)
    }
}
