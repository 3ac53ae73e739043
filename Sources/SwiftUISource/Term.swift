import SwiftSyntax
import ViewTree

/// An expression with the names in it followed: the entry or an environment value it reaches,
/// views a multi-statement member builds, or the expression to read in its scope.
enum Term {
    case expression(ExprSyntax, Scope)
    case entry(DataReference)
    case environment(EnvironmentReading)
    case views([View], at: Syntax)
}
