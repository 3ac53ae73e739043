import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// What a Live Activity's `DynamicIsland` holds: the closure of each presentation's view, run
/// only when that part is drawn (so a picture warns of its own views only), and the keyline colour.
struct DynamicIslandParts: Sendable {
    /// The `expanded:` closure, whose `DynamicIslandExpandedRegion`s are the expanded island's.
    var expanded: Value?
    var compactLeading: Value?
    var compactTrailing: Value?
    var minimal: Value?
    var keylineTint: ColorValue?
}

/// `DynamicIslandExpandedRegion(_:priority:content:)`: where in the expanded island a view goes.
struct IslandRegion: Sendable {
    /// One of `ActivityView.expandedRegions`.
    var place: ActivityView
    var priority: Double
    /// The content closure.
    var content: Value?
}

extension SwiftUIHost {
    /// `DynamicIsland(expanded:compactLeading:compactTrailing:minimal:)` and its regions.
    func dynamicIslandValue(_ typeName: String, arguments: [Argument], reading: ValueReading, at node: Syntax,
                            in evaluator: Evaluator) throws -> Value {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        if typeName == "DynamicIslandExpandedRegion" {
            let places: [String: ActivityView] = ["leading": .expandedLeading, "trailing": .expandedTrailing,
                                                  "center": .expandedCenter, "bottom": .expandedBottom]
            let name = reading.symbolName(argument(nil)) ?? ""
            let place = places[name] ?? .expandedCenter
            if places[name] == nil {
                evaluator.warn(node, "a region at \(name.isEmpty ? "no position" : "'.\(name)'") is drawn in the center region; "
                    + "DynamicIslandExpandedRegion takes .leading, .trailing, .center or .bottom")
            }
            let priority = reading.number(argument("priority")).flatMap { $0.isFinite ? $0 : nil } ?? 0
            let content = arguments.last { if case .function = $0.value { $0.label == nil || $0.label == "content" } else { false } }
            return .host(SwiftUIValue.islandRegion(IslandRegion(place: place, priority: priority, content: content?.value)))
        }
        var parts = DynamicIslandParts()
        parts.expanded = argument("expanded") ?? argument(nil)
        parts.compactLeading = argument("compactLeading")
        parts.compactTrailing = argument("compactTrailing")
        parts.minimal = argument("minimal")
        return .host(SwiftUIValue.dynamicIsland(parts))
    }

    /// The view of one part of the island (nil when the code gives none), carrying the keyline
    /// tint for whoever draws the island. Two regions written for one place show one above the other.
    func islandView(_ parts: DynamicIslandParts, _ part: ActivityView, at node: Syntax, in evaluator: Evaluator) throws -> View? {
        let written: [Value]
        var priority = 0.0
        switch part {
        case .lockScreen, .smallFamily: written = []
        case .compactLeading: written = parts.compactLeading.map { [$0] } ?? []
        case .compactTrailing: written = parts.compactTrailing.map { [$0] } ?? []
        case .minimal: written = parts.minimal.map { [$0] } ?? []
        case .expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom:
            let regions = try expandedRegions(parts, at: node, in: evaluator).filter { $0.place == part }
            written = regions.compactMap(\.content)
            priority = regions.map(\.priority).max() ?? 0
        }
        let views = try written.map { combined(try self.views(from: $0, at: node, in: evaluator)) }
        guard let first = views.first else { return nil }
        var shown = views.count == 1 ? first : View(.stack(StackView(kind: .vstack, children: views)), location: first.location)
        if priority != 0 { shown = shown.modified(.islandRegionPriority(priority)) }
        return parts.keylineTint.map { shown.modified(.keylineTint($0)) } ?? shown
    }

    /// The regions the `expanded:` closure makes.
    func expandedRegions(_ parts: DynamicIslandParts, at node: Syntax, in evaluator: Evaluator) throws -> [IslandRegion] {
        guard case .function(let builder)? = parts.expanded else { return [] }
        let made = try builder.builder?([]) ?? [try builder.call([])]
        return made.flatMap(Self.flattened).compactMap { value in
            if case .islandRegion(let region)? = value.swiftUI { return region }
            if !Self.isVoid(value) {
                evaluator.warn(node, "a \(value.typeName) in the expanded island is not in a DynamicIslandExpandedRegion; it is not drawn")
            }
            return nil
        }
    }

    /// A `DynamicIsland` with one of its modifiers applied: `.keylineTint` colours its edge;
    /// `.widgetURL` changes nothing drawn; `.contentMargins` is not applied, with a warning.
    func islandModified(_ parts: DynamicIslandParts, _ name: String, _ arguments: [Argument], reading: ValueReading,
                        at node: Syntax, in evaluator: Evaluator) -> DynamicIslandParts {
        var parts = parts
        switch name {
        case "keylineTint":
            parts.keylineTint = reading.color(arguments.first?.value)
        case "widgetURL":
            break
        default:
            evaluator.warn(node, "'.\(name)' on a DynamicIsland is not applied; the island is drawn with the margins measured on iOS 17")
        }
        return parts
    }

    static func isVoid(_ value: Value) -> Bool {
        if case .void = value { return true }
        return false
    }

    /// An `if` or `ForEach` in a builder gives an array of what it made.
    static func flattened(_ value: Value) -> [Value] {
        if case .array(let items) = value { return items.flatMap(flattened) }
        return [value]
    }
}
