import SwiftSyntax
import ViewTree

/// View expressions: constructors, helper views, modifier chains, `Text + Text`, branches.
extension Interpreter {
    func view(_ expression: ExprSyntax, _ scope: Scope) throws -> View {
        switch try term(expression, scope) {
        case .views(let views, let node): return combined(views, at: node)
        case .entry(let reference):
            throw failure(expression, "'\(reference.path.isEmpty ? "entry" : "entry." + reference.description)' is an entry value, not a view; show it with Text(\"\\(\(reference.path.isEmpty ? "entry" : "entry." + reference.description))\")")
        case .environment:
            throw failure(expression, "an environment value is not a view; choose views with if or switch on it")
        case .expression(let found, let bound):
            return try viewExpression(found, bound)
        }
    }

    private func viewExpression(_ expression: ExprSyntax, _ scope: Scope) throws -> View {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else {
                    throw failure(access, "'.\(access.declName.baseName.text)(…)' needs a view before it; modifiers follow a view, as Text(\"Hi\").\(access.declName.baseName.text)(…)")
                }
                if let color = try colorView(expression, scope) { return color }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return try self.call(access.declName.baseName.text, call, scope.instanceScope)
                }
                return try modified(try view(base, scope), by: access.declName.baseName.text, call, scope)
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return try self.call(reference.baseName.text, call, scope)
            }
        }
        if let branch = expression.as(IfExprSyntax.self) { return try ifBranch(branch, scope) }
        if let branch = expression.as(SwitchExprSyntax.self) { return try switchBranch(branch, scope) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return try joinedText(try FoldedExpression.fold(sequence, positions: positions), scope)
        }
        if let color = try colorView(expression, scope) { return color }
        if expression.is(StringLiteralExprSyntax.self) {
            throw failure(expression, "a string is not a view; write Text(\(expression.trimmedDescription))")
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Vocabulary.views.contains(name) || declarations.views[name] != nil {
                throw failure(reference, "\(name) is a view type; write \(name)(…) to make one")
            }
            throw failure(reference, unknownNameMessage(name, scope))
        }
        throw failure(expression, "'\(shortened(expression))' is not a view lockscreen-tui can read; see docs/swiftui.md for the views it reads")
    }

    /// A call by name: a built-in view, a view declared in the file, or a function of the view.
    func call(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        if let declaration = declarations.views[name] { return try instantiate(declaration, call, scope) }
        if let function = scope.owner?.functions[name] { return try invoke(function, call, scope) }
        if Vocabulary.views.contains(name) {
            let view = try builtIn(name, call, scope)
            return View(view.kind, modifiers: view.modifiers, location: positions.location(of: call))
        }
        if let advice = Vocabulary.unsupportedViews[name] {
            throw failure(call.calledExpression, "\(name) is not supported; \(advice)")
        }
        throw failure(call.calledExpression, unknownNameMessage(name, scope))
    }

    func unknownNameMessage(_ name: String, _ scope: Scope) -> String {
        let known = Vocabulary.views + declarations.viewOrder + (scope.owner.map { Array($0.functions.keys) } ?? [])
        if let near = EditDistance.nearest(to: name, in: known) {
            return "unknown view '\(name)'; did you mean '\(near)'?"
        }
        return "unknown name '\(name)'; lockscreen-tui reads SwiftUI's views (docs/swiftui.md), the views this file declares, and entry values (lowercase names)"
    }

    /// A view declared in the file, given its stored properties by the memberwise initializer.
    func instantiate(_ declaration: ViewDeclaration, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        if let problem = declaration.problems.first { throw problem }
        var arguments = Arguments(call, callee: declaration.name, firstTrailingClosure: nil)
        let instance = Scope(parent: nil, owner: declaration)
        for property in declaration.stored {
            if property.isParameter, let given = arguments.take(property.name) {
                instance.bindings[property.name] = .expression(given, scope)
            } else if let initial = property.initialValue {
                instance.bindings[property.name] = .expression(initial, instance)
            } else {
                throw failure(call, "\(declaration.name) needs '\(property.name):'; its initializer takes " + declaration.parameterNames.map { $0 + ":" }.joined(separator: ", "))
            }
        }
        for (name, reading) in declaration.environment { instance.bindings[name] = .environment(reading) }
        try arguments.finish(positions, accepted: declaration.parameterNames.map { $0 + ":" })
        guard let body = declaration.properties["body"] else {
            throw failure(declaration.syntax.name, "\(declaration.name) has no 'var body: some View'")
        }
        return try viewBody(of: declaration, body, in: instance)
    }

    func viewBody(of declaration: ViewDeclaration, _ member: ViewDeclaration.Member, in instance: Scope) throws -> View {
        switch try read(member, of: declaration, in: instance) {
        case .views(let views, let node): return combined(views, at: node)
        case .expression(let expression, let bound): return try view(expression, bound)
        case .entry, .environment: throw failure(member.syntax, "\(declaration.name).\(member.name) must build a view")
        }
    }

    /// A function of the view (`func row(_ title: String) -> some View`), called with its arguments.
    func invoke(_ function: ViewDeclaration.Member, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> View {
        var arguments = Arguments(call, callee: function.name, firstTrailingClosure: function.parameters.last?.label)
        let local = Scope(parent: scope.instanceScope)
        for parameter in function.parameters {
            if let given = arguments.take(parameter.label) {
                local.bindings[parameter.name] = .expression(given, scope)
            } else if let fallback = parameter.defaultValue {
                local.bindings[parameter.name] = .expression(fallback, local)
            } else {
                throw failure(call, "\(function.name) needs its argument '\(parameter.label.map { $0 + ":" } ?? "_ " + parameter.name)'")
            }
        }
        try arguments.finish(positions, accepted: function.parameters.map { ($0.label ?? "_") + ":" })
        return try deeper(call) {
            switch try execute(function.statements, in: local, buildsViews: function.buildsViews) {
            case .views(let views): return combined(views, at: call)
            case .returned(let expression, let bound): return try view(expression, bound)
            }
        }
    }

    func shortened(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
