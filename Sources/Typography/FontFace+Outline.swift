import CFontLibraries

extension FontFace {
    /// The outline of the glyph the font maps `scalar` to, unscaled and unhinted (so it is the
    /// designer's shape at any size); nil when the font has no glyph of its own for it or the
    /// glyph is not an outline.
    public func outline(_ scalar: Unicode.Scalar) -> GlyphOutline? {
        withFace { face -> GlyphOutline? in
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            let noScale: Int32 = 1 << 0
            guard index != 0, FT_Load_Glyph(face, index, noScale) == 0, let slot = face.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, face.pointee.units_per_EM > 0 else { return nil }
            let collector = OutlineCollector(unitsPerEm: Double(face.pointee.units_per_EM))
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineCollector.from(user).move(to) },
                line_to: { to, user in OutlineCollector.from(user).line(to) },
                conic_to: { control, to, user in OutlineCollector.from(user).quad(control, to) },
                cubic_to: { control1, control2, to, user in OutlineCollector.from(user).cubic(control1, control2, to) },
                shift: 0, delta: 0)
            var outline = slot.pointee.outline
            let status = withExtendedLifetime(collector) {
                FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
            }
            guard status == 0 else { return nil }
            return collector.finished()
        }
    }
}

/// Gathers FreeType's decomposition callbacks into `GlyphOutline` segments, flipping y.
private final class OutlineCollector {
    let unitsPerEm: Double
    var segments: [GlyphOutline.Segment] = []

    init(unitsPerEm: Double) {
        self.unitsPerEm = unitsPerEm
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    func point(_ vector: UnsafePointer<FT_Vector>?) -> (x: Double, y: Double) {
        guard let vector else { return (0, 0) }
        return (Double(vector.pointee.x) / unitsPerEm, -Double(vector.pointee.y) / unitsPerEm)
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        if !segments.isEmpty { segments.append(.close) }
        let p = point(to)
        segments.append(.move(x: p.x, y: p.y))
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let p = point(to)
        segments.append(.line(x: p.x, y: p.y))
        return 0
    }

    func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let c = point(control), p = point(to)
        segments.append(.quad(controlX: c.x, controlY: c.y, x: p.x, y: p.y))
        return 0
    }

    func cubic(_ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let c1 = point(control1), c2 = point(control2), p = point(to)
        segments.append(.cubic(control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y, x: p.x, y: p.y))
        return 0
    }

    func finished() -> GlyphOutline {
        if !segments.isEmpty { segments.append(.close) }
        return GlyphOutline(segments: segments)
    }
}
