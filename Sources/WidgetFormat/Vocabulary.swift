import ViewTree

/// The names a widget file may use: views, their arguments, modifiers and top-level keys.
/// The decoder checks against these, and suggests the nearest name for a typo.
enum Vocabulary {
    static let topLevelKeys = ["format", "name", "description", "families", "view", "views", "island", "entries", "dataProtected"]

    /// The parts of a Live Activity's Dynamic Island a widget file's `island` gives, and `keylineTint`.
    static let islandKeys = ActivityView.allCases.filter(\.isIslandPart).map(\.rawValue) + ["keylineTint"]

    /// Views written as a bare name, with no arguments.
    static let bareViews = ["Spacer", "EmptyView", "AccessoryWidgetBackground", "Circle", "Capsule",
                            "Rectangle", "ContainerRelativeShape"]

    static let views = ["Text", "Image", "Gauge", "ProgressView", "HStack", "VStack", "ZStack", "Spacer",
                        "ViewThatFits", "AccessoryWidgetBackground", "Group", "EmptyView", "Circle", "Capsule",
                        "Rectangle", "RoundedRectangle", "ContainerRelativeShape", "Switch", "If"]

    static let shapes = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "ContainerRelativeShape"]

    static let modifiers = ["font", "foregroundStyle", "tint", "bold", "italic", "monospacedDigit", "underline", "strikethrough", "padding",
                            "frame", "background", "overlay", "opacity", "clipShape", "multilineTextAlignment",
                            "lineLimit", "widgetAccentable", "privacySensitive", "redacted", "unredacted", "widgetURL",
                            "widgetLabel", "widgetCurvesContent"]

    /// Modifiers only shapes take; they must come first.
    static let shapeModifiers = ["fill", "stroke"]

    static let runStyleKeys = ["font", "foregroundStyle", "bold", "italic", "monospacedDigit", "underline", "strikethrough"]

    static let frameKeys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
                            "maxHeight", "alignment"]

    static let paddingKeys = EdgeInsets.edgeNames

    /// SwiftUI's view names written in another case or without a capital, for better suggestions.
    static func nearestView(to name: String) -> String? {
        EditDistance.nearest(to: name, in: views)
    }
}
