import SwiftSyntax
import ViewTree
import WidgetFormat

/// SwiftUI's views, from their initializers' arguments.
extension Interpreter {
    func builtIn(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        switch name {
        case "Text": return View(.text(try textRuns(call, scope)))
        case "Image": return try image(call, scope)
        case "Gauge": return try gauge(call, scope)
        case "ProgressView": return try progressView(call, scope)
        case "HStack", "VStack", "ZStack": return try stack(name, call, scope)
        case "Spacer":
            var arguments = Arguments(call, callee: name, firstTrailingClosure: nil)
            let minimum = try arguments.take("minLength").map { try number($0, scope, "minLength", minimum: 0) }
            try arguments.finish(positions, accepted: ["minLength:"])
            return View(.spacer(minLength: minimum))
        case "ViewThatFits":
            var arguments = Arguments(call, callee: name, firstTrailingClosure: "content")
            let axes = try arguments.take("in").map { try axisSet($0, scope) } ?? [.horizontal, .vertical]
            guard let content = arguments.take("content") else { throw failure(call, "ViewThatFits needs its views in { … }") }
            let children = try views(in: content, scope)
            try arguments.finish(positions, accepted: ["in:", "content:"])
            if children.isEmpty { throw failure(content, "ViewThatFits needs at least one view") }
            return View(.viewThatFits(axes: axes, children: children))
        case "Group":
            var arguments = Arguments(call, callee: name, firstTrailingClosure: "content")
            guard let content = arguments.take("content") else { throw failure(call, "Group needs its views in { … }") }
            let children = try views(in: content, scope)
            try arguments.finish(positions, accepted: ["content:"])
            return View(.group(children))
        case "AccessoryWidgetBackground": return try noArguments(call, .accessoryWidgetBackground)
        case "EmptyView": return try noArguments(call, .empty)
        case "Color":
            return View(.shape(ShapeView(shape: .rectangle, fill: try color(ExprSyntax(call), scope))))
        default:
            return View(.shape(ShapeView(shape: try shapeKind(ExprSyntax(call), scope))))
        }
    }

    func noArguments(_ call: FunctionCallExprSyntax, _ kind: ViewKind) throws -> View {
        try Arguments(call, callee: kind.name, firstTrailingClosure: nil).finish(positions, accepted: [])
        return View(kind)
    }

    func stack(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        var arguments = Arguments(call, callee: name, firstTrailingClosure: "content")
        var stack = StackView(kind: StackView.Kind(rawValue: name)!, children: [])
        if let alignment = arguments.take("alignment") {
            switch stack.kind {
            case .hstack: stack.alignment = Alignment(horizontal: .center, vertical: try member(alignment, scope, "HStack alignment", as: VerticalAlignment.self))
            case .vstack: stack.alignment = Alignment(horizontal: try member(alignment, scope, "VStack alignment", as: HorizontalAlignment.self), vertical: .center)
            case .zstack: stack.alignment = try self.alignment(alignment, scope)
            }
        }
        if stack.kind != .zstack, let spacing = arguments.take("spacing") {
            stack.spacing = try number(spacing, scope, "spacing", minimum: 0)
        }
        guard let content = arguments.take("content") else { throw failure(call, "\(name) needs its views in { … }") }
        stack.children = try views(in: content, scope)
        try arguments.finish(positions, accepted: stack.kind == .zstack ? ["alignment:", "content:"] : ["alignment:", "spacing:", "content:"])
        return View(.stack(stack))
    }

    func image(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        var arguments = Arguments(call, callee: "Image", firstTrailingClosure: nil)
        if let symbol = arguments.take("systemName") {
            try arguments.finish(positions, accepted: ["systemName:"])
            let name = try literalString(symbol, scope, "systemName")
            if !SymbolCatalog.contains(name) {
                var message = "SF Symbol '\(name)' is not in the built-in set; it is drawn as a placeholder"
                if let near = EditDistance.nearest(to: name, in: SymbolCatalog.names) { message += "; did you mean '\(near)'?" }
                warn(symbol, message)
            }
            return View(.image(ImageView(source: .symbol(name))))
        }
        guard let file = arguments.take(nil) else {
            throw failure(call, "an Image needs systemName: (an SF Symbol) or the name of a PNG beside the source file: Image(\"logo\")")
        }
        try arguments.finish(positions, accepted: ["systemName:", "_ name"])
        let name = try literalString(file, scope, "Image")
        let written = name.hasSuffix(".png") ? name : name + ".png"
        switch PNGFile.source(written: written, baseDirectory: baseDirectory, owner: "source file") {
        case .success(let source): return View(.image(ImageView(source: source)))
        case .failure(let problem): throw failure(file, problem.message)
        }
    }

    func gauge(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        var arguments = Arguments(call, callee: "Gauge", firstTrailingClosure: "label")
        guard let valueExpression = arguments.take("value") else {
            throw arguments.missing("value", positions, "a Gauge needs value: — a number or an entry value")
        }
        let value = try quantity(valueExpression, scope, "value")
        var lower = 0.0, upper = 1.0
        if let range = arguments.take("in") { (lower, upper) = try numberRange(range, scope) }
        var gauge = GaugeView(value: value, lowerBound: lower, upperBound: upper, style: .linearCapacity)
        gauge.label = try arguments.take("label").map { try singleView(in: $0, scope) }
        gauge.currentValueLabel = try arguments.take("currentValueLabel").map { try singleView(in: $0, scope) }
        gauge.minimumValueLabel = try arguments.take("minimumValueLabel").map { try singleView(in: $0, scope) }
        gauge.maximumValueLabel = try arguments.take("maximumValueLabel").map { try singleView(in: $0, scope) }
        try arguments.finish(positions, accepted: ["value:", "in:", "label:", "currentValueLabel:", "minimumValueLabel:", "maximumValueLabel:"])
        if case .literal(let v) = value, v < lower || v > upper {
            warn(valueExpression, "the value \(NumberFormat.plain(v)) is outside the range \(NumberFormat.plain(lower))…\(NumberFormat.plain(upper)); SwiftUI draws it clamped")
        }
        return View(.gauge(gauge))
    }

    func progressView(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        var arguments = Arguments(call, callee: "ProgressView", firstTrailingClosure: "label")
        let source: ProgressSource
        if let valueExpression = arguments.take("value") {
            let value = try quantity(valueExpression, scope, "value")
            let total = try arguments.take("total").map { try number($0, scope, "total") } ?? 1
            guard total > 0 else { throw failure(call, "'total' must be above 0") }
            if case .literal(let v) = value, v < 0 || v > total {
                warn(valueExpression, "the value \(NumberFormat.plain(v)) is outside 0…\(NumberFormat.plain(total)); SwiftUI draws it clamped")
            }
            source = .value(value, total: total)
        } else if let interval = arguments.take("timerInterval") {
            let (start, end) = try dateRange(interval, scope)
            let countsDown = try arguments.take("countsDown").map { try bool($0, scope, "countsDown") } ?? true
            source = .timer(start: start, end: end, countsDown: countsDown)
        } else {
            throw failure(call, "a ProgressView needs value: (with an optional total:) or timerInterval: start...end; an indeterminate spinner is not shown on the Lock Screen")
        }
        var progress = ProgressViewSpec(source: source)
        progress.label = try arguments.take("label").map { try singleView(in: $0, scope) }
        progress.currentValueLabel = try arguments.take("currentValueLabel").map { try singleView(in: $0, scope) }
        try arguments.finish(positions, accepted: ["value:", "total:", "timerInterval:", "countsDown:", "label:", "currentValueLabel:"])
        return View(.progress(progress))
    }
}
