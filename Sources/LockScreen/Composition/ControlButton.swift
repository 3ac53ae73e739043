import Devices
import Raster
import Rendering
import Symbols
import ViewTree

/// A control (iOS 18) in one of the Lock Screen's bottom corners, drawn where the flashlight or
/// the camera would be and as large (iOS 26: as its glass buttons): the symbol only, white on the dark glass disc when off; a
/// toggle that is on is a light disc with the symbol in the control's tint (black without one),
/// as the flashlight's button shows on (chosen: Apple publishes no figures for either state).
enum ControlButton {
    /// The symbol's box, in points: the flashlight glyph's height (22 pt), so that a control's
    /// symbol reads as large as the buttons it replaces.
    static let symbolSize = 22.0
    /// The disc of a toggle that is on: near-white, as the flashlight's button when the light is on.
    static let onFill = PixelColor(red: 242, green: 242, blue: 247, alpha: 255)

    static func draw(_ corner: CornerControl, centre: (x: Double, y: Double), buttons: CornerButtons, pointsPerPixel s: Double,
                     into canvas: inout PixelCanvas) {
        let isOn = corner.showsOn
        let r = buttons.diameter / 2
        let disc = PixelRect(x: (centre.x - r) / s, y: (centre.y - r) / s, width: 2 * r / s, height: 2 * r / s)
        canvas.fill(.ellipse(in: disc), with: isOn ? onFill : buttons.isGlass ? SystemFurniture.glassFill : SystemFurniture.quickActionFill)
        if buttons.isGlass { canvas.fill(.strokedEllipse(in: disc, lineWidth: 1 / s), with: SystemFurniture.glassRim) }
        // The symbol grows with the button's glyphs (iOS 26's flashlight is 31.7 pt where iOS 18's is 22).
        let size = symbolSize * buttons.glyphHeight / CornerButtons.solid.glyphHeight
        let half = size / 2
        let box = PixelRect(x: (centre.x - half) / s, y: (centre.y - half) / s, width: size / s, height: size / s)
        let ink = isOn ? corner.control.tint.map { PixelColor($0) } ?? PixelColor(red: 0, green: 0, blue: 0, alpha: 255) : .white
        if let symbol = corner.face.symbol {
            canvas.fill(SymbolLibrary.pathOrPlaceholder(for: symbol, in: box), with: ink)
        } else if let path = corner.face.customSymbolPath {
            // As an SF Symbol fills the box: the box one em tall, in the regular weight.
            symbols.drawSymbol(at: path, weight: .regular, in: box, color: ink, into: &canvas)
        }
    }

    /// Custom symbols read once per run.
    static let symbols = ImageStore()
}
