import Raster

/// Hearts, stars, marks, arrows, bolts and the circle. Design units: see `SymbolDrawing`.
extension SymbolDrawings {
    /// `heart.fill`: Two round lobes over a point.
    static let heartFill = SymbolDrawing(
        frame: PixelRect(x: 2, y: 4, width: 96, height: 91),
        parts: [
            .path("""
                M 50 95 C 36 84 2 62 2 31 C 2 15 13 4 28 4 C 38 4 46 10 50 19 C 54 10 62 4 72 4
                C 87 4 98 15 98 31 C 98 62 64 84 50 95 Z
                """),
        ]
    )

    /// `heart`: The heart outline: the filled heart with a smaller heart cut out.
    static let heart = SymbolDrawing(
        frame: PixelRect(x: 2, y: 4, width: 96, height: 91),
        parts: [
            .path("""
                M 50 95 C 36 84 2 62 2 31 C 2 15 13 4 28 4 C 38 4 46 10 50 19 C 54 10 62 4 72 4
                C 87 4 98 15 98 31 C 98 62 64 84 50 95 Z
                """),
            .hole(.path("""
                M 50 79 C 39 70 15 53 15 32 C 15 22 21 17 28 17 C 36 17 43 23 50 36 C 57 23 64 17 72 17
                C 79 17 85 22 85 32 C 85 53 61 70 50 79 Z
                """)),
        ]
    )

    /// `star.fill`: Five points; the inner radius is about half the outer.
    static let starFill = SymbolDrawing(
        frame: PixelRect(x: 2, y: 2, width: 96, height: 90.5),
        parts: [
            .path("""
                M 50 2 L 64.1 32.6 L 97.6 36.5 L 72.8 59.4 L 79.4 92.5 L 50 76 L 20.6 92.5 L 27.2 59.4
                L 2.4 36.5 L 35.9 32.6 Z
                """),
        ]
    )

    /// `star`: The star outline: an inset star cut out of the filled one.
    static let star = SymbolDrawing(
        frame: PixelRect(x: 2, y: 2, width: 96, height: 90.5),
        parts: [
            .path("""
                M 50 2 L 64.1 32.6 L 97.6 36.5 L 72.8 59.4 L 79.4 92.5 L 50 76 L 20.6 92.5 L 27.2 59.4
                L 2.4 36.5 L 35.9 32.6 Z
                """),
            .hole(.path("""
                M 50 25.9 L 57.4 41.9 L 74.8 43.9 L 61.9 55.9 L 65.4 73.1 L 50 64.5 L 34.6 73.1 L 38.1 55.9
                L 25.2 43.9 L 42.6 41.9 Z
                """)),
        ]
    )

    /// `bolt.fill`: A lightning bolt with a blunt top, which keeps it a bolt at 8 px.
    static let boltFill = SymbolDrawing(
        frame: PixelRect(x: 14, y: 0, width: 74, height: 100),
        parts: [.path("M 54 0 L 80 0 L 62 38 L 88 38 L 30 100 L 42 58 L 14 58 Z")]
    )

    /// `bolt`: The bolt outline: an inset bolt cut out of a slightly fatter one.
    static let bolt = SymbolDrawing(
        frame: PixelRect(x: 10, y: 0, width: 82, height: 100),
        parts: [
            .path("M 52 0 L 82 0 L 64 36 L 92 36 L 28 100 L 40 60 L 10 60 Z"),
            .hole(.path("M 57.2 10 L 65.8 10 L 47.8 46 L 67.9 46 L 49 64.9 L 53.4 50 L 29.2 50 Z")),
        ]
    )

    /// `circle`: A ring.
    static let circle = SymbolDrawing(
        frame: PixelRect(x: 0, y: 0, width: 100, height: 100),
        parts: [.ring(x: 50, y: 50, radius: 44.5, width: 11)]
    )

    /// `checkmark`: A short left arm and a long right arm.
    static let checkmark = SymbolDrawing(
        frame: PixelRect(x: 5.5, y: 9.5, width: 89, height: 81),
        parts: [.stroke([12, 56, 38, 84, 88, 16], width: 13)]
    )

    /// `checkmark.circle.fill`: A disc with the check cut out (one outline, so it never overlaps itself).
    static let checkmarkCircleFill = SymbolDrawing(
        frame: PixelRect(x: 2, y: 2, width: 96, height: 96),
        parts: [
            .circle(x: 50, y: 50, radius: 48),
            .hole(.path("""
                M 31.9 47.1 L 43.7 58.9 L 67.8 30.4 C 69.8 28.1 73.2 27.8 75.6 29.8
                C 77.9 31.8 78.2 35.2 76.2 37.6 L 44.3 75.1 L 24.1 54.9 C 22 52.7 22 49.3 24.1 47.1
                C 26.3 45 29.7 45 31.9 47.1 Z
                """)),
        ]
    )

    /// `xmark`: Two crossed strokes.
    static let xmark = SymbolDrawing(
        frame: PixelRect(x: 7.5, y: 7.5, width: 85, height: 85),
        parts: [.stroke([14, 14, 86, 86], width: 13), .stroke([86, 14, 14, 86], width: 13)]
    )

    /// `arrow.up`: A shaft and a chevron head.
    static let arrowUp = SymbolDrawing(
        frame: PixelRect(x: 9.5, y: 2.5, width: 81, height: 96),
        parts: [.stroke([50, 92, 50, 9], width: 13), .stroke([16, 43, 50, 9, 84, 43], width: 13)]
    )

    /// `arrow.down`: `arrow.up` mirrored top to bottom.
    static let arrowDown = SymbolDrawing(
        frame: PixelRect(x: 9.5, y: 1.5, width: 81, height: 96),
        parts: [.stroke([50, 8, 50, 91], width: 13), .stroke([16, 57, 50, 91, 84, 57], width: 13)]
    )
}
