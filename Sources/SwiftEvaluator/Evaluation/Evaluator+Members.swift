import Findings
import Foundation
import SwiftSyntax

/// Member access: `value.name` on instances, enum cases, tuples, standard and host values, and
/// `Type.name` for statics, enum cases and nested types.
extension Evaluator {
    func member(_ access: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = access.declName.baseName.text
        guard let base = access.base else {
            if let date = try library.staticMember(name, of: "Date"), ["now", "distantPast", "distantFuture"].contains(name) {
                return date
            }
            return .symbol(Symbol(name: name))
        }
        if let unqualified = moduleQualifiedName(access, scope) { return try evaluate(ExprSyntax(unqualified), in: scope) }
        let owner = try evaluateChain(base, scope)
        if let found = try optionalExtensionMember(name, of: owner, base: base, scope, at: access.declName) { return found }
        return try memberValue(name, of: owner, at: access.declName)
    }

    /// The name after a module's (`SwiftData.Schema` → `Schema`), when the base names one of
    /// `Program.appleModules` and nothing the code declares or has in scope.
    func moduleQualifiedName(_ access: MemberAccessExprSyntax, _ scope: Scope) -> DeclReferenceExprSyntax? {
        guard let module = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, Program.appleModules.contains(module),
              scope.lookup(module) == nil, program.type(named: module) == nil, program.globals[module] == nil else { return nil }
        return access.declName
    }

    /// A computed property an extension of an optional type declares, read on a value whose
    /// declared type the evaluator does not keep (`entry.title.orEmpty` with `extension Optional
    /// where Wrapped == String`): the extension of the value's own type made optional, or, for
    /// nil, the one extension declaring the name.
    func optionalExtensionMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let extended = program.optionalExtensions(declaring: name) else { return nil }
        let declaration: TypeDeclaration?
        if case .null = value {
            declaration = extended.count == 1 ? extended.values.first : nil
        } else {
            declaration = extended[value.typeName + "?"]
        }
        guard let declaration, let computed = declaration.computed[name] else { return nil }
        return try getter(computed, scope: Scope(parent: nil, selfValue: value, selfType: declaration))
    }

    /// A computed property an extension of an optional type declares (EnergyStats'
    /// `extension Double? { var tintColor: Color }`), read on a stored property declared with
    /// that optional type. Swift's static types pick the optional's extension there, where the
    /// value alone would pick `extension Double`'s (a Double) or read a member of nil.
    func optionalExtensionMember(_ name: String, of value: Value, base: ExprSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        guard let extended = program.optionalExtensions(declaring: name), let selfType = scope.selfType else { return nil }
        let propertyName: String
        if let reference = base.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil {
            propertyName = reference.baseName.text
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            propertyName = access.declName.baseName.text
        } else {
            return nil
        }
        guard let type = selfType.storedProperty(propertyName)?.type,
              let declaration = extended[Program.optionalTypeName(program.text(of: type))],
              let computed = declaration.computed[name] else { return nil }
        return try getter(computed, scope: Scope(parent: nil, selfValue: value, selfType: declaration))
    }

    /// `value.name`, for every kind of value.
    public func memberValue(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        // `x.self` is `x`; `[Station].self` is the array type written as an array of its element,
        // `[String: FiatUnit].self` the dictionary type as a dictionary of one pair.
        if name == "self" {
            if case .array = value { return value }
            if case .dictionary = value { return value }
        }
        switch value {
        case .unknown:
            return value
        case .null:
            if let found = try optionalExtensionMember(name, of: value, at: node) { return found }
            return approximated(node, "'\(shortened(node))' reads '\(name)' of nil; the preview shows a placeholder")
        case .symbol(var symbol):
            symbol.chain.append(Symbol(name: name))
            return .symbol(symbol)
        case .type(let typeName):
            return try staticMember(name, of: typeName, at: node, reportMissing: true) ?? .unknown(name)
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let found = elements.first(where: { $0.label == name }) { return found.value }
        case .enumCase(let e):
            if name == "rawValue", let raw = e.rawValue { return raw }
            if let found = e.associated.first(where: { $0.label == name }) { return found.value }
        case .instance(let instance):
            if let field = instance.fields[name] { return field }
        case .host(let container as DecodingContainer):
            if let found = decodingContainerProperty(name, of: container) { return found }
        default:
            break
        }
        if let found = try declaredMember(name, of: value, at: node) { return found }
        if let found = try tolerant([], value, at: node, { try library.property(name, of: value) }) { return found }
        if case .instance = value, let found = try dynamicMember(name, of: value, at: node) { return found }
        if let found = try optionalExtensionMember(name, of: value, at: node) { return found }
        if let found = try consultedHost?.property(name, of: value, at: Syntax(node), in: self) { return found }
        if case .instance(let instance) = value, let declaration = program.type(named: instance.typeName), program.conforms(declaration, to: "View"),
           let hostView = try? viewValue(of: value, at: node), case .host = hostView,
           let found = try consultedHost?.property(name, of: hostView, at: Syntax(node), in: self) {
            return found
        }
        return approximated(node, missingMemberMessage(name, of: value), id: .missingMember)
    }

    /// "'temperatur' is not a member of WeatherEntry; did you mean 'temperature'?"
    func missingMemberMessage(_ name: String, of value: Value) -> String {
        var candidates: [String] = []
        if case .instance(let instance) = value { candidates += instance.fields.keys }
        for declaration in memberDeclarations(of: value) {
            candidates += declaration.computed.keys
            candidates += declaration.methods.keys
            candidates += declaration.stored.map(\.name)
        }
        if let near = host?.nearest(to: name, among: candidates), near != name {
            return "\(value.typeName) has no member '\(name)'; did you mean '\(near)'? The preview shows a placeholder"
        }
        if case .instance = value, value.typeName == "Entry", program.type(named: "Entry") == nil, candidates.isEmpty {
            return "there is no entry data, so '\(name)' has no value: give it in an entries file (NAME.entry.json), a #Preview timeline or the provider's placeholder; the preview shows a placeholder"
        }
        if case .instance = value, program.type(named: value.typeName) == nil, !StandardLibrary.typeNames.contains(value.typeName), !candidates.isEmpty {
            return "the entry has no value '\(name)' (it has \(candidates.sorted().map { "'\($0)'" }.joined(separator: ", "))); the preview shows a placeholder"
        }
        return "'\(name)' of a \(value.typeName) is not provided; the preview shows a placeholder"
    }

    /// A member the source declares for the value's type or one of its protocols: a computed
    /// property (evaluated now), a method (bound to the value) or a nested type.
    func declaredMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        for declaration in memberDeclarations(of: value) {
            if let computed = declaration.computed[name] {
                return try getter(computed, scope: Scope(parent: nil, selfValue: value, selfType: declaration))
            }
            if let overloads = declaration.methods[name] {
                return .function(Function(name: name) { [unowned self] arguments in
                    try self.invoke(self.overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: value, at: node)
                })
            }
            if case .instance = value, declaration.storedProperty(name) != nil {
                return approximated(node, "'\(name)' is read before it has a value (Swift does not compile this); the preview shows a placeholder")
            }
        }
        return nil
    }

    /// The type name and protocols used to find extensions of a value.
    func typeIdentity(of value: Value) -> (String, [String]) {
        switch value {
        case .host(let hosted): return (hosted.typeName, hosted.conformances)
        case .instance(let instance):
            let declared = program.type(named: instance.typeName)
            return (declared?.name ?? instance.typeName, declared?.conformances ?? [])
        case .enumCase(let e): return (program.type(named: e.typeName)?.name ?? e.typeName, program.type(named: e.typeName)?.conformances ?? [])
        case .int: return ("Int", Self.intProtocols)
        case .double: return ("Double", Self.doubleProtocols)
        case .string: return ("String", Self.stringProtocols)
        case .array: return ("Array", Self.collectionProtocols)
        case .dictionary: return ("Dictionary", Self.collectionProtocols)
        default: return (value.typeName, [])
        }
    }

    private static let intProtocols = ["Numeric", "BinaryInteger", "Comparable"]
    private static let doubleProtocols = ["CGFloat", "TimeInterval", "Numeric", "BinaryFloatingPoint", "FloatingPoint", "Comparable"]
    private static let stringProtocols = ["StringProtocol", "Comparable"]
    private static let collectionProtocols = ["Collection", "Sequence"]

    /// The declarations that give a value members: its type's and its protocols' extensions
    /// (`Program.declarations(for:conformances:)` of its `typeIdentity`). Kept by type name for
    /// this evaluation, where the name alone decides them (all but a host's values): a method
    /// called in a loop over thousands of elements asks for them each time.
    func memberDeclarations(of value: Value) -> [TypeDeclaration] {
        let (typeName, conformances) = typeIdentity(of: value)
        if case .host = value { return program.declarations(for: typeName, conformances: conformances) }
        if let kept = memberDeclarationsByType[typeName] { return kept }
        let found = program.declarations(for: typeName, conformances: conformances)
        memberDeclarationsByType[typeName] = found
        return found
    }

    /// `Type.name`: an enum case, a static property, a nested type, a static method, or the
    /// standard library's and the host's statics.
    func staticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol, reportMissing: Bool) throws -> Value? {
        if let declaration = program.type(named: typeName) {
            if let found = try declaredStatic(name, of: declaration, at: node) { return found }
        }
        if let extended = program.extensions[typeName], let found = try declaredStatic(name, of: extended, at: node) {
            return found
        }
        if let found = try library.staticMember(name, of: typeName) { return found }
        if let found = try consultedHost?.staticMember(name, of: typeName, at: Syntax(node), in: self) { return found }
        if name == "self" { return .type(typeName) }
        if name == "init" {
            return .function(Function(name: typeName + ".init") { [unowned self] arguments in
                try self.construct(typeName, arguments: arguments, at: node)
            })
        }
        if let found = try dynamicMember(name, of: .type(typeName), at: node) { return found }
        guard reportMissing else { return nil }
        return approximated(node, "'\(typeName).\(name)' is not provided; the preview shows a placeholder")
    }

    /// A member no declaration has, read through `subscript(dynamicMember:)` as Swift does for a
    /// `@dynamicMemberLookup` type: `Strings.aqi` is `Strings[dynamicMember: "aqi"]` (a static
    /// subscript for a type, an instance one for an instance). Only string members; nil when the
    /// type declares no such subscript.
    func dynamicMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard program.declaresSubscripts else { return nil }
        let arguments = [Argument(label: "dynamicMember", value: .string(name))]
        guard case .type(let typeName) = value else { return try declaredSubscript(of: value, arguments, at: node) }
        let declarations = [program.type(named: typeName), program.extensions[typeName]].compactMap { $0 }
        for declaration in declarations {
            for candidate in declaration.staticSubscripts where !activeSubscripts.contains(candidate.id) {
                let parameters = Array(candidate.parameterClause.parameters)
                guard parameters.count == 1, parameters[0].firstName.text == "dynamicMember",
                      program.text(of: parameters[0].type) == "String" else { continue }
                return try runSubscript(candidate, of: declaration, on: value, arguments, at: node)
            }
        }
        return nil
    }

    func declaredStatic(_ name: String, of declaration: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value? {
        if declaration.kind == .enumeration, declaration.enumCase(name) != nil {
            if let enumCase = declaration.enumCase(name), enumCase.associated != nil {
                return .function(Function(name: name) { [unowned self] arguments in
                    self.enumValue(declaration, name, associated: arguments.map { TupleElement(label: $0.label, value: $0.value) })
                })
            }
            return enumValue(declaration, name, associated: [])
        }
        if name == "allCases", declaration.kind == .enumeration {
            return .array(declaration.cases.map { enumValue(declaration, $0.name, associated: []) })
        }
        let key = declaration.name + "." + name
        if let cached = statics[key] {
            if environmentDependentStatics.contains(key) { environmentReads += 1 }
            if clockDependentStatics.contains(key) { library.noteClockRead() }
            return cached
        }
        // A static named in its own initial value is another type's of that name (`static let
        // brand = Color(.brand)` makes a Color of `UIColor.brand`): Swift does not let a stored
        // property read itself while it is being set.
        if declaration.staticStored[name] != nil, staticsBeingSet.contains(key) { return nil }
        if let stored = declaration.staticStored[name] {
            staticsBeingSet.insert(key)
            defer { staticsBeingSet.remove(key) }
            func sharingKey(readsClock: Bool, readsEnvironment: Bool) -> SharedStatics.Key {
                let moment = readsClock ? SharedStatics.Moment(now: library.moment.now, timeZone: library.moment.timeZone.identifier) : nil
                return SharedStatics.Key(name: key, moment: moment, environment: readsEnvironment ? host?.sharingKey ?? "" : nil)
            }
            if stored.isLet {
                // The most widely shared first: a value that read neither, then one that read the
                // clock, then the environment, then both.
                for (readsClock, readsEnvironment) in [(false, false), (true, false), (false, true), (true, true)] {
                    guard let shared = program.sharedStatics.computed(sharingKey(readsClock: readsClock, readsEnvironment: readsEnvironment))
                    else { continue }
                    if readsClock {
                        library.noteClockRead()
                        clockDependentStatics.insert(key)
                    }
                    if readsEnvironment {
                        environmentReads += 1
                        environmentDependentStatics.insert(key)
                        tookSharedStaticsOfItsEnvironment = true
                    }
                    for message in shared.messages { record(message.severity, message.position, message.text, id: message.id) }
                    statics[key] = shared.value
                    return shared.value
                }
            }
            let scope = Scope(parent: nil, selfValue: .type(declaration.name), selfType: declaration)
            capturedMessages.append([])
            let readsBefore = environmentReads, clockBefore = library.clockReads
            let evaluated: Value
            do {
                evaluated = try stored.initialValue.map { try evaluate($0, in: scope) } ?? .null
            } catch {
                capturedMessages.removeLast()
                throw error
            }
            let said = capturedMessages.removeLast()
            let value = coerce(evaluated, to: stored.type)
            statics[key] = value
            let readsEnvironment = environmentReads != readsBefore, readsClock = library.clockReads != clockBefore
            if readsEnvironment { environmentDependentStatics.insert(key) }
            if readsClock { clockDependentStatics.insert(key) }
            if stored.isLet {
                program.sharedStatics.keep(.init(value: value, messages: said),
                                           for: sharingKey(readsClock: readsClock, readsEnvironment: readsEnvironment))
            }
            return value
        }
        if let computed = declaration.staticComputed[name] {
            return try getter(computed, scope: Scope(parent: nil, selfValue: .type(declaration.name), selfType: declaration))
        }
        if declaration.nestedTypes.contains(name) { return .type(declaration.name + "." + name) }
        if let alias = declaration.typeAliases[name] {
            return .type(program.type(named: alias.trimmedDescription, from: declaration.name)?.name ?? alias.trimmedDescription)
        }
        if let overloads = declaration.staticMethods[name] {
            return .function(Function(name: name) { [unowned self] arguments in
                try self.invoke(self.overload(overloads, arguments) ?? overloads[0], arguments: arguments,
                                selfValue: .type(declaration.name), at: node)
            })
        }
        return nil
    }

    /// A case of a declared enum, with its raw value.
    func enumValue(_ declaration: TypeDeclaration, _ name: String, associated: [TupleElement]) -> Value {
        let lined = declaration.enumCase(name)?.associated.flatMap { lineUp(associated, with: $0) } ?? associated
        return .enumCase(EnumCaseValue(typeName: declaration.name, caseName: name, associated: lined, rawValue: rawValue(of: name, in: declaration)))
    }

    /// The values given to a case with associated values, one per declared value in its order,
    /// by label or position, with the declared default for one left out: `.items(next: [x])` of
    /// `case items(done: [Item] = [], next: [Item] = [])` is `([], [x])`, which patterns match by
    /// position. Nil when they do not line up (then they are kept as given).
    private func lineUp(_ given: [TupleElement], with parameters: EnumCaseParameterListSyntax) -> [TupleElement]? {
        var remaining = given
        var lined: [TupleElement] = []
        for parameter in parameters {
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            if let label, let index = remaining.firstIndex(where: { $0.label == label }) {
                lined.append(TupleElement(label: label, value: remaining.remove(at: index).value))
            } else if let index = remaining.firstIndex(where: { $0.label == nil }) {
                lined.append(TupleElement(label: label, value: remaining.remove(at: index).value))
            } else if let written = parameter.defaultValue?.value, let value = try? evaluate(written, in: globalScope()) {
                lined.append(TupleElement(label: label, value: coerce(value, to: parameter.type)))
            } else {
                return nil
            }
        }
        return remaining.isEmpty ? lined : nil
    }

    func rawValue(of caseName: String, in declaration: TypeDeclaration) -> Value? {
        guard let rawType = declaration.rawType else { return nil }
        var next = 0
        for enumCase in declaration.cases {
            var value: Value
            if let written = enumCase.rawValue, let evaluated = try? evaluate(written, in: globalScope()) {
                value = evaluated
                if case .int(let i) = evaluated { next = i }
            } else if rawType == "String" {
                value = .string(enumCase.name)
            } else {
                value = rawType == "Double" || rawType == "Float" ? .double(Double(next)) : .int(next)
            }
            if enumCase.name == caseName { return value }
            next += 1
        }
        return nil
    }

    /// The members a symbol's chain accesses and calls (`.caption.bold()`), applied to a value.
    func applying(_ chain: [Symbol], to value: Value, at node: some SyntaxProtocol) throws -> Value {
        var result = value
        for link in chain {
            if let arguments = link.arguments {
                result = try callMethod(link.name, on: result, arguments: arguments, at: node)
            } else {
                result = try memberValue(link.name, of: result, at: node)
            }
        }
        return result
    }

    /// A symbol (`.work`, `.brand`) read as a type the source declares or extends; nil when it is not one of its members.
    public func resolveSymbol(_ symbol: Symbol, as typeName: String, at node: some SyntaxProtocol) throws -> Value? {
        let declarations = [program.type(named: typeName), program.extensions[typeName]].compactMap { $0 }
        // A standard type's own statics, also where the source extends it (`.fahrenheit` as a
        // `UnitTemperature` beside `extension UnitTemperature { static func … }`).
        if declarations.allSatisfy({ $0.kind == .extensionOnly }), StandardLibrary.typeNames.contains(typeName) {
            var found = try symbol.arguments.map { try library.staticMethod(symbol.name, of: typeName, arguments: $0) }
                ?? library.staticMember(symbol.name, of: typeName)
            // `.init(localized: …)` returned as a `String`: the type's own initializer.
            if found == nil, symbol.name == "init", let arguments = symbol.arguments {
                found = try construct(typeName, arguments: arguments, at: node)
            }
            if let found { return try applying(symbol.chain, to: found, at: node) }
            if declarations.isEmpty { return nil }
        }
        for declaration in declarations {
            var value: Value?
            if symbol.name == "init", let arguments = symbol.arguments, declaration.kind != .extensionOnly {
                value = try construct(declaration.name, arguments: arguments, at: node)
            } else if declaration.kind == .enumeration, declaration.enumCase(symbol.name) != nil {
                value = enumValue(declaration, symbol.name, associated: (symbol.arguments ?? []).map { TupleElement(label: $0.label, value: $0.value) })
            } else if symbol.arguments == nil, let found = try declaredStatic(symbol.name, of: declaration, at: node) {
                value = found
            } else if let arguments = symbol.arguments, let overloads = declaration.staticMethods[symbol.name] {
                value = try invoke(overload(overloads, arguments) ?? overloads[0], arguments: arguments, selfValue: .type(declaration.name), at: node)
            }
            guard let result = value else { continue }
            return try applying(symbol.chain, to: result, at: node)
        }
        return nil
    }
}
