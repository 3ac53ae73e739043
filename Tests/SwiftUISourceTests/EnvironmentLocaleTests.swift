import Foundation
import SwiftUISource
import Testing

/// `.environment(\.locale, …)` and `.environment(\.timeZone, …)` on a subtree: the dates its views
/// write are in that locale and time zone; what the code formats itself with `.formatted()` is in
/// `Locale.current`, the preview's, as on iOS (no warning); a `Text(_:format:)` inside, which
/// SwiftUI writes in the environment's locale, is said to stay in the preview's.
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
                Text(2.5.formatted()).environment(\\.locale, Locale(identifier: "fr_FR"))
                HStack {
                    Text(1234.5, format: .number)
                }
                .environment(\\.locale, Locale(identifier: "de_DE"))
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
        #expect(texts.count == 5)
        #expect(texts[1] == "\"8. Juni 2026\"", "\(texts)")
        #expect(texts[2] == "\"\(tokyo.string(from: Date(timeIntervalSince1970: 1_780_911_660)))\"", "\(texts)")
        #expect(texts[0] != texts[1])
        // `.formatted()` is in the preview's locale on iOS too; Text(_:format:) is SwiftUI's to write in de_DE.
        #expect(texts[3] == "\"2.5\"" && texts[4] == "\"1,234.5\"", "\(texts)")
        let messages = laidOut.result.diagnostics.map(\.message)
        #expect(messages.count == 1 && messages[0].contains("not applied to Text(_:format:) at 15:17") && messages[0].contains("preview's en_US"),
                "\(messages)")
    }

    /// A `Text(_:format:)` under another time zone is said to be in the preview's; under the
    /// preview's own offset ("UTC" in a UTC preview) it is what SwiftUI draws, and nothing is said.
    @Test func aFormattedTextUnderAnotherTimeZoneIsSaid() throws {
        func messages(_ zone: String) throws -> [String] {
            let source = """
            import SwiftUI

            struct Clock: View {
                let date = Date(timeIntervalSince1970: 1_780_911_660)
                var body: some View {
                    Text(date, format: .dateTime.hour().minute())
                        .environment(\\.timeZone, TimeZone(identifier: "\(zone)")!)
                }
            }
            """
            return try LaidOutSource(source, path: "Clock.swift").result.diagnostics.map(\.message)
        }
        let tokyo = try messages("Asia/Tokyo")
        #expect(tokyo.count == 1 && tokyo[0].contains("'.environment(\\.timeZone, …)' is not applied to Text(_:format:) at 6:9"), "\(tokyo)")
        #expect(try messages("UTC").isEmpty)
    }
}
