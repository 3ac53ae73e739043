import SwiftSyntax
import ViewTree

/// Colours, fonts, alignments and shapes.
extension Interpreter {
    /// `.red`, `Color.red`, `.secondary`, `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
    /// and any of them `.opacity(x)`.
    func color(_ expression: ExprSyntax, _ scope: Scope) throws -> ColorValue {
        guard case .expression(let found, let bound) = try term(expression, scope) else {
            throw failure(expression, "expected a colour such as .red or Color(red: 1, green: 0.5, blue: 0); entry values cannot be colours")
        }
        if let access = found.as(MemberAccessExprSyntax.self), access.base == nil || isName(access.base, "Color") {
            let name = access.declName.baseName.text
            if let named = NamedColors.color(named: name) { return named }
            var message = "unknown colour '.\(name)'"
            if let near = EditDistance.nearest(to: name, in: NamedColors.names) {
                message += "; did you mean '.\(near)'?"
            } else {
                message += "; use a named colour such as .white or .secondary, or Color(red:green:blue:)"
            }
            throw failure(access.declName, message)
        }
        if let call = found.as(FunctionCallExprSyntax.self) {
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
               access.declName.baseName.text == "opacity" {
                var arguments = Arguments(call, callee: "opacity", firstTrailingClosure: nil)
                guard let amount = arguments.take(nil) else { throw failure(call, "opacity needs a number from 0 to 1") }
                try arguments.finish(positions, accepted: ["_ opacity"])
                let opacity = try number(amount, bound, "opacity", minimum: 0, maximum: 1)
                let inner = try color(base, bound)
                return opacity == 1 ? inner : .withOpacity(inner, opacity)
            }
            if isName(call.calledExpression, "Color") { return try colorInitializer(call, bound) }
        }
        throw failure(found, "expected a colour such as .red, .secondary or Color(red: 1, green: 0.5, blue: 0), found '\(shortened(found))'")
    }

    private func colorInitializer(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> ColorValue {
        var arguments = Arguments(call, callee: "Color", firstTrailingClosure: nil)
        if arguments.has(nil) {
            throw failure(call, "Color(\"name\") reads an asset catalog, which lockscreen-tui does not have; write Color(red:green:blue:) with the asset's values")
        }
        var channels: [Double] = []
        if let white = arguments.take("white") {
            let level = try number(white, scope, "white", minimum: 0, maximum: 1)
            channels = [level, level, level]
        } else {
            for channel in ["red", "green", "blue"] {
                guard let given = arguments.take(channel) else {
                    throw failure(call, "Color needs red:, green: and blue: (0 to 1), or white:; '\(channel):' is missing")
                }
                channels.append(try number(given, scope, channel, minimum: 0, maximum: 1))
            }
        }
        let opacity = try arguments.take("opacity").map { try number($0, scope, "opacity", minimum: 0, maximum: 1) } ?? 1
        try arguments.finish(positions, accepted: ["red:", "green:", "blue:", "white:", "opacity:"])
        return .rgba(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: opacity))
    }

    /// True when an expression is written as a colour: `Color…`, or a named colour's implicit member.
    func isColor(_ expression: ExprSyntax, _ scope: Scope) throws -> Bool {
        guard case .expression(let found, let bound) = try term(expression, scope) else { return false }
        if let access = found.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return NamedColors.color(named: access.declName.baseName.text) != nil }
            return try isName(base, "Color") || isColor(base, bound)
        }
        if let call = found.as(FunctionCallExprSyntax.self) {
            if isName(call.calledExpression, "Color") { return true }
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "opacity",
               let base = access.base {
                return try isColor(base, bound)
            }
        }
        return false
    }

    /// A `Color` used as a view: a rectangle filled with it.
    func colorView(_ expression: ExprSyntax, _ scope: Scope) throws -> View? {
        guard case .expression(let found, let bound) = try term(expression, scope), try isColor(found, bound) else { return nil }
        if let access = found.as(MemberAccessExprSyntax.self), access.base == nil { return nil }
        return View(.shape(ShapeView(shape: .rectangle, fill: try color(found, bound))), location: positions.location(of: found))
    }

    /// `.caption`, `.caption.bold()`, `.caption.weight(.semibold)`, `.system(size:weight:design:)`,
    /// `.system(.caption, design: .rounded)`.
    func font(_ expression: ExprSyntax, _ scope: Scope) throws -> FontSpec {
        guard case .expression(let found, let bound) = try term(expression, scope) else {
            throw failure(expression, "expected a font such as .caption or .system(size: 28, weight: .bold)")
        }
        if let access = found.as(MemberAccessExprSyntax.self), access.base == nil || isName(access.base, "Font") {
            return FontSpec(style: try member(found, bound, "text style", as: TextStyle.self))
        }
        if let call = found.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            var arguments = Arguments(call, callee: name, firstTrailingClosure: nil)
            if access.base == nil || isName(access.base, "Font") {
                guard name == "system" else {
                    throw failure(access.declName, "'.\(name)' fonts are not available; use a text style (.caption) or .system(size:weight:design:)")
                }
                var spec = FontSpec()
                if let style = arguments.take(nil) { spec.style = try member(style, bound, "text style", as: TextStyle.self) }
                if let size = arguments.take("size") { spec.size = try number(size, bound, "size", minimum: 1, maximum: 500) }
                if let weight = arguments.take("weight") { spec.weight = try member(weight, bound, "font weight", as: FontWeight.self) }
                if let design = arguments.take("design") { spec.design = try member(design, bound, "font design", as: FontDesign.self) }
                try arguments.finish(positions, accepted: ["_ style", "size:", "weight:", "design:"])
                if spec.style == nil, spec.size == nil {
                    throw failure(call, ".system needs a size (size: 28) or a text style (.caption)")
                }
                return spec
            }
            var spec = try font(access.base!, bound)
            switch name {
            case "bold":
                try arguments.finish(positions, accepted: [])
                spec.weight = .bold
            case "weight":
                guard let weight = arguments.take(nil) else { throw failure(call, "weight needs a weight such as .semibold") }
                try arguments.finish(positions, accepted: ["_ weight"])
                spec.weight = try member(weight, bound, "font weight", as: FontWeight.self)
            default:
                throw failure(access.declName, "the font modifier '.\(name)()' is not supported; use .bold() or .weight(…) on the font, and .italic() or .monospacedDigit() on the view")
            }
            return spec
        }
        throw failure(found, "expected a font such as .caption or .system(size: 28, weight: .bold), found '\(shortened(found))'")
    }

    /// One of the nine two-axis alignments (`.topLeading` …).
    func alignment(_ expression: ExprSyntax, _ scope: Scope) throws -> Alignment {
        let (name, found) = try memberName(expression, scope, "alignment")
        if let alignment = Alignment(name: name) { return alignment }
        let names = Alignment.named.map(\.name)
        if let near = EditDistance.nearest(to: name, in: names) {
            throw failure(found, "unknown alignment '.\(name)'; did you mean '.\(near)'?")
        }
        throw failure(found, "unknown alignment '.\(name)'; expected one of " + names.map { "." + $0 }.joined(separator: ", "))
    }

    /// `Circle()`, `Capsule()`, `Rectangle()`, `ContainerRelativeShape()`, `RoundedRectangle(cornerRadius:)`,
    /// or the shape styles `.circle`, `.capsule`, `.rect`, `.rect(cornerRadius:)`, `.containerRelative`.
    func shapeKind(_ expression: ExprSyntax, _ scope: Scope) throws -> ShapeKind {
        guard case .expression(let found, let bound) = try term(expression, scope) else {
            throw failure(expression, "expected a shape such as Circle() or RoundedRectangle(cornerRadius: 8)")
        }
        let simple: [String: ShapeKind] = ["Circle": .circle, "Capsule": .capsule, "Rectangle": .rectangle,
                                           "ContainerRelativeShape": .containerRelative, "circle": .circle, "capsule": .capsule,
                                           "rect": .rectangle, "rectangle": .rectangle, "containerRelative": .containerRelative]
        if let access = found.as(MemberAccessExprSyntax.self), access.base == nil, let shape = simple[access.declName.baseName.text] {
            return shape
        }
        if let call = found.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
            var arguments = Arguments(call, callee: name ?? "shape", firstTrailingClosure: nil)
            if name == "RoundedRectangle" || (name == "rect" && arguments.has("cornerRadius")) {
                guard let radius = arguments.take("cornerRadius") else { throw failure(call, "RoundedRectangle needs cornerRadius:") }
                let value = try number(radius, bound, "cornerRadius", minimum: 0)
                if let style = arguments.take("style") { _ = try memberName(style, bound, "corner style") }
                try arguments.finish(positions, accepted: ["cornerRadius:", "style:"])
                return .roundedRectangle(cornerRadius: value)
            }
            if let name, let shape = simple[name] {
                try arguments.finish(positions, accepted: [])
                return shape
            }
        }
        throw failure(found, "expected a shape: Circle(), Capsule(), Rectangle(), ContainerRelativeShape() or RoundedRectangle(cornerRadius:), found '\(shortened(found))'")
    }
}
