import ArgumentParser
import Devices
import Foundation
import Localization
import LockScreen
import Sheets
import ViewTree

/// `render --lockscreen --variants`: a whole Lock Screen in every rendering variant, a block per
/// device and iOS version, every phone drawn at the same scale so that sizes compare.
struct LockScreenVariantSheet {
    var scene: LockScreenScene
    /// What the block titles call the arrangement ("default.arrangement.yaml").
    var arrangementName: String
    /// The devices, each drawn in every one of `versions`.
    var devices: [DeviceProfile]
    var versions: [LockScreenProfile]
    var now: Date
    var furniture: SystemFurniture
    var twentyFourHour: Bool?
    var locale: PreviewLocale
    /// `--text-sizes` (a block for each), else `--text-size` alone.
    var textSizes: [DynamicTypeSize]
    /// `--scale`, else small enough that four Lock Screens fit 200 columns.
    var pointsPerPixel: Double?

    /// The sheet for a terminal `width` columns wide.
    func sheet(width: Int) throws -> PictureSheet {
        let widest = devices.map(\.screen.width).max() ?? 0
        let scale = SheetTileScale.lockScreen(asked: pointsPerPixel, widestScreen: widest, sheetWidth: width)
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
                var scene = scene
                scene.device = device.on(version)
                let title = "\(arrangementName) · \(device.name) · iOS \(version.rawValue)" + VariantBlocks.sizeTitle(size, of: textSizes)
                return (title, try device.renderingVariants.map { variant in
                    var options = LockScreenOptions(mode: variant.mode, privacy: variant.privacy,
                                                    luminanceReduced: variant.luminanceReduced, now: now, furniture: furniture)
                    options.twentyFourHour = twentyFourHour
                    options.locale = locale
                    options.dynamicTypeSize = size
                    do {
                        return (variant, try draw(scene, options))
                    } catch {
                        throw WallpaperFailure.report(error, theme: scene.theme)
                    }
                })
            } }
        }
    }
}
