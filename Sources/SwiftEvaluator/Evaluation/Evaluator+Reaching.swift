import SwiftSyntax

/// Running code up to a place in it: the values a function's locals have where an expression is
/// written, without running what comes after it (a call into a framework, say, whose arguments
/// are what the caller wants to know).
extension Evaluator {
    /// The scope at `node`: the enclosing function's (or computed property's) `self` and
    /// parameters bound (`parameter` gives a value for one without a default, nil to give up),
    /// then every statement before the one that holds `node` run, entering the `do` blocks,
    /// closures and branches that hold it (their conditions are not evaluated). A statement that
    /// fails and declares nothing is skipped, as its effect is outside what `node` reads
    /// (`print`, a loop over running tasks); a declaration that fails ends it. Nil when `node` is
    /// not inside a function's or a property's body, or a parameter has no value.
    public func scope(reaching node: some SyntaxProtocol, self value: Value?,
                      parameter: (FunctionParameterSyntax) -> Value?) throws -> Scope? {
        var items: [CodeBlockItemSyntax] = []
        var function: Syntax?
        var current = Syntax(node)
        while let parent = current.parent {
            if let item = parent.as(CodeBlockItemSyntax.self) { items.append(item) }
            // A computed property's getter (a view's `body`, where a button's action starts
            // the activity) is a function without parameters.
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                function = parent
                break
            }
            current = parent
        }
        guard let function else { return nil }
        let scope = value.map { self.scope(self: $0) } ?? globalScope()
        let parameters = function.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? function.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters ?? []
        for declared in parameters {
            let name = (declared.secondName ?? declared.firstName).text
            if let fallback = declared.defaultValue?.value {
                scope.define(name, coerce(try evaluate(fallback, in: scope), to: declared.type))
            } else if let given = parameter(declared) {
                scope.define(name, given)
            } else {
                return nil
            }
        }
        for item in items.reversed() {
            guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { continue }
            for earlier in list {
                if earlier.id == item.id { break }
                do {
                    _ = try execute([earlier], in: scope, collector: nil)
                } catch {
                    let declares = { if case .decl = earlier.item { true } else { false } }()
                    guard error is PositionedError || error is ThrownError || error is EvaluationError, !declares else { throw error }
                }
            }
        }
        return scope
    }
}
