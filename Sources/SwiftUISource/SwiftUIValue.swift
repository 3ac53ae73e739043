import SwiftEvaluator
import ViewTree

/// A value of SwiftUI's and WidgetKit's vocabulary, as the evaluator carries it.
enum SwiftUIValue: HostValue {
    /// A view, and what kind of view it was written as (a `Divider` takes its direction from its stack).
    case view(View, role: ViewRole)
    case color(ColorValue)
    case font(FontSpec)
    /// A gradient: drawn as one where it fills (a view, a shape, a stroke, a background), as
    /// the mean of its colours where one colour is drawn (text, chart marks).
    case gradient(ShapeGradient)
    /// A widget configuration (`StaticConfiguration`, `AppIntentConfiguration`, …).
    case configuration(WidgetConfiguration)
    /// A control's configuration (`StaticControlConfiguration`, `AppIntentControlConfiguration`).
    case controlConfiguration(ControlConfiguration)
    /// What a control's content closure makes: `ControlWidgetButton` or `ControlWidgetToggle`.
    case controlTemplate(ControlTemplate)
    /// `Timeline(entries:policy:)`.
    case timeline([Value])
    /// The `redactionReasons` environment value: the reasons in effect.
    case redactionReasons(Set<String>)
    /// A `TimelineProviderContext`.
    case providerContext(family: WidgetFamily)
    /// `WidgetPreviewContext(family:)`.
    case previewContext(family: WidgetFamily?)
    /// `DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }`.
    case dynamicIsland(DynamicIslandParts)
    /// `DynamicIslandExpandedRegion(.leading) { … }`: one region of the expanded island.
    case islandRegion(IslandRegion)

    /// Where a view came from, when that changes how a container treats it.
    enum ViewRole: Sendable, Equatable { case plain, divider, spacer }

    var typeName: String {
        switch self {
        case .view(let view, _): view.kind.name
        case .color: "Color"
        case .font: "Font"
        case .gradient: "LinearGradient"
        case .configuration: "WidgetConfiguration"
        case .controlConfiguration: "ControlWidgetConfiguration"
        case .controlTemplate(let template): template.kind == .toggle ? "ControlWidgetToggle" : "ControlWidgetButton"
        case .timeline: "Timeline"
        case .redactionReasons: "RedactionReasons"
        case .providerContext: "TimelineProviderContext"
        case .previewContext: "WidgetPreviewContext"
        case .dynamicIsland: "DynamicIsland"
        case .islandRegion: "DynamicIslandExpandedRegion"
        }
    }

    var conformances: [String] {
        switch self {
        case .view(let view, _):
            if case .shape = view.kind { return ["View", "Shape", "ShapeStyle"] }
            return ["View"]
        case .color, .gradient: return ["View", "ShapeStyle"]
        case .configuration: return ["WidgetConfiguration"]
        case .controlConfiguration: return ["ControlWidgetConfiguration"]
        case .controlTemplate: return ["ControlWidgetTemplate"]
        default: return []
        }
    }

    func isEqual(to other: any HostValue) -> Bool {
        guard let other = other as? SwiftUIValue else { return false }
        switch (self, other) {
        case (.view(let a, _), .view(let b, _)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.font(let a), .font(let b)): return a == b
        case (.redactionReasons(let a), .redactionReasons(let b)): return a == b
        default: return false
        }
    }
}

/// What a `Widget`'s body configures: its kind, its content closure and provider, its name,
/// description and families.
struct WidgetConfiguration: Sendable {
    var kind: String?
    var content: Function?
    var provider: Value?
    var displayName: String?
    var description: String?
    /// nil when `.supportedFamilies` is not given: every family.
    var families: [WidgetFamily]?
    /// An `ActivityConfiguration`: a Live Activity, whose only family is `activity`.
    var isActivity = false
    /// The activity's `ActivityAttributes` type (`for: DeliveryAttributes.self`).
    var activityAttributes: String?
    /// The activity's `dynamicIsland: { context in DynamicIsland { … } … }` closure.
    var dynamicIsland: Function?
    /// `.supplementalActivityFamilies([.small])`: the activity offers the watch's small family.
    var offersSmallActivity = false
}

/// A control's configuration: its kind, the closure that makes its template (given the
/// provider's value when there is a provider), and its modifiers.
struct ControlConfiguration: Sendable {
    var kind: String?
    var content: Function?
    var provider: Value?
    var displayName: String?
}

/// A `ControlWidgetButton` or `ControlWidgetToggle`: its title, its state, and the closures
/// that make its label (a toggle's may take the state).
struct ControlTemplate: Sendable {
    var kind: LockScreenControl.Kind
    var title: String?
    var isOn: Bool?
    /// `label:` (or the trailing closure): `{ Label(…) }`, or a toggle's `{ isOn in … }`.
    var label: Function?
    /// A toggle's `valueLabel: { isOn in … }`.
    var valueLabel: Function?
    var tint: ColorValue?
}

extension Value {
    /// The SwiftUI value this value holds, if any.
    var swiftUI: SwiftUIValue? {
        if case .host(let hosted) = self { return hosted as? SwiftUIValue }
        return nil
    }

    static func view(_ view: View, role: SwiftUIValue.ViewRole = .plain) -> Value {
        .host(SwiftUIValue.view(view, role: role))
    }
}
