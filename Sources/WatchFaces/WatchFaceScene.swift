import Devices
import Foundation
import Localization
import ViewTree

/// A watch face ready to draw: the face's geometry on one watch, its tint and the widget in
/// each slot.
public struct WatchFaceScene: Sendable {
    public var layout: WatchFaceLayout
    /// The wearer's colour: accented complications' accent group, the seconds hand, the date.
    public var tint: RGBA
    /// The widget in each slot, by slot name.
    public var widgets: [String: FaceWidget]

    public init(layout: WatchFaceLayout, tint: RGBA = FaceFile.defaultTint, widgets: [String: FaceWidget] = [:]) {
        self.layout = layout
        self.tint = tint
        self.widgets = widgets
    }

    /// The face a face file describes, with its widgets by slot; `watch` replaces the file's.
    /// Nil when the file names a face style this version does not draw.
    public init?(file: FaceFile, widgets: [String: FaceWidget], watch: WatchModel? = nil) {
        guard let style = WatchFaceStyle(rawValue: file.style),
              let model = watch ?? file.watch.flatMap(WatchCatalog.watch(named:)) ?? WatchCatalog.watch(named: WatchCatalog.defaultIdentifier)
        else { return nil }
        self.init(layout: WatchFaceLayout(style: style, watch: model), tint: file.tint, widgets: widgets)
    }

    /// A face with `widget` in every slot of a family it supports (of `only`, when given), as a
    /// widget maker previews one widget on a face.
    public static func filled(with widget: Widget, selection: EntrySelection = EntrySelection(), layout: WatchFaceLayout,
                              tint: RGBA = FaceFile.defaultTint, only: WidgetFamily? = nil) -> WatchFaceScene {
        var widgets: [String: FaceWidget] = [:]
        for slot in layout.slots where widget.families.contains(slot.family) && (only == nil || only == slot.family) {
            widgets[slot.name] = FaceWidget(widget: widget, entryIndex: selection.entryIndex(in: widget, family: slot.family))
        }
        return WatchFaceScene(layout: layout, tint: tint, widgets: widgets)
    }
}

/// One widget on a face: the widget and the timeline entry shown.
public struct FaceWidget: Sendable {
    public var widget: Widget
    public var entryIndex: Int

    public init(widget: Widget, entryIndex: Int = 0) {
        self.widget = widget
        self.entryIndex = entryIndex
    }
}

/// How a face is shown: the rendering mode the face asks for, Always-On, the moment.
public struct WatchFaceOptions: Sendable, Hashable {
    /// `.accented` (a tinted face) or `.fullColor` (a multicolour face); watchOS has no vibrant.
    public var mode: RenderingMode
    /// Always-On, wrist down: `isLuminanceReduced` true, the face dimmed, no seconds hand.
    public var luminanceReduced: Bool
    public var privacy: Bool
    public var now: Date
    public var timeZone: TimeZone
    /// The language and region: the date's words and the time's digits (`--locale`).
    public var locale: PreviewLocale = .unitedStatesEnglish

    public init(mode: RenderingMode = .accented, luminanceReduced: Bool = false, privacy: Bool = false,
                now: Date = Date(), timeZone: TimeZone = .current) {
        self.mode = mode
        self.luminanceReduced = luminanceReduced
        self.privacy = privacy
        self.now = now
        self.timeZone = timeZone
    }

    /// The environment a widget in `family` reads on this face.
    public func environment(for family: WidgetFamily) -> WidgetEnvironment {
        var environment = WidgetEnvironment(family: family, renderingMode: mode, isLuminanceReduced: luminanceReduced,
                                            isPrivacyRedacted: privacy, now: now, timeZone: timeZone)
        environment.locale = locale
        return environment
    }
}
