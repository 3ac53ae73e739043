import SwiftSyntax

/// The places a parsed source has unexpected or missing syntax, counted in one walk.
/// swift-syntax's `ParseDiagnosticsGenerator` takes time that grows with the square of their
/// number (1,000 stray words on one line: 8 s in a debug build), so a source with more than
/// `maximumReported` is refused at the first instead of explained place by place.
enum ParseProblems {
    /// The most parse problems explained one by one: a chosen limit; a source being edited has a
    /// few, a file that is not Swift has hundreds.
    static let maximumReported = 50

    /// The most problems counted: past it the count says only "more than" (counting every one
    /// of a megabyte of stray words was a quarter of the answer's time).
    static let maximumCounted = 1_000

    /// How many problems the tree has, up to one past `maximumCounted`, and the UTF-8 offset of
    /// the first in reading order.
    static func count(in root: some SyntaxProtocol) -> (count: Int, first: Int?) {
        var count = 0
        var first: Int?
        var pending: [Syntax] = [Syntax(root)]
        while let node = pending.popLast() {
            let isProblem = node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing
            if isProblem {
                count += 1
                if first == nil { first = node.positionAfterSkippingLeadingTrivia.utf8Offset }
                if count > maximumCounted { break }
                continue
            }
            guard node.as(TokenSyntax.self) == nil else { continue }
            pending.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return (count, first)
    }
}
