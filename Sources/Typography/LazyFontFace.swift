import Foundation

/// A face found through fontconfig the first time it is drawn with, so that a picture that
/// draws no text from a font never starts fontconfig (about 10 ms of a process's start-up).
public final class LazyFontFace: @unchecked Sendable {
    public let patterns: [String]
    private let lock = NSLock()
    private var found: FontFace??

    /// `patterns` as `FontFile.path(preferring:)` takes them.
    public init(preferring patterns: [String]) {
        self.patterns = patterns
    }

    /// The face, nil when no font matches.
    public var face: FontFace? {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let face = FontFile.path(preferring: patterns).flatMap(FontFace.init(path:))
        found = .some(face)
        return face
    }
}
