import Raster
import Symbols
import ViewTree

/// A control (iOS 18) in one of the Lock Screen's bottom corners, drawn where the flashlight or
/// the camera would be and as large: the symbol only, white on the dark glass disc when off; a
/// toggle that is on is a light disc with the symbol in the control's tint (black without one),
/// as the flashlight's button shows on (chosen: Apple publishes no figures for either state).
enum ControlButton {
    /// The symbol's box, in points: the flashlight glyph's height (22 pt), so that a control's
    /// symbol reads as large as the buttons it replaces.
    static let symbolSize = 22.0
    /// The disc of a toggle that is on: near-white, as the flashlight's button when the light is on.
    static let onFill = PixelColor(red: 242, green: 242, blue: 247, alpha: 255)

    static func draw(_ corner: CornerControl, centre: (x: Double, y: Double), pointsPerPixel s: Double, into canvas: inout PixelCanvas) {
        let isOn = corner.showsOn
        let r = SystemFurniture.quickActionDiameter / 2
        canvas.fill(.ellipse(in: PixelRect(x: (centre.x - r) / s, y: (centre.y - r) / s, width: 2 * r / s, height: 2 * r / s)),
                    with: isOn ? onFill : SystemFurniture.quickActionFill)
        guard let symbol = corner.face.symbol else { return }
        let half = symbolSize / 2
        let box = PixelRect(x: (centre.x - half) / s, y: (centre.y - half) / s, width: symbolSize / s, height: symbolSize / s)
        let ink = isOn ? corner.control.tint.map { PixelColor($0) } ?? PixelColor(red: 0, green: 0, blue: 0, alpha: 255) : .white
        canvas.fill(SymbolLibrary.pathOrPlaceholder(for: symbol, in: box), with: ink)
    }
}
