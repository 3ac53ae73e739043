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

    /// A widget the extension's `@main` `WidgetBundle` does not list (nor a bundle it lists): iOS
    /// never offers it, so it is not previewed.
    struct Unlisted {
        var widget: TypeDeclaration
        var bundle: String
    }

    /// The candidates in a program: every `Widget` the `@main` `WidgetBundle` lists (in its order),
    /// or every `Widget` when there is no such bundle; else the first view no other view uses,
    /// else the top-level statements. `unlisted` receives the widgets the bundle leaves out.
    static func find(in program: Program, unlisted: inout [Unlisted]) -> [WidgetCandidate] {
        let declared = program.typeOrder.compactMap { program.types[$0] }
        let concrete = declared.filter { $0.kind != .protocolType }
        var widgets = concrete.filter { program.conforms($0, to: "Widget") }
        let bundles = declared.filter(\.isWidgetBundle)
        if let bundle = bundles.first(where: Self.isEntryPoint) ?? bundles.first {
            let named = Self.widgetNames(listedBy: bundle, in: program)
            let listed = Set(named)
            // Only an entry point's list decides (a file of several bundles without `@main` is a
            // test file or a part of one); a list naming none of them is one this reader misses.
            if Self.isEntryPoint(bundle), widgets.contains(where: { listed.contains($0.name) }) {
                for widget in widgets where !listed.contains(widget.name) { unlisted.append(Unlisted(widget: widget, bundle: bundle.name)) }
                widgets.removeAll { !listed.contains($0.name) }
            }
            var order: [String: Int] = [:]
            for (index, name) in named.enumerated() where order[name] == nil { order[name] = index }
            widgets.sort { (order[$0.name] ?? .max) < (order[$1.name] ?? .max) }
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

    /// True for the type marked `@main`: the extension's entry point.
    static func isEntryPoint(_ declaration: TypeDeclaration) -> Bool {
        guard let attributes = declaration.syntax.asProtocol(WithAttributesSyntax.self)?.attributes else { return false }
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
    }

    /// How many bundles deep a bundle listing bundles is followed: a chosen bound, deeper than
    /// the extensions tried nest (one bundle listing another).
    static let bundleNestingDepth = 4

    /// The names a bundle's `body` refers to, in reading order (comments are not syntax), with
    /// those of a bundle it lists in its place.
    static func widgetNames(listedBy bundle: TypeDeclaration, in program: Program, depth: Int = 0) -> [String] {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(bundle.syntax)
        return collector.ordered.flatMap { name -> [String] in
            guard depth < bundleNestingDepth, let inner = program.types[name], inner.isWidgetBundle, inner !== bundle else { return [name] }
            return [name] + widgetNames(listedBy: inner, in: program, depth: depth + 1)
        }
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
    /// The names in reading order, repeats kept.
    var ordered: [String] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        ordered.append(node.baseName.text)
        return .visitChildren
    }
}
