import Devices
import Rendering
import ViewTree

/// A Live Activity on the Lock Screen: its widget (family `activity`) and the platter's height,
/// which its content sets (`measured`).
public struct SceneActivity: Sendable {
    public var widget: SceneWidget
    /// The platter's height in points: the content's, at least the HIG's 84.
    public var height: Double
    /// How far a view may pass the HIG's height before it is said to: layout rounding.
    public static let heightTolerance = 0.01

    public init(widget: SceneWidget, height: Double) {
        self.widget = widget
        self.height = height
    }

    /// The activity with its platter as tall as its content laid out across `device`'s platter,
    /// at `options`' moment.
    public static func measured(_ widget: SceneWidget, on device: DeviceProfile, options: LockScreenOptions,
                                renderer: WidgetRenderer) -> SceneActivity {
        let width = device.slotSize(for: .activity).width
        let request = WidgetRenderer.Request(widget: widget.widget, environment: options.environment(for: .activity),
                                             entryIndex: widget.entryIndex, device: device)
        let content = renderer.idealContentHeight(request, width: width)
        return SceneActivity(widget: widget, height: max(content, DeviceProfile.activityMinimumHeight))
    }

    /// The platter's rectangle on `device`'s screen, in points: on an iPhone its sides and
    /// bottom as measured; on an iPad the HIG's width, where `PadLockScreen` chooses.
    public func frame(on device: DeviceProfile) -> Rect {
        let width = device.slotSize(for: .activity).width
        guard device.idiom == .pad else {
            return Rect(x: (device.screen.width - width) / 2, y: device.screen.height - DeviceProfile.activityBottomAbove - height,
                        width: width, height: height)
        }
        let centre = device.orientation == .landscape ? device.screen.width * PadLockScreen.landscapeActivityCentre : device.screen.width / 2
        var bottom = device.screen.height - PadLockScreen.activityBottomAbove
        if device.lockScreen.clockStyle == .glass {
            bottom = min(bottom, device.lockScreen.widgetRowTop - PadLockScreen.activityAboveGlassRow)
        }
        return Rect(x: centre - width / 2, y: bottom - height, width: width, height: height)
    }
}
