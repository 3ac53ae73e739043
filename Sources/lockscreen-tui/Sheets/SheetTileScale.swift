import Rendering

/// How large a sheet's tiles are drawn: points per pixel (one pixel is a column wide and half a
/// row tall), from `--scale` or the defaults, made smaller when one tile would not fit the sheet.
enum SheetTileScale {
    /// A sheet's width when neither `--width` nor a terminal says: four Lock Screens and their gaps.
    static let fallbackWidth = 200
    /// A Lock Screen tile's width by default, in columns: four of them and their gaps fit 200 columns.
    static let lockScreenColumns = 46

    /// `asked` (else `standard`), or larger when a picture `points` wide would be wider than
    /// `columns` (one column is kept for edges that fall between pixels).
    static func pointsPerPixel(asked: Double?, standard: Double, points: Double, columns: Int) -> Double {
        let scale = asked ?? standard
        let fitting = points / Double(max(columns - 1, 1))
        return max(scale, fitting)
    }

    /// One widget's tiles: the default scale of `render`, or `--scale`.
    static func widget(asked: Double?, points: Double, sheetWidth: Int) -> Double {
        pointsPerPixel(asked: asked, standard: WidgetRenderer.defaultPointsPerPixel, points: points, columns: sheetWidth)
    }

    /// Lock Screen tiles: the widest screen `lockScreenColumns` wide (so that every device keeps
    /// its size beside the others), or `--scale`.
    static func lockScreen(asked: Double?, widestScreen points: Double, sheetWidth: Int) -> Double {
        let standard = points / Double(lockScreenColumns - 1)
        return pointsPerPixel(asked: asked, standard: standard, points: points, columns: sheetWidth)
    }
}
