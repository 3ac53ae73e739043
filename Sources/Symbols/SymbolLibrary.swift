import Foundation
import Raster
import ViewTree

/// Look-alike vector drawings of the SF Symbols lockscreen-tui knows (`SymbolCatalog` in
/// ViewTree): hand-drawn ones, Material Icons glyphs read from the icon font the first time one
/// is needed, and either inside a circle or square. Fitted into pixel rectangles ready for
/// `PixelCanvas.fill(_:with:)`.
///
///     if let heart = SymbolLibrary.path(for: "heart.fill", in: PixelRect(x: 2, y: 2, width: 12, height: 12)) {
///         canvas.fill(heart, with: tint)
///     }
///
/// Every path is meant to be filled in one call (non-zero winding; cut-outs rely on it).
/// Icon-font glyphs are one layer: their secondary layer is empty.
public enum SymbolLibrary {
    /// The symbol fitted into `rect`: scaled to touch the rect on its tighter axis, aspect
    /// kept, centred. Both layers together. Nil for a name with no drawing; empty when `rect`
    /// has no area.
    public static func path(for name: String, in rect: PixelRect) -> VectorPath? {
        drawing(for: name)?.outline(in: rect)
    }

    /// One layer of the symbol, fitted exactly as `path(for:in:)` fits the whole symbol, so
    /// layers filled in different colours line up. Nil for a name with no drawing.
    public static func path(for name: String, layer: SymbolLayer, in rect: PixelRect) -> VectorPath? {
        drawing(for: name)?.outline(in: rect, layer: layer)
    }

    /// Whether the symbol has a secondary layer worth colouring separately.
    public static func hasSecondaryLayer(_ name: String) -> Bool {
        drawing(for: name).map { !$0.secondary.isEmpty } ?? false
    }

    /// The symbol's natural width over height (envelope wider than 1, figures narrower);
    /// nil for a name with no drawing.
    public static func aspectRatio(for name: String) -> Double? {
        drawing(for: name)?.aspectRatio
    }

    /// Whether `name` has a drawing (false also when the icon font it needs is not installed).
    public static func contains(_ name: String) -> Bool {
        drawing(for: name) != nil
    }

    /// The stand-in for names without a drawing: a rounded square outline crossed by a
    /// diagonal, fitted like a symbol (square, centred in `rect`).
    public static func placeholderPath(in rect: PixelRect) -> VectorPath {
        SymbolDrawings.placeholder.outline(in: rect)
    }

    /// The symbol, or the placeholder when `name` has no drawing.
    public static func pathOrPlaceholder(for name: String, in rect: PixelRect) -> VectorPath {
        path(for: name, in: rect) ?? placeholderPath(in: rect)
    }

    /// The drawing `SymbolCatalog` names for `name`, made once.
    static func drawing(for name: String) -> SymbolDrawing? {
        if let handDrawn = SymbolDrawings.byName[name] { return handDrawn }
        return SymbolCatalog.source(for: name).flatMap(EnclosedDrawings.shared.drawing(for:))
    }
}

/// Drawings made from a `SymbolSource` (icon-font glyphs, enclosures), kept once made.
final class EnclosedDrawings: @unchecked Sendable {
    static let shared = EnclosedDrawings()
    private let lock = NSLock()
    private var made: [SymbolSource: SymbolDrawing?] = [:]

    func drawing(for source: SymbolSource) -> SymbolDrawing? {
        switch source {
        case .handDrawn(let name): return SymbolDrawings.byName[name]
        case .iconFont(let glyph): return IconFontDrawings.shared.drawing(for: glyph)
        case .enclosed(let inner, let enclosure):
            lock.lock()
            if let known = made[source] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let drawing = self.drawing(for: inner)?.enclosed(in: enclosure)
            lock.lock()
            made[source] = .some(drawing)
            lock.unlock()
            return drawing
        }
    }
}
