/// One value of a timeline entry's data.
public indirect enum EntryValue: Sendable, Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case list([EntryValue])
    case record([String: EntryValue])

    /// Follows a key path such as `["position", "change"]` through nested records.
    public func value(at path: ArraySlice<String>) -> EntryValue? {
        guard let first = path.first else { return self }
        guard case .record(let fields) = self, let next = fields[first] else { return nil }
        return next.value(at: path.dropFirst())
    }

    /// The value as text, the way string interpolation shows it.
    public var displayText: String {
        switch self {
        case .number(let n): return NumberFormat.plain(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return items.map(\.displayText).joined(separator: ", ")
        case .record: return "…"
        }
    }
}

/// A timeline entry: the data a widget shows at one moment.
public struct TimelineEntry: Sendable, Hashable {
    /// When the entry becomes current (`date`), if the file gives one.
    public var date: DateSpec?
    /// The entry's values by name, `date` included when given.
    public var values: [String: EntryValue]

    public init(date: DateSpec? = nil, values: [String: EntryValue]) {
        self.date = date
        self.values = values
    }

    public func value(at reference: DataReference) -> EntryValue? {
        guard let first = reference.path.first, let root = values[first] else { return nil }
        return root.value(at: reference.path.dropFirst())
    }
}

/// A reference from a view to an entry value by key path (`position.change`).
public struct DataReference: Sendable, Hashable, CustomStringConvertible {
    public var path: [String]
    public var location: SourceLocation?

    public init(path: [String], location: SourceLocation? = nil) {
        self.path = path
        self.location = location
    }

    public init(dotted: String, location: SourceLocation? = nil) {
        self.init(path: dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init), location: location)
    }

    public var description: String { path.joined(separator: ".") }

    public static func == (a: DataReference, b: DataReference) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
