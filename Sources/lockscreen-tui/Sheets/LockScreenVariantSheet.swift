import ArgumentParser
import Devices
import Foundation
import LockScreen
import Sheets

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
    var twentyFourHour: Bool
    /// `--scale`, else small enough that four Lock Screens fit 200 columns.
    var pointsPerPixel: Double?

    /// The sheet for a terminal `width` columns wide.
    func sheet(width: Int) throws -> PictureSheet {
        let widest = devices.map(\.screen.width).max() ?? 0
        let scale = SheetTileScale.lockScreen(asked: pointsPerPixel, widestScreen: widest, sheetWidth: width)
        let renderer = LockScreenRenderer()
        var sections: [SheetSection] = []
        for device in devices {
            for version in versions {
                var scene = scene
                scene.device = device.on(version)
                let title = "\(arrangementName) · \(device.name) · iOS \(version.rawValue)"
                sections.append(try SheetSection.variants(title: title) { variant in
                    var options = LockScreenOptions(mode: variant.mode, privacy: variant.privacy,
                                                    luminanceReduced: variant.luminanceReduced, now: now, furniture: furniture)
                    options.twentyFourHour = twentyFourHour
                    do {
                        return try renderer.render(scene, options: options, pointsPerPixel: scale).grid
                    } catch {
                        throw ValidationError("theme '\(scene.theme.name)': \(error)")
                    }
                })
            }
        }
        return PictureSheet(sections: sections, footnote: VariantFootnote.text)
    }
}
