import Devices
import Raster
import ViewTree

/// What iOS draws on every Lock Screen besides the clock and widgets: the status bar, the home
/// indicator, and the flashlight and camera buttons. Each can be left out (`--hide`).
public struct SystemFurniture: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let statusBar = SystemFurniture(rawValue: 1)
    public static let homeIndicator = SystemFurniture(rawValue: 2)
    /// The flashlight and camera buttons at the bottom corners.
    public static let quickActions = SystemFurniture(rawValue: 4)
    public static let all: SystemFurniture = [.statusBar, .homeIndicator, .quickActions]

    /// The home indicator: 5 points tall, its bottom edge 8 points above the screen's, and 35.6 %
    /// of the screen's width (140 pt on 393, 147 on 414; shared/reference/ios-lockscreens).
    public static let homeIndicatorHeight = 5.0
    public static let homeIndicatorBottomMargin = 8.0
    public static let homeIndicatorWidthFraction = 0.356
    /// The buttons' disc on iOS 16–18: a dark glass over the wallpaper (no published value; chosen
    /// to read as iOS's). Where and how large: `CornerButtons`.
    public static let quickActionFill = PixelColor(red: 0, green: 0, blue: 0, alpha: 90)
    /// iOS 26's glass disc: grey 21 over black and over a bright wallpaper alike on the reference
    /// (an opaque dark glass), with a rim of white at 45 % (chosen to match its 70–130 grey edge).
    public static let glassFill = PixelColor(red: 21, green: 21, blue: 23, alpha: 255)
    public static let glassRim = PixelColor(red: 255, green: 255, blue: 255, alpha: 115)
    /// The status bar's glyphs: the battery is 25 × 12 points, signal bars and the gap between them chosen to match.
    public static let batterySize = (width: 25.0, height: 12.0)

    /// Draws the chosen pieces over a screen drawn at `pointsPerPixel`, in `color` (white, or the
    /// clock's dark colour on a bright wallpaper, as iOS draws them in the clock's style).
    public static func draw(_ pieces: SystemFurniture, device: DeviceProfile, pointsPerPixel s: Double, color: PixelColor = .white,
                            corners: [ArrangedControl.Corner: CornerControl] = [:], into canvas: inout PixelCanvas) {
        let geometry = device.lockScreen
        let screen = device.screen
        let hasHomeButton = geometry.cornerRadius == 0
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PixelRect {
            PixelRect(x: x / s, y: y / s, width: w / s, height: h / s)
        }
        if pieces.contains(.homeIndicator), !hasHomeButton {
            let width = screen.width * homeIndicatorWidthFraction
            let indicator = rect((screen.width - width) / 2, screen.height - homeIndicatorBottomMargin - homeIndicatorHeight,
                                 width, homeIndicatorHeight)
            canvas.fill(.capsule(in: indicator), with: color)
        }
        // The iPad's Lock Screen has no flashlight or camera button.
        if pieces.contains(.quickActions), !hasHomeButton, device.idiom == .phone {
            let buttons = geometry.cornerButtons
            let y = screen.height - buttons.bottomOffset
            let disc = buttons.isGlass ? glassFill : quickActionFill
            // The glyphs are drawn at the iOS 16–18 size (a 12 × 22 pt flashlight) and stretched to
            // the buttons' own: iOS 26's flashlight is 13 × 31.7.
            let k = buttons.glyphHeight / CornerButtons.solid.glyphHeight
            let w = buttons.isGlass ? 13.0 / 12 : 1
            for (x, isCamera) in [(buttons.inset, false), (screen.width - buttons.inset, true)] {
                let r = buttons.diameter / 2
                if let control = corners[isCamera ? .right : .left] {
                    ControlButton.draw(control, centre: (x, y), buttons: buttons, pointsPerPixel: s, into: &canvas)
                    continue
                }
                canvas.fill(.ellipse(in: rect(x - r, y - r, 2 * r, 2 * r)), with: disc)
                if buttons.isGlass {
                    canvas.fill(.strokedEllipse(in: rect(x - r, y - r, 2 * r, 2 * r), lineWidth: 1 / s), with: glassRim)
                }
                if isCamera {
                    // iOS 26's camera is wider for its height than the flashlight grows (25.3 × 20 against 20 × 15).
                    let c = buttons.isGlass ? 1.27 : 1
                    canvas.fill(.roundedRect(rect(x - 10 * c, y - 6 * c, 20 * c, 14 * c), cornerRadius: 3 * c / s), with: .white)
                    canvas.fill(.circle(center: PixelPoint(x: x / s, y: (y + c) / s), radius: 4 * c / s), with: disc.withOpacity(3))
                    canvas.fill(.roundedRect(rect(x - 4 * c, y - 9 * c, 8 * c, 4 * c), cornerRadius: c / s), with: .white)
                } else {
                    canvas.fill(.roundedRect(rect(x - 4 * w, y - 2 * k, 8 * w, 13 * k), cornerRadius: 2 / s), with: .white)
                    canvas.fill(.roundedRect(rect(x - 6 * w, y - 11 * k, 12 * w, 8 * k), cornerRadius: 2 / s), with: .white)
                }
            }
        }
        if pieces.contains(.statusBar) {
            drawStatusBar(geometry: geometry, screen: screen, pointsPerPixel: s, color: color, into: &canvas)
        }
    }

    /// Signal bars on the left of the right-hand group, then the battery, centred on the cutout's
    /// middle (or in a 20 pt bar on home-button phones).
    static func drawStatusBar(geometry: LockScreenGeometry, screen: Size, pointsPerPixel s: Double, color: PixelColor,
                              into canvas: inout PixelCanvas) {
        let centerY: Double
        let rightEdge: Double
        switch geometry.cutout {
        case .dynamicIsland(_, let h, let top):
            centerY = top + h / 2
            rightEdge = screen.width - 30
        case .notch(_, let h):
            centerY = h / 2 + 2
            rightEdge = screen.width - 24
        case .none:
            centerY = 10
            rightEdge = screen.width - 8
        }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PixelRect {
            PixelRect(x: x / s, y: y / s, width: w / s, height: h / s)
        }
        let battery = batterySize
        let batteryX = rightEdge - battery.width
        canvas.fill(.strokedRoundedRect(rect(batteryX, centerY - battery.height / 2, battery.width, battery.height),
                                        cornerRadius: 3.5 / s, lineWidth: 1 / s), with: color.withOpacity(0.4))
        canvas.fill(.roundedRect(rect(batteryX + 2, centerY - battery.height / 2 + 2, (battery.width - 4) * 0.8, battery.height - 4),
                                 cornerRadius: 2 / s), with: color)
        canvas.fill(.roundedRect(rect(batteryX + battery.width + 1, centerY - 2, 1.5, 4), cornerRadius: 0.7 / s),
                    with: color.withOpacity(0.4))
        let barsRight = batteryX - 7
        for index in 0..<4 {
            let height = 4.0 + Double(index) * 2.3
            canvas.fill(.roundedRect(rect(barsRight - Double(4 - index) * 4.5, centerY + 5.5 - height, 3, height), cornerRadius: 0.8 / s),
                        with: color)
        }
    }
}
