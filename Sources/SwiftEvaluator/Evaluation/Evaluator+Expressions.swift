import Findings
import Foundation
import SwiftSyntax

/// Expressions: literals, names, operators, casts, collections, closures and string interpolation.
extension Evaluator {
    /// Evaluates an expression whose optional chain (`a?.b`) may end in nil; the caller decides
    /// where the chain stops.
    func evaluateChain(_ expression: ExprSyntax, _ scope: Scope) throws -> Value {
        try step(expression)
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            let digits = literal.literal.text.replacingOccurrences(of: "_", with: "")
            if let value = Int(digits) { return .int(value) }
            if digits.hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return .int(value) }
            if digits.hasPrefix("0b"), let value = Int(digits.dropFirst(2), radix: 2) { return .int(value) }
            if digits.hasPrefix("0o"), let value = Int(digits.dropFirst(2), radix: 8) { return .int(value) }
            throw failure(literal, "integer literal '\(digits)' overflows Int")
        case .floatLiteralExpr(let literal):
            return .double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? .nan)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .stringLiteralExpr(let literal):
            return try string(literal, scope).map(Value.string) ?? .unknown("a string with a value the preview does not have")
        case .simpleStringLiteralExpr(let literal):
            return .string(literal.segments.map(\.content.text).joined())
        case .declReferenceExpr(let reference):
            return try name(reference, scope)
        case .memberAccessExpr(let access):
            return try member(access, scope)
        case .functionCallExpr(let call):
            return try self.call(call, scope)
        case .infixOperatorExpr(let infix):
            return try infixOperation(infix, scope)
        case .prefixOperatorExpr(let prefix):
            return try prefixOperation(prefix, scope)
        case .postfixOperatorExpr(let postfix):
            let operand = try evaluate(postfix.expression, in: scope)
            switch postfix.operator.text {
            case "...": return .range(lower: operand, upper: nil, closed: true)
            default: return approximated(postfix, "the postfix operator '\(postfix.operator.text)' is not provided")
            }
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluateChain(only.expression, scope)
            }
            return .tuple(try tuple.elements.map { TupleElement(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) })
        case .arrayExpr(let array):
            return .array(try array.elements.map { try evaluate($0.expression, in: scope) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            var pairs: [(key: Value, value: Value)] = []
            for element in elements {
                let key = try evaluate(element.key, in: scope), value = try evaluate(element.value, in: scope)
                if let index = pairs.firstIndex(where: { $0.key.isEqual(to: key) }) { pairs[index].value = value }
                else { pairs.append((key, value)) }
            }
            return .dictionary(pairs)
        case .ternaryExpr(let ternary):
            let condition = try truth(try evaluate(ternary.condition, in: scope), at: ternary.condition)
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: scope)
        case .closureExpr(let closure):
            return .function(self.closure(closure, scope))
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluateChain(unwrap.expression, scope)
            if value.isNull {
                warn(unwrap, "'\(shortened(unwrap.expression))' is nil here, and Swift stops at '!'; the preview shows a placeholder")
                return .unknown("nil unwrapped")
            }
            return value
        case .optionalChainingExpr(let chaining):
            let value = try evaluateChain(chaining.expression, scope)
            if value.isNull { throw Unwind.optionalChainNil }
            return value
        case .subscriptCallExpr(let subscriptCall):
            return try self.subscriptValue(subscriptCall, scope)
        case .ifExpr(let branch):
            return try ifExpression(branch, scope)
        case .switchExpr(let switchExpression):
            return try switchExpressionValue(switchExpression, scope)
        case .asExpr(let cast):
            return try self.cast(cast, scope)
        case .isExpr(let check):
            let value = try evaluate(check.expression, in: scope)
            return .bool(conforms(value, to: check.type))
        case .tryExpr(let attempt):
            guard attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else {
                return try evaluateChain(attempt.expression, scope)
            }
            do {
                return try evaluateChain(attempt.expression, scope)
            } catch is ThrownError {
                return .null
            }
        case .awaitExpr(let waiting):
            return try evaluateChain(waiting.expression, scope)
        case .unsafeExpr(let unsafe):
            return try evaluateChain(unsafe.expression, scope)
        case .inOutExpr(let inout_):
            return try evaluate(inout_.expression, in: scope)
        case .keyPathExpr(let keyPath):
            return .function(self.keyPath(keyPath))
        case .macroExpansionExpr(let macro):
            return try macroValue(macro, scope)
        case .discardAssignmentExpr:
            return .void
        case .superExpr(let node):
            return approximated(node, "'super' is not provided")
        case .typeExpr(let type):
            let written = program.text(of: type.type)
            return .type(program.type(named: written, from: scope.selfType?.name)?.name ?? written)
        case .genericSpecializationExpr(let generic):
            return try evaluateChain(generic.expression, scope)
        case .postfixIfConfigExpr(let conditional):
            return try postfixConditional(conditional, scope)
        case .sequenceExpr(let sequence):
            return approximated(sequence, "an expression with an operator Swift's standard operators do not define")
        default:
            return approximated(expression, "'\(shortened(expression))' is not provided")
        }
    }

    // MARK: Names

    /// A bare name: a local, a member of `self`, a global, a type, or `self`.
    func name(_ reference: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        let name = reference.baseName.text
        if let local = scope.lookup(name) { return local }
        if case .binaryOperator = reference.baseName.tokenKind {
            let op = name
            return .function(Function(name: op) { [unowned self] arguments in
                guard arguments.count == 2 else { return .unknown(op) }
                return try Operators.binary(op, arguments[0].value, arguments[1].value, at: reference, self)
            })
        }
        switch reference.baseName.tokenKind {
        case .keyword(.self):
            return scope.selfValue ?? approximated(reference, "'self' is used outside a type")
        case .keyword(.Self):
            return .type(scope.selfType?.name ?? "Self")
        default: break
        }
        if let selfValue = scope.selfValue, let found = try memberOfSelf(name, selfValue, at: reference) {
            return found
        }
        for enclosing in enclosingTypes(of: scope.selfType?.name) {
            if let found = try declaredStatic(name, of: enclosing, at: reference) { return found }
        }
        if let global = program.globals[name] {
            let key = "global." + name
            environmentReads += 1
            if let cached = statics[key] { return cached }
            let value = coerce(try global.initialValue.map { try evaluate($0, in: globalScope()) } ?? .null, to: global.type)
            statics[key] = value
            return value
        }
        if let computed = program.globalComputed[name] {
            return try getter(computed, scope: globalScope())
        }
        if let functions = program.functions[name], let first = functions.first {
            return .function(Function(name: name) { [unowned self] arguments in
                try self.invoke(self.overload(functions, arguments) ?? first, arguments: arguments, selfValue: nil, at: reference)
            })
        }
        if let declared = program.type(named: name, from: scope.selfType?.name) { return .type(declared.name) }
        if isTypeName(name) { return .type(name) }
        if let fallback = fallbackName?(name) {
            environmentReads += 1
            return fallback
        }
        if writesNothingShown(name) { return .unknown(name) }
        return approximated(reference, unknownNameMessage(name, scope, at: reference.id), id: .undeclaredName)
    }

    /// Logging (`Logger`, `os_log`): what it writes is never in a picture, so a logger the
    /// preview does not make is not said to be a placeholder; its calls do nothing.
    func writesNothingShown(_ name: String) -> Bool {
        host?.frameworkOwning(name) == "os"
    }

    /// A member of `self` used by its bare name.
    func memberOfSelf(_ name: String, _ selfValue: Value, at node: some SyntaxProtocol) throws -> Value? {
        // A type named inside an extension of a framework type (`Bundle.main` in `extension
        // UserDefaults`) is that type, unless the code declares a member of that name there: the
        // host answers any static of its own types symbolically.
        if name.first?.isUppercase == true, isTypeName(name),
           let typeName = { if case .type(let t) = selfValue { t } else { selfTypeName(selfValue) } }() {
            for declaration in [program.type(named: typeName), program.extensions[typeName]].compactMap({ $0 }) {
                if let found = try declaredStatic(name, of: declaration, at: node) { return found }
            }
            if case .type = selfValue { return nil }
            if case .instance(let instance) = selfValue, let field = instance.fields[name] { return field }
            return try declaredMember(name, of: selfValue, at: node)
        }
        if case .type(let typeName) = selfValue {
            return try staticMember(name, of: typeName, at: node, reportMissing: false)
        }
        if case .instance(let instance) = selfValue, let field = instance.fields[name] { return field }
        if case .enumCase(let e) = selfValue {
            if name == "rawValue", let raw = e.rawValue { return raw }
            if let associated = e.associated.first(where: { $0.label == name }) { return associated.value }
        }
        if let found = try declaredMember(name, of: selfValue, at: node) { return found }
        if let typeName = selfTypeName(selfValue), let found = try staticMember(name, of: typeName, at: node, reportMissing: false) {
            return found
        }
        // Implicit `self` in an extension of a standard type: `count`, `isEmpty`, `first`.
        switch selfValue {
        case .enumCase, .type: return nil
        case .instance(let instance) where program.type(named: instance.typeName) != nil: return nil
        case .instance, .host:
            // …or of a Foundation or framework type: `extension Locale { … languageCode … }`,
            // unless the name is the file's own (a global, a function or a type).
            guard program.globals[name] == nil, program.globalComputed[name] == nil, program.functions[name] == nil,
                  program.type(named: name) == nil else { return nil }
            if let found = try tolerant([], selfValue, at: node, { try library.property(name, of: selfValue) }) { return found }
            return try consultedHost?.property(name, of: selfValue, at: Syntax(node), in: self)
        default: return try library.property(name, of: selfValue)
        }
    }

    func selfTypeName(_ value: Value) -> String? {
        switch value {
        case .instance(let i): i.typeName
        case .enumCase(let e): e.typeName
        default: nil
        }
    }

    /// Whether a name no enclosing type declares is a type: declared at the top level, extended,
    /// the standard library's, or the host's.
    func isTypeName(_ name: String) -> Bool {
        if program.type(named: name, from: nil) != nil || program.extensions[name] != nil { return true }
        if StandardLibrary.typeNames.contains(name) || StandardLibrary.optionTypeNames.contains(name) { return true }
        return host?.providesType(name) ?? false
    }

    func unknownNameMessage(_ name: String, _ scope: Scope, at place: SyntaxIdentifier) -> String {
        if let made = program.unknownNameMessage(at: place) { return made }
        let message = makeUnknownNameMessage(name, scope)
        program.remember(unknownNameMessage: message, at: place)
        return message
    }

    private func makeUnknownNameMessage(_ name: String, _ scope: Scope) -> String {
        if let framework = host?.frameworkOwning(name) {
            // Concurrency's and Combine's machinery, and Core Image's filters, are not a service the
            // machine lacks: no reason given.
            let reason = ["Swift concurrency", "Dispatch", "Combine", "Core Image"].contains(framework) ? "" : " (no network, disk, location or system service here)"
            return "'\(name)' is \(framework)'s, which the preview does not run\(reason); it is drawn as a redacted placeholder"
        }
        if let owner = StandardLibrary.owner(ofUnprovidedType: name) {
            return "'\(name)' is \(owner)'s, which the preview does not provide; it is drawn as a redacted placeholder"
        }
        var candidates = Array(program.types.keys) + Array(program.functions.keys) + Array(program.globals.keys) + (host?.typeNames ?? [])
        var current: Scope? = scope
        while let level = current { candidates += level.names.keys; current = level.parent }
        if case .instance(let instance)? = scope.selfValue { candidates += instance.fields.keys }
        if let declaration = scope.selfType { candidates += declaration.computed.keys; candidates += declaration.methods.keys }
        if let near = host?.nearest(to: name, among: candidates), near != name {
            return "'\(name)' is not declared; did you mean '\(near)'? It is drawn as a redacted placeholder"
        }
        if name.first?.isUppercase == true {
            return "'\(name)' is not declared in the files read; it is drawn as a redacted placeholder (is it in another module or file?)"
        }
        return "'\(name)' is not declared in the files read; it is drawn as a redacted placeholder"
    }

    /// `x as? [String: Double] ?? .init()`: the implicit initializer makes the type the cast names
    /// (an empty collection, or the type's own `init(…)`); nil when the right side is not one.
    func implicitInitializer(_ right: ExprSyntax, typedBy left: ExprSyntax, _ scope: Scope) throws -> Value? {
        guard let call = right.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, member.declName.baseName.text == "init",
              let type = left.as(AsExprSyntax.self)?.type else { return nil }
        let arguments = try self.arguments(of: call, scope)
        if arguments.isEmpty, type.is(ArrayTypeSyntax.self) { return .array([]) }
        if arguments.isEmpty, type.is(DictionaryTypeSyntax.self) { return .dictionary([]) }
        guard let named = type.as(IdentifierTypeSyntax.self)?.name.text else { return nil }
        return try construct(named, arguments: arguments, at: call)
    }

    // MARK: Operators

    func infixOperation(_ infix: InfixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            try assign(try evaluate(infix.rightOperand, in: scope), to: infix.leftOperand, scope)
            return .void
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return approximated(infix.operator, "the operator '\(infix.operator.trimmedDescription)' is not provided")
        }
        switch op {
        case "&&":
            guard try truth(try evaluate(infix.leftOperand, in: scope), at: infix.leftOperand) else { return .bool(false) }
            return .bool(try truth(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand))
        case "||":
            if try truth(try evaluate(infix.leftOperand, in: scope), at: infix.leftOperand) { return .bool(true) }
            return .bool(try truth(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand))
        case "??":
            let left = try evaluate(infix.leftOperand, in: scope)
            guard left.isNull else { return left }
            if let made = try implicitInitializer(infix.rightOperand, typedBy: infix.leftOperand, scope) { return made }
            return try evaluate(infix.rightOperand, in: scope)
        case "+=", "-=", "*=", "/=", "%=", "&&=", "||=":
            let current = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope)
            let result = try Operators.binary(String(op.dropLast()), current, right, at: infix, self)
            try assign(result, to: infix.leftOperand, scope)
            return .void
        default:
            let left = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope)
            if op == "/", case .int(let a) = left, case .int(let b) = right, b != 0, b != -1, a % b != 0,
               infix.parent?.is(LabeledExprSyntax.self) == true, infix.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true,
               Self.isLiteralArithmetic(infix.leftOperand), Self.isLiteralArithmetic(infix.rightOperand) {
                return .double(Double(a) / Double(b))
            }
            return try Operators.binary(op, left, right, at: infix, self)
        }
    }

    /// Whether an expression is only integer literals and arithmetic: Swift types such literals
    /// from where they are used, and an argument of a view or modifier is a CGFloat or Double
    /// (`Spacer(minLength: 5 / 2)` is 2.5), where `let half = 5 / 2` is an Int.
    static func isLiteralArithmetic(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return isLiteralArithmetic(tuple.elements.first!.expression) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isLiteralArithmetic(prefix.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(BinaryOperatorExprSyntax.self) {
            return isLiteralArithmetic(infix.leftOperand) && isLiteralArithmetic(infix.rightOperand)
        }
        return false
    }

    func prefixOperation(_ prefix: PrefixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        let operand = try evaluate(prefix.expression, in: scope)
        switch (prefix.operator.text, operand) {
        case ("-", .int(let i)):
            let (negated, overflow) = Int(0).subtractingReportingOverflow(i)
            if overflow { throw failure(prefix, "-(\(i)) overflows Int; Swift traps here") }
            return .int(negated)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let b)): return .bool(!b)
        case ("...", _): return .range(lower: nil, upper: operand, closed: true)
        case ("..<", _): return .range(lower: nil, upper: operand, closed: false)
        case (_, .unknown): return operand
        default: return approximated(prefix, "'\(prefix.operator.text)' does not apply to a \(operand.typeName)")
        }
    }

    /// A condition's truth; an unknown value (already warned about where it was made) counts as false.
    func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch value {
        case .bool(let b): return b
        case .unknown:
            return false
        default:
            throw failure(node, "'\(shortened(node))' is a \(value.typeName), not a Bool")
        }
    }

    // MARK: Assignment

    /// Assigns to a local, a property (`self.count`, `entry.title`), or an element (`list[0]`).
    func assign(_ value: Value, to target: ExprSyntax, _ scope: Scope) throws {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.assign(name, value) { return }
            if name == "self", case .instance(let box)? = scope.selfValue {
                box.fields["self"] = coerce(value, toTypeNamed: box.typeName)
                return
            }
            if case .instance(let instance)? = scope.selfValue, instance.fields[name] != nil || program.type(named: instance.typeName)?.storedProperty(name) != nil {
                let declaration = program.type(named: instance.typeName)
                instance.fields[name] = coerce(value, to: declaration?.storedProperty(name)?.type, selfType: declaration?.name)
                return
            }
            if program.globals[name] != nil {
                statics["global." + name] = value
                return
            }
            // A static variable named bare in a static method (`class func add` writing
            // `groupNameToValues[name] = values`), kept where `Type.name` reads it.
            if case .type(let typeName)? = scope.selfValue, let declaration = program.type(named: typeName),
               let stored = declaration.staticStored[name], !stored.isLet {
                statics[declaration.name + "." + name] = coerce(value, to: stored.type, selfType: declaration.name)
                return
            }
            warn(reference, "'\(name)' is not a variable here; the assignment is skipped")
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.text
            let owner = try evaluate(base, in: scope)
            switch owner {
            case .instance(let instance):
                let declaration = program.type(named: instance.typeName)
                instance.fields[name] = coerce(value, to: declaration?.storedProperty(name)?.type, selfType: declaration?.name)
            case .type(let typeName):
                statics[typeName + "." + name] = value
            case .unknown:
                return
            default:
                warn(access, "'\(shortened(access))' cannot be assigned in the preview; the assignment is skipped")
            }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            var container = try evaluate(subscriptCall.calledExpression, in: scope)
            guard let index = subscriptCall.arguments.first?.expression else { return }
            let key = try evaluate(index, in: scope)
            switch (container, key) {
            case (.array(var items), .int(let i)):
                guard items.indices.contains(i) else { throw failure(subscriptCall, "index \(i) is out of range (the array has \(items.count) elements); Swift stops here") }
                items[i] = value
                container = .array(items)
            case (.dictionary(var pairs), _):
                if let at = pairs.firstIndex(where: { $0.key.isEqual(to: key) }) {
                    if value.isNull { pairs.remove(at: at) } else { pairs[at].value = value }
                } else if !value.isNull {
                    pairs.append((key, value))
                }
                container = .dictionary(pairs)
            default:
                warn(subscriptCall, "'\(shortened(subscriptCall))' cannot be assigned in the preview; the assignment is skipped")
                return
            }
            try assign(container, to: subscriptCall.calledExpression, scope)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), case .tuple(let elements) = value {
            for (element, item) in zip(tuple.elements, elements) { try assign(item.value, to: element.expression, scope) }
            return
        }
        warn(target, "'\(shortened(target))' cannot be assigned in the preview; the assignment is skipped")
    }

    // MARK: Subscripts, casts, key paths

    /// A subscript range's first index and the index after its last, `end` for an open upper end. A
    /// bound no `Int` holds (a `Double` such as 1e300) is `Int.min` or `Int.max`, out of every bounds check.
    static func rangeIndices(_ lower: Value?, _ upper: Value?, closed: Bool, end: Int) -> (low: Int, high: Int) {
        func index(_ value: Value?) -> Int? {
            guard let number = value?.number else { return nil }
            if case .int(let i)? = value { return i }
            return Int(exactly: number.rounded(.towardZero)) ?? (number > 0 ? .max : .min)
        }
        let low = index(lower) ?? 0
        guard let last = index(upper) else { return (low, end) }
        return (low, closed ? (last == .max ? .max : last + 1) : last)
    }

    func subscriptValue(_ call: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let container = try evaluateChain(call.calledExpression, scope)
        let arguments = try call.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
        guard let first = arguments.first else { return approximated(call, "a subscript without an index") }
        // Swift's `value[keyPath: \.count]` on every value: the key path, a function of its root, applied.
        if arguments.count == 1, first.label == "keyPath", case .function = first.value {
            return try apply(first.value, [Argument(label: nil, value: container)], at: call)
        }
        if let found = try declaredSubscript(of: container, arguments, at: call) { return found }
        switch (container, first.value) {
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else {
                throw failure(call, "index \(i) is out of range (the array has \(items.count) element\(items.count == 1 ? "" : "s")); Swift stops here")
            }
            return items[i]
        case (.array(let items), .range(let lower, let upper, let closed)):
            let (low, high) = Self.rangeIndices(lower, upper, closed: closed, end: items.count)
            guard low >= 0, high <= items.count, low <= high else {
                throw failure(call, "the range \(low)..<\(high) is out of bounds (the array has \(items.count) elements); Swift stops here")
            }
            return .array(Array(items[low..<high]))
        case (.dictionary(let pairs), let key):
            if let found = pairs.first(where: { $0.key.isEqual(to: key) }) { return found.value }
            return arguments.first(where: { $0.label == "default" })?.value ?? .null
        case (.string(let text), .int(let i)):
            let characters = Array(text)
            guard characters.indices.contains(i) else { throw failure(call, "index \(i) is out of range of the string") }
            return .character(characters[i])
        case (.string(let text), .range(let lower, let upper, let closed)):
            // `text[start ..< end]` of `index(startIndex, offsetBy:)`s, which are numbers here.
            let characters = Array(text)
            let (low, high) = Self.rangeIndices(lower, upper, closed: closed, end: characters.count)
            guard low >= 0, high <= characters.count, low <= high else {
                throw failure(call, "the range \(low)..<\(high) is out of bounds of the string (\(characters.count) characters); Swift stops here")
            }
            return .string(String(characters[low..<high]))
        case (.tuple(let elements), .int(let i)) where elements.indices.contains(i):
            return elements[i].value
        case (.unknown, _):
            return container
        case (.instance, _), (.enumCase, _):
            return approximated(call, "'\(shortened(call))' matches no subscript \(container.typeName) declares; the preview shows a placeholder")
        default:
            return approximated(call, "'\(container.typeName)[\(first.value.typeName)]' is not provided")
        }
    }

    /// A subscript the source declares for the container's type or an extension of it: the one
    /// whose parameters take the arguments (a `Range` parameter a range, an `Int` one a number).
    /// A subscript's parameter is unlabelled unless it names an external label.
    func declaredSubscript(of container: Value, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard program.declaresSubscripts else { return nil }
        for declaration in memberDeclarations(of: container) where !declaration.subscripts.isEmpty {
            let fitting = declaration.subscripts.filter { candidate in
                let parameters = Array(candidate.parameterClause.parameters)
                guard parameters.count == arguments.count, !activeSubscripts.contains(candidate.id),
                      !arguments.contains(where: { if case .unknown = $0.value { true } else { false } }) else { return false }
                return zip(parameters, arguments).allSatisfy { parameter, argument in
                    let label = parameter.secondName == nil ? nil : parameter.firstName.text
                    return (label == "_" ? nil : label) == argument.label && Self.value(argument.value, fits: program.text(of: parameter.type))
                }
            }
            guard let chosen = fitting.first, let found = try runSubscript(chosen, of: declaration, on: container, arguments, at: node) else { continue }
            return found
        }
        return nil
    }

    /// Runs a declared subscript's getter on `container` (an instance, or a type for a static
    /// subscript); nil when it has no getter.
    func runSubscript(_ chosen: SubscriptDeclSyntax, of declaration: TypeDeclaration, on container: Value, _ arguments: [Argument],
                      at node: some SyntaxProtocol) throws -> Value? {
        guard let accessors = chosen.accessorBlock, let statements = TypeDeclaration.getter(accessors) else { return nil }
        let relabelled = zip(chosen.parameterClause.parameters, arguments).map { parameter, argument in
            Argument(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, value: argument.value)
        }
        activeSubscripts.insert(chosen.id)
        defer { activeSubscripts.remove(chosen.id) }
        let scope = Scope(parent: nil, selfValue: container, selfType: declaration)
        try bind(chosen.parameterClause.parameters, relabelled, into: scope, at: node)
        return coerce(try run(statements, in: scope, buildsViews: false, at: chosen), to: chosen.returnClause.type, selfType: declaration.name)
    }

    /// Whether a value can be given to a parameter of a type written so: ranges to ranges,
    /// numbers to number types, strings to strings; anything to other types.
    static func value(_ value: Value, fits type: String) -> Bool {
        switch value {
        case .range: return type.contains("Range")
        case .int, .double: return ["Int", "Double", "CGFloat", "Float", "UInt"].contains(type)
        case .string: return type == "String" || type.hasSuffix("Key")
        default: return !type.contains("Range")
        }
    }

    func cast(_ cast: AsExprSyntax, _ scope: Scope) throws -> Value {
        let value = try evaluate(cast.expression, in: scope)
        let typeName = program.text(of: cast.type)
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            // `value as? T` in `func read<T>(…) -> T`: what T stands for is not tracked, so a value succeeds.
            if Self.isGenericParameter(typeName, around: Syntax(cast)) {
                if case .unknown = value { return .null }
                return value
            }
            return conforms(value, to: cast.type) ? library.convert(value, toType: typeName) : .null
        default:
            return library.convert(value, toType: typeName)
        }
    }

    /// Whether `name` is a generic parameter of a function, initializer or type enclosing `node`.
    static func isGenericParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let next = current {
            let clause = next.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? next.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? next.as(StructDeclSyntax.self)?.genericParameterClause
                ?? next.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? next.as(EnumDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = next.parent
        }
        return false
    }

    /// Whether a value is of a type (for `is` and `as?`).
    func conforms(_ value: Value, to type: TypeSyntax) -> Bool {
        var name = program.text(of: type)
        if name.hasPrefix("any ") { name.removeFirst(4) }
        switch (value, name) {
        case (.null, _): return false
        case (.unknown, _): return false
        case (.int, "Int"), (.double, "Double"), (.double, "CGFloat"), (.double, "Float"), (.int, "Double"), (.bool, "Bool"),
             (.string, "String"), (.date, "Date"), (_, "Any"), (_, "AnyObject"):
            return true
        case (.array, _), (.dictionary, _):
            return name.hasPrefix("[") || name == "Array" || name == "Dictionary"
        default:
            if value.typeName == name { return true }
            if let declared = program.type(named: value.typeName) { return declared.conformances.contains(name) }
            if case .host(let hosted) = value { return hosted.conformances.contains(name) }
            return false
        }
    }

    /// `\.name.other`: a function reading the member path of its argument.
    func keyPath(_ keyPath: KeyPathExprSyntax) -> Function {
        let names = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
        return Function(name: keyPath.trimmedDescription) { [unowned self] arguments in
            guard var value = arguments.first?.value else { return .unknown("key path without a value") }
            for name in names {
                if value.isNull { return .null }
                value = try self.memberValue(name, of: value, at: keyPath)
            }
            return value
        }
    }

    func macroValue(_ macro: MacroExpansionExprSyntax, _ scope: Scope) throws -> Value {
        switch macro.macroName.text {
        case "file", "filePath", "fileID": return .string(program.position(of: macro).path)
        case "line": return .int(program.position(of: macro).line)
        case "column": return .int(program.position(of: macro).column)
        case "function": return .string("body")
        case "colorLiteral", "imageLiteral":
            let arguments = try macro.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
            let type = macro.macroName.text == "colorLiteral" ? "Color" : "Image"
            return try consultedHost?.construct(type, arguments: arguments, at: Syntax(macro), in: self)
                ?? approximated(macro, "#\(macro.macroName.text) is not provided")
        default:
            return approximated(macro, "the macro #\(macro.macroName.text) is not provided")
        }
    }

    /// `base #if os(iOS) .modifier() #endif`: the active clause's modifiers applied to the base.
    func postfixConditional(_ conditional: PostfixIfConfigExprSyntax, _ scope: Scope) throws -> Value {
        var value = try conditional.base.map { try evaluate($0, in: scope) } ?? .void
        guard let clause = program.conditions.activeClause(of: conditional.config),
              case .postfixExpression(let chain)? = clause.elements else { return value }
        let local = Scope(parent: scope)
        local.define("$conditionalBase", value)
        let rebased = Self.rebase(chain, onto: "$conditionalBase")
        value = try evaluate(rebased, in: local)
        return value
    }

    /// Replaces the innermost missing base of a postfix chain (`.padding().bold()`) with a name.
    static func rebase(_ expression: ExprSyntax, onto name: String) -> ExprSyntax {
        if let access = expression.as(MemberAccessExprSyntax.self) {
            if let base = access.base { return ExprSyntax(access.with(\.base, rebase(base, onto: name))) }
            return ExprSyntax(access.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))))
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return ExprSyntax(call.with(\.calledExpression, rebase(call.calledExpression, onto: name)))
        }
        if let conditional = expression.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
            return ExprSyntax(conditional.with(\.base, rebase(base, onto: name)))
        }
        return expression
    }

    // MARK: Strings

    /// A string literal with its interpolations; nil when one of them is a value the preview
    /// does not have (drawn as a placeholder, never as a stand-in word).
    func string(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws -> String? {
        if let whole = literal.representedLiteralValue { return whole }
        var text = ""
        var isKnown = true
        var key = ""
        var arguments: [Value] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                let written = program.text(of: piece, in: literal)
                text += written
                key += written.replacingOccurrences(of: "%", with: "%%")
            case .expressionSegment(let interpolation):
                if let (piece, value, specifier) = try interpolatedWithValue(interpolation, scope) {
                    text += piece
                    key += specifier
                    arguments.append(value)
                } else {
                    isKnown = false
                }
            }
        }
        try limitLength(text.utf8.count, of: "string", at: literal)
        guard isKnown else { return nil }
        remember(LocalizationKey(key: key, arguments: arguments), for: text)
        return text
    }

    /// An interpolation's text, its value, and the conversion a strings table's key writes for
    /// it as Xcode extracts keys (`%lld` an integer, `%lf` a floating-point number, `%@`
    /// anything else, or the `specifier:` given); nil as `interpolated` is.
    func interpolatedWithValue(_ segment: ExpressionSegmentSyntax, _ scope: Scope) throws -> (String, Value, String)? {
        let items = Array(segment.expressions)
        guard let first = items.first else { return ("", .string(""), "") }
        let value = try evaluate(first.expression, in: scope)
        guard let text = try interpolated(segment, value: value, scope) else { return nil }
        if items.count == 1 {
            switch value {
            case .int: return (text, value, "%lld")
            case .double: return (text, value, "%lf")
            default: return (text, .string(text), "%@")
            }
        }
        if let specifier = items.first(where: { $0.label?.text == "specifier" }),
           case .string(let written) = try evaluate(specifier.expression, in: scope) {
            return (text, value, written)
        }
        return (text, .string(text), "%@")
    }

    /// `\(value)`, `\(value, specifier: "%.1f")`, `\(value, format: …)`, `\(date, style: …)`;
    /// nil for a value the preview could not compute or a member of a type it does not know.
    func interpolated(_ segment: ExpressionSegmentSyntax, _ scope: Scope) throws -> String? {
        guard let first = segment.expressions.first else { return "" }
        return try interpolated(segment, value: try evaluate(first.expression, in: scope), scope)
    }

    /// The text of an interpolation whose first value is `value`.
    func interpolated(_ segment: ExpressionSegmentSyntax, value: Value, _ scope: Scope) throws -> String? {
        let items = Array(segment.expressions)
        guard let first = items.first else { return "" }
        switch value {
        case .unknown:
            return nil
        case .symbol(let symbol) where symbol.isValueOfUndeclaredType:
            warn(first.expression, "'\(symbol.written)' is a member of a type not declared in the files read; the text it is in is drawn as a redacted placeholder")
            return nil
        default:
            break
        }
        defer { for message in library.takeApproximations() { warn(segment, message) } }
        if items.count == 1 { return display(value, at: first.expression) }
        let options = try items.dropFirst().map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
        if let specifier = options.first(where: { $0.label == "specifier" })?.value,
           let text = try library.call("String", arguments: [Argument(label: "format", value: specifier), Argument(label: nil, value: value)]),
           case .string(let s) = text {
            return s
        }
        if let format = options.first(where: { $0.label == "format" })?.value,
           case .string(let s)? = try library.method("formatted", of: value, arguments: [Argument(label: nil, value: format)]) {
            return s
        }
        if let hosted = try consultedHost?.interpolate(value, options: options, at: Syntax(segment), in: self) { return hosted }
        _ = approximated(segment, "this interpolation's options are not provided; the value is shown as Swift prints it")
        return display(value, at: first.expression)
    }

    /// How a value shows in text: an unknown value as a placeholder.
    func display(_ value: Value, at node: some SyntaxProtocol) -> String {
        switch value {
        case .unknown: return "—"
        case .host(let hosted):
            if let text = try? consultedHost?.interpolate(value, options: [], at: Syntax(node), in: self) { return text }
            return hosted.typeName
        default: return value.description
        }
    }

    func shortened(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 48 ? String(text.prefix(48)) + "…" : text
    }
}
