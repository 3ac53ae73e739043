import Findings
import Foundation
import SwiftSyntax

/// Calls: functions and methods the source declares, initialisers (memberwise and custom),
/// closures, and the standard library's and the host's functions and types.
extension Evaluator {
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let callee = call.calledExpression
        // `[Key: Value]()`, `[(Error?) -> Void]()`: an empty collection whatever its element type
        // (a generic parameter, a function type), which is only a type here and never evaluated.
        if call.arguments.isEmpty, call.trailingClosure == nil {
            if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 { return .array([]) }
            if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, pairs.count == 1 {
                return .dictionary([])
            }
        }
        let arguments = try self.arguments(of: call, scope)
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return try callName(reference, arguments: arguments, scope: scope, at: call)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let base = access.base else { return .symbol(Symbol(name: name, arguments: arguments)) }
            if let unqualified = moduleQualifiedName(access, scope) {
                return try callName(unqualified, arguments: arguments, scope: scope, at: call)
            }
            // `super.init()` of a class whose superclass is NSObject, which has no state to set up.
            if base.is(SuperExprSyntax.self), name == "init", arguments.isEmpty, scope.selfType?.conformances.first == "NSObject" {
                return .void
            }
            let owner = try evaluateChain(base, scope)
            if case .type(let typeName) = owner {
                if name == "init" { return try construct(typeName, arguments: arguments, at: call) }
                return try staticCall(name, of: typeName, arguments: arguments, at: access)
            }
            if name == "init", case .instance(let box) = owner, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                // A delegating initializer goes on with the instance the other one made: its
                // fields become this instance's, so that `self.name = name` after `self.init()`
                // sets them. A type the files do not declare gives its value whole.
                let made = try construct(box.typeName, arguments: arguments, at: call)
                if case .instance(let other) = made, other.typeName == box.typeName, other.fields["self"] == nil {
                    box.fields = other.fields
                } else {
                    box.fields["self"] = made
                }
                return .void
            }
            // `scanner.scanHexInt64(&rgb)`: the number read is written into the `inout` variable.
            if case .instance(let scanner) = owner, let scanned = library.scanned(name, of: scanner, arguments: arguments) {
                if let written = scanned.written, let target = call.arguments.first?.expression.as(InOutExprSyntax.self)?.expression {
                    try assign(written, to: target, scope)
                }
                return scanned.result
            }
            let arguments = try orderedByDeclaredLess(name, of: owner, arguments, at: access)
            // A host value answering through `inout` arguments (`color.getRed(&r, green: &g, …)`).
            if case .host = owner, let host, let answered = try host.methodWritingArguments(name, of: owner, arguments: arguments, at: Syntax(access), in: self) {
                let written = Array(call.arguments)
                for (position, value) in answered.written where written.indices.contains(position) {
                    if let target = written[position].expression.as(InOutExprSyntax.self)?.expression { try assign(value, to: target, scope) }
                }
                return answered.result
            }
            if let mutated = try tolerant(arguments, owner, at: call, { try library.mutatingMethod(name, of: owner, arguments: arguments) }) {
                // The method changed a copy of the receiver (the variable still held it): a step
                // is charged per `copiedPerStep` elements, so that appending to a growing array in
                // a loop, whose copies add up to the square of its length, stops within the budget.
                try charge(owner.storedCount / Self.copiedPerStep, at: call)
                try assign(mutated.receiver, to: base, scope)
                return mutated.result
            }
            let result = try callMethod(name, on: owner, arguments: arguments, at: access.declName)
            // A method the preview does not provide, called on a value for its effect (a statement:
            // `text.makeContiguousUTF8()`) may have changed it: the variable is unknown from here on,
            // drawn as a placeholder, not as the value it held before the call.
            if case .unknown(let reason) = result, owner.isPlainValue, call.parent?.is(CodeBlockItemSyntax.self) == true,
               base.is(DeclReferenceExprSyntax.self) || base.as(MemberAccessExprSyntax.self)?.base?.is(DeclReferenceExprSyntax.self) == true {
                try assign(.unknown(reason), to: base, scope)
            }
            return result
        }
        let value = try evaluateChain(callee, scope)
        return try apply(value, arguments, at: call)
    }

    /// The arguments of a call, trailing closures last (the first unlabelled).
    func arguments(of call: FunctionCallExprSyntax, _ scope: Scope) throws -> [Argument] {
        var result = try call.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope)) }
        if let trailing = call.trailingClosure {
            result.append(Argument(label: nil, value: .function(closure(trailing, scope))))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, value: .function(closure(extra.closure, scope))))
        }
        return result
    }

    /// `name(arguments)`: a local closure, a method of `self`, a free function, a type, or the
    /// standard library's or the host's.
    func callName(_ reference: DeclReferenceExprSyntax, arguments: [Argument], scope: Scope, at node: FunctionCallExprSyntax) throws -> Value {
        let name = reference.baseName.text
        if let local = scope.lookup(name) { return try apply(local, arguments, at: node) }
        if reference.baseName.tokenKind == .keyword(.Self), let selfType = scope.selfType {
            return try construct(selfType.name, arguments: arguments, at: node)
        }
        if let selfValue = scope.selfValue {
            if case .type(let typeName) = selfValue {
                // The type's own static methods, or an extension's of a type the source only
                // extends (`extension UserDefaults { static let shared = …(stringValue(forKey:)) }`).
                if let overloads = program.type(named: typeName)?.staticMethods[name] ?? program.extensions[typeName]?.staticMethods[name] {
                    return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: selfValue, at: node)
                }
            } else {
                for declaration in memberDeclarations(of: selfValue) {
                    if let overloads = declaration.methods[name] {
                        return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: selfValue, at: node)
                    }
                    if let overloads = declaration.staticMethods[name] {
                        return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments,
                                          selfValue: .type(declaration.name), at: node)
                    }
                }
                if case .instance(let instance) = selfValue, let stored = instance.fields[name], case .function = stored {
                    return try apply(stored, arguments, at: node)
                }
            }
        }
        for enclosing in enclosingTypes(of: scope.selfType?.name) {
            if let overloads = enclosing.staticMethods[name] {
                return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: .type(enclosing.name), at: node)
            }
        }
        if let overloads = program.functions[name] {
            return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: nil, at: node)
        }
        // A global constant or variable that holds a closure: `let gamesURL = { (season: Int) in … }`.
        if program.globals[name] != nil || program.globalComputed[name] != nil {
            return try apply(try evaluate(ExprSyntax(reference), in: scope), arguments, at: node)
        }
        if let declared = program.type(named: name, from: scope.selfType?.name) {
            return try construct(declared.name, arguments: arguments, at: node)
        }
        // A protocol's associated type the declaration's methods give (a timeline provider's `Entry`).
        if let selfType = scope.selfType, let inferred = host?.inferredAssociatedType(name, of: selfType, in: self) {
            return try construct(inferred, arguments: arguments, at: node)
        }
        // A type alias the enclosing type or the file declares for a type of a framework:
        // SwiftGen's `typealias Image = UIImage` inside `ImageAsset`, then `Image(named:in:)`.
        // A generic alias (`typealias Temperature = Measurement<UnitTemperature>`) makes its generic type.
        let written = (scope.selfType?.typeAliases[name] ?? program.typeAliases[name]).map(\.trimmedDescription) ?? name
        let aliased = String(written.prefix { $0 != "<" })
        // An initializer the source adds to a framework type (`extension Text { init(shout:) }`),
        // or to an alias of one (`extension Temperature { init?(_ value: Double?) }`).
        if let (extended, initializer) = addedInitializer(of: name, labelled: arguments) ?? addedInitializer(of: aliased, labelled: arguments) {
            return try run(initializer, of: extended, named: aliased, arguments: arguments, at: node)
        }
        // A type the host provides is the host's to make first (see `construct`).
        if host?.providesType(aliased) == true, let found = try consultedHost?.construct(aliased, arguments: arguments, at: Syntax(node), in: self) {
            return found
        }
        do {
            if let found = try tolerant(arguments, nil, at: node, { try library.call(aliased, arguments: arguments) }) { return found }
        } catch let error as EvaluationError {
            // `Measurement(value: 0.5, unit: .relative(temperature: t))`: an implicit member call
            // the library cannot read is a static function another module adds to its type.
            guard let added = arguments.lazy.compactMap({ argument -> String? in
                guard case .symbol(let symbol) = argument.value, symbol.arguments != nil else { return nil }
                return symbol.name
            }).first else { throw error }
            return approximated(node, "\(error.message); '.\(added)(…)' is another module's, so the value is drawn as a placeholder")
        }
        if let found = try consultedHost?.construct(aliased, arguments: arguments, at: Syntax(node), in: self) { return found }
        if let selfValue = scope.selfValue, name.first?.isLowercase == true {
            if case .host = selfValue { return try callMethod(name, on: selfValue, arguments: arguments, at: reference) }
            // Implicit `self` in an extension of a standard type: `extension Array { var open: [T] { filter { … } } }`.
            if let found = try tolerant(arguments, selfValue, at: node, { try library.method(name, of: selfValue, arguments: arguments) }) {
                return found
            }
            // …or of a framework type the host answers for: `extension Bundle { … object(forInfoDictionaryKey:) … }`.
            if case .instance(let instance) = selfValue, program.type(named: instance.typeName) == nil,
               let found = try consultedHost?.method(name, of: selfValue, arguments: arguments, at: Syntax(node), in: self) {
                return found
            }
        }
        // A standard or framework type made with an initializer the preview does not provide
        // (`Data(capacity:)` before it was): the initializer is what is missing, not the type.
        if name.first?.isUppercase == true, isTypeName(aliased) {
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            return approximated(node, "'\(aliased)(\(labels))' is not provided; the preview shows a placeholder")
        }
        if writesNothingShown(name) { return .unknown(name) }
        return approximated(reference, unknownNameMessage(name, scope, at: reference.id), id: .undeclaredName)
    }



    /// Arguments for the standard library: an implicit member that an extension of a number
    /// type declares (`.ten` in `calendar.date(byAdding: .minute, value: .ten, to: now)`)
    /// becomes its value; a calendar component's name (`.minute`) stays the component, as
    /// Swift's types decide, even where an extension also declares `static let minute = 60.0`.
    func numericStatics(in arguments: [Argument], at node: some SyntaxProtocol) throws -> [Argument] {
        guard arguments.contains(where: { if case .symbol = $0.value { return true }; return false }) else { return arguments }
        return try arguments.map { argument in
            guard case .symbol(let symbol) = argument.value, symbol.chain.isEmpty, symbol.arguments == nil,
                  !StandardLibrary.dateComponentNames.contains(where: { $0.name == symbol.name }) else { return argument }
            for typeName in ["Int", "Double", "CGFloat", "TimeInterval"] {
                guard let extended = program.extensions[typeName], extended.staticStored[symbol.name] != nil || extended.staticComputed[symbol.name] != nil,
                      let value = try resolveSymbol(symbol, as: typeName, at: node) else { continue }
                return Argument(label: argument.label, value: value)
            }
            return argument
        }
    }

    /// The static members of the types enclosing `context`, outermost last: Swift lets code in
    /// `Str.Watch.Widget` call `Str`'s `_sf(…)` by its bare name.
    func enclosingTypes(of context: String?) -> [TypeDeclaration] {
        guard var owners = context?.split(separator: ".").map(String.init), owners.count > 1 else { return [] }
        var found: [TypeDeclaration] = []
        owners.removeLast()
        while !owners.isEmpty {
            if let declared = program.type(named: owners.joined(separator: ".")) { found.append(declared) }
            owners.removeLast()
        }
        return found
    }

    /// `Type.name(arguments)`.
    func staticCall(_ name: String, of typeName: String, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if let declaration = program.type(named: typeName) ?? program.extensions[typeName] {
            if let overloads = declaration.staticMethods[name] {
                return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: .type(declaration.name), at: node)
            }
            if declaration.kind == .enumeration, declaration.enumCase(name) != nil {
                return enumValue(declaration, name, associated: arguments.map { TupleElement(label: $0.label, value: $0.value) })
            }
        }
        if let extended = program.extensions[typeName], let overloads = extended.staticMethods[name] {
            return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: .type(typeName), at: node)
        }
        // A static method a protocol's extension gives the types that conform to it
        // (HSRPizzaHelper's `GeneralDailyNote.decodeFromMiHoYoAPIJSONResult(data:)`).
        if program.type(named: typeName) != nil,
           let overloads = program.declarations(for: typeName).dropFirst().lazy.compactMap({ $0.staticMethods[name] }).first {
            return try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: .type(typeName), at: node)
        }
        let numbers = try numericStatics(in: arguments, at: node)
        if let found = try tolerant(numbers, nil, at: node, { try library.staticMethod(name, of: typeName, arguments: numbers) }) { return found }
        if let found = try consultedHost?.staticMethod(name, of: typeName, arguments: arguments, at: Syntax(node), in: self) { return found }
        if let property = try staticMember(name, of: typeName, at: node, reportMissing: false) {
            return try apply(property, arguments, at: node)
        }
        return approximated(node, "'\(typeName).\(name)(…)' is not provided; the preview shows a placeholder")
    }

    /// `value.name(arguments)`.
    public func callMethod(_ name: String, on value: Value, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        let arguments = try orderedByDeclaredLess(name, of: value, arguments, at: node)
        switch value {
        case .unknown: return value
        case .null where name == "map" || name == "flatMap":
            return .null
        case .null:
            return approximated(node, "'\(name)(…)' is called on nil; the preview shows a placeholder")
        case .symbol(var symbol):
            symbol.chain.append(Symbol(name: name, arguments: arguments))
            return .symbol(symbol)
        case .type(let typeName):
            return try staticCall(name, of: typeName, arguments: arguments, at: node)
        default: break
        }
        for declaration in memberDeclarations(of: value) {
            if var overloads = declaration.methods[name] {
                // A back-port shim in an extension of a framework type (`@_disfavoredOverload func
                // contentMarginsDisabled()` calling `self.contentMarginsDisabled()` when the system
                // has it): inside itself that call is the framework's method, which Swift prefers to
                // a disfavoured overload, not the shim again.
                if declaration.kind == .extensionOnly {
                    overloads.removeAll { Self.isDisfavored($0) && node.isInside($0) }
                    if overloads.isEmpty { continue }
                }
                // In an extension of a type the source does not declare (`extension View { func
                // containerBackground(_ color:) }`), a call none of its overloads takes is the
                // framework's own method of that name (`containerBackground(for:content:)`).
                let chosen = overload(overloads, arguments)
                if chosen == nil, declaration.kind == .extensionOnly { continue }
                var receiver = value
                if declaration.name == "View", case .instance = value {
                    receiver = try viewValue(of: value, at: node)
                }
                return try invoke(chosen ?? overloads[0], arguments: arguments, selfValue: receiver, at: node)
            }
        }
        if case .instance(let instance) = value, let stored = instance.fields[name], case .function = stored {
            return try apply(stored, arguments, at: node)
        }
        if name == "modifier", let modifier = arguments.first?.value, case .instance(let instance) = modifier,
           let declaration = program.type(named: instance.typeName), let body = declaration.methods["body"]?.first {
            return try invoke(body, arguments: [Argument(label: "content", value: value)], selfValue: modifier, at: node)
        }
        if case .instance(let instance) = value, StandardLibrary.decoderTypeNames.contains(instance.typeName),
           let decoded = try decoderMethod(name, of: instance, arguments: arguments, at: node) {
            return decoded
        }
        if case .host(let container as DecodingContainer) = value,
           let decoded = try decodingContainerMethod(name, of: container, arguments: arguments, at: node) {
            return decoded
        }
        var numbers = try numericStatics(in: arguments, at: node)
        // `calendar.startOfDay(for: .init())`: every Date a Calendar method takes, so `.init()` is `Date()`.
        if case .instance(let instance) = value, instance.typeName == "Calendar" {
            numbers = try numbers.map { argument in
                guard case .symbol(let symbol) = argument.value, symbol.name == "init", symbol.arguments?.isEmpty ?? true, symbol.chain.isEmpty,
                      let now = try library.call("Date", arguments: []) else { return argument }
                return Argument(label: argument.label, value: now)
            }
        }
        if let found = try tolerant(numbers, value, at: node, { try library.method(name, of: value, arguments: numbers) }) { return found }
        if name == "map" || name == "flatMap", arguments.count == 1, case .function(let transform) = arguments[0].value, isScalar(value) {
            return try transform.call(value)
        }
        if let found = try consultedHost?.method(name, of: value, arguments: arguments, at: Syntax(node), in: self) { return found }
        return approximated(node, "'\(name)(…)' of a \(value.typeName) is not provided; the preview shows a placeholder")
    }

    /// Calls the standard library; when it refuses a value the preview could not evaluate (an
    /// `.unknown`, already warned about), the result is unknown too rather than a second message.
    func tolerant<T>(_ arguments: [Argument], _ receiver: Value?, at node: some SyntaxProtocol, _ call: () throws -> T?) throws -> T? {
        defer { for message in library.takeApproximations() { warn(node, message) } }
        do {
            return try call()
        } catch let error as EvaluationError {
            let unknown = arguments.contains { if case .unknown = $0.value { return true }; return false }
                || { if case .unknown? = receiver { return true }; return false }()
            if unknown, let value = Value.unknown(error.message) as? T { return value }
            if unknown, T.self == (receiver: Value, result: Value).self {
                return (receiver: receiver ?? .unknown(error.message), result: Value.unknown(error.message)) as? T
            }
            throw error
        }
    }

    /// Whether a value is not a collection: `map` on it is `Optional.map` (optionals are flattened).
    func isScalar(_ value: Value) -> Bool {
        switch value {
        case .array, .dictionary, .range, .string, .host, .unknown: return false
        default: return true
        }
    }

    /// Calls a function value, or makes a value of a type.
    func apply(_ callee: Value, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        switch callee {
        case .function(let function): return try deeper(node) { try function.call(arguments) }
        case .type(let typeName): return try construct(typeName, arguments: arguments, at: node)
        case .unknown: return callee
        // `[String: Any]()` and `[Int]()`: a collection type written as a literal of its element types.
        case .dictionary, .array:
            if let typeName = decodedTypeName(callee) { return try construct(typeName, arguments: arguments, at: node) }
            return approximated(node, "a \(callee.typeName) is not a function")
        default: return approximated(node, "a \(callee.typeName) is not a function")
        }
    }

    // MARK: Declared functions

    /// The overload whose parameter labels the arguments fit; where several do, the one whose
    /// result type the caller expects, else the one whose parameters' types the most arguments'
    /// values have (`f(agency: IntentAgency)` beside `f(agency: IntentAgencyAppEnum?)`), else the first.
    /// The methods that order a collection by `<` when given no order of their own.
    static let orderingMethods: Set<String> = ["sorted", "sort", "min", "max"]

    /// `sorted()`, `sort()`, `min()` and `max()` of values whose type declares `static func <`
    /// (`Comparable` written by the source): given that `<` as their `by:` order.
    func orderedByDeclaredLess(_ name: String, of value: Value, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> [Argument] {
        guard arguments.isEmpty, Self.orderingMethods.contains(name), case .array(let elements) = value,
              let typeName = elements.lazy.compactMap(selfTypeName).first, declaredOperator("<", of: typeName) != nil else { return arguments }
        let order = Function(name: "<") { [unowned self] pair in
            guard pair.count == 2 else { throw EvaluationError("'<' takes two values") }
            return try self.declaredComparison("<", pair[0].value, pair[1].value, at: node) ?? .bool(false)
        }
        return [Argument(label: "by", value: .function(order))]
    }

    /// The overloads of the operator `op` a type or its extensions declare (`static func <`).
    func declaredOperator(_ op: String, of typeName: String) -> [FunctionDeclSyntax]? {
        program.declarations(for: typeName).lazy.compactMap { $0.staticMethods[op] }.first
    }

    /// `a < b`, `a == b` and the rest on values whose type declares the operator, or the one
    /// `Comparable` and `Equatable` derive it from (`>` from `<`, `!=` from `==`); nil when it
    /// declares none of them.
    func declaredComparison(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let typeName = selfTypeName(left) ?? selfTypeName(right) else { return nil }
        func call(_ name: String, _ a: Value, _ b: Value) throws -> Value? {
            guard let function = declaredOperator(name, of: typeName)?.first(where: { $0.signature.parameterClause.parameters.count == 2 })
            else { return nil }
            // An operator's parameters take no labels: its arguments are given by position.
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            let arguments = [Argument(label: labels[0], value: a), Argument(label: labels[1], value: b)]
            return try invoke(function, arguments: arguments, selfValue: .type(typeName), at: node)
        }
        func negated(_ value: Value?) -> Value? {
            guard case .bool(let truth)? = value else { return value }
            return .bool(!truth)
        }
        if let direct = try call(op, left, right) { return direct }
        switch op {
        case ">": return try call("<", right, left)
        case "<=": return negated(try call("<", right, left))
        case ">=": return negated(try call("<", left, right))
        case "!=": return negated(try call("==", left, right))
        default: return nil
        }
    }

    /// True for a function marked `@_disfavoredOverload`.
    static func isDisfavored(_ function: FunctionDeclSyntax) -> Bool {
        function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_disfavoredOverload" }
    }

    func overload(_ candidates: [FunctionDeclSyntax], _ arguments: [Argument]) -> FunctionDeclSyntax? {
        let expected = resultTypeForOverloads
        resultTypeForOverloads = nil
        let fitting = candidates.filter { fits($0.signature.parameterClause.parameters, arguments) }
        guard fitting.count > 1 else { return fitting.first }
        if let expected, let chosen = fitting.first(where: { $0.signature.returnClause.map { program.text(of: $0.type) } == expected }) {
            return chosen
        }
        var best = fitting[0], bestAgreement = typeAgreement(fitting[0].signature.parameterClause.parameters, arguments)
        for candidate in fitting.dropFirst() {
            let agreement = typeAgreement(candidate.signature.parameterClause.parameters, arguments)
            if agreement > bestAgreement { best = candidate; bestAgreement = agreement }
        }
        return best
    }

    /// How many arguments hold a value of the type their parameter declares (an optional's
    /// wrapped type included), each argument matched to its parameter by label as `fits` does.
    func typeAgreement(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Int {
        var remaining = arguments, agreement = 0
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard let index = remaining.firstIndex(where: { $0.label == label }) ?? remaining.firstIndex(where: { $0.label == nil }) else { continue }
            let argument = remaining.remove(at: index)
            var declared = program.text(of: parameter.type)
            let isOptional = declared.hasSuffix("?") || declared.hasSuffix("!")
            while let last = declared.last, last == "?" || last == "!" { declared.removeLast() }
            let given: String
            switch argument.value {
            case .enumCase(let value): given = value.typeName
            case .instance(let value): given = value.typeName
            case .int, .double, .bool, .string, .character, .date: given = argument.value.typeName
            case .null:
                if isOptional { agreement += 1 }
                continue
            case .symbol(let symbol):
                // `.favourites` agrees with an enum declared here that has that case.
                let enumName = declared.split(separator: ".").last.map(String.init) ?? declared
                if program.type(named: enumName)?.cases.contains(where: { $0.name == symbol.name }) == true { agreement += 1 }
                continue
            default: continue
            }
            if given == declared || given.hasSuffix("." + declared) || declared.hasSuffix("." + given) { agreement += 1 }
        }
        return agreement
    }

    /// The result type a body that is one call without arguments gives that call's overload
    /// choice (see `resultTypeForOverloads`); nil for any other body.
    func resultTypeForOverloads(of statements: CodeBlockItemListSyntax, declared type: TypeSyntax?) -> String? {
        guard let type, statements.count == 1, let item = statements.first?.item else { return nil }
        var expression: ExprSyntax?
        if let written = item.as(ExprSyntax.self) { expression = written }
        if let statement = item.as(ReturnStmtSyntax.self) { expression = statement.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        return program.text(of: type)
    }

    func fits(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
        var remaining = arguments
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                remaining.remove(at: index)
            } else if parameter.defaultValue == nil, !(program.text(of: parameter.type).hasSuffix("?")) {
                if let index = remaining.firstIndex(where: { $0.label == nil }) { remaining.remove(at: index) } else { return false }
            }
        }
        return remaining.isEmpty
    }

    /// Runs a function or method the source declares.
    func invoke(_ function: FunctionDeclSyntax, arguments: [Argument], selfValue: Value?, at node: some SyntaxProtocol) throws -> Value {
        try deeper(node) {
            let declaration = selfValue.flatMap { value -> TypeDeclaration? in
                if case .type(let name) = value { return program.type(named: name) ?? program.extensions[name] }
                return selfTypeName(value).flatMap { program.type(named: $0) }
            }
            let scope = Scope(parent: nil, selfValue: selfValue, selfType: declaration)
            try bind(function.signature.parameterClause.parameters, arguments, into: scope, at: node)
            bindGenericParameters(of: function, into: scope, calledAt: node)
            guard let body = function.body else { return .void }
            resultTypeForOverloads = resultTypeForOverloads(of: body.statements, declared: function.signature.returnClause?.type)
            defer { resultTypeForOverloads = nil }
            return coerce(try run(body.statements, in: scope, buildsViews: buildsViews(function), at: function),
                          to: function.signature.returnClause?.type, selfType: declaration?.name)
        }
    }

    /// A generic function's type parameters, as Swift infers them: from an argument given as
    /// `T.Type` (`decode(Station.self)`), else from the type its result is stored as or returned
    /// as (`let stations: [Station] = load("stations.json")`). `T` then names that type in the body.
    func bindGenericParameters(of function: FunctionDeclSyntax, into scope: Scope, calledAt node: some SyntaxProtocol) {
        guard let generics = function.genericParameterClause?.parameters else { return }
        for generic in generics {
            let name = generic.name.text
            for parameter in function.signature.parameterClause.parameters where program.text(of: parameter.type) == name + ".Type" {
                // `[Station].self` and `[String: FiatUnit].self` are given as an array or a
                // dictionary of the element's type.
                if let given = scope.lookup((parameter.secondName ?? parameter.firstName).text).flatMap(decodedTypeName) {
                    scope.define(name, .type(given))
                }
            }
            guard scope.lookup(name) == nil, let result = function.signature.returnClause.map({ program.text(of: $0.type) }),
                  result == name || result == name + "?", var expected = contextualType(of: node) else { continue }
            while expected.hasSuffix("?") || expected.hasSuffix("!") { expected.removeLast() }
            scope.define(name, .type(expected))
        }
    }

    /// The type the place a call's result goes to declares: the annotation of the variable it
    /// initialises, or the result type of the function or property that returns it.
    func contextualType(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while !current.is(FunctionCallExprSyntax.self), let parent = current.parent { current = parent }
        while let parent = current.parent,
              parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprListSyntax.self) && parent.parent?.is(TupleExprSyntax.self) == true
                || parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true {
            current = parent
        }
        guard let parent = current.parent else { return nil }
        if let initializer = parent.as(InitializerClauseSyntax.self),
           let type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type {
            return program.text(of: type)
        }
        let returned = parent.is(ReturnStmtSyntax.self)
            || parent.is(CodeBlockItemSyntax.self) && parent.parent?.as(CodeBlockItemListSyntax.self)?.count == 1
        guard returned else { return nil }
        var enclosing = parent.parent
        while let next = enclosing {
            if let function = next.as(FunctionDeclSyntax.self) { return function.signature.returnClause.map { program.text(of: $0.type) } }
            if let binding = next.as(PatternBindingSyntax.self) { return binding.typeAnnotation.map { program.text(of: $0.type) } }
            if next.is(ClosureExprSyntax.self) || next.is(InitializerDeclSyntax.self) { return nil }
            enclosing = next.parent
        }
        return nil
    }

    /// Whether a function's body is a result builder's: `@ViewBuilder`, or a `some View` result.
    func buildsViews(_ function: FunctionDeclSyntax) -> Bool {
        function.attributes.contains { $0.as(AttributeSyntax.self).map { program.text(of: $0.attributeName).hasSuffix("Builder") } == true }
            || TypeDeclaration.isOpaqueView(text: function.signature.returnClause.map { program.text(of: $0.type) })
    }

    /// Binds arguments to parameters by label, with defaults; a trailing closure fills the first
    /// parameter that takes a function.
    func bind(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument], into scope: Scope, at node: some SyntaxProtocol) throws {
        var remaining = arguments
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            var value: Value?
            if parameter.ellipsis != nil {
                // `with args: CVarArg...` called as `with: p1, p2`: the label starts the list, the
                // unlabelled arguments after it continue it.
                var collected: [Value] = []
                if let index = remaining.firstIndex(where: { $0.label == label }) {
                    collected.append(remaining.remove(at: index).value)
                    while index < remaining.count, remaining[index].label == nil {
                        collected.append(remaining.remove(at: index).value)
                    }
                }
                value = .array(collected)
            } else if let index = remaining.firstIndex(where: { $0.label == label }) {
                value = remaining.remove(at: index).value
            } else if let index = remaining.firstIndex(where: { $0.label == nil }), case .function = remaining[index].value {
                value = remaining.remove(at: index).value
            }
            if value == nil, let fallback = parameter.defaultValue?.value {
                value = try evaluate(fallback, in: scope)
            }
            if value == nil {
                value = program.text(of: parameter.type).hasSuffix("?") ? .null
                    : approximated(node, "the argument '\(label.map { $0 + ":" } ?? name)' is missing")
            }
            // An `@autoclosure` parameter is called in the body (`condition()`): its argument,
            // evaluated here, is handed over as a closure that gives it.
            if program.text(of: parameter.type).hasPrefix("@autoclosure"), let given = value {
                if case .function = given {} else {
                    scope.define(name, .function(Function(name: name) { _ in given }))
                    continue
                }
            }
            scope.define(name, coerce(value!, to: parameter.type, selfType: scope.selfType?.name))
        }
    }

    // MARK: Closures

    /// A closure written in the source, capturing its scope.
    /// `$0`, `$1`, …: made once, not for every call of a closure (a `first(where:)` over
    /// thousands of elements calls it thousands of times).
    static let shorthandNames = (0..<10).map { "$\($0)" }

    static func shorthandName(_ index: Int) -> String {
        index < shorthandNames.count ? shorthandNames[index] : "$\(index)"
    }

    func closure(_ closure: ClosureExprSyntax, _ scope: Scope) -> Function {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let shorthand)?: names = shorthand.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        let statements = closure.statements
        let bindArguments: ([Argument]) -> Scope = { arguments in
            let local = Scope(parent: scope)
            var values = arguments.map(\.value)
            if names.count > 1, values.count == 1, case .tuple(let elements) = values[0] { values = elements.map(\.value) }
            if names.count == 1, values.count > 1 { values = [.tuple(values.map { TupleElement(label: nil, value: $0) })] }
            if names.isEmpty {
                for (index, value) in values.enumerated() { local.define(Self.shorthandName(index), value) }
                if values.count == 1, case .tuple(let elements) = values[0] {
                    for (index, element) in elements.enumerated() where index > 0 { local.define(Self.shorthandName(index), element.value) }
                }
            } else {
                for (name, value) in zip(names, values) where name != "_" { local.define(name, value) }
            }
            return local
        }
        return Function(name: "closure", body: { [unowned self] arguments in
            try self.run(statements, in: bindArguments(arguments), buildsViews: false, at: closure)
        }, builder: { [unowned self] arguments in
            try self.buildValues(statements, in: bindArguments(arguments))
        })
    }
}
