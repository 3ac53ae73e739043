import Cells
import Devices
import Raster

/// Rectangles of a Lock Screen picture: the viewport in points, its pixels, and slots in cells.
enum LockScreenFrames {
    /// Margin around the widget area and around a single slot, in points.
    static let viewportMargin = 12.0

    /// The part of the screen a viewport shows, in points.
    static func viewport(_ viewport: LockScreenViewport, scene: LockScreenScene) -> Rect {
        let device = scene.device
        let screen = Rect(x: 0, y: 0, width: device.screen.width, height: device.screen.height)
        switch viewport {
        case .phone:
            return screen
        case .widgets:
            let top = device.inlineSlot.y - viewportMargin
            let lowest = scene.slots.map(\.frame.maxY).max() ?? 0
            let bottom = max(device.lockScreen.widgetRowTop + device.slots.circular.height, lowest) + viewportMargin
            return Rect(x: 0, y: top, width: device.screen.width, height: bottom - top)
        case .slot(let index):
            guard let slot = scene.slots.first(where: { $0.index == index }) else { return screen }
            // The inline widget continues the date line, which is centred on the screen and
            // longer than the slot: the viewport is the whole line, as wide as the screen.
            if slot.widget.family == .inline {
                return Rect(x: 0, y: slot.frame.y - viewportMargin, width: device.screen.width, height: slot.frame.height + 2 * viewportMargin)
            }
            return Rect(x: slot.frame.x - viewportMargin, y: slot.frame.y - viewportMargin,
                        width: slot.frame.width + 2 * viewportMargin, height: slot.frame.height + 2 * viewportMargin)
        }
    }

    /// Whole pixels covering `rect` at a scale, starting on an even row and an even number of
    /// rows tall so that cell rows stay aligned with the full screen's, clipped to the screen.
    static func pixelBounds(of rect: Rect, pointsPerPixel s: Double, within screen: PixelBounds) -> PixelBounds {
        var x0 = Int((rect.x / s).rounded(.down)), y0 = Int((rect.y / s).rounded(.down))
        var x1 = Int((rect.maxX / s).rounded(.up)), y1 = Int((rect.maxY / s).rounded(.up))
        x0 = max(x0, 0); y0 = max(y0 - y0 % 2, 0)
        x1 = min(x1, screen.width); y1 = min(y1, screen.height)
        if (y1 - y0) % 2 == 1 { y1 += y1 < screen.height ? 1 : -1 }
        return PixelBounds(x: x0, y: y0, width: max(x1 - x0, 1), height: max(y1 - y0, 1))
    }

    /// A slot's cells in a picture cropped at `crop`, clipped to the grid.
    static func cells(of slot: SceneSlot, pointsPerPixel s: Double, crop: PixelBounds, grid: CellGrid) -> SlotCells {
        let left = Int((slot.frame.x / s).rounded(.down)) - crop.x
        let right = Int((slot.frame.maxX / s).rounded(.up)) - crop.x
        let top = (Int((slot.frame.y / s).rounded(.down)) - crop.y) / 2
        let bottom = (Int((slot.frame.maxY / s).rounded(.up)) - crop.y + 1) / 2
        let column = min(max(left, 0), grid.width), row = min(max(top, 0), grid.height)
        return SlotCells(index: slot.index, family: slot.widget.family, column: column, row: row,
                         width: max(min(right, grid.width) - column, 0), height: max(min(bottom, grid.height) - row, 0))
    }
}
