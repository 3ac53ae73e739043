/// StandBy (iOS 17+): the iPhone on its side while charging, two systemSmall widgets side by side,
/// scaled up, their backgrounds removed (HIG "Widgets"; WWDC23 "Bring widgets to new places").
///
/// Measured on a real StandBy screen (crystall1nedev/blog, an iPhone 14 Pro Max on iOS 17,
/// 2796×1290: 932×430 pt; docs/devices.md): the Clock widget's face, which fills its frame, spans
/// 67.7–440.0 × 28.7–401.0, a square of 372.3 pt centred on the screen's height; the Calendar
/// widget's content starts 35.7 pt inside the mirrored frame (492–864), its 16-pt margin scaled.
/// Other iPhones keep the same proportions (chosen: one StandBy screen is measured).
public enum StandByGeometry {
    /// A widget's side as a fraction of the landscape screen's height: 372.3 of 430.
    public static let widgetHeightFraction = 372.3 / 430
    /// How far each widget's middle is from the screen's, as a fraction of its width: 212.2 of 932.
    public static let widgetCentreOffsetFraction = 212.2 / 932

    /// How many times the widget is drawn larger than its systemSmall size (2.19 on 430×932).
    public static func scale(for phone: DeviceProfile) -> Double {
        phone.screen.width * widgetHeightFraction / phone.slots.small.height
    }
}

extension DeviceProfile {
    /// The iPhone in StandBy, measured in the widgets' own points: its screen on its side, divided by
    /// `StandByGeometry.scale`, so that a systemSmall widget is laid out at its size and drawn
    /// scaled up; `scale` (pixels per point) grows by the same factor, so device pixels stay the
    /// phone's (2796×1290 on a 14 Pro Max). An iPad, which has no StandBy, is returned unchanged.
    public var standBy: DeviceProfile {
        guard idiom == .phone else { return self }
        let factor = StandByGeometry.scale(for: self)
        var copy = self
        copy.idiom = .standBy
        copy.orientation = .landscape
        copy.screen = Size(width: screen.height / factor, height: screen.width / factor)
        copy.scale = scale * factor
        var geometry = lockScreen
        geometry.cornerRadius = lockScreen.cornerRadius / factor
        geometry.cutout = .none
        copy.lockScreen = geometry
        return copy
    }

    /// StandBy's two widget frames, left and right, in the widgets' points (`standBy`'s screen).
    public var standByFrames: [Rect] {
        let side = slots.small.width
        return [-1.0, 1.0].map { direction in
            let centreX = screen.width / 2 + direction * StandByGeometry.widgetCentreOffsetFraction * screen.width
            return Rect(x: centreX - side / 2, y: (screen.height - side) / 2, width: side, height: side)
        }
    }
}
