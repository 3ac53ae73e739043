/// Clipping: a rectangle or any shape (SwiftUI `clipShape`), for the duration of a closure.
extension PixelCanvas {
    /// Runs `body` with drawing restricted to `rect` as well (fractional edges clip partially).
    public mutating func withClip<Result>(to rect: PixelRect, _ body: (inout PixelCanvas) throws -> Result) rethrows -> Result {
        guard !rect.isPixelAligned else {
            let saved = clipBounds
            clipBounds = clipBounds.intersection(rect.enclosingBounds)
            defer { clipBounds = saved }
            return try body(&self)
        }
        return try withClip(to: VectorPath.rect(rect), body)
    }

    /// Runs `body` with drawing restricted to the inside of `path` as well, with anti-aliased
    /// edges (SwiftUI `clipShape`).
    public mutating func withClip<Result>(to path: VectorPath, _ body: (inout PixelCanvas) throws -> Result) rethrows -> Result {
        let savedBounds = clipBounds, savedMask = clipMask
        defer { clipBounds = savedBounds; clipMask = savedMask }
        var mask = CoverageMask(width: width, height: height, path: path)
        if let savedMask { mask.intersect(with: savedMask) }
        clipMask = mask
        clipBounds = clipBounds.intersection(path.controlBounds?.enclosingBounds ?? .empty)
        return try body(&self)
    }
}
