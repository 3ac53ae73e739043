import Raster

/// One symbol drawn in **design units**: a 100 × 100 box, origin at the top-left, y growing
/// downwards. `frame` is the part of the box the drawing occupies (its natural bounds,
/// tight to the ink); fitting maps it into the caller's rect, and its width over height is
/// the symbol's natural aspect ratio.
///
/// Fill rule: each layer's parts are appended into one `VectorPath`, filled once with the
/// non-zero winding rule. Plain parts wind clockwise on screen, so overlapping plain parts
/// simply merge. A `.hole` part winds the other way and cuts out what it covers; that works
/// only where exactly one plain part lies beneath, so a hole must stay inside the shape it
/// cuts, and holes must not overlap one another (either would leave winding −1: filled).
struct SymbolDrawing: Sendable {
    let frame: PixelRect
    let parts: [SymbolPart]
    let secondary: [SymbolPart]
    /// The primary and secondary layers in design units, built once.
    let primaryOutline: VectorPath
    let secondaryOutline: VectorPath

    init(frame: PixelRect, parts: [SymbolPart], secondary: [SymbolPart] = []) {
        self.frame = frame
        self.parts = parts
        self.secondary = secondary
        primaryOutline = Self.outline(of: parts)
        secondaryOutline = Self.outline(of: secondary)
    }

    /// A drawing that is one ready-made outline (a font glyph, an enclosure), clockwise, with
    /// holes anticlockwise; no secondary layer.
    init(frame: PixelRect, outline: VectorPath) {
        self.frame = frame
        parts = []
        secondary = []
        primaryOutline = outline
        secondaryOutline = VectorPath()
    }

    /// Width over height of `frame`.
    var aspectRatio: Double { frame.height > 0 ? frame.width / frame.height : 1 }

    /// The outline in design units: one layer, or both when `layer` is nil.
    func designOutline(layer: SymbolLayer? = nil) -> VectorPath {
        switch layer {
        case .primary: return primaryOutline
        case .secondary: return secondaryOutline
        case nil:
            var both = primaryOutline
            both.addPath(secondaryOutline)
            return both
        }
    }

    /// The drawing scaled to fit `rect` (aspect kept) and centred in it; empty when `rect`
    /// has no area or is not finite.
    func outline(in rect: PixelRect, layer: SymbolLayer? = nil) -> VectorPath {
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite,
              !frame.isEmpty else { return VectorPath() }
        let scale = min(rect.width / frame.width, rect.height / frame.height)
        let offset = PixelPoint(x: rect.midX - frame.midX * scale, y: rect.midY - frame.midY * scale)
        return designOutline(layer: layer).transformed(scale: scale, offset: offset)
    }

    private static func outline(of parts: [SymbolPart]) -> VectorPath {
        var path = VectorPath()
        for part in parts {
            if let outline = part.outline { path.addPath(outline) }
        }
        return path
    }
}
