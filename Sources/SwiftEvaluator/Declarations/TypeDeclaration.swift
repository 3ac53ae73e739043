import SwiftSyntax

/// A struct, class, enum or protocol declared in the source, with the members of its
/// extensions merged in. Extensions of types the source does not declare (`extension View`,
/// `extension Color`) are kept as declarations of kind `.extension`.
public final class TypeDeclaration: @unchecked Sendable {
    /// What kind of type declares the members.
    public enum Kind: Sendable { case structure, classType, enumeration, protocolType, actor, extensionOnly }

    /// A stored property: `let date: Date`, `var count = 0`, `@Environment(\.widgetFamily) var family`.
    public struct StoredProperty {
        public var name: String
        public var type: TypeSyntax?
        public var initialValue: ExprSyntax?
        public var isLet: Bool
        public var attributes: [AttributeSyntax]
        public var syntax: Syntax
    }

    /// A computed property's getter.
    public struct ComputedProperty {
        public var name: String
        public var type: TypeSyntax?
        public var statements: CodeBlockItemListSyntax
        public var buildsViews: Bool
        public var syntax: Syntax
    }

    /// An enum case with its raw value (written or implied) and associated values.
    public struct EnumCase {
        public var name: String
        public var rawValue: ExprSyntax?
        public var associated: EnumCaseParameterListSyntax?
        public var syntax: Syntax
    }

    public let name: String
    public internal(set) var kind: Kind
    public internal(set) var conformances: [String] = []
    public internal(set) var stored: [StoredProperty] = []
    public internal(set) var staticStored: [String: StoredProperty] = [:]
    public internal(set) var computed: [String: ComputedProperty] = [:]
    public internal(set) var staticComputed: [String: ComputedProperty] = [:]
    public internal(set) var methods: [String: [FunctionDeclSyntax]] = [:]
    public internal(set) var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    public internal(set) var initializers: [InitializerDeclSyntax] = []
    /// The stored properties each initializer's body assigns, by the initializer's syntax: found
    /// once as the type is read (`AssignedProperties`), not at every instance made.
    public internal(set) var assignedByInitializer: [SyntaxIdentifier: Set<String>] = [:]
    /// Whether the type's own body declares an initializer: a struct then has no memberwise
    /// initializer. Initializers in extensions leave it (The Swift Programming Language,
    /// "Initializer Delegation for Value Types").
    public var declaresInitializerInItsBody: Bool {
        initializers.contains { initializer in
            var node = initializer.parent
            while let current = node, !current.is(MemberBlockSyntax.self) { node = current.parent }
            return node?.parent?.is(ExtensionDeclSyntax.self) == false
        }
    }
    /// Instance subscripts (`subscript(r: Range<Int>) -> String` in `extension String`).
    public internal(set) var subscripts: [SubscriptDeclSyntax] = []
    /// Static subscripts (`static subscript(dynamicMember member: String) -> String` of a
    /// `@dynamicMemberLookup` strings type).
    public internal(set) var staticSubscripts: [SubscriptDeclSyntax] = []
    public internal(set) var cases: [EnumCase] = []
    public internal(set) var typeAliases: [String: TypeSyntax] = [:]
    public internal(set) var nestedTypes: [String] = []
    /// Where the type is declared, for messages.
    public internal(set) var syntax: Syntax

    init(name: String, kind: Kind, syntax: Syntax) {
        self.name = name
        self.kind = kind
        self.syntax = syntax
    }

    /// The raw-value type an enum inherits (`String`, `Int`), if any.
    public var rawType: String? {
        guard kind == .enumeration else { return nil }
        return conformances.first { ["String", "Int", "Double", "Character", "UInt", "Float"].contains($0) }
    }

    public var isView: Bool { conformances.contains("View") || conformances.contains("SwiftUI.View") }
    public var isWidget: Bool { conformances.contains("Widget") || conformances.contains("WidgetKit.Widget") }
    public var isWidgetBundle: Bool { conformances.contains("WidgetBundle") }
    public var isReference: Bool { kind == .classType || kind == .actor }

    /// The stored property of a name.
    public func storedProperty(_ name: String) -> StoredProperty? { stored.first { $0.name == name } }
    /// The enum case of a name.
    public func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }

    /// A declared name as uses write it: `` `default` `` is `default`.
    static func plainName(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Reads the members of a declaration's member block (the type's own, or an extension's);
    /// nested types are declared under this type's qualified name.
    func read(_ members: MemberBlockSyntax, program: Program) {
        for item in members.members {
            read(item.decl, program: program)
        }
    }

    func read(_ declaration: DeclSyntax, program: Program) {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            read(variable)
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            let name = Self.plainName(function.name)
            if isStatic { staticMethods[name, default: []].append(function) }
            else { methods[name, default: []].append(function) }
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
            initializers.append(initializer)
            assignedByInitializer[initializer.id] = AssignedProperties.of(initializer)
        } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
            if subscriptDeclaration.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                staticSubscripts.append(subscriptDeclaration)
            } else {
                subscripts.append(subscriptDeclaration)
            }
            program.declaresSubscripts = true
        } else if let caseDecl = declaration.as(EnumCaseDeclSyntax.self) {
            for element in caseDecl.elements {
                cases.append(EnumCase(name: Self.plainName(element.name), rawValue: element.rawValue?.value,
                                      associated: element.parameterClause?.parameters, syntax: Syntax(element)))
            }
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            typeAliases[alias.name.text] = alias.initializer.value
        } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            if let clause = program.conditions.activeClause(of: conditional), case .decls(let members)? = clause.elements {
                for member in members { read(member.decl, program: program) }
            }
            // A member only a Debug build has (`static let preview = …`) is preview data.
            if let (clause, releaseHasOne) = program.conditions.debugOnlyClause(of: conditional), !releaseHasOne,
               case .decls(let members)? = clause.elements {
                for member in members { read(member.decl, program: program) }
            }
        } else if let nested = program.declare(declaration, prefix: name + ".") {
            nestedTypes.append(nested)
        }
    }

    func read(_ variable: VariableDeclSyntax) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let buildsViews = attributes.contains { $0.attributeName.trimmedDescription == "ViewBuilder" }
        let wrappers = attributes.filter { $0.attributeName.trimmedDescription != "ViewBuilder" }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = Self.plainName(identifier.identifier)
            let type = binding.typeAnnotation?.type
            if let accessors = binding.accessorBlock, let getter = Self.getter(accessors) {
                let property = ComputedProperty(name: name, type: type, statements: getter,
                                                buildsViews: buildsViews || Self.isOpaqueView(type), syntax: Syntax(binding))
                if isStatic { staticComputed[name] = property } else { computed[name] = property }
                continue
            }
            let property = StoredProperty(name: name, type: type, initialValue: binding.initializer?.value, isLet: isLet,
                                          attributes: wrappers, syntax: Syntax(binding))
            if isStatic { staticStored[name] = property } else { stored.append(property) }
        }
    }

    /// True for `some View`, `any View`, `AnyView` and `some WidgetConfiguration`: members whose
    /// statements build views as SwiftUI's result builders do.
    static func isOpaqueView(_ type: TypeSyntax?) -> Bool {
        isOpaqueView(text: type?.trimmedDescription)
    }

    static func isOpaqueView(text: String?) -> Bool {
        guard let text else { return false }
        return ["some View", "any View", "some SwiftUI.View", "some WidgetConfiguration", "some Widget",
                "some ToolbarContent", "some Scene"].contains(text)
    }

    static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            return list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements
        }
    }
}
