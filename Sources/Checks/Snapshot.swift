import Cells
import Devices
import Foundation
import Localization
import Images
import Rendering
import ViewTree

/// One reference picture of `check --record`: a widget in one family on one device for one
/// timeline entry, as readable cells (`NAME.cells`, at the default scale) and as a PNG at the
/// device's own pixels (`NAME.png`, every text from the font), which comparisons use.
public struct Snapshot {
    /// The file name without extension: `weather-circular-15-pro-1`.
    public var name: String
    public var cells: CellGrid
    public var png: BitmapImage

    /// The snapshot of a widget, drawn as the Lock Screen's vibrant content on the neutral backdrop.
    public init(widget: Widget, stem: String, family: WidgetFamily, device: DeviceProfile, entryIndex: Int, now: Date, locale: PreviewLocale = .unitedStatesEnglish,
                dynamicTypeSize: DynamicTypeSize = .standard,
                renderer: WidgetRenderer) {
        let environment = WidgetEnvironment(family: family, renderingMode: .vibrant, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize)
        let cellRequest = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entryIndex, device: device)
        let pixelRequest = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entryIndex, device: device,
                                                  pointsPerPixel: 1 / device.scale)
        name = Self.name(stem: stem, family: family, device: device, entryIndex: entryIndex)
        cells = renderer.render(cellRequest)
        png = BitmapImage(renderer.pixels(pixelRequest))
    }

    /// `stem-family-device-entry`, lower-case, letters, digits and hyphens only.
    public static func name(stem: String, family: WidgetFamily, device: DeviceProfile, entryIndex: Int) -> String {
        sanitized("\(stem)-\(family.rawValue)-\(device.identifier)-\(entryIndex + 1)")
    }

    /// Lower-case letters and digits, every other run of characters one hyphen (`b/My Widget.swift`
    /// → `b-my-widget-swift`).
    public static func sanitized(_ raw: String) -> String {
        var name = ""
        for character in raw.lowercased() {
            if character.isLetter || character.isNumber { name.append(character) } else if name.last != "-" { name.append("-") }
        }
        return name
    }
}
