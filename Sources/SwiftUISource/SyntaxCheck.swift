import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import WidgetFormat

/// Parses Swift source with swift-syntax and reports its syntax errors as the compiler words them.
enum SyntaxCheck {
    static func parse(_ text: String, positions: SourcePositions) -> (SourceFileSyntax, [WidgetFormat.Diagnostic]) {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return (tree, []) }
        let problems = ParseDiagnosticsGenerator.diagnostics(for: tree).compactMap { found -> WidgetFormat.Diagnostic? in
            let location = positions.location(ofOffset: found.position.utf8Offset)
            switch found.diagMessage.severity {
            case .error: return .error(at: location, found.message)
            case .warning: return .warning(at: location, found.message)
            default: return nil
            }
        }
        return (tree, problems)
    }
}
