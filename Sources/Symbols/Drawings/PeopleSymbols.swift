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
        frame: PixelRect(x: 20, y: 3, width: 57.5, height: 95),
        parts: [
            .circle(x: 56, y: 13, radius: 10),
            .stroke([52, 32, 44, 58], width: 13),
            .stroke([51, 34, 64, 46, 72, 50], width: 11),
            .stroke([49, 34, 36, 46, 32, 58], width: 11),
            .stroke([44, 58, 58, 72, 60, 92], width: 12),
            .stroke([44, 58, 38, 76, 26, 92], width: 12),
        ]
    )

    /// `figure.run`: A running figure leaning right.
    static let figureRun = SymbolDrawing(
        frame: PixelRect(x: 10, y: 3, width: 79.5, height: 93),
        parts: [
            .circle(x: 64, y: 13, radius: 10),
            .stroke([58, 32, 46, 56], width: 13),
            .stroke([58, 33, 72, 44, 84, 38], width: 11),
            .stroke([56, 33, 42, 36, 32, 48], width: 11),
            .stroke([46, 56, 64, 66, 62, 90], width: 12),
            .stroke([46, 56, 36, 76, 16, 80], width: 12),
        ]
    )
}
