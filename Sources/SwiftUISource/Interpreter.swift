import SwiftSyntax
import ViewTree
import WidgetFormat

/// Reads SwiftUI source as SwiftUI would evaluate it, without compiling or running it: names are
/// followed to what they stand for, views are built into `ViewTree` views, entry values become
/// references the `ViewResolver` fills in, and environment reads become branches.
final class Interpreter {
    /// How deeply views may use other views; deeper means a view is using itself.
    static let maximumDepth = 64

    let declarations: FileDeclarations
    let positions: SourcePositions
    /// The folder of the source file, for image files.
    let baseDirectory: String
    private(set) var diagnostics: [WidgetFormat.Diagnostic] = []
    private var reported: Set<String> = []
    /// Entry values the views read, checked against the entries once the body is read.
    var references: [(reference: DataReference, kind: EntryReferenceCheck.Kind)] = []
    var depth = 0
    /// How many names are being followed to what they stand for; a name that stands for itself never ends.
    private var following = 0

    init(declarations: FileDeclarations, positions: SourcePositions, baseDirectory: String) {
        self.declarations = declarations
        self.positions = positions
        self.baseDirectory = baseDirectory
    }

    // MARK: Problems

    func failure(_ node: some SyntaxProtocol, _ message: String) -> SourceError {
        SourceError(location: positions.location(of: node), message: message)
    }

    func record(_ error: SourceError) {
        record(.error(at: error.location, error.message))
    }

    func warn(_ node: some SyntaxProtocol, _ message: String) {
        record(.warning(at: positions.location(of: node), message))
    }

    /// Keeps one of each message: a helper view read twice reports its problems once.
    func record(_ diagnostic: WidgetFormat.Diagnostic) {
        let key = "\(diagnostic.location?.description ?? "") \(diagnostic.message)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    // MARK: Names

    /// Follows names and member accesses to what they stand for.
    func term(_ expression: ExprSyntax, _ scope: Scope) throws -> Term {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return try term(only.expression, scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return try name(reference.baseName.text, at: reference, scope, skippingLocals: false) ?? .expression(expression, scope)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            let member = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                guard let found = try name(member, at: access, scope.instanceScope, skippingLocals: true) else {
                    throw failure(access, "'self.\(member)' names nothing in \(scope.owner?.name ?? "this view")")
                }
                return found
            }
            if case .entry(let reference) = try term(base, scope) {
                var path = reference.path
                path.append(member)
                return .entry(DataReference(path: path, location: reference.location))
            }
        }
        return .expression(expression, scope)
    }

    /// What a name means in a scope: a local or property, a computed member, or an entry value.
    /// Capitalised names that are none of these are left to the caller (types, views).
    func name(_ name: String, at node: some SyntaxProtocol, _ scope: Scope, skippingLocals: Bool) throws -> Term? {
        if let binding = scope.lookup(name) {
            switch binding {
            case .expression(let expression, let bound):
                guard following < Self.maximumDepth * 4 else {
                    throw failure(node, "'\(name)' stands for itself; give it a value of its own")
                }
                following += 1
                defer { following -= 1 }
                return try term(expression, bound)
            case .entry(let reference): return .entry(reference)
            case .environment(let reading): return .environment(reading)
            }
        }
        if let owner = scope.owner, let member = owner.properties[name] {
            return try read(member, of: owner, in: scope.instanceScope)
        }
        guard let first = name.first, first.isLowercase || first == "_" else { return nil }
        if scope.owner?.functions[name] != nil { return nil }
        let location = positions.location(of: node)
        return .entry(DataReference(path: name == "entry" ? [] : [name], location: location))
    }

    /// A computed property's value: the expression it returns, or the views it builds.
    func read(_ member: ViewDeclaration.Member, of owner: ViewDeclaration, in scope: Scope) throws -> Term {
        try deeper(member.syntax) {
            switch try execute(member.statements, in: Scope(parent: scope), buildsViews: member.buildsViews) {
            case .returned(let expression, let bound): return try term(expression, bound)
            case .views(let views): return .views(views, at: member.syntax)
            }
        }
    }

    /// Runs `body` one level deeper, refusing to go past `maximumDepth`.
    func deeper<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        guard depth < Self.maximumDepth else {
            throw failure(node, "views nest more than \(Self.maximumDepth) deep here; does a view use itself?")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// True when an expression is the bare name `name`; builds no text for other expressions.
    func isName(_ expression: ExprSyntax?, _ name: String) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// Records an entry value a view reads, for checking against the entries.
    func use(_ reference: DataReference, as kind: EntryReferenceCheck.Kind, at node: some SyntaxProtocol) throws -> DataReference {
        guard !reference.path.isEmpty else {
            throw failure(node, "'entry' is the whole entry; name one of its values, such as entry.temperature")
        }
        references.append((reference, kind))
        return reference
    }
}
