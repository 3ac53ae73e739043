/// The screen a widget is shown on and its slot, in points, as a widget's code reads them:
/// `UIScreen.main.bounds` and `.scale`, `@Environment(\.displayScale)`, a provider's
/// `context.displaySize`. The renderer sets the chosen device's (`DeviceProfile.display(for:)`);
/// until then it is the default iPhone's (an iPhone 15 Pro, `DeviceCatalog.defaultDevice`: a
/// test checks the two agree).
public struct WidgetDisplay: Sendable, Hashable {
    /// The screen in points, portrait.
    public var screenWidth: Double
    public var screenHeight: Double
    /// Pixels per point.
    public var scale: Double
    /// The widget's slot in points (`context.displaySize`).
    public var slotWidth: Double
    public var slotHeight: Double

    public init(screenWidth: Double, screenHeight: Double, scale: Double, slotWidth: Double, slotHeight: Double) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.slotWidth = slotWidth
        self.slotHeight = slotHeight
    }

    /// The default iPhone's (393×852 points at 3×, its slots from Apple's HIG) for a widget of `family`.
    public static func defaultPhone(_ family: WidgetFamily) -> WidgetDisplay {
        let slot: (Double, Double) = switch family {
        case .circular, .corner: (72, 72)
        case .rectangular: (160, 72)
        case .inline: (234, 26)
        case .small: (158, 158)
        // As wide as the screen less 14 pt a side, as tall as the HIG allows (`DeviceProfile.slotSize`).
        case .activity: (365, 160)
        }
        return WidgetDisplay(screenWidth: 393, screenHeight: 852, scale: 3, slotWidth: slot.0, slotHeight: slot.1)
    }
}
