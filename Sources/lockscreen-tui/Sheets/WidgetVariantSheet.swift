import ArgumentParser
import Devices
import Foundation
import Localization
import LockScreen
import Sheets
import ViewTree

/// `render FILE --variants`: one widget in every rendering variant, drawn as the Lock Screen
/// draws it (over the wallpaper behind its slot), a block per device and iOS version.
struct WidgetVariantSheet {
    var widget: SceneWidget
    var theme: Theme
    /// The devices, each drawn in every one of `versions`.
    var devices: [DeviceProfile]
    var versions: [LockScreenProfile]
    var now: Date
    var locale: PreviewLocale
    /// `--text-sizes` (a block for each), else `--text-size` alone.
    var textSizes: [DynamicTypeSize]
    /// `--scale`, else the default.
    var pointsPerPixel: Double?

    /// The sheet for a terminal `width` columns wide.
    func sheet(width: Int) throws -> PictureSheet {
        let margin = 2 * LockScreenRenderer.slotViewportMargin
        let widest = devices.map { $0.slotSize(for: widget.family).width + margin }.max() ?? margin
        let scale = SheetTileScale.widget(asked: pointsPerPixel, points: widest, sheetWidth: width)
        let renderer = LockScreenRenderer.forCommandLine()
        return VariantBlocks.pictureSheet(try blocks { try renderer.render($0, options: $1, pointsPerPixel: scale).grid })
    }

    /// The sheet at each device's own pixels (`-o sheet.png`), every text from the font.
    func pixelSheet() throws -> PixelSheet {
        let renderer = LockScreenRenderer.forCommandLine()
        return VariantBlocks.pixelSheet(try blocks { try renderer.pixels($0, options: $1, pointsPerPixel: 1 / $0.device.scale) })
    }

    /// Each device × iOS version's block: its title and every variant drawn by `draw`.
    func blocks<Tile>(_ draw: (LockScreenScene, LockScreenOptions) throws -> Tile) throws -> [VariantBlocks.Block<Tile>] {
        try devices.flatMap { device in
            try versions.flatMap { version in try textSizes.map { size in
                let profile = device.on(version)
                let scene = LockScreenScene(device: profile, theme: theme, inline: widget.family == .inline ? widget : nil,
                                            bottom: widget.family == .inline ? [] : [widget])
                let title = "\(widget.widget.name) · \(widget.family.widgetKitName) · \(profile.name) · iOS \(version.rawValue)"
                    + VariantBlocks.sizeTitle(size, of: textSizes)
                return (title, try profile.renderingVariants.map { variant in
                    var options = LockScreenOptions(mode: variant.mode, privacy: variant.privacy,
                                                    luminanceReduced: variant.luminanceReduced, now: now, viewport: .slot(0))
                    options.locale = locale
                    options.dynamicTypeSize = size
                    do {
                        return (variant, try draw(scene, options))
                    } catch {
                        throw WallpaperFailure.report(error, theme: theme)
                    }
                })
            } }
        }
    }
}
