import ArgumentParser
import LockScreen
import Raster
import Rendering
import TerminalCapabilities
import TerminalGraphics

/// `render … -o FILE.png` (or `--format png`) without a cell-size option: the picture at the
/// device's own pixels, every text drawn from the font. With `--width`, `--height` or
/// `--scale` the PNG shows the cells instead, through `OutputOptions.emit(_: CellGrid)`.
/// On a terminal with real pixels (`--graphics`), the same device pixels fitted into the
/// terminal, or into `--width` × `--height` cells.
extension RenderCommand {
    /// True when the picture is the device's own pixels: png output and no cell-size option, or
    /// a terminal pixel protocol.
    var writesDevicePixels: Bool {
        (output.resolvedFormat == .png && size.width == nil && size.scale == nil && height.height == nil) || pixelProtocol != nil
    }

    /// The terminal pixel protocol the picture goes out in, or nil for cells (and PNG files).
    var pixelProtocol: GraphicsProtocol? {
        output.pixelProtocol(cellSizeAsked: size.scale != nil)
    }

    /// Writes device pixels: a PNG, or the terminal's protocol fitted into `pixelArea`.
    func emitPixels(_ pixels: PixelBuffer) throws {
        try output.emit(pixels, graphics: pixelProtocol, area: pixelArea)
    }

    /// The cells a terminal picture fits into: `--width` × `--height`, else the terminal's size
    /// less the row the prompt comes back on.
    var pixelArea: (columns: Int, rows: Int) {
        let terminal = TerminalSize.current()
        let columns = size.width ?? terminal?.columns ?? TerminalSize.fallback.columns
        let rows = height.height ?? terminal.map { max($0.rows - 1, 1) } ?? TerminalSize.fallback.rows
        return (columns, rows)
    }

    /// The whole screen's pixels: at the device's own for a PNG; for a terminal, drawn straight
    /// at the size it fits into (a Lock Screen drawn at 1179×2556 and scaled to a terminal's
    /// 700 rows of pixels took 160 ms, most of it pixels never shown).
    func screenPixels(of scene: LockScreenScene, options: LockScreenOptions) throws -> PixelBuffer {
        guard let graphics = pixelProtocol else { return try devicePixels(of: scene, options: options) }
        let picture = TerminalPicture(graphics: graphics, cell: output.terminal.cellPixels?.value ?? TerminalPicture.assumedCell)
        let area = pixelArea
        let renderer = LockScreenRenderer.forCommandLine()
        let shown = renderer.viewport(scene, options: options).size
        let pointsPerPixel = picture.pointsPerPixel(fittingWidth: shown.width, height: shown.height,
                                                    columns: area.columns, rows: area.rows, finest: 1 / scene.device.scale)
        do {
            return try renderer.pixels(scene, options: options, pointsPerPixel: pointsPerPixel)
        } catch {
            throw WallpaperFailure.report(error, theme: scene.theme)
        }
    }

    /// The scene's viewport (the whole Lock Screen, or one widget's slot) at the device's own pixels.
    func devicePixels(of scene: LockScreenScene, options: LockScreenOptions) throws -> PixelBuffer {
        do {
            return try LockScreenRenderer.forCommandLine().devicePixels(scene, options: options)
        } catch {
            throw WallpaperFailure.report(error, theme: scene.theme)
        }
    }

    /// One widget on the neutral backdrop at the device's own pixels.
    func devicePixels(of request: WidgetRenderer.Request) -> PixelBuffer {
        var request = request
        request.pointsPerPixel = 1 / request.device.scale
        return WidgetRenderer().pixels(request)
    }
}
