import ViewTree
import WidgetFormat

/// Checks that every entry value a view reads is in every entry, holding the kind of value the
/// view needs, as the widget format checks its references.
enum EntryReferenceCheck {
    /// What a view needs of an entry value.
    enum Kind {
        case any, number, date
    }

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
                switch (kind, value) {
                case (.number, .number), (.any, _):
                    continue
                case (.date, .string(let text)) where DateParsing.parse(text) != nil:
                    continue
                case (.number, _):
                    reported.insert(key)
                    diagnostics.append(.error(at: reference.location, "entry value '\(reference)' must be a number, but \(ordinal) has \(value.displayText.debugDescription)"))
                case (.date, _):
                    reported.insert(key)
                    diagnostics.append(.error(at: reference.location, "entry value '\(reference)' must be a moment such as 2026-06-08T09:41:00Z or +PT1H, but \(ordinal) has \(value.displayText.debugDescription)"))
                }
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
