import SwiftSyntax

/// How deeply a parsed (and operator-folded) source nests: long chains nest without a bracket
/// (`Text("a").padding(1).padding(1)…` two levels a link, `1 + 1 + …` one level a term), and
/// evaluating them recurses once per level. A source past `maximumDepth` is refused at the
/// node that goes past it, before anything is evaluated.
enum SyntaxDepth {
    /// The deepest syntax tree accepted: a chosen limit (Swift has none); widget code nests about
    /// 60 levels, and 2,000 levels evaluate in well under the evaluator's 512 MB stack.
    static let maximumDepth = 2_000

    /// The first node, in depth-first order, deeper than `limit`; found with an explicit stack.
    static func firstTooDeep(in root: some SyntaxProtocol, limit: Int = maximumDepth) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(root), 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return nil
    }
}
