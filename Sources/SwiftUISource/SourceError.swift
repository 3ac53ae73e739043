import ViewTree

/// A construct outside the subset lockscreen-tui reads, or a value it cannot use: where it is,
/// what it is, and what to write instead.
struct SourceError: Error {
    var location: SourceLocation
    var message: String
}

/// Positions are lockscreen-tui's (character columns), not swift-syntax's type of the same name.
typealias SourceLocation = ViewTree.SourceLocation
