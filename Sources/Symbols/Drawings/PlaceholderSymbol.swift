import Raster

extension SymbolDrawings {
    /// Stands in for names without a drawing: a rounded square outline crossed by a diagonal,
    /// unlike any real symbol.
    static let placeholder = SymbolDrawing(
        frame: PixelRect(x: 0, y: 0, width: 100, height: 100),
        parts: [
            .roundedRect(x: 6, y: 6, width: 88, height: 88, radius: 16),
            .hole(.roundedRect(x: 16, y: 16, width: 68, height: 68, radius: 7)),
            .stroke([26, 74, 74, 26], width: 10),
        ]
    )
}
