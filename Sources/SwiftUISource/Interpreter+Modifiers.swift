import Foundation
import SwiftSyntax
import ViewTree

/// Modifier chains: each `.name(…)` after a view adds one modifier outermost, as in SwiftUI.
/// Shape, image, gauge and progress modifiers change the view itself.
extension Interpreter {
    func modified(_ base: View, by name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        var arguments = Arguments(call, callee: "." + name, firstTrailingClosure: "content")
        let at = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? DeclReferenceExprSyntax(baseName: .identifier(name))
        if let changed = try changedView(base, name, &arguments, at: at, scope) {
            return changed
        }
        let modifier: Modifier?
        switch name {
        case "font":
            modifier = .font(try font(try required(&arguments, nil, "a font such as .caption"), scope))
            try arguments.finish(positions, accepted: ["_ font"])
        case "foregroundStyle", "foregroundColor":
            modifier = .foregroundStyle(try color(try required(&arguments, nil, "a colour such as .secondary"), scope))
            try arguments.finish(positions, accepted: ["_ style"])
        case "tint":
            modifier = .tint(try color(try required(&arguments, nil, "a colour such as .green"), scope))
            try arguments.finish(positions, accepted: ["_ tint"])
        case "bold", "italic", "widgetAccentable", "privacySensitive":
            let on = try arguments.take(nil).map { try bool($0, scope, name) } ?? true
            try arguments.finish(positions, accepted: ["_ isActive"])
            switch name {
            case "bold": modifier = .bold(on)
            case "italic": modifier = .italic(on)
            case "widgetAccentable": modifier = .widgetAccentable(on)
            default: modifier = .privacySensitive(on)
            }
        case "monospacedDigit":
            try arguments.finish(positions, accepted: [])
            modifier = .monospacedDigit(true)
        case "padding":
            modifier = .padding(try padding(&arguments, call, scope))
        case "frame":
            modifier = .frame(try frame(&arguments, call, scope))
        case "background", "overlay":
            let decoration = try self.decoration(name, &arguments, call, scope)
            modifier = name == "background" ? .background(decoration) : .overlay(decoration)
        case "opacity":
            modifier = .opacity(try number(try required(&arguments, nil, "a number from 0 to 1"), scope, "opacity", minimum: 0, maximum: 1))
            try arguments.finish(positions, accepted: ["_ opacity"])
        case "clipShape":
            modifier = .clipShape(try shapeKind(try required(&arguments, nil, "a shape such as Circle()"), scope))
            try arguments.finish(positions, accepted: ["_ shape"])
        case "multilineTextAlignment":
            modifier = .multilineTextAlignment(try member(try required(&arguments, nil, "an alignment such as .center"), scope, "text alignment", as: TextAlignment.self))
            try arguments.finish(positions, accepted: ["_ alignment"])
        case "lineLimit":
            let limit = try required(&arguments, nil, "a number of lines, or nil")
            try arguments.finish(positions, accepted: ["_ number"])
            if case .expression(let found, _) = try term(limit, scope), found.is(NilLiteralExprSyntax.self) {
                modifier = .lineLimit(nil)
            } else {
                let lines = try number(limit, scope, "lineLimit", minimum: 1, maximum: 1000)
                guard lines == lines.rounded() else { throw failure(limit, "'lineLimit' must be a whole number") }
                modifier = .lineLimit(Int(lines))
            }
        case "redacted":
            modifier = .redacted(try member(try required(&arguments, "reason", "reason: .privacy"), scope, "redaction reason", as: RedactionReason.self))
            try arguments.finish(positions, accepted: ["reason:"])
        case "unredacted":
            try arguments.finish(positions, accepted: [])
            modifier = .unredacted
        case "widgetURL":
            modifier = .widgetURL(try url(try required(&arguments, nil, "URL(string: \"myapp://open\")"), scope))
            try arguments.finish(positions, accepted: ["_ url"])
        case "containerBackground":
            modifier = nil
        default:
            if let advice = Vocabulary.unsupportedModifiers[name] {
                throw failure(at, "'.\(name)' is not supported; \(advice)")
            }
            if let near = EditDistance.nearest(to: name, in: Vocabulary.modifiers) {
                throw failure(at, "unknown modifier '.\(name)'; did you mean '.\(near)'?")
            }
            throw failure(at, "the modifier '.\(name)' is not supported; lockscreen-tui reads " + Vocabulary.modifiers.map { "." + $0 }.joined(separator: ", "))
        }
        return modifier.map(base.modified) ?? base
    }

    func required(_ arguments: inout Arguments, _ label: String?, _ example: String) throws -> ExprSyntax {
        guard let found = arguments.take(label) else {
            let message = "\(arguments.callee) needs \(label.map { $0 + ": " } ?? "")\(example)"
            if let label { throw arguments.missing(label, positions, message) }
            throw SourceError(location: positions.location(of: arguments.call), message: message)
        }
        return found
    }

    /// Modifiers that change what a view is rather than wrap it: a shape's fill and stroke, an
    /// image's resizing, a gauge's or progress view's style.
    private func changedView(_ base: View, _ name: String, _ arguments: inout Arguments, at: some SyntaxProtocol, _ scope: Scope) throws -> View? {
        var view = base
        switch (name, base.kind) {
        case ("fill", .shape(var shape)), ("stroke", .shape(var shape)):
            guard base.modifiers.isEmpty else {
                throw failure(at, "'.\(name)' must come right after the shape, before its other modifiers (it is a Shape method)")
            }
            if name == "fill" {
                shape.fill = try color(try required(&arguments, nil, "a colour such as .green"), scope)
                try arguments.finish(positions, accepted: ["_ style"])
            } else {
                let strokeColor = try arguments.take(nil).map { try color($0, scope) }
                let width = try arguments.take("lineWidth").map { try number($0, scope, "lineWidth", minimum: 0) } ?? 1
                try arguments.finish(positions, accepted: ["_ style", "lineWidth:"])
                shape.stroke = ShapeStroke(color: strokeColor, lineWidth: width)
            }
            view.kind = .shape(shape)
        case ("fill", _), ("stroke", _):
            throw failure(at, "'.\(name)' applies to shapes, not \(base.kind.name); use .foregroundStyle, or .background(color)")
        case ("resizable", .image(var image)):
            guard base.modifiers.isEmpty else { throw failure(at, "'.resizable()' must come right after Image(…) (it is an Image method)") }
            try arguments.finish(positions, accepted: [])
            image.resizing = .stretch
            view.kind = .image(image)
        case ("scaledToFit", .image(var image)), ("scaledToFill", .image(var image)), ("aspectRatio", .image(var image)):
            guard image.resizing != nil, base.modifiers.isEmpty else {
                throw failure(at, "'.\(name)' goes right after .resizable() on an Image: Image(\"logo\").resizable().\(name)(…)")
            }
            if name == "aspectRatio" {
                image.resizing = try member(try required(&arguments, "contentMode", "contentMode: .fit"), scope, "content mode", as: ImageView.ContentMode.self)
                try arguments.finish(positions, accepted: ["contentMode:"])
            } else {
                try arguments.finish(positions, accepted: [])
                image.resizing = name == "scaledToFit" ? .fit : .fill
            }
            view.kind = .image(image)
        case ("gaugeStyle", .gauge(var gauge)):
            gauge.style = try member(try required(&arguments, nil, "a style such as .accessoryCircular"), scope, "gauge style", as: GaugeStyle.self)
            try arguments.finish(positions, accepted: ["_ style"])
            view.kind = .gauge(gauge)
        case ("progressViewStyle", .progress(var progress)):
            progress.style = try member(try required(&arguments, nil, "a style such as .circular"), scope, "progress view style", as: ProgressStyle.self)
            try arguments.finish(positions, accepted: ["_ style"])
            view.kind = .progress(progress)
        case ("resizable", _), ("scaledToFit", _), ("scaledToFill", _), ("aspectRatio", _), ("gaugeStyle", _), ("progressViewStyle", _):
            let owner = name == "gaugeStyle" ? "Gauge" : name == "progressViewStyle" ? "ProgressView" : "Image"
            throw failure(at, "'.\(name)' is read on \(owner) itself, not on \(base.kind.name); apply it to each \(owner)")
        default:
            return nil
        }
        return view
    }

    /// `.padding()`, `.padding(4)`, `.padding(.horizontal)`, `.padding(.horizontal, 4)`,
    /// `.padding([.top, .leading], 4)`, `.padding(EdgeInsets(top:leading:bottom:trailing:))`.
    private func padding(_ arguments: inout Arguments, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> EdgeInsets {
        let first = arguments.take(nil)
        let second = arguments.take(nil)
        try arguments.finish(positions, accepted: ["_ edges", "_ length"])
        guard let first else { return EdgeInsets(all: EdgeInsets.systemDefaultLength) }
        if case .expression(let found, let bound) = try term(first, scope), let insets = found.as(FunctionCallExprSyntax.self),
           isName(insets.calledExpression, "EdgeInsets") {
            var given = Arguments(insets, callee: "EdgeInsets", firstTrailingClosure: nil)
            var result = EdgeInsets()
            result.top = try given.take("top").map { try number($0, bound, "top") } ?? 0
            result.leading = try given.take("leading").map { try number($0, bound, "leading") } ?? 0
            result.bottom = try given.take("bottom").map { try number($0, bound, "bottom") } ?? 0
            result.trailing = try given.take("trailing").map { try number($0, bound, "trailing") } ?? 0
            try given.finish(positions, accepted: ["top:", "leading:", "bottom:", "trailing:"])
            return result
        }
        let edges: [String]
        let length: Double
        if let second {
            edges = try edgeNames(first, scope)
            length = try number(second, scope, "padding")
        } else if let names = try? edgeNames(first, scope) {
            edges = names
            length = EdgeInsets.systemDefaultLength
        } else {
            return EdgeInsets(all: try number(first, scope, "padding"))
        }
        var insets = EdgeInsets()
        for edge in edges { insets.set(edge, to: length) }
        return insets
    }

    private func edgeNames(_ expression: ExprSyntax, _ scope: Scope) throws -> [String] {
        let names = EdgeInsets.edgeNames
        if case .expression(let found, let bound) = try term(expression, scope), let array = found.as(ArrayExprSyntax.self) {
            return try array.elements.map { try edgeNames($0.expression, bound)[0] }
        }
        let (name, found) = try memberName(expression, scope, "edge")
        guard names.contains(name) else {
            throw failure(found, "unknown edge '.\(name)'; expected one of " + names.map { "." + $0 }.joined(separator: ", "))
        }
        return [name]
    }

    private func frame(_ arguments: inout Arguments, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> FrameSpec {
        var spec = FrameSpec()
        let fixedLabels = ["width", "height"]
        let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let fixed = fixedLabels.filter { arguments.has($0) }, flexible = flexibleLabels.filter { arguments.has($0) }
        if let one = fixed.first, let other = flexible.first {
            throw failure(call, "a frame is either fixed (width:, height:) or flexible (minWidth: … maxHeight:), not both: found \(one): with \(other):; chain two frames to combine them")
        }
        func dimension(_ label: String) throws -> Double? {
            try arguments.take(label).map { try number($0, scope, label, minimum: 0, allowInfinity: label.hasPrefix("max")) }
        }
        spec.width = try dimension("width")
        spec.height = try dimension("height")
        spec.minWidth = try dimension("minWidth")
        spec.idealWidth = try dimension("idealWidth")
        spec.maxWidth = try dimension("maxWidth")
        spec.minHeight = try dimension("minHeight")
        spec.idealHeight = try dimension("idealHeight")
        spec.maxHeight = try dimension("maxHeight")
        if let alignment = arguments.take("alignment") { spec.alignment = try self.alignment(alignment, scope) }
        try arguments.finish(positions, accepted: (fixedLabels + flexibleLabels + ["alignment"]).map { $0 + ":" })
        for (axis, low, ideal, high) in [("Width", spec.minWidth, spec.idealWidth, spec.maxWidth), ("Height", spec.minHeight, spec.idealHeight, spec.maxHeight)] {
            if let low, let high, low > high {
                throw failure(call, "min\(axis) \(NumberFormat.plain(low)) is larger than max\(axis) \(NumberFormat.plain(high)); SwiftUI calls these contradictory frame constraints")
            }
            if let ideal, let low, ideal < low {
                throw failure(call, "ideal\(axis) \(NumberFormat.plain(ideal)) is smaller than min\(axis) \(NumberFormat.plain(low))")
            }
            if let ideal, let high, ideal > high {
                throw failure(call, "ideal\(axis) \(NumberFormat.plain(ideal)) is larger than max\(axis) \(NumberFormat.plain(high))")
            }
        }
        if fixed.isEmpty, flexible.isEmpty { warn(call, "a frame with no sizes changes nothing") }
        return spec
    }

    /// `.background(.red)`, `.background(.red, in: Capsule())`, `.background { … }`,
    /// `.background(alignment: .bottom) { … }`, `.overlay(Circle())`, `.overlay(alignment:) { … }`.
    private func decoration(_ name: String, _ arguments: inout Arguments, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Decoration {
        let placement = try arguments.take("alignment").map { try alignment($0, scope) } ?? .center
        let accepted = ["_ content", "alignment:", "in:", "content:"]
        if let content = arguments.take("content") {
            try arguments.finish(positions, accepted: accepted)
            return .view(try singleView(in: content, scope), alignment: placement)
        }
        guard let given = arguments.take(nil) else { throw failure(call, ".\(name) needs a colour or a view: .\(name)(.red) or .\(name) { Circle() }") }
        if let shape = arguments.take("in") {
            try arguments.finish(positions, accepted: accepted)
            let filled = View(.shape(ShapeView(shape: try shapeKind(shape, scope), fill: try color(given, scope))), location: positions.location(of: shape))
            return .view(filled, alignment: placement)
        }
        try arguments.finish(positions, accepted: accepted)
        if try isColor(given, scope) {
            let fill = try color(given, scope)
            if name == "background" { return .color(fill) }
            return .view(View(.shape(ShapeView(shape: .rectangle, fill: fill)), location: positions.location(of: given)), alignment: placement)
        }
        return .view(try view(given, scope), alignment: placement)
    }

    /// `URL(string: "myapp://open")`, with or without `!`.
    private func url(_ expression: ExprSyntax, _ scope: Scope) throws -> String {
        guard case .expression(var found, let bound) = try term(expression, scope) else {
            throw failure(expression, "expected URL(string: \"myapp://open\")")
        }
        if let unwrapped = found.as(ForceUnwrapExprSyntax.self) { found = unwrapped.expression }
        guard let call = found.as(FunctionCallExprSyntax.self), isName(call.calledExpression, "URL") else {
            throw failure(found, "expected URL(string: \"myapp://open\")")
        }
        var arguments = Arguments(call, callee: "URL", firstTrailingClosure: nil)
        guard let text = arguments.take("string") else { throw failure(call, "expected URL(string: \"myapp://open\")") }
        try arguments.finish(positions, accepted: ["string:"])
        let written = try literalString(text, bound, "string")
        guard let url = URL(string: written), let scheme = url.scheme, !scheme.isEmpty else {
            throw failure(text, "'\(written)' is not a URL; write one with a scheme, such as myapp://open or https://example.com")
        }
        return written
    }
}
