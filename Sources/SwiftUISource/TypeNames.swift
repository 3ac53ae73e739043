import ViewTree
import WidgetFormat

/// Positions and messages are lockscreen-tui's, not swift-syntax's types of the same names.
typealias SourceLocation = ViewTree.SourceLocation
typealias Diagnostic = WidgetFormat.Diagnostic
