/// A position in a source file: 1-based line and column, columns counted in characters.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// The file, when it is not the one being read (a widget extension folder's other sources).
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
