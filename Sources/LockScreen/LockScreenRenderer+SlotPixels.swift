import Raster

extension LockScreenRenderer {
    /// One slot and the wallpaper around it as pixels at `pointsPerPixel`, every text drawn
    /// from the font, with where the slot's content area starts in them (in pixels): what a
    /// check measures content against. Throws `MissingSlot` when the scene has no such slot (a
    /// family the layout has no place for): the bare wallpaper would measure as content.
    public func slotPixels(_ scene: LockScreenScene, slot index: Int, options: LockScreenOptions,
                           pointsPerPixel s: Double) throws -> (pixels: PixelBuffer, contentOrigin: (x: Double, y: Double)) {
        guard let slot = scene.slots.first(where: { $0.index == index }) else { throw MissingSlot(index: index) }
        var options = options
        options.viewport = .slot(index)
        let screen = try compose(scene, options: options, pointsPerPixel: s, allTextAsPixels: true, viewportOnly: true)
        let inset = scene.device.contentInset(for: slot.widget.family)
        let left = Double(screen.origin.x + screen.crop.x), top = Double(screen.origin.y + screen.crop.y)
        return (screen.pixels.cropped(to: screen.crop), ((slot.frame.x + inset) / s - left, (slot.frame.y + inset) / s - top))
    }
}

/// A slot asked for that the scene does not have.
public struct MissingSlot: Error, CustomStringConvertible {
    public var index: Int
    public var description: String { "the scene has no slot \(index)" }
}
