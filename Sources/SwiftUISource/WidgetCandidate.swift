import SwiftEvaluator
import SwiftSyntax

/// A widget the sources hold: a `struct Name: Widget`, or, in a file without one, the view no
/// other view uses, or a file that is a bare view expression.
struct WidgetCandidate {
    enum Origin {
        case widget(TypeDeclaration)
        case rootView(TypeDeclaration)
        case topLevel
    }

    var origin: Origin
    var name: String
    /// Something to tell about how the candidate was chosen.
    var note: String?

    /// Where the candidate is declared, for messages.
    var syntax: Syntax? {
        switch origin {
        case .widget(let declaration), .rootView(let declaration): declaration.syntax
        case .topLevel: nil
        }
    }

    /// The candidates in a program: every `Widget` (in a `WidgetBundle`'s order when there is one),
    /// else the first view no other view uses, else the top-level statements.
    static func find(in program: Program) -> [WidgetCandidate] {
        let declared = program.typeOrder.compactMap { program.types[$0] }
        let concrete = declared.filter { $0.kind != .protocolType }
        var widgets = concrete.filter { program.conforms($0, to: "Widget") }
        if let bundle = declared.first(where: \.isWidgetBundle) {
            let text = bundle.syntax.description
            widgets.sort { (text.range(of: $0.name)?.lowerBound ?? text.endIndex) < (text.range(of: $1.name)?.lowerBound ?? text.endIndex) }
        }
        if !widgets.isEmpty {
            return widgets.map { WidgetCandidate(origin: .widget($0), name: $0.name) }
        }
        let views = concrete.filter { program.conforms($0, to: "View") && !$0.conformances.contains("PreviewProvider") }
        if !views.isEmpty {
            let unused = views.filter { candidate in
                !views.contains { other in other !== candidate && Self.mentions(other, candidate.name) }
            }
            let root = unused.first ?? views[0]
            var candidate = WidgetCandidate(origin: .rootView(root), name: root.name)
            if unused.count > 1 {
                candidate.note = "\(unused.map(\.name).joined(separator: ", ")) are used by no other view; the preview shows \(root.name), the first (declare a Widget to choose)"
            }
            return [candidate]
        }
        if !program.statements.isEmpty { return [WidgetCandidate(origin: .topLevel, name: "")] }
        return []
    }

    private static func mentions(_ declaration: TypeDeclaration, _ name: String) -> Bool {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(declaration.syntax)
        return collector.names.contains(name)
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
