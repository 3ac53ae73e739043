import Devices
import Raster

extension LockScreenRenderer {
    /// The viewport as pixels at the device's own resolution (`DeviceProfile.scale`: a 15 Pro's
    /// whole Lock Screen is 1179×2556), every text drawn from the font: the picture a PNG file
    /// holds, without the caption the terminal shows under other modes.
    public func devicePixels(_ scene: LockScreenScene, options: LockScreenOptions) throws -> PixelBuffer {
        try pixels(scene, options: options, pointsPerPixel: 1 / scene.device.scale)
    }

    /// The part of the screen in points that `options.viewport` shows: the screen, the widget
    /// area, a slot.
    public func viewport(_ scene: LockScreenScene, options: LockScreenOptions) -> Rect {
        LockScreenFrames.viewport(options.viewport, scene: scene)
    }

    /// The viewport as pixels at `pointsPerPixel`, every text drawn from the font. Without any
    /// font found through fontconfig, text has nothing to be drawn with and is left out. A
    /// bottom-row slot's viewport is drawn alone (one widget's PNG: its slot, not the screen).
    public func pixels(_ scene: LockScreenScene, options: LockScreenOptions, pointsPerPixel: Double) throws -> PixelBuffer {
        let screen = try compose(scene, options: options, pointsPerPixel: pointsPerPixel, allTextAsPixels: true, viewportOnly: true)
        return screen.pixels.cropped(to: screen.crop)
    }
}
