import Foundation
import SwiftSyntax

/// Statements: `let`/`var`, `if`/`guard`/`switch`, loops, `return`, `do`/`catch`, local
/// functions, `#if`; run plainly or as a result builder that collects the values it lists.
extension Evaluator {
    /// How a statement list ended.
    enum Flow {
        case normal
        case returned(Value)
        case broke(String?)
        case continued(String?)
    }

    /// Collects the values a result builder's statements list; an `if` without `else` that is not
    /// taken lists nil, as a result builder's `buildOptional(nil)` does.
    final class Collector {
        var values: [Value] = []
    }

    /// Runs a body and gives its result: what it returns, its single expression, or (as a result
    /// builder) what its statements list combined by the host.
    func run(_ statements: CodeBlockItemListSyntax, in scope: Scope, buildsViews: Bool, at node: some SyntaxProtocol) throws -> Value {
        if buildsViews {
            let collector = Collector()
            if case .returned(let value) = try execute(statements, in: scope, collector: collector) { return value }
            return combine(collector.values, at: Syntax(node))
        }
        if statements.count == 1, let only = statements.first {
            switch only.item {
            case .expr(let expression):
                return try implicitValue(expression, scope)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return try implicitValue(expression, scope) }
            case .decl(let declaration):
                // `#if os(watchOS) a #else b #endif` as the whole body: the active clause's expression is the value.
                if let conditional = declaration.as(IfConfigDeclSyntax.self),
                   case .statements(let active)? = program.conditions.activeClause(of: conditional)?.elements {
                    return try run(active, in: scope, buildsViews: false, at: node)
                }
            }
        }
        if case .returned(let value) = try execute(statements, in: scope, collector: nil) { return value }
        return .void
    }

    /// A single-expression body's value; `if` and `switch` there are expressions whose branches may also return.
    private func implicitValue(_ expression: ExprSyntax, _ scope: Scope) throws -> Value {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return try evaluate(expression, in: scope)
        }
        return try evaluate(expression, in: scope)
    }

    /// Runs statements as a result builder: the values they list, in order.
    public func buildValues<Items: Sequence>(_ statements: Items, in scope: Scope) throws -> [Value]
    where Items.Element == CodeBlockItemSyntax {
        let collector = Collector()
        if case .returned(let value) = try execute(statements, in: scope, collector: collector) { return [value] }
        return collector.values
    }

    /// A computed property's value. A property that asks for itself on the same value would
    /// never end, so that is refused when it is entered, not after `maximumCallDepth` calls.
    func getter(_ property: TypeDeclaration.ComputedProperty, scope: Scope) throws -> Value {
        let owner = scope.selfValue ?? .void
        if activeGetters.contains(where: { $0.property == property.syntax.id && $0.owner.isEqual(to: owner) }) {
            throw failure(property.syntax, "'\(property.name)' uses itself: reading it needs its own value again, so it would never end")
        }
        activeGetters.append((property.syntax.id, owner))
        defer { activeGetters.removeLast() }
        return try deeper(property.syntax) {
            resultTypeForOverloads = resultTypeForOverloads(of: property.statements, declared: property.type)
            defer { resultTypeForOverloads = nil }
            return coerce(try run(property.statements, in: scope, buildsViews: property.buildsViews, at: property.syntax), to: property.type,
                          selfType: scope.selfType?.name)
        }
    }

    func execute<Items: Sequence>(_ statements: Items, in scope: Scope, collector: Collector?) throws -> Flow
    where Items.Element == CodeBlockItemSyntax {
        for item in statements {
            try step(item)
            let flow: Flow
            switch item.item {
            case .decl(let declaration): flow = try declare(declaration, in: scope, collector: collector)
            case .stmt(let statement): flow = try execute(statement, in: scope, collector: collector)
            case .expr(let expression): flow = try execute(expression, in: scope, collector: collector)
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ expression: ExprSyntax, in scope: Scope, collector: Collector?) throws -> Flow {
        if let branch = expression.as(IfExprSyntax.self) { return try ifStatement(branch, scope, collector) }
        if let choice = expression.as(SwitchExprSyntax.self) { return try switchStatement(choice, scope, collector) }
        guard let collector else {
            _ = try evaluate(expression, in: scope)
            return .normal
        }
        do {
            let value = try evaluate(expression, in: scope)
            if !isVoid(value) { collector.values.append(value) }
        } catch let error as PositionedError where callDepth < Self.maximumCallDepth / 2 && steps < Self.maximumSteps && !isStopped {
            record(.warning, error.position, error.message + "; the preview shows a placeholder for this view")
            collector.values.append(.unknown(error.message))
        }
        return .normal
    }

    private func isVoid(_ value: Value) -> Bool {
        if case .void = value { return true }
        return false
    }

    func execute(_ statement: StmtSyntax, in scope: Scope, collector: Collector?) throws -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let wrapped):
            return try execute(wrapped.expression, in: scope, collector: collector)
        case .returnStmt(let returned):
            return .returned(try returned.expression.map { try evaluate($0, in: scope) } ?? .void)
        case .guardStmt(let guarded):
            if try conditions(guarded.conditions, in: scope) { return .normal }
            let flow = try execute(guarded.body.statements, in: Scope(parent: scope), collector: collector)
            if case .normal = flow { throw failure(guarded, "the guard's else did not leave the scope") }
            return flow
        case .forStmt(let loop):
            return try forLoop(loop, scope, collector, label: nil)
        case .whileStmt(let loop):
            return try whileLoop(loop, scope, collector, label: nil)
        case .repeatStmt(let loop):
            repeat {
                try step(loop)
                switch try execute(loop.body.statements, in: Scope(parent: scope), collector: collector) {
                case .returned(let value): return .returned(value)
                case .broke(nil): return .normal
                case .broke(let label): return .broke(label)
                case .continued(nil), .normal: break
                case .continued(let label): return .continued(label)
                }
            } while try truth(try evaluate(loop.condition, in: scope), at: loop.condition)
            return .normal
        case .labeledStmt(let labeled):
            let label = labeled.label.text
            if let loop = labeled.statement.as(ForStmtSyntax.self) { return try forLoop(loop, scope, collector, label: label) }
            if let loop = labeled.statement.as(WhileStmtSyntax.self) { return try whileLoop(loop, scope, collector, label: label) }
            let flow = try execute(labeled.statement, in: scope, collector: collector)
            if case .broke(label) = flow { return .normal }
            return flow
        case .breakStmt(let breaking):
            return .broke(breaking.label?.text)
        case .continueStmt(let continuing):
            return .continued(continuing.label?.text)
        case .throwStmt(let thrown):
            throw ThrownError(position: program.position(of: thrown), description: shortened(thrown.expression))
        case .doStmt(let doing):
            do {
                return try execute(doing.body.statements, in: Scope(parent: scope), collector: collector)
            } catch let error as ThrownError {
                guard let handler = doing.catchClauses.first else { throw error }
                let local = Scope(parent: scope)
                local.define("error", .string(error.description))
                return try execute(handler.body.statements, in: local, collector: collector)
            }
        case .deferStmt:
            return .normal
        case .fallThroughStmt(let node):
            warn(node, "'fallthrough' is not provided; the next case is not run")
            return .normal
        default:
            warn(statement, "'\(shortened(statement))' is not provided; it is skipped")
            return .normal
        }
    }

    // MARK: Declarations in a body

    func declare(_ declaration: DeclSyntax, in scope: Scope, collector: Collector?) throws -> Flow {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings {
                var value: Value = .null
                if let initial = binding.initializer?.value {
                    value = coerce(try evaluate(initial, in: scope), to: binding.typeAnnotation?.type)
                    if isVar, case .instance(let instance) = value { value = .instance(instance.copy()) }
                } else if let accessors = binding.accessorBlock, let getter = TypeDeclaration.getter(accessors) {
                    value = try run(getter, in: Scope(parent: scope), buildsViews: false, at: binding)
                }
                try bindPattern(binding.pattern, value, in: scope)
            }
            return .normal
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let name = function.name.text
            scope.define(name, .function(Function(name: name) { [unowned self] arguments in
                try self.deeper(function) {
                    let local = Scope(parent: scope)
                    try self.bind(function.signature.parameterClause.parameters, arguments, into: local, at: function)
                    guard let body = function.body else { return .void }
                    return try self.run(body.statements, in: local, buildsViews: self.buildsViews(function), at: function)
                }
            }))
            return .normal
        }
        if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            guard let clause = program.conditions.activeClause(of: conditional) else { return .normal }
            switch clause.elements {
            case .statements(let statements)?: return try execute(statements, in: scope, collector: collector)
            case .postfixExpression(let expression)?: return try execute(expression, in: scope, collector: collector)
            default: return .normal
            }
        }
        if program.declare(declaration, prefix: "") != nil {
            // A type declared in a body: what gives values members may have changed.
            memberDeclarationsByType.removeAll()
            return .normal
        }
        warn(declaration, "this declaration inside a body is not provided; it is skipped")
        return .normal
    }

    /// Binds a pattern of a `let`/`var`: a name, or a tuple of names.
    func bindPattern(_ pattern: PatternSyntax, _ value: Value, in scope: Scope) throws {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(identifier.identifier.text, value)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value else {
                for element in tuple.elements { try bindPattern(element.pattern, .unknown("not a tuple"), in: scope) }
                return
            }
            for (element, item) in zip(tuple.elements, elements) { try bindPattern(element.pattern, item.value, in: scope) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bindPattern(binding.pattern, value, in: scope)
        }
    }

    // MARK: Branches

    /// Evaluates an `if`'s conditions, binding `if let` names into `scope`.
    func conditions(_ list: ConditionElementListSyntax, in scope: Scope) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard try truth(try evaluate(expression, in: scope), at: expression) else { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initial = binding.initializer?.value {
                    value = try evaluate(initial, in: scope)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                    value = try self.name(DeclReferenceExprSyntax(baseName: name), scope)
                } else {
                    value = .null
                }
                if value.isNull { return false }
                // A value the preview could not compute (warned where it was made): whether it is
                // nil is not known either, and the branch drawn is the one where it is, said here
                // (a sample made by another module's operator drew an empty state as real).
                if case .unknown = value {
                    warn(binding.initializer.map { Syntax($0.value) } ?? Syntax(binding),
                         "'\(binding.pattern.trimmedDescription)' is bound to a value the preview could not compute; whether it is nil is not known, and the preview draws the branch where it is nil")
                    return false
                }
                // `attributes.image` of a `.init(…)` whose type no file read declares: nothing says
                // whether it is nil. The branch without it is drawn, and said (brave-ios's favicon).
                if case .symbol(let symbol) = value, !symbol.chain.isEmpty {
                    warn(binding.initializer.map { Syntax($0.value) } ?? Syntax(binding),
                         "'\(symbol.written)' is read from a value whose type the files read do not declare; whether it is nil is not known, and the preview draws the branch where it is")
                    return false
                }
                try bindPattern(binding.pattern, coerce(value, to: binding.typeAnnotation?.type), in: scope)
            case .matchingPattern(let matching):
                let value = try evaluate(matching.initializer.value, in: scope)
                guard try match(matching.pattern, value, in: scope, binding: false) else { return false }
            case .availability(let availability):
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            }
        }
        return true
    }

    func ifStatement(_ branch: IfExprSyntax, _ scope: Scope, _ collector: Collector?) throws -> Flow {
        let local = Scope(parent: scope)
        if try conditions(branch.conditions, in: local) {
            return try execute(branch.body.statements, in: local, collector: collector)
        }
        switch branch.elseBody {
        case .ifExpr(let next)?: return try ifStatement(next, scope, collector)
        case .codeBlock(let block)?: return try execute(block.statements, in: Scope(parent: scope), collector: collector)
        case nil:
            collector?.values.append(.null)
            return .normal
        }
    }

    func ifExpression(_ branch: IfExprSyntax, _ scope: Scope) throws -> Value {
        let local = Scope(parent: scope)
        if try conditions(branch.conditions, in: local) {
            return try run(branch.body.statements, in: local, buildsViews: false, at: branch)
        }
        switch branch.elseBody {
        case .ifExpr(let next)?: return try ifExpression(next, scope)
        case .codeBlock(let block)?: return try run(block.statements, in: Scope(parent: scope), buildsViews: false, at: block)
        case nil: return .void
        }
    }

    /// The case a `switch` takes, or that none does.
    enum SwitchChoice {
        case chosen(SwitchCaseSyntax, Scope)
        case unmatched(Value)
    }

    /// The case a `switch` takes and the scope holding its bindings. None when no case matches
    /// what the preview made of the subject (Swift's switches are exhaustive: a value it could
    /// not evaluate, or one it reads otherwise than Swift), which `unmatched` says and stands for.
    func chosenCase(_ choice: SwitchExprSyntax, _ scope: Scope) throws -> SwitchChoice {
        let subject = try evaluate(choice.subject, in: scope)
        var fallback: SwitchCaseSyntax?
        for switchCase in activeCases(choice.cases) {
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                for item in label.caseItems {
                    let local = Scope(parent: scope)
                    guard try match(item.pattern, subject, in: local, binding: false) else { continue }
                    if let condition = item.whereClause?.condition {
                        guard try truth(try evaluate(condition, in: local), at: condition) else { continue }
                    }
                    return .chosen(switchCase, local)
                }
            }
        }
        if let fallback { return .chosen(fallback, Scope(parent: scope)) }
        return .unmatched(subject)
    }

    /// What stands for a switch no case of which matched: a placeholder; said here unless the
    /// subject is a value the preview could not make, which was said where it was made.
    func unmatched(_ choice: SwitchExprSyntax, _ subject: Value) -> Value {
        if case .unknown(let reason) = subject { return .unknown(reason) }
        return approximated(choice.subject, "no case of this switch matches \(Arguments.describe(subject)) as the preview reads it; a placeholder is drawn for it")
    }

    /// A switch's cases, with `#if` blocks among them resolved to the clause that is compiled.
    func activeCases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let conditional):
                guard case .switchCases(let inner)? = program.conditions.activeClause(of: conditional)?.elements else { return [] }
                return activeCases(inner)
            }
        }
    }

    func switchStatement(_ choice: SwitchExprSyntax, _ scope: Scope, _ collector: Collector?) throws -> Flow {
        switch try chosenCase(choice, scope) {
        case .chosen(let chosen, let local):
            let flow = try execute(chosen.statements, in: local, collector: collector)
            if case .broke(nil) = flow { return .normal }
            return flow
        case .unmatched(let subject):
            collector?.values.append(unmatched(choice, subject))
            return .normal
        }
    }

    func switchExpressionValue(_ choice: SwitchExprSyntax, _ scope: Scope) throws -> Value {
        switch try chosenCase(choice, scope) {
        case .chosen(let chosen, let local): return try run(chosen.statements, in: local, buildsViews: false, at: chosen)
        case .unmatched(let subject): return unmatched(choice, subject)
        }
    }

    // MARK: Loops

    /// The elements a `for` loop walks: an array, a range of integers, a dictionary's pairs, a string's characters.
    func elements(of sequence: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch sequence {
        case .array(let items): return items
        case .range(let lower?, let upper?, let closed):
            guard case .int(let low) = lower, case .int(let high) = upper else {
                _ = approximated(node, "only ranges of integers can be walked")
                return []
            }
            guard let count = StandardLibrary.count(from: low, to: high, closed: closed), count <= StandardLibrary.elementLimit else {
                throw failure(node, "the range \(low)\(closed ? "..." : "..<")\(high) has more than \(StandardLibrary.elementLimit) elements; a widget walks a few")
            }
            if count < 0 || (closed && high < low) {
                throw failure(node, "the range \(low)\(closed ? "..." : "..<")\(high) has its upper bound below its lower bound; Swift stops here")
            }
            return (0..<count).map { Value.int(low + $0) }
        case .dictionary(let pairs): return pairs.map { .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)]) }
        case .string(let text): return text.map(Value.character)
        case .unknown: return []
        case .instance(let iterator) where StandardLibrary.iteratorTypeNames.contains(iterator.typeName):
            return try library.drain(iterator, in: "for-in")
        default:
            _ = approximated(node, "a \(sequence.typeName) cannot be walked with for-in")
            return []
        }
    }

    /// What a loop does after one pass of its body: nil to go on, else the flow that leaves it.
    static func leaving(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .returned(let value): return .returned(value)
        case .broke(nil): return .normal
        case .broke(let target) where target == label: return .normal
        case .broke(let target): return .broke(target)
        case .continued(nil), .normal: return nil
        case .continued(let target) where target == label: return nil
        case .continued(let target): return .continued(target)
        }
    }

    func forLoop(_ loop: ForStmtSyntax, _ scope: Scope, _ collector: Collector?, label: String?) throws -> Flow {
        let items = try elements(of: try evaluate(loop.sequence, in: scope), at: loop.sequence)
        for item in items {
            try step(loop)
            let local = Scope(parent: scope)
            guard try match(loop.pattern, item, in: local, binding: true) else { continue }
            if let condition = loop.whereClause?.condition, !(try truth(try evaluate(condition, in: local), at: condition)) { continue }
            if let leaving = Self.leaving(try execute(loop.body.statements, in: local, collector: collector), label: label) {
                return leaving
            }
        }
        return .normal
    }

    func whileLoop(_ loop: WhileStmtSyntax, _ scope: Scope, _ collector: Collector?, label: String?) throws -> Flow {
        while true {
            try step(loop)
            let local = Scope(parent: scope)
            guard try conditions(loop.conditions, in: local) else { return .normal }
            if let leaving = Self.leaving(try execute(loop.body.statements, in: local, collector: collector), label: label) {
                return leaving
            }
        }
    }
}

/// A Swift error thrown by the source (`throw`), caught by `do`/`catch` or reported.
public struct ThrownError: Error {
    public var position: SourcePosition
    public var description: String
}
