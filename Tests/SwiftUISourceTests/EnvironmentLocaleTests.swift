import Foundation
import SwiftUISource
import Testing

/// `.environment(\.locale, …)` and `.environment(\.timeZone, …)` on a subtree: the dates its views
/// write are in that locale and time zone; what the code formats itself is said to stay in the
/// preview's.
@Suite struct EnvironmentLocaleTests {
    static let source = """
    import SwiftUI

    struct DateView: View {
        let date = Date(timeIntervalSince1970: 1_780_911_660)
        var body: some View {
            VStack(alignment: .leading) {
                Text(date, style: .date)
                Text(date, style: .date).environment(\\.locale, Locale(identifier: "de_DE"))
                VStack {
                    Text(date, style: .time)
                }
                .environment(\\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            }
        }
    }
    """

    @Test func aSubtreesDatesAreInItsLocaleAndTimeZone() throws {
        let laidOut = try LaidOutSource(Self.source, path: "Dates.swift")
        let texts = laidOut.shown("Text")
        let tokyo = DateFormatter()
        tokyo.locale = Locale(identifier: "en_US")
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
        tokyo.timeStyle = .short
        // 09:41 UTC on June 8, 2026: the preview's own line, German's, and Tokyo's time.
        #expect(texts.count == 3)
        #expect(texts[1] == "\"8. Juni 2026\"", "\(texts)")
        #expect(texts[2] == "\"\(tokyo.string(from: Date(timeIntervalSince1970: 1_780_911_660)))\"", "\(texts)")
        #expect(texts[0] != texts[1])
        let messages = laidOut.result.diagnostics.map(\.message)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("stays in the preview's") }, "\(messages)")
    }
}
