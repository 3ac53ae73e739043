import SwiftSyntax

extension SyntaxProtocol {
    /// True when `ancestor` contains this node (a call inside a function's body).
    func isInside(_ ancestor: some SyntaxProtocol) -> Bool {
        var current = parent
        while let node = current {
            if node.id == ancestor.id { return true }
            current = node.parent
        }
        return false
    }
}
