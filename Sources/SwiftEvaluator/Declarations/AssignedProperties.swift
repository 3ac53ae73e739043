import SwiftSyntax

/// The stored properties an initializer's own body assigns (`self.name = …`, `name = …`,
/// `_name = …` for the wrapper itself), found in its syntax: a property wrapper's "the app's data"
/// is said only of what the initializer leaves alone.
final class AssignedProperties: SyntaxVisitor {
    private(set) var names: Set<String> = []

    /// The names `initializer` assigns, without the leading underscore of a wrapper's storage.
    static func of(_ initializer: InitializerDeclSyntax) -> Set<String> {
        guard let body = initializer.body else { return [] }
        let visitor = AssignedProperties(viewMode: .sourceAccurate)
        visitor.walk(body)
        return visitor.names
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), let name = Self.property(node.leftOperand) { names.insert(name) }
        return .visitChildren
    }

    /// Closures and nested functions run later, if at all: what they assign is not the initializer's.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `name`, `self.name` or `_name` (as `name`); nil for anything else.
    private static func property(_ target: ExprSyntax) -> String? {
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
