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
    /// The flashlight and camera buttons: discs about 50 points across, their centres 78 points in
    /// from the sides and 83 above the bottom (813 of 896 on 414×896; the same reference).
    public static let quickActionDiameter = 50.0
    public static let quickActionInset = 78.0
    public static let quickActionBottomOffset = 83.0
    /// The buttons' disc: a dark glass over the wallpaper (no published value; chosen to read as iOS's).
    public static let quickActionFill = PixelColor(red: 0, green: 0, blue: 0, alpha: 90)
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
            let y = screen.height - quickActionBottomOffset
            for (x, isCamera) in [(quickActionInset, false), (screen.width - quickActionInset, true)] {
                let r = quickActionDiameter / 2
                if let control = corners[isCamera ? .right : .left] {
                    ControlButton.draw(control, centre: (x, y), pointsPerPixel: s, into: &canvas)
                    continue
                }
                canvas.fill(.ellipse(in: rect(x - r, y - r, 2 * r, 2 * r)), with: quickActionFill)
                if isCamera {
                    canvas.fill(.roundedRect(rect(x - 10, y - 6, 20, 14), cornerRadius: 3 / s), with: .white)
                    canvas.fill(.circle(center: PixelPoint(x: x / s, y: (y + 1) / s), radius: 4 / s), with: quickActionFill.withOpacity(3))
                    canvas.fill(.roundedRect(rect(x - 4, y - 9, 8, 4), cornerRadius: 1 / s), with: .white)
                } else {
                    canvas.fill(.roundedRect(rect(x - 4, y - 2, 8, 13), cornerRadius: 2 / s), with: .white)
                    canvas.fill(.roundedRect(rect(x - 6, y - 11, 12, 8), cornerRadius: 2 / s), with: .white)
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
