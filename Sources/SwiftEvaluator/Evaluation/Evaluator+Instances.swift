import Foundation
import SwiftSyntax

/// Making values of declared types (memberwise and custom initialisers, `init?(rawValue:)`,
/// property wrappers), reading a view's `body`, and converting a value to a declared type.
extension Evaluator {
    /// `Type(arguments)`.
    public func construct(_ typeName: String, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        guard let declaration = program.type(named: typeName), !yieldsToHost(declaration, arguments) else {
            // A type the host draws (`Text`, `Color`) keeps its own initializers unless the labels
            // are exactly an added one's; another framework type takes the nearest added one.
            if host?.providesType(typeName) == true {
                if let (extended, initializer) = addedInitializer(of: typeName, labelled: arguments) {
                    return try run(initializer, of: extended, named: typeName, arguments: arguments, at: node)
                }
                // The host's own reading first: `NSLocalizedString("Time Left", comment: "")` is
                // the strings tables' text, which only the host has; the library's is the key.
                if let found = try consultedHost?.construct(typeName, arguments: arguments, at: Syntax(node), in: self) { return found }
            } else if StandardLibrary.typeNames.contains(typeName) {
                // A standard type keeps its own initializers too: `Double.init` given a Float16 is
                // `Double(_:)`, not an added `init?(rawValue:)` (xDrip's `extension Double: RawRepresentable`).
                if let (extended, initializer) = addedInitializer(of: typeName, labelled: arguments) {
                    return try run(initializer, of: extended, named: typeName, arguments: arguments, at: node)
                }
            } else if let extended = program.extensions[typeName], let initializer = initializer(of: extended, fitting: arguments) {
                return try run(initializer, of: extended, named: typeName, arguments: arguments, at: node)
            }
            if let found = try tolerant(arguments, nil, at: node, { try library.call(typeName, arguments: arguments) }) { return found }
            if let found = try consultedHost?.construct(typeName, arguments: arguments, at: Syntax(node), in: self) { return found }
            return approximated(node, "'\(typeName)' is not declared in the files read; the preview shows a placeholder")
        }
        return try deeper(node) {
            switch declaration.kind {
            case .enumeration:
                return try makeEnum(declaration, arguments: arguments, at: node)
            case .protocolType, .extensionOnly:
                return approximated(node, "'\(typeName)' cannot be made here")
            case .structure, .classType, .actor:
                return try makeInstance(declaration, arguments: arguments, at: node)
            }
        }
    }

    private func makeEnum(_ declaration: TypeDeclaration, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if let initializer = initializer(of: declaration, fitting: arguments) {
            let scope = Scope(parent: nil, selfValue: .type(declaration.name), selfType: declaration)
            try bind(initializer.signature.parameterClause.parameters, arguments, into: scope, at: node)
            let box = Instance(typeName: declaration.name, fields: [:], isReference: true)
            let local = Scope(parent: scope, selfValue: .instance(box), selfType: declaration)
            if try failed(initializer, in: local) { return .null }
            return box.fields["self"] ?? .null
        }
        if let raw = arguments.first(where: { $0.label == "rawValue" })?.value {
            for enumCase in declaration.cases where rawValue(of: enumCase.name, in: declaration)?.isEqual(to: raw) == true {
                return enumValue(declaration, enumCase.name, associated: [])
            }
            return .null
        }
        return approximated(node, "'\(declaration.name)(…)' is not an initializer of the enum")
    }

    /// True for a type the files declare under a name the host's types have too (a Realm model
    /// `class Group` in a package beside SwiftUI's `Group`) when none of its initializers takes
    /// the arguments: Swift's overloads then pick the framework's (`Group { … }`), as the project
    /// builds.
    private func yieldsToHost(_ declaration: TypeDeclaration, _ arguments: [Argument]) -> Bool {
        guard !arguments.isEmpty, declaration.kind == .classType || declaration.declaresInitializerInItsBody,
              host?.providesType(declaration.name) == true else { return false }
        // `fits` lets an unlabelled argument stand for a labelled one; a trailing closure given
        // to a type none of whose initializers takes a closure is the framework's call.
        let trailingClosure = arguments.contains { argument in
            if case .function = argument.value { return argument.label == nil }
            return false
        }
        let takesClosure = declaration.initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.contains { program.text(of: $0.type).contains("->") }
        }
        return initializer(of: declaration, fitting: arguments) == nil || (trailingClosure && !takesClosure)
    }

    func initializer(of declaration: TypeDeclaration, fitting arguments: [Argument]) -> InitializerDeclSyntax? {
        declaration.initializers.first { fits($0.signature.parameterClause.parameters, arguments) }
    }

    /// The initializer an extension of a framework type adds whose labels are exactly the
    /// arguments' (`extension Text { init(shout:) }` for `Text(shout: "hi")`, never for `Text("hi")`).
    func addedInitializer(of typeName: String, labelled arguments: [Argument]) -> (TypeDeclaration, InitializerDeclSyntax)? {
        guard let extended = program.extensions[typeName] else { return nil }
        for initializer in extended.initializers {
            var remaining = arguments
            var fits = true
            for parameter in initializer.signature.parameterClause.parameters {
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                if let index = remaining.firstIndex(where: { $0.label == label }) {
                    // `UIColor(color)` is UIKit's own, not an added `init(_ rgba: String)`: a value plainly
                    // of another kind than the parameter's basic type does not pick it.
                    if Self.plainlyMismatches(program.text(of: parameter.type), remaining[index].value) {
                        fits = false
                        break
                    }
                    remaining.remove(at: index)
                } else if let index = remaining.firstIndex(where: { $0.label == nil }), case .function = remaining[index].value,
                          program.text(of: parameter.type).contains("->") {
                    // A trailing closure given for a labelled closure parameter (`ForEach(values: xs) { … }`
                    // for `init(values:content:)`), as `bind` takes it.
                    remaining.remove(at: index)
                } else if parameter.defaultValue == nil {
                    fits = false
                    break
                }
            }
            if fits, remaining.isEmpty { return (extended, initializer) }
        }
        return nil
    }

    /// True when `value` is plainly not of the basic type `type` names (`String`, a number,
    /// `Bool`, optional or not): a colour for a `String` parameter. Any other type, and a value
    /// the preview could not compute, are not judged.
    static func plainlyMismatches(_ type: String, _ value: Value) -> Bool {
        let name = type.hasSuffix("?") ? String(type.dropLast()) : type
        switch value {
        case .null, .unknown, .symbol: return false
        default: break
        }
        switch name {
        case "String", "Substring":
            if case .string = value { return false }
            return true
        case "Int", "Double", "CGFloat", "Float", "TimeInterval":
            switch value { case .int, .double: return false; default: return true }
        case "Bool":
            if case .bool = value { return false }
            return true
        default:
            return false
        }
    }

    /// Runs an initializer's body; true when a failable one (`init?`) returned nil.
    private func failed(_ initializer: InitializerDeclSyntax, in scope: Scope) throws -> Bool {
        let flow = try execute(initializer.body?.statements ?? [], in: scope, collector: nil)
        guard initializer.optionalMark != nil, case .returned(.null) = flow else { return false }
        return true
    }

    /// Runs an initializer an extension adds to a type the source does not declare: its `self = …`
    /// or `self.init(…)` gives the value.
    func run(_ initializer: InitializerDeclSyntax, of extended: TypeDeclaration, named typeName: String,
             arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        try deeper(node) {
            let box = Instance(typeName: typeName, fields: [:], isReference: true)
            let scope = Scope(parent: nil, selfValue: .instance(box), selfType: extended)
            try bind(initializer.signature.parameterClause.parameters, arguments, into: scope, at: node)
            if try failed(initializer, in: scope) { return .null }
            return box.fields["self"] ?? approximated(node, "\(typeName).init(…) did not set self")
        }
    }

    private func makeInstance(_ declaration: TypeDeclaration, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        let instance = Instance(typeName: declaration.name, fields: [:], isReference: declaration.isReference)
        let value = Value.instance(instance)
        let scope = Scope(parent: nil, selfValue: value, selfType: declaration)
        if let initializer = initializer(of: declaration, fitting: arguments) {
            // A wrapped property the initializer assigns (`@Published var title: String` set from
            // `init(title:)`) is the initializer's value, not "the app's data": only those it
            // leaves alone are read from their wrapper (and said to be).
            let assigned = declaration.assignedByInitializer[initializer.id] ?? AssignedProperties.of(initializer)
            let leftToCaller = delegatedAssignments(of: declaration)
            for property in declaration.stored {
                if Self.standsForAppData(property, program), assigned.contains(property.name) || leftToCaller.contains(property.name) {
                    if let initial = property.initialValue {
                        instance.fields[property.name] = coerce(try evaluate(initial, in: scope), to: property.type, selfType: scope.selfType?.name)
                    }
                    continue
                }
                if let wrapped = try wrappedValue(property, in: scope, at: node) { instance.fields[property.name] = wrapped; continue }
                if let initial = property.initialValue {
                    instance.fields[property.name] = coerce(try evaluate(initial, in: scope), to: property.type, selfType: scope.selfType?.name)
                }
            }
            let local = Scope(parent: scope)
            try bind(initializer.signature.parameterClause.parameters, arguments, into: local, at: node)
            initializerAssignments.append((declaration.name, assigned))
            defer { initializerAssignments.removeLast() }
            if try failed(initializer, in: local) { return .null }
            if let delegated = instance.fields["self"] { return delegated }
            for property in declaration.stored where instance.fields[property.name] == nil {
                instance.fields[property.name] = property.type.map { program.text(of: $0).hasSuffix("?") } == true ? .null : .unknown(property.name)
            }
            return value
        }
        // A struct whose initializers are all in extensions keeps its memberwise initializer,
        // which is what filling the stored properties by name does.
        let hasMemberwise = declaration.kind != .classType && !declaration.declaresInitializerInItsBody
        // A class whose initializers are all convenience ones has `init()` (its superclass's, or
        // the implicit one of a class whose properties all have values).
        let inheritsPlainInit = declaration.kind == .classType && arguments.isEmpty
            && declaration.initializers.allSatisfy { $0.modifiers.contains { $0.name.text == "convenience" } }
        if !declaration.initializers.isEmpty, !hasMemberwise, !inheritsPlainInit, declaration.kind == .classType || !arguments.isEmpty {
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            warn(node, "no initializer of \(declaration.name) takes (\(labels)); the stored properties are filled by name")
        }
        var remaining = arguments
        let leftToCaller = delegatedAssignments(of: declaration)
        for property in declaration.stored {
            // `@State var team: Team` (or `@Binding`, `@ObservedObject`, …) is a parameter of the
            // memberwise initialiser like any stored property: `TeamView(team: lakers)`. Only
            // what the environment fills is not.
            let wrapper = property.attributes.first.map { program.text(of: $0.attributeName) }
            if let wrapper, !["Environment", "EnvironmentObject"].contains(wrapper),
               let index = remaining.firstIndex(where: { $0.label == property.name }) {
                var given = remaining.remove(at: index).value
                // `Ring(value: .constant(0.25))`: a constant binding is its value.
                if wrapper == "Binding", case .symbol(let symbol) = given, symbol.name == "constant", symbol.chain.isEmpty,
                   let bound = symbol.arguments, bound.count == 1 {
                    given = bound[0].value
                }
                instance.fields[property.name] = coerce(given, to: property.type, selfType: declaration.name)
                continue
            }
            // A property the delegating initializer assigns after `self.init()` is its value.
            if Self.standsForAppData(property, program), leftToCaller.contains(property.name) {
                if let initial = property.initialValue {
                    instance.fields[property.name] = coerce(try evaluate(initial, in: scope), to: property.type, selfType: scope.selfType?.name)
                }
                continue
            }
            if let wrapped = try wrappedValue(property, in: scope, at: node) {
                instance.fields[property.name] = wrapped
                continue
            }
            let isParameter = !(property.isLet && property.initialValue != nil)
            if isParameter, let index = remaining.firstIndex(where: { $0.label == property.name }) {
                instance.fields[property.name] = coerce(remaining.remove(at: index).value, to: property.type, selfType: declaration.name)
            } else if isParameter, let index = remaining.firstIndex(where: { $0.label == nil }),
                      case .function = remaining[index].value {
                instance.fields[property.name] = remaining.remove(at: index).value
            } else if let initial = property.initialValue {
                instance.fields[property.name] = coerce(try evaluate(initial, in: scope), to: property.type, selfType: scope.selfType?.name)
            } else if property.type.map({ program.text(of: $0).hasSuffix("?") }) == true {
                instance.fields[property.name] = .null
            } else {
                instance.fields[property.name] = approximated(node, "\(declaration.name) needs '\(property.name):'; the preview shows a placeholder for it")
            }
        }
        for extra in remaining {
            warn(node, "\(declaration.name) has no stored property '\(extra.label ?? "_")'; the argument is ignored")
        }
        return value
    }

    /// The value of a wrapped property: `@Environment` asks the host; the app's storage
    /// (`@AppStorage`, `@State`, `@Query`, …) gives the value written after `=`.
    /// The stored properties the initializer running on `declaration` assigns, when this
    /// construction is its `self.init(…)`: made here, set there.
    private func delegatedAssignments(of declaration: TypeDeclaration) -> Set<String> {
        guard let running = initializerAssignments.last, running.typeName == declaration.name else { return [] }
        return running.names
    }

    /// True for a property whose wrapper stands for what the app stores (`@Published`,
    /// `@AppStorage`, `@State`, …): every wrapper but those the preview fills itself
    /// (`@Environment`, `@ScaledMetric`, an intent's `@Parameter`).
    static func standsForAppData(_ property: TypeDeclaration.StoredProperty, _ program: Program) -> Bool {
        guard let wrapper = property.attributes.first else { return false }
        return !["Environment", "ScaledMetric", "Parameter"].contains(program.text(of: wrapper.attributeName))
    }

    private func wrappedValue(_ property: TypeDeclaration.StoredProperty, in scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        guard let wrapper = property.attributes.first else { return nil }
        let name = program.text(of: wrapper.attributeName)
        if name == "Environment" {
            let argument = wrapper.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
            if let keyPath = argument?.as(KeyPathExprSyntax.self),
               let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text {
                if let value = consultedHost?.environmentValue(key, at: Syntax(wrapper), in: self) { return value }
                return approximated(wrapper, "the environment value \\.\(key) is not set by the preview; it is shown as a placeholder")
            }
            return approximated(wrapper, "@Environment(\(argument?.trimmedDescription ?? "")) reads an object the preview does not provide")
        }
        if name == "ScaledMetric", let initial = property.initialValue {
            let value = coerce(try evaluate(initial, in: scope), to: property.type, selfType: scope.selfType?.name)
            let arguments = try (wrapper.arguments?.as(LabeledExprListSyntax.self) ?? []).map {
                Argument(label: $0.label?.text, value: try evaluate($0.expression, in: scope))
            }
            return consultedHost?.wrappedValue(value, wrapper: name, arguments: arguments, at: Syntax(wrapper), in: self) ?? value
        }
        if name == "Parameter" {
            let given = wrapper.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "default" }?.expression
            if let value = try (given ?? property.initialValue).map({ try evaluate($0, in: scope) }) {
                return coerce(value, to: property.type, selfType: scope.selfType?.name)
            }
            return .null
        }
        if let initial = property.initialValue {
            warn(wrapper, "@\(name) var \(property.name) stands for the app's data; the preview uses its initial value")
            return coerce(try evaluate(initial, in: scope), to: property.type, selfType: scope.selfType?.name)
        }
        return approximated(wrapper, "@\(name) var \(property.name) stands for the app's data, which the preview does not have")
    }

    /// A value converted to a declared type: integers to floating point, implicit members to the
    /// type's cases and statics, elements of arrays likewise. `selfType` is the type whose code
    /// writes the type: what `Self` means, and where a nested type's name is looked up from.
    public func coerce(_ value: Value, to type: TypeSyntax?, selfType: String? = nil) -> Value {
        guard let type else { return value }
        // A tuple given where a tuple type is declared, through optionals and type aliases
        // (`typealias RiskValue = (value: Int, sig: Bool)`, `let wind: RiskValue?` given `(30, true)`),
        // takes the declared labels.
        if case .tuple = value, let tuple = declaredTuple(type, selfType: selfType) {
            return coerce(value, to: TypeSyntax(tuple), selfType: selfType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), case .tuple(let elements) = value, elements.count == tuple.elements.count {
            return .tuple(zip(tuple.elements, elements).map { declared, element in
                TupleElement(label: declared.firstName?.text ?? element.label, value: coerce(element.value, to: declared.type, selfType: selfType))
            })
        }
        var name = program.text(of: type)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if name.hasPrefix("("), name.hasSuffix(")"), !name.contains(",") { name = String(name.dropFirst().dropLast()) }
        if name == "Self", let selfType { name = selfType }
        return coerce(value, toTypeNamed: name, from: selfType)
    }

    /// How many optionals and aliases `declaredTuple` looks through: an alias of an alias of
    /// itself stops there.
    static let maximumAliasDepth = 8

    /// The tuple type `type` is, through optionals and type aliases; nil when it is no tuple type
    /// or is one already written as such.
    func declaredTuple(_ type: TypeSyntax, selfType: String?) -> TupleTypeSyntax? {
        var current = type
        for _ in 0..<Self.maximumAliasDepth {
            if let wrapped = current.as(OptionalTypeSyntax.self)?.wrappedType ?? current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                current = wrapped
            } else if let identifier = current.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
                      let aliased = selfType.flatMap({ program.type(named: $0)?.typeAliases[identifier.name.text] })
                        ?? program.typeAliases[identifier.name.text] {
                current = aliased
            } else {
                break
            }
        }
        guard let tuple = current.as(TupleTypeSyntax.self), tuple.id != type.id else { return nil }
        return tuple
    }

    /// A value converted to a type written by name inside `context` (see `coerce(_:to:selfType:)`).
    public func coerce(_ value: Value, toTypeNamed name: String, from context: String? = nil) -> Value {
        switch value {
        case .int:
            return library.convert(value, toType: name)
        case .symbol(let symbol):
            let typeName = program.type(named: name, from: context)?.name ?? name
            let anchor = program.files.first?.tree ?? SourceFileSyntax(statements: [])
            if let resolved = try? resolveSymbol(symbol, as: typeName, at: anchor) {
                return resolved
            }
            // A framework type's static the host provides: `userDefaults: UserDefaults = .standard`.
            if symbol.arguments == nil, symbol.chain.isEmpty, program.type(named: typeName) == nil,
               let found = try? consultedHost?.staticMember(symbol.name, of: typeName, at: Syntax(anchor), in: self) {
                return found
            }
            let base = String(typeName.prefix { $0 != "<" })
            // `.success(.sample)` as a `Result<Forecast, LoadError>`: the standard library's
            // `Result` stays a case by name, its value converted to the success or failure type.
            if base == "Result", symbol.chain.isEmpty, let arguments = symbol.arguments, arguments.count == 1,
               let types = Self.genericArguments(of: typeName), types.count == 2,
               let index = ["success", "failure"].firstIndex(of: symbol.name) {
                var converted = symbol
                converted.arguments = [Argument(label: arguments[0].label, value: coerce(arguments[0].value, toTypeNamed: types[index], from: context))]
                return .symbol(converted)
            }
            // `.init(entries:policy:)` returned as a `Timeline<Entry>`: a generic type of the host's.
            if symbol.name == "init", let arguments = symbol.arguments, symbol.chain.isEmpty, typeName.contains("<"),
               program.type(named: base) == nil,
               let made = try? consultedHost?.construct(base, arguments: arguments, at: Syntax(anchor), in: self) {
                return made
            }
            return value
        case .array(let items) where name.hasPrefix("[") && name.hasSuffix("]") && !name.contains(":"):
            let element = String(name.dropFirst().dropLast())
            return .array(items.map { coerce($0, toTypeNamed: element, from: context) })
        default:
            return value
        }
    }

    /// The generic arguments written in `typeName` (`Result<[Item], Failure>` → `[Item]`,
    /// `Failure`): split at the commas outside any brackets; nil when it has none.
    static func genericArguments(of typeName: String) -> [String]? {
        guard let open = typeName.firstIndex(of: "<"), typeName.hasSuffix(">") else { return nil }
        var parts: [String] = [], current = "", depth = 0
        for character in typeName[typeName.index(after: open)..<typeName.index(before: typeName.endIndex)] {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// What a view of the source shows: its `body`, evaluated until a host value (or something
    /// that is not a view of the source) remains.
    public func viewValue(of value: Value, at node: some SyntaxProtocol) throws -> Value {
        var current = value
        var depth = 0
        while case .instance(let instance) = current, let declaration = program.type(named: instance.typeName) {
            depth += 1
            guard depth < Self.maximumCallDepth else { throw failure(node, "\(instance.typeName)'s body uses itself") }
            if let body = declaration.computed["body"] {
                current = try getter(body, scope: Scope(parent: nil, selfValue: current, selfType: declaration))
            } else if let extended = program.declarations(for: declaration.name, conformances: declaration.conformances)
                .compactMap({ $0.computed["body"] }).first {
                current = try getter(extended, scope: Scope(parent: nil, selfValue: current, selfType: declaration))
            } else {
                return approximated(node, "\(declaration.name) has no body")
            }
        }
        return current
    }
}
