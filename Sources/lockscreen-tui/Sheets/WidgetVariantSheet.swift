import ArgumentParser
import Devices
import Foundation
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
    /// `--scale`, else the default.
    var pointsPerPixel: Double?

    /// The sheet for a terminal `width` columns wide.
    func sheet(width: Int) throws -> PictureSheet {
        let margin = 2 * LockScreenRenderer.slotViewportMargin
        let widest = devices.map { $0.slotSize(for: widget.family).width + margin }.max() ?? margin
        let scale = SheetTileScale.widget(asked: pointsPerPixel, points: widest, sheetWidth: width)
        let renderer = LockScreenRenderer()
        var sections: [SheetSection] = []
        for device in devices {
            for version in versions {
                let profile = device.on(version)
                let scene = LockScreenScene(device: profile, theme: theme, inline: widget.family == .inline ? widget : nil,
                                            bottom: widget.family == .inline ? [] : [widget])
                let title = "\(widget.widget.name) · \(widget.family.widgetKitName) · \(profile.name) · iOS \(version.rawValue)"
                sections.append(try SheetSection.variants(title: title) { variant in
                    let options = LockScreenOptions(mode: variant.mode, privacy: variant.privacy,
                                                    luminanceReduced: variant.luminanceReduced, now: now, viewport: .slot(0))
                    do {
                        return try renderer.render(scene, options: options, pointsPerPixel: scale).grid
                    } catch {
                        throw ValidationError("theme '\(theme.name)': \(error)")
                    }
                })
            }
        }
        return PictureSheet(sections: sections, footnote: VariantFootnote.text)
    }
}
