import Raster
import ViewTree

extension SymbolDrawing {
    /// The enclosure fills the whole 100-unit design box, as SF Symbols' `.circle` forms fill
    /// the symbol's square.
    static let enclosureSide = 100.0
    /// An outlined enclosure's line width: about the stroke of a regular-weight SF Symbol at
    /// this size (1/12 of the side).
    static let enclosureLineWidth = 8.0
    /// The square enclosure's corner radius, near SF Symbols' `.square` (a fifth of the side).
    static let squareCornerRadius = 20.0
    /// The side of the box the base symbol is fitted into: half the circle's diameter keeps the
    /// base clear of the ring (the box's corners stay inside it); a square has room for more.
    static func innerSide(_ enclosure: SymbolEnclosure) -> Double { enclosure.isCircle ? 50 : 56 }

    /// `self` inside a circle or rounded square: outlined, a ring with the symbol inside; filled,
    /// a disc or square with the symbol cut out of it (the symbol's own holes stay filled).
    func enclosed(in enclosure: SymbolEnclosure) -> SymbolDrawing {
        let side = Self.enclosureSide
        let box = PixelRect(x: 0, y: 0, width: side, height: side)
        let innerSide = Self.innerSide(enclosure)
        let inner = outline(in: PixelRect(x: (side - innerSide) / 2, y: (side - innerSide) / 2, width: innerSide, height: innerSide))
        var path: VectorPath
        switch (enclosure.isCircle, enclosure.filled) {
        case (true, true): path = .ellipse(in: box)
        case (false, true): path = .roundedRect(box, cornerRadius: Self.squareCornerRadius)
        case (true, false): path = .strokedEllipse(in: box.insetBy(Self.enclosureLineWidth / 2), lineWidth: Self.enclosureLineWidth)
        case (false, false):
            path = .strokedRoundedRect(box.insetBy(Self.enclosureLineWidth / 2), cornerRadius: Self.squareCornerRadius,
                                       lineWidth: Self.enclosureLineWidth)
        }
        path.addPath(enclosure.filled ? inner.reversed() : inner)
        return SymbolDrawing(frame: box, outline: path)
    }
}
