import SwiftSyntax
import ViewTree

/// The widget itself: what a `struct Name: Widget` configures (display name, description,
/// families, the view for an entry), or else the one view of the file nobody else uses, or a bare
/// view expression.
extension Interpreter {
    /// The widget's root view and what its configuration says.
    struct RootView {
        var view: View
        var name: String?
        var summary: String?
        var families: [WidgetFamily]?
    }

    /// The names a bare view expression reads the environment through.
    static var bareEnvironment: [String: Scope.Binding] {
        Dictionary(uniqueKeysWithValues: EnvironmentReading.keyPaths.map { ($0.name, Scope.Binding.environment($0.reading)) })
    }

    func root(at file: SourceFileSyntax) throws -> RootView {
        if let widget = declarations.widget { return try configuration(widget) }
        if !declarations.views.isEmpty {
            if let stray = declarations.statements.first {
                throw failure(stray, "code outside the views is not read; a file is either one view expression, or views declared as structs")
            }
            let unused = declarations.unusedViews
            guard unused.count <= 1 else {
                throw failure(declarations.views[unused[1]]!.syntax.name,
                              "the file has several views that no other view uses (\(unused.joined(separator: ", "))); lockscreen-tui previews one: add a Widget whose configuration shows it, or use the others from it")
            }
            let declaration = declarations.views[unused.first ?? declarations.viewOrder[0]]!
            return RootView(view: try rootInstance(declaration), name: declaration.name)
        }
        guard !declarations.statements.isEmpty else {
            throw failure(file, "no view found; write a view expression such as Text(\"Hi\"), or a struct that conforms to View")
        }
        let scope = Scope(parent: nil, bindings: Self.bareEnvironment)
        var views: [View] = []
        for item in declarations.statements {
            guard case .expr(let expression) = item.item else {
                if case .stmt(let statement) = item.item, let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    views.append(try view(expression, scope))
                    continue
                }
                throw failure(item, "only view expressions are read at the top level of a file")
            }
            views.append(try view(expression, scope))
        }
        return RootView(view: combined(views, at: file))
    }

    /// The root view's stored properties read the entry: `entry` is the whole entry, any other
    /// property without a value is the entry value of its name.
    private func rootInstance(_ declaration: ViewDeclaration) throws -> View {
        if let problem = declaration.problems.first { throw problem }
        let instance = Scope(parent: nil, owner: declaration)
        for property in declaration.stored {
            if let initial = property.initialValue {
                instance.bindings[property.name] = .expression(initial, instance)
            } else {
                let path = property.name == "entry" ? [] : [property.name]
                instance.bindings[property.name] = .entry(DataReference(path: path, location: positions.location(of: declaration.syntax.name)))
            }
        }
        for (name, reading) in declaration.environment { instance.bindings[name] = .environment(reading) }
        guard let body = declaration.properties["body"] else {
            throw failure(declaration.syntax.name, "\(declaration.name) has no 'var body: some View'")
        }
        return try viewBody(of: declaration, body, in: instance)
    }

    private func configuration(_ widget: StructDeclSyntax) throws -> RootView {
        let bodyBinding = widget.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap(\.bindings).first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
        guard let block = bodyBinding?.accessorBlock, case .getter(let statements) = block.accessors,
              statements.count == 1, case .expr(var expression) = statements.first!.item else {
            throw failure(widget.name, "\(widget.name.text) needs 'var body: some WidgetConfiguration { StaticConfiguration(…) { entry in … } }'")
        }
        var root = RootView(view: .empty)
        while let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = access.base {
            let name = access.declName.baseName.text
            guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
                throw failure(access.declName, "'.\(name)' on the widget configuration is not read; lockscreen-tui reads .configurationDisplayName, .description and .supportedFamilies")
            }
            switch name {
            case "configurationDisplayName": root.name = try literalString(argument, Scope(parent: nil), name)
            case "description": root.summary = try literalString(argument, Scope(parent: nil), name)
            case "supportedFamilies": root.families = try families(argument)
            default:
                throw failure(access.declName, "'.\(name)' on the widget configuration is not read; lockscreen-tui reads .configurationDisplayName, .description and .supportedFamilies")
            }
            expression = base
        }
        guard let configuration = expression.as(FunctionCallExprSyntax.self), let closure = configuration.trailingClosure,
              let kind = configuration.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"].contains(kind) else {
            throw failure(expression, "expected StaticConfiguration(kind:provider:) { entry in … } (or AppIntentConfiguration) with the view in its closure")
        }
        let scope = Scope(parent: nil)
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            for name in names { scope.bindings[name.name.text] = .entry(DataReference(path: [], location: positions.location(of: name))) }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters {
                scope.bindings[parameter.firstName.text] = .entry(DataReference(path: [], location: positions.location(of: parameter)))
            }
        case nil:
            break
        }
        switch try execute(closure.statements, in: scope, buildsViews: true) {
        case .views(let views): root.view = combined(views, at: closure)
        case .returned(let returned, let bound): root.view = try view(returned, bound)
        }
        return root
    }

    /// `[.accessoryCircular, .accessoryRectangular]`; other families are not Lock Screen families and are not previewed.
    private func families(_ expression: ExprSyntax) throws -> [WidgetFamily] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            throw failure(expression, "write the families as a list: .supportedFamilies([.accessoryCircular, .accessoryRectangular])")
        }
        var families: [WidgetFamily] = []
        for element in array.elements {
            guard let access = element.expression.as(MemberAccessExprSyntax.self) else {
                throw failure(element, "expected a family such as .accessoryCircular")
            }
            let name = access.declName.baseName.text
            if name.hasPrefix("system") || name == "accessoryCorner" { continue }
            let family = try caseValue(element.expression, of: .family)
            if !families.contains(where: { $0.rawValue == family }) { families.append(WidgetFamily(rawValue: family)!) }
        }
        guard !families.isEmpty else {
            throw failure(expression, "the widget supports no Lock Screen family; add .accessoryCircular, .accessoryRectangular or .accessoryInline")
        }
        return families
    }
}
