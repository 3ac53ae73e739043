import Devices
import ViewTree

/// What a Lock Screen shows: the phone, the theme, and the widgets in their slots.
public struct LockScreenScene: Sendable {
    public var device: DeviceProfile
    public var theme: Theme
    /// The widget on the date line, if any.
    public var inline: SceneWidget?
    /// The widgets of the row below the clock, left to right; they fill the four columns in order.
    public var bottom: [SceneWidget]

    public init(device: DeviceProfile, theme: Theme, inline: SceneWidget? = nil, bottom: [SceneWidget] = []) {
        self.device = device
        self.theme = theme
        self.inline = inline
        self.bottom = bottom
    }

    /// Every slot with its rectangle in points: the inline slot first, then the bottom row.
    public var slots: [SceneSlot] {
        var result: [SceneSlot] = []
        if let inline {
            result.append(SceneSlot(index: 0, widget: inline, frame: device.inlineSlot))
        }
        var column = 0
        for widget in bottom {
            let span = widget.family.columnSpan
            guard column + span <= LockScreenGeometry.columns else { break }
            result.append(SceneSlot(index: result.count, widget: widget, frame: device.widgetColumn(column, span: span)))
            column += span
        }
        return result
    }
}

/// A widget placed on the Lock Screen, in one family.
public struct SceneWidget: Sendable {
    public var widget: Widget
    public var family: WidgetFamily
    /// Which timeline entry is shown.
    public var entryIndex: Int
    /// Where the widget came from, for the status bar and messages.
    public var source: String

    public init(widget: Widget, family: WidgetFamily, entryIndex: Int = 0, source: String = "") {
        self.widget = widget
        self.family = family
        self.entryIndex = entryIndex
        self.source = source
    }
}

/// One slot of a scene: its widget and its rectangle on the screen, in points.
public struct SceneSlot: Sendable {
    public var index: Int
    public var widget: SceneWidget
    public var frame: Rect
}
