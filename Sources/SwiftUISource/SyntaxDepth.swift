import SwiftSyntax

/// How deeply a parsed (and operator-folded) source nests: long chains nest without a bracket
/// (`Text("a").padding(1).padding(1)…` two levels a link, `1 + 1 + …` one level a term), and
/// evaluating them recurses once per level. A source past `maximumDepth` is refused at the
/// node that goes past it, before anything is evaluated.
enum SyntaxDepth {
    /// The deepest syntax tree accepted: a chosen limit (Swift has none); widget code nests about
    /// 60 levels, and 2,000 levels evaluate in well under the evaluator's 512 MB stack.
    static let maximumDepth = 2_000

    /// The first node, in depth-first order, deeper than `limit`. The walk never goes below
    /// the limit, so its recursion is bounded by it.
    static func firstTooDeep(in root: some SyntaxProtocol, limit: Int = maximumDepth) -> Syntax? {
        let walker = DepthWalker(limit: limit)
        walker.walk(root)
        return walker.firstTooDeep
    }

    /// Counts levels on the way down and back up; skips what is under a node past the limit.
    private final class DepthWalker: SyntaxAnyVisitor {
        let limit: Int
        var depth = 0
        var firstTooDeep: Syntax?

        init(limit: Int) {
            self.limit = limit
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            depth += 1
            guard depth > limit || firstTooDeep != nil else { return .visitChildren }
            if firstTooDeep == nil { firstTooDeep = node }
            return .skipChildren
        }

        override func visitAnyPost(_ node: Syntax) {
            depth -= 1
        }
    }
}
