import Devices
import Localization
import ViewTree

/// What a Lock Screen shows: the phone, the theme, and the widgets in their slots.
public struct LockScreenScene: Sendable {
    public var device: DeviceProfile
    public var theme: Theme
    /// The widget on the date line, if any.
    public var inline: SceneWidget?
    /// The widgets of the row below the clock, left to right; they fill the four columns in order
    /// (on an iPad, its blocks).
    public var bottom: [SceneWidget]
    /// Controls in the bottom corners (iOS 18), instead of the flashlight and the camera.
    public var corners: [ArrangedControl.Corner: CornerControl] = [:]
    /// Live Activities' Lock Screen presentations, each on its platter above the bottom buttons
    /// (iPhone), the first lowest, the next `DeviceProfile.activityStackGap` above it.
    public var activities: [SceneActivity] = []

    /// The second Live Activity when the island shows two: its minimal presentation (the second
    /// detached beside the first's, attached); compact and expanded show the first alone.
    public func secondActivity(in presentation: IslandPresentation) -> SceneWidget? {
        presentation == .minimal && activities.count > 1 ? activities[1].widget : nil
    }

    /// The first Live Activity: the one the Dynamic Island's compact and expanded presentations show.
    public var activity: SceneActivity? {
        get { activities.first }
        set {
            if let newValue {
                if activities.isEmpty { activities = [newValue] } else { activities[0] = newValue }
            } else if !activities.isEmpty {
                activities.removeFirst()
            }
        }
    }
    /// The language and region the arrangement names, if it does (`locale: de_DE`); the
    /// command line's `--locale` goes over it in `LockScreenOptions.locale`.
    public var locale: PreviewLocale?

    public init(device: DeviceProfile, theme: Theme, inline: SceneWidget? = nil, bottom: [SceneWidget] = []) {
        self.device = device
        self.theme = theme
        self.inline = inline
        self.bottom = bottom
    }

    /// Every slot with its rectangle in points: the inline slot first, then the bottom row. Widgets
    /// that name a column keep it, gaps included; otherwise they follow each other, and on iOS 16
    /// and 17 (`LockScreenGeometry.centresRow`) the group is centred, as a lone widget is. On an
    /// iPad they fill the blocks of `PadWidgetArea` in order (columns do not apply there).
    public var slots: [SceneSlot] {
        var result: [SceneSlot] = []
        func add(_ widget: SceneWidget, _ place: ScenePlace, _ frame: Rect) {
            result.append(SceneSlot(index: result.count, widget: widget, frame: frame, place: place))
        }
        // The activities' platters, the second above the first.
        func addActivities() {
            var bottomEdge: Double?
            for (position, activity) in activities.enumerated() {
                var frame = activity.frame(on: device)
                if let bottomEdge { frame.origin.y = bottomEdge - DeviceProfile.activityStackGap - frame.height }
                add(activity.widget, .activity(position), frame)
                bottomEdge = frame.y
            }
        }
        if let inline {
            add(inline, .inline, device.inlineSlot)
        }
        let row = Array(bottom.enumerated())
        if device.idiom == .standBy {
            for ((position, widget), frame) in zip(row.filter { $0.element.family == .small }, device.standByFrames) {
                add(widget, .bottom(position), frame)
            }
            return result
        }
        if let area = device.lockScreen.padWidgets {
            let frames = area.frames(for: bottom.map(\.family), slots: device.slots)
            for ((position, widget), frame) in zip(row, frames) {
                guard let frame else { continue }
                add(widget, .bottom(position), frame)
            }
            addActivities()
            return result
        }
        var placed: [(position: Int, widget: SceneWidget, column: Int, span: Int)] = []
        var taken = Set<Int>()
        var next = 0
        for (position, widget) in row {
            let span = widget.family.columnSpan
            let column = widget.column ?? next
            let wanted = Set(column..<(column + span))
            guard span > 0, column + span <= LockScreenGeometry.columns, wanted.isDisjoint(with: taken) else { continue }
            placed.append((position, widget, column, span))
            taken.formUnion(wanted)
            next = column + span
        }
        var shift = 0.0
        if device.lockScreen.centresRow, !bottom.contains(where: { $0.column != nil }) {
            let used = placed.reduce(0) { $0 + $1.span }
            shift = Double(LockScreenGeometry.columns - used) / 2
        }
        for item in placed {
            add(item.widget, .bottom(item.position), device.widgetColumn(item.column, span: item.span, shift: shift))
        }
        addActivities()
        return result
    }
}

/// A widget placed on the Lock Screen, in one family.
public struct SceneWidget: Sendable {
    public var widget: Widget
    public var family: WidgetFamily
    /// Which timeline entry is shown.
    public var entryIndex: Int
    /// The widget's file or folder (a path as the arrangement resolved it), for messages and for saving the placement.
    public var source: String
    /// The bottom-row column it starts in (0–3) when the arrangement names one.
    public var column: Int?

    public init(widget: Widget, family: WidgetFamily, entryIndex: Int = 0, source: String = "", column: Int? = nil) {
        self.widget = widget
        self.family = family
        self.entryIndex = entryIndex
        self.source = source
        self.column = column
    }
}

/// One slot of a scene: its widget and its rectangle on the screen, in points.
public struct SceneSlot: Sendable {
    public var index: Int
    public var widget: SceneWidget
    public var frame: Rect
    /// Which of the scene's widgets it shows.
    public var place: ScenePlace
}

/// Where a slot's widget comes from in its scene: the inline widget, one of the bottom row's (by
/// its position in `bottom`, which a slot index need not match when some have no room), or the
/// Live Activity.
public enum ScenePlace: Sendable, Hashable {
    case inline
    case bottom(Int)
    /// Which of `activities`, from 0.
    case activity(Int)
}
