import ViewTree

/// The keys of one mapping in a widget file, checked against the keys its context allows.
/// Unknown keys are reported once, with the nearest allowed name.
struct Fields {
    let entries: [DocumentNode.MappingEntry]
    let location: SourceLocation
    /// What the mapping is, for messages: "Gauge", "frame", "the top level".
    let context: String

    /// Unknown keys that are near misses of an allowed key, by the key they were probably meant as.
    let misspellings: [String: String]

    init(_ entries: [DocumentNode.MappingEntry], at location: SourceLocation, context: String,
         allowed: [String], into diagnostics: inout [Diagnostic]) {
        self.entries = entries
        self.location = location
        self.context = context
        var misspellings: [String: String] = [:]
        for entry in entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(context)"
            if let near = EditDistance.nearest(to: entry.key, in: allowed) {
                message += "; did you mean '\(near)'?"
                misspellings[near] = entry.key
            } else {
                message += "; expected one of: " + allowed.joined(separator: ", ")
            }
            diagnostics.append(.error(at: entry.keyLocation, message))
        }
        self.misspellings = misspellings
    }

    /// True when `key` is absent and no misspelling of it was reported: a "missing" message adds news.
    func isMissing(_ key: String) -> Bool {
        !has(key) && misspellings[key] == nil
    }

    subscript(key: String) -> DocumentNode? {
        entries.first { $0.key == key }?.value
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    func keyLocation(_ key: String) -> SourceLocation {
        entries.first { $0.key == key }?.keyLocation ?? location
    }
}
