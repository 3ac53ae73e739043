import Foundation
import ViewTree

/// Modifiers: every key after a view's name.
extension WidgetDecoder {
    mutating func decodeModifier(_ entry: DocumentNode.MappingEntry, on viewName: String, depth: Int) -> Modifier? {
        let node = entry.value
        switch entry.key {
        case "font": return font(node).map(Modifier.font)
        case "foregroundStyle": return color(node, "foregroundStyle").map(Modifier.foregroundStyle)
        case "tint": return color(node, "tint").map(Modifier.tint)
        case "bold": return bool(node, "bold").map(Modifier.bold)
        case "italic": return bool(node, "italic").map(Modifier.italic)
        case "monospacedDigit": return bool(node, "monospacedDigit").map(Modifier.monospacedDigit)
        case "underline": return textLine(node, "underline").map(Modifier.underline)
        case "strikethrough": return textLine(node, "strikethrough").map(Modifier.strikethrough)
        case "widgetAccentable": return bool(node, "widgetAccentable").map(Modifier.widgetAccentable)
        case "privacySensitive": return bool(node, "privacySensitive").map(Modifier.privacySensitive)
        case "padding": return padding(node).map(Modifier.padding)
        case "frame": return frame(node).map(Modifier.frame)
        case "background": return decoration(node, "background", depth: depth).map(Modifier.background)
        case "overlay": return decoration(node, "overlay", depth: depth).map(Modifier.overlay)
        case "opacity": return number(node, "opacity", minimum: 0, maximum: 1).map(Modifier.opacity)
        case "clipShape": return clipShape(node).map(Modifier.clipShape)
        case "multilineTextAlignment":
            return enumeration(node, "text alignment", as: TextAlignment.self).map(Modifier.multilineTextAlignment)
        case "lineLimit":
            if node.isNull { return .lineLimit(nil) }
            return integer(node, "lineLimit", minimum: 1, maximum: 1000).map(Modifier.lineLimit)
        case "redacted": return enumeration(node, "redaction reason", as: RedactionReason.self).map(Modifier.redacted)
        case "unredacted":
            guard let on = bool(node, "unredacted") else { return nil }
            if !on { error(node.location, "write 'unredacted: true', or leave it out") }
            return on ? .unredacted : nil
        case "widgetURL": return widgetURL(node)
        case "widgetLabel": return widgetLabel(node, depth: depth).map(Modifier.widgetLabel)
        case "widgetCurvesContent": return bool(node, "widgetCurvesContent").map(Modifier.widgetCurvesContent)
        case "fill", "stroke":
            if Vocabulary.shapes.contains(viewName) {
                error(entry.keyLocation, "'\(entry.key)' must come right after the shape, before its other modifiers (in SwiftUI it is a Shape method)")
            } else {
                error(entry.keyLocation, "'\(entry.key)' applies to shapes only, not \(viewName); use foregroundStyle, or background: { color }")
            }
            return nil
        default:
            if Vocabulary.views.contains(entry.key) {
                error(entry.keyLocation, "'\(entry.key)' is a view, but here a modifier of \(viewName) is expected; a mapping holds one view, so put both views in a stack")
            } else if let near = EditDistance.nearest(to: entry.key, in: Vocabulary.modifiers) {
                error(entry.keyLocation, "unknown modifier '\(entry.key)'; did you mean '\(near)'?")
            } else {
                error(entry.keyLocation, "unknown modifier '\(entry.key)' on \(viewName); modifiers are " + Vocabulary.modifiers.joined(separator: ", "))
            }
            return nil
        }
    }

    mutating func padding(_ node: DocumentNode) -> EdgeInsets? {
        switch node {
        case .scalar(let text, false, _) where text == "true":
            return EdgeInsets(all: EdgeInsets.systemDefaultLength)
        case .mapping(let entries, let location):
            let fields = Fields(entries, at: location, context: "padding", allowed: Vocabulary.paddingKeys, into: &diagnostics)
            var insets = EdgeInsets()
            for key in Vocabulary.paddingKeys {
                guard let valueNode = fields[key], let v = number(valueNode, key) else { continue }
                insets.set(key, to: v)
            }
            return insets
        default:
            return number(node, "padding").map { EdgeInsets(all: $0) }
        }
    }

    mutating func frame(_ node: DocumentNode) -> FrameSpec? {
        guard let entries = mapping(node, "frame", example: "frame: { width: 40, height: 40 } or frame: { maxWidth: infinity, alignment: leading }") else { return nil }
        let fields = Fields(entries, at: node.location, context: "frame", allowed: Vocabulary.frameKeys, into: &diagnostics)
        var spec = FrameSpec { key in
            guard let n = fields[key] else { return nil }
            return number(n, key, minimum: 0, allowInfinity: key.hasPrefix("max"))
        }
        if let n = fields["alignment"], let a = alignment(n) { spec.alignment = a }
        let fixed = ["width", "height"].filter(fields.has)
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].filter(fields.has)
        if !fixed.isEmpty, !flexible.isEmpty {
            error(node.location, "a frame is either fixed (width, height) or flexible (min, ideal, max), not both: found \(fixed[0]) with \(flexible[0]); chain two frames in a Group to combine them")
            return nil
        }
        for (axis, lo, ideal, hi) in [("Width", spec.minWidth, spec.idealWidth, spec.maxWidth), ("Height", spec.minHeight, spec.idealHeight, spec.maxHeight)] {
            if let lo, let hi, lo > hi {
                error(fields.keyLocation("min" + axis), "min\(axis) \(NumberFormat.plain(lo)) is larger than max\(axis) \(NumberFormat.plain(hi)); SwiftUI calls these contradictory frame constraints")
                return nil
            }
            if let ideal, let lo, ideal < lo {
                error(fields.keyLocation("ideal" + axis), "ideal\(axis) \(NumberFormat.plain(ideal)) is smaller than min\(axis) \(NumberFormat.plain(lo))")
                return nil
            }
            if let ideal, let hi, ideal > hi {
                error(fields.keyLocation("ideal" + axis), "ideal\(axis) \(NumberFormat.plain(ideal)) is larger than max\(axis) \(NumberFormat.plain(hi))")
                return nil
            }
        }
        if entries.allSatisfy({ $0.key == "alignment" }) {
            warning(node.location, "a frame with no sizes changes nothing")
        }
        return spec
    }

    /// A colour, a view, or `{ alignment, content }`.
    mutating func decoration(_ node: DocumentNode, _ what: String, depth: Int) -> Decoration? {
        switch node {
        case .scalar(let text, _, _) where Vocabulary.views.contains(text):
            return decodeView(node, depth: depth + 1).map { .view($0, alignment: .center) }
        case .scalar:
            return color(node, what).map(Decoration.color)
        case .mapping(let entries, let location):
            if entries.contains(where: { $0.key == "content" }) {
                let fields = Fields(entries, at: location, context: what, allowed: ["alignment", "content"], into: &diagnostics)
                let placement = fields["alignment"].flatMap { alignment($0) } ?? Alignment.center
                return fields["content"].flatMap { decodeView($0, depth: depth + 1) }.map { .view($0, alignment: placement) }
            }
            if let first = entries.first, Self.colorMappingKeys.contains(first.key) {
                return color(node, what).map(Decoration.color)
            }
            return decodeView(node, depth: depth + 1).map { .view($0, alignment: .center) }
        case .sequence:
            error(node.location, "expected a colour or a view for '\(what)', found a list; put several views in a ZStack")
            return nil
        }
    }

    /// `widgetLabel: "Now"` (a Text) or a view: `widgetLabel: { Gauge: … }`. WidgetKit draws a
    /// Text, Gauge, ProgressView or Image there and ignores anything else.
    mutating func widgetLabel(_ node: DocumentNode, depth: Int) -> View? {
        if case .scalar(let text, _, _) = node, !Vocabulary.views.contains(text) {
            return decodeText(node).map { View(.text($0), location: node.location) }
        }
        guard let view = decodeView(node, depth: depth + 1) else { return nil }
        switch view.kind {
        case .text, .gauge, .progress, .image: return view
        default:
            error(node.location, "a widgetLabel is a Text, Gauge, ProgressView or Image; WidgetKit ignores other views there")
            return nil
        }
    }

    mutating func clipShape(_ node: DocumentNode) -> ShapeKind? {
        let simple: [String: ShapeKind] = ["Circle": .circle, "Capsule": .capsule, "Rectangle": .rectangle,
                                           "ContainerRelativeShape": .containerRelative]
        if case .mapping(let entries, let location) = node {
            let fields = Fields(entries, at: location, context: "clipShape", allowed: ["RoundedRectangle"], into: &diagnostics)
            return fields["RoundedRectangle"].flatMap { roundedRectangle($0) }
        }
        guard let name = choice(node, "clip shape", from: Array(simple.keys).sorted() + ["RoundedRectangle"]) else { return nil }
        guard let shape = simple[name] else {
            error(node.location, "RoundedRectangle needs a corner radius: write clipShape: { RoundedRectangle: 8 }")
            return nil
        }
        return shape
    }

    mutating func widgetURL(_ node: DocumentNode) -> Modifier? {
        guard let text = string(node, "widgetURL") else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
            error(node.location, "'\(text)' is not a URL; write one with a scheme, such as myapp://open or https://example.com")
            return nil
        }
        return .widgetURL(text)
    }
}
