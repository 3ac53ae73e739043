import SwiftSyntax
import ViewTree

/// Statement lists: view builder bodies and closures, `let`, `return`, `if` and `switch`.
extension Interpreter {
    /// What a statement list produces: the expression it returns, or the views it lists.
    enum Outcome {
        case returned(ExprSyntax, Scope)
        case views([View])
    }

    /// Runs a body. In a view builder (`buildsViews`) every view statement adds a view, and a
    /// problem in one is recorded so the others are still read.
    func execute(_ statements: CodeBlockItemListSyntax, in scope: Scope, buildsViews: Bool) throws -> Outcome {
        var views: [View] = []
        var expressions: [ExprSyntax] = []
        for item in statements {
            switch item.item {
            case .decl(let declaration):
                try bind(declaration, in: scope)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    guard let expression = returned.expression else { throw failure(returned, "a body must return a view") }
                    if !views.isEmpty || !expressions.isEmpty {
                        throw failure(returned, "'return' after views; a view builder lists its views without return")
                    }
                    return .returned(expression, scope)
                }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    expressions.append(expression)
                    continue
                }
                throw failure(statement, "'\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements are not supported in a view body; list views, and choose between them with if or switch on the environment")
            case .expr(let expression):
                expressions.append(expression)
            }
        }
        if !buildsViews, expressions.count == 1, let only = expressions.first {
            return .returned(only, scope)
        }
        if !buildsViews, expressions.count > 1 {
            throw failure(expressions[1], "several views in a body that is not a view builder; add @ViewBuilder, or put them in a stack")
        }
        for expression in expressions {
            do {
                views.append(try view(expression, scope))
            } catch let error as SourceError {
                record(error)
            }
        }
        return .views(views)
    }

    /// `let name = value` (or `var`) inside a body: the name stands for the expression.
    func bind(_ declaration: DeclSyntax, in scope: Scope) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw failure(declaration, "declarations inside a view body are not supported, except let name = value; move it out of the body")
        }
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value else {
                throw failure(binding, "write 'let name = value'; lockscreen-tui reads a local as the value it is given")
            }
            scope.bindings[identifier.identifier.text] = .expression(value, scope)
        }
    }

    /// The views of a closure (`VStack { … }`) or of one view given in its place.
    func views(in expression: ExprSyntax, _ scope: Scope) throws -> [View] {
        guard let closure = expression.as(ClosureExprSyntax.self) else { return [try view(expression, scope)] }
        if let signature = closure.signature {
            throw failure(signature, "this closure takes parameters, which a view builder does not; remove '\(signature.trimmedDescription)'")
        }
        switch try execute(closure.statements, in: Scope(parent: scope), buildsViews: true) {
        case .views(let views): return views
        case .returned(let returned, let bound): return [try view(returned, bound)]
        }
    }

    /// One view for a closure: its only view, a Group of several, or EmptyView.
    func singleView(in expression: ExprSyntax, _ scope: Scope) throws -> View {
        combined(try views(in: expression, scope), at: expression)
    }

    func combined(_ views: [View], at node: some SyntaxProtocol) -> View {
        switch views.count {
        case 0: return View(.empty, location: positions.location(of: node))
        case 1: return views[0]
        default: return View(.group(views), location: positions.location(of: node))
        }
    }
}
