import Foundation
import Testing
import ViewTree

/// The moments a widget file writes: ISO 8601 in its three forms, exactly as Foundation's
/// formatters read them (the fast path for the usual form reads nothing differently).
@Suite struct DateParsingTests {
    static func seconds(_ text: String) -> TimeInterval? {
        guard case .absolute(let date)? = DateParsing.parse(text) else { return nil }
        return date.timeIntervalSince1970
    }

    @Test func theThreeFormsAreRead() {
        #expect(Self.seconds("2026-06-08T09:41:00Z") == 1_780_911_660)
        #expect(Self.seconds("2026-06-08T11:41:00+02:00") == 1_780_911_660)
        #expect(Self.seconds("2026-06-08T09:41:00.500Z") == 1_780_911_660.5)
        #expect(Self.seconds("2026-06-08") == 1_780_876_800)
    }

    /// What the formatters alone make of a text, for comparison.
    static func formatters(_ text: String) -> TimeInterval? {
        let full = ISO8601DateFormatter()
        full.formatOptions = [.withInternetDateTime]
        if let date = full.date(from: text) { return date.timeIntervalSince1970 }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = full.date(from: text) { return date.timeIntervalSince1970 }
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        dateOnly.timeZone = TimeZone(identifier: "UTC")
        return dateOnly.date(from: text)?.timeIntervalSince1970
    }

    @Test func theFastPathReadsWhatTheFormattersRead() {
        for text in ["2026-06-08T09:41:00Z", "2026-06-08T25:00:00Z", "2026-02-30T09:41:00Z", "2026-13-08T09:41:00Z",
                     "2026-06-08T23:59:60Z", "2026-06-08 09:41:00Z", "2026-06-08T09:41Z", "junk"] {
            #expect(Self.seconds(text) == Self.formatters(text), "\(text)")
        }
    }
}
