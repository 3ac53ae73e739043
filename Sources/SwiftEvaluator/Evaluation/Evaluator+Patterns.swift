import SwiftSyntax

/// Pattern matching for `switch`, `if case` and `for`: enum cases with bindings, tuples, ranges,
/// literals, `let` bindings, `_`, `is` and `nil`.
extension Evaluator {
    /// Whether a value matches a pattern; names the pattern binds are defined in `scope`.
    /// `binding` is true inside `let`/`var`, where a bare name binds rather than compares.
    func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(identifier.identifier.text, value)
            return true
        }
        if let bound = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(bound.pattern, value, in: scope, binding: true)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, elements) {
                guard try match(element.pattern, item.value, in: scope, binding: binding) else { return false }
            }
            return true
        }
        if let check = pattern.as(IsTypePatternSyntax.self) {
            return conforms(value, to: check.type)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try match(expression: expression.expression, value, in: scope, binding: binding)
        }
        return false
    }

    func match(expression: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if let inner = expression.as(PatternExprSyntax.self) {
            return try match(inner.pattern, value, in: scope, binding: binding)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if binding, let name = expression.as(DeclReferenceExprSyntax.self) {
            scope.define(name.baseName.text, value)
            return true
        }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) {
            if value.isNull { return false }
            return try match(expression: chaining.expression, value, in: scope, binding: binding)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, elements) {
                guard try match(expression: element.expression, item.value, in: scope, binding: binding) else { return false }
            }
            return true
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           try isCasePattern(access, scope) {
            let name = access.declName.baseName.text
            if name == "some" {
                guard !value.isNull, let only = call.arguments.first else { return false }
                return try match(expression: only.expression, value, in: scope, binding: binding)
            }
            // A case of an enum no file declares (`Result`'s `.success(note)`, another module's) is
            // the implicit member the code wrote: its name and its arguments, in order.
            if case .symbol(let symbol) = value, symbol.chain.isEmpty, let arguments = symbol.arguments {
                guard symbol.name == name, arguments.count == call.arguments.count else { return false }
                for (argument, given) in zip(call.arguments, arguments) {
                    guard try match(expression: argument.expression, given.value, in: scope, binding: binding) else { return false }
                }
                return true
            }
            guard case .enumCase(let e) = value, e.caseName == name else { return false }
            for (argument, associated) in zip(call.arguments, e.associated) {
                guard try match(expression: argument.expression, associated.value, in: scope, binding: binding) else { return false }
            }
            return true
        }
        if let access = expression.as(MemberAccessExprSyntax.self), try isCasePattern(access, scope) {
            let name = access.declName.baseName.text
            switch value {
            case .enumCase(let e): return e.caseName == name
            case .symbol(let symbol) where symbol.chain.isEmpty: return symbol.name == name
            case .null: return name == "none"
            default: break
            }
        }
        let pattern = try evaluate(expression, in: scope)
        if case .range = pattern { return RangeMatching.contains(pattern, value) }
        if case .unknown = value { return false }
        return pattern.isEqual(to: value)
    }

    /// `.name` or `Type.name` naming an enum case (not a static value to compare with).
    private func isCasePattern(_ access: MemberAccessExprSyntax, _ scope: Scope) throws -> Bool {
        guard let base = access.base else { return true }
        guard let reference = base.as(DeclReferenceExprSyntax.self) ?? base.as(MemberAccessExprSyntax.self).map({ _ in nil }) ?? nil else {
            return false
        }
        let name = reference.baseName.text
        guard let declaration = program.type(named: name), declaration.kind == .enumeration else { return false }
        return declaration.enumCase(access.declName.baseName.text) != nil
    }
}
