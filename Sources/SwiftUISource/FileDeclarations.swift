import SwiftSyntax

/// The parts of a SwiftUI file lockscreen-tui reads: its views, the widget that configures them,
/// and top-level code (a bare view expression). Imports, previews, timeline providers, entry types
/// and other declarations are not read; a view that uses one is an error.
struct FileDeclarations {
    var views: [String: ViewDeclaration] = [:]
    /// View names in the order the file declares them.
    var viewOrder: [String] = []
    /// The `struct Name: Widget`, if the file has one.
    var widget: StructDeclSyntax?
    /// Top-level statements: a file that is a bare view expression.
    var statements: [CodeBlockItemSyntax] = []

    init(_ file: SourceFileSyntax, positions: SourcePositions) {
        for item in file.statements {
            switch item.item {
            case .decl(let declaration):
                guard let structure = declaration.as(StructDeclSyntax.self) else { continue }
                let conformances = structure.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                if conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
                    views[structure.name.text] = ViewDeclaration(structure, positions: positions)
                    viewOrder.append(structure.name.text)
                } else if widget == nil, conformances.contains(where: { $0 == "Widget" || $0 == "WidgetKit.Widget" }) {
                    widget = structure
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { continue }
                statements.append(item)
            case .stmt:
                statements.append(item)
            }
        }
    }

    /// Views no other view uses by name, in file order: the candidates for the widget's root view.
    var unusedViews: [String] {
        var used: Set<String> = []
        for name in viewOrder {
            let collector = NameCollector(viewMode: .sourceAccurate)
            collector.walk(views[name]!.syntax.memberBlock)
            used.formUnion(collector.names.subtracting([name]))
        }
        return viewOrder.filter { !used.contains($0) }
    }
}

/// Collects every name an expression refers to.
final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
}
