import SwiftSyntax
import ViewTree

/// A `struct Name: View` as lockscreen-tui reads it: the stored properties its memberwise
/// initializer takes, the environment values it reads, its computed members and functions.
struct ViewDeclaration {
    /// A stored property: a parameter of the memberwise initializer unless it is a `let` with a value.
    struct StoredProperty {
        var name: String
        var initialValue: ExprSyntax?
        var isParameter: Bool
    }

    /// A computed property (`var body: some View { … }`) or a function (`func row(_ title: String) -> some View`).
    struct Member {
        var name: String
        var parameters: [Parameter]
        var statements: CodeBlockItemListSyntax
        /// `body` and `@ViewBuilder` members: every statement that is a view is one of the result's views.
        var buildsViews: Bool
        var syntax: Syntax
    }

    /// A function parameter: the label callers write (nil for `_`), the name inside, a default value.
    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
    }

    var name: String
    var syntax: StructDeclSyntax
    var stored: [StoredProperty] = []
    var environment: [String: EnvironmentReading] = [:]
    var properties: [String: Member] = [:]
    var functions: [String: Member] = [:]
    /// Constructs inside the declaration that lockscreen-tui cannot read; reported when the view is used.
    var problems: [SourceError] = []

    init(_ declaration: StructDeclSyntax, positions: SourcePositions) {
        name = declaration.name.text
        syntax = declaration
        for item in declaration.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                read(variable, positions: positions)
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                read(function, positions: positions)
            } else if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                problems.append(SourceError(location: positions.location(of: initializer),
                                            message: "a custom init in \(name) is not supported; remove it and pass every stored property by name, as the memberwise initializer takes them"))
            }
        }
    }

    mutating func read(_ variable: VariableDeclSyntax, positions: SourcePositions) {
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let buildsViews = wrappers.contains { $0.attributeName.trimmedDescription == "ViewBuilder" }
        let isStatic = variable.modifiers.contains { $0.name.text == "static" }
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let propertyName = identifier.identifier.text
            if let wrapper = wrappers.first(where: { $0.attributeName.trimmedDescription != "ViewBuilder" }) {
                readWrapped(propertyName, wrapper, positions: positions)
                continue
            }
            if let accessors = binding.accessorBlock {
                guard let statements = getter(accessors) else {
                    problems.append(SourceError(location: positions.location(of: accessors),
                                                message: "'\(propertyName)' has accessors other than get; a view's computed property is read-only"))
                    continue
                }
                properties[propertyName] = Member(name: propertyName, parameters: [], statements: statements,
                                                  buildsViews: buildsViews || propertyName == "body", syntax: Syntax(binding))
            } else if !isStatic {
                let isParameter = variable.bindingSpecifier.tokenKind == .keyword(.var) || binding.initializer == nil
                stored.append(StoredProperty(name: propertyName, initialValue: binding.initializer?.value, isParameter: isParameter))
            }
        }
    }

    mutating func readWrapped(_ propertyName: String, _ wrapper: AttributeSyntax, positions: SourcePositions) {
        let wrapperName = wrapper.attributeName.trimmedDescription
        let at = positions.location(of: wrapper)
        guard wrapperName == "Environment" else {
            problems.append(SourceError(location: at, message: "@\(wrapperName) is not supported in a widget view (widgets hold no state); pass the value in, or read it from the entry"))
            return
        }
        let keyPath = wrapper.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self)
        let keyName = keyPath?.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        guard let keyName, keyPath?.components.count == 1, let reading = EnvironmentReading(keyPath: keyName) else {
            let shown = keyPath?.trimmedDescription ?? wrapper.trimmedDescription
            problems.append(SourceError(location: at, message: "@Environment(\(shown)) is not a value lockscreen-tui sets; it sets "
                                        + EnvironmentReading.keyPaths.map { "\\.\($0.name)" }.joined(separator: ", ")))
            return
        }
        environment[propertyName] = reading
    }

    mutating func read(_ function: FunctionDeclSyntax, positions: SourcePositions) {
        guard let body = function.body else { return }
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            return Parameter(label: label, name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue?.value)
        }
        let buildsViews = function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        functions[function.name.text] = Member(name: function.name.text, parameters: parameters, statements: body.statements,
                                               buildsViews: buildsViews, syntax: Syntax(function))
    }

    func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return only.body?.statements
        }
    }

    /// The names of the memberwise initializer's parameters, in order.
    var parameterNames: [String] { stored.filter(\.isParameter).map(\.name) }
}
