import ViewTree

/// What a view needs of an entry value it reads: anything, a number, or a moment. Widget files
/// and SwiftUI sources check their references against every entry with it.
public enum EntryValueRequirement: Sendable, Hashable {
    case any, number, date

    /// Why `value`, found in `ordinal` ("entry 2 of 3"), does not suit; nil when it does.
    public func mismatch(_ reference: DataReference, value: EntryValue, ordinal: String) -> String? {
        switch (self, value) {
        case (.number, .number), (.any, _):
            return nil
        case (.date, .string(let text)) where DateParsing.parse(text) != nil:
            return nil
        case (.number, _):
            return "entry value '\(reference)' must be a number, but \(ordinal) has \(value.displayText.debugDescription)"
        case (.date, _):
            return "entry value '\(reference)' must be a moment such as 2026-06-08T09:41:00Z or +PT1H, but \(ordinal) has \(value.displayText.debugDescription)"
        }
    }
}
