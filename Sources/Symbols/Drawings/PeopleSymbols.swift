import Raster

/// People and activity figures. Design units: see `SymbolDrawing`.
extension SymbolDrawings {
    /// `person.fill`: A head over rounded shoulders.
    static let personFill = SymbolDrawing(
        frame: PixelRect(x: 8, y: 5, width: 84, height: 91),
        parts: [
            .circle(x: 50, y: 26, radius: 21),
            .path("""
                M 8 88 C 8 68 26 55 50 55 C 74 55 92 68 92 88 C 92 93 89 96 84 96 L 16 96 C 11 96 8 93 8 88 Z
                """),
        ]
    )

    /// `figure.walk`: A walking figure facing right.
    static let figureWalk = SymbolDrawing(
        frame: PixelRect(x: 19, y: 1, width: 59, height: 98),
        parts: [
            .circle(x: 56, y: 12, radius: 11),
            .stroke([52, 32, 45, 58], width: 15),
            .stroke([52, 33, 64, 46, 72, 50], width: 12),
            .stroke([50, 34, 37, 46, 33, 58], width: 12),
            .stroke([45, 58, 58, 72, 60, 92], width: 14),
            .stroke([45, 58, 38, 76, 26, 92], width: 14),
        ]
    )

    /// `figure.run`: A running figure leaning right.
    static let figureRun = SymbolDrawing(
        frame: PixelRect(x: 9, y: 1, width: 81, height: 96),
        parts: [
            .circle(x: 64, y: 12, radius: 11),
            .stroke([58, 31, 46, 56], width: 15),
            .stroke([58, 32, 72, 44, 84, 38], width: 12),
            .stroke([56, 32, 42, 35, 32, 48], width: 12),
            .stroke([46, 56, 64, 66, 62, 90], width: 14),
            .stroke([46, 56, 36, 76, 16, 80], width: 14),
        ]
    )
}
