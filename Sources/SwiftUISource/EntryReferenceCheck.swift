import ViewTree
import WidgetFormat

/// Checks that every entry value a view reads is in every entry, holding the kind of value the
/// view needs, as the widget format checks its references.
enum EntryReferenceCheck {
    /// What a view needs of an entry value.
    typealias Kind = EntryValueRequirement

    /// `entryFile` names the entries file in messages; nil when the widget has none.
    static func check(_ references: [(reference: DataReference, kind: Kind)], against entries: [TimelineEntry],
                      entryFile: String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        for (reference, kind) in references {
            let key = "\(reference)@\(reference.location?.description ?? "")"
            guard !reported.contains(key) else { continue }
            for (index, entry) in entries.enumerated() {
                let ordinal = "entry \(index + 1) of \(entries.count)"
                guard let value = entry.value(at: reference) else {
                    reported.insert(key)
                    diagnostics.append(.error(at: reference.location, missing(reference, in: entry, ordinal: ordinal, entryFile: entryFile)))
                    break
                }
                guard let problem = kind.mismatch(reference, value: value, ordinal: ordinal) else { continue }
                reported.insert(key)
                diagnostics.append(.error(at: reference.location, problem))
                break
            }
        }
        return diagnostics
    }

    static func missing(_ reference: DataReference, in entry: TimelineEntry, ordinal: String, entryFile: String?) -> String {
        guard let entryFile else {
            return "no entry value '\(reference)': this widget has no entries file; put its values in a JSON file beside it named like the source with .entry.json, or pass one with --entry"
        }
        var message = "no entry value '\(reference)' (\(ordinal) in \(entryFile) lacks it)"
        let names = entry.values.keys.sorted()
        if let near = EditDistance.nearest(to: reference.description, in: names) {
            message += "; did you mean '\(near)'?"
        } else if !names.isEmpty {
            message += "; the entry defines: " + names.joined(separator: ", ")
        }
        return message
    }
}
