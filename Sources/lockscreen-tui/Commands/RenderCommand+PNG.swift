import ArgumentParser
import LockScreen
import Raster
import Rendering

/// `render … -o FILE.png` (or `--format png`) without a cell-size option: the picture at the
/// device's own pixels, every text drawn from the font. With `--width`, `--height` or
/// `--scale` the PNG shows the cells instead, through `OutputOptions.emit(_: CellGrid)`.
extension RenderCommand {
    /// True when the PNG holds the device's own pixels: png output and no cell-size option.
    var writesDevicePixels: Bool {
        output.resolvedFormat == .png && size.width == nil && size.scale == nil && height.height == nil
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
