import Foundation
import Localization
@testable import SwiftUISource
import Testing
import ViewTree

/// A widget extension's strings in the preview's locale: `.strings`, `.stringsdict` plurals and
/// `.xcstrings` catalogs with plural variations, looked up as iOS looks them up.
@Suite struct LocalizedStringsTests {
    static let widget = """
    import SwiftUI
    import WidgetKit
    struct CountdownView: View {
        let days: Int
        var body: some View {
            VStack {
                Text("Hello")
                Text("\\(days) days left")
                Text("Goodbye")
            }
        }
    }
    struct CountdownWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Countdown", provider: Provider()) { _ in CountdownView(days: 1) }
                .supportedFamilies([.accessoryRectangular])
        }
    }
    """

    /// A folder with German `.strings` and `.stringsdict`, Portuguese `.strings`, and a catalog
    /// with Japanese and Arabic (Arabic's plural has six forms).
    static func extensionFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("countdown-\(UUID().uuidString)")
        for language in ["de", "pt", "en"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try widget.write(to: folder.appendingPathComponent("CountdownWidget.swift"), atomically: true, encoding: .utf8)
        try "\"Hello\" = \"Hallo\";\n".write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"Hello\" = \"Olá\";\n".write(to: folder.appendingPathComponent("pt.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"Goodbye\" = \"See you\";\n".write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>%lld days left</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>Noch %#@days@</string>
            <key>days</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld Tag</string>
              <key>other</key><string>%lld Tage</string>
            </dict>
          </dict>
        </dict></plist>
        """.write(to: folder.appendingPathComponent("de.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        try """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Hello" : { "localizations" : {
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } },
              "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبا" } } } },
            "%lld days left" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day left" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days left" } } } } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "残り%lld日" } },
              "ar" : { "variations" : { "plural" : {
                "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا أيام" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "يوم واحد" } },
                "two" : { "stringUnit" : { "state" : "translated", "value" : "يومان" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld أيام" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld يومًا" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld يوم" } } } } } } }
          }
        }
        """.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return folder
    }

    static func texts(_ folder: URL, _ locale: String, days: Int = 1) throws -> [String] {
        try widget.replacingOccurrences(of: "CountdownView(days: 1)", with: "CountdownView(days: \(days))")
            .write(to: folder.appendingPathComponent("CountdownWidget.swift"), atomically: true, encoding: .utf8)
        let preview = PreviewLocale(locale)!
        let result = SwiftUILoader.load(path: folder.path, displayPath: "Countdown", locale: preview)
        let widget = try #require(result.widgets.first)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, timeZone: TimeZone(identifier: "UTC")!,
                                            locale: preview)
        return ExtensionFolderTests.texts(in: widget.resolvedBody(for: environment, entryIndex: 0))
    }

    /// A `.strings` table's keys and texts, read byte by byte: escapes, both kinds of comment
    /// (with quotes and semicolons inside them), letters beyond ASCII, several pairs on a line.
    @Test func aStringsTableIsReadWithItsEscapesAndComments() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("table-\(UUID().uuidString).strings")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            /* A comment with "quotes"; and a semicolon */
            "greeting" = "Grüße, \\"du\\"!\\nZeile zwei\\tTab";
            // "skipped" = "not read";
            "emoji" = "🚀 क्षमा"; "back\\\\slash" = "a\\\\b";
            """.write(to: file, atomically: true, encoding: .utf8)
        let (values, problem) = LocalizedStrings.strings(at: file.path)
        #expect(problem == nil)
        #expect(values == ["greeting": "Grüße, \"du\"!\nZeile zwei\tTab", "emoji": "🚀 क्षमा", "back\\slash": "a\\b"], "\(values)")
    }

    @Test func germanComesFromStringsAndItsPluralFromTheStringsdict() throws {
        let folder = try Self.extensionFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.texts(folder, "de_DE", days: 1) == ["Hallo", "Noch 1 Tag", "See you"])
        #expect(try Self.texts(folder, "de_DE", days: 3) == ["Hallo", "Noch 3 Tage", "See you"])
    }

    @Test func japaneseAndArabicComeFromTheCatalogWithArabicsSixPluralForms() throws {
        let folder = try Self.extensionFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.texts(folder, "ja_JP", days: 3) == ["こんにちは", "残り3日", "See you"])
        let arabic = try [0, 1, 2, 3, 11, 100].map { try Self.texts(folder, "ar_EG", days: $0)[1] }
        #expect(arabic == ["لا أيام", "يوم واحد", "يومان", "٣ أيام", "١١ يومًا", "١٠٠ يوم"])
    }

    /// Brazilian Portuguese falls back to Portuguese; a language the extension lacks falls back
    /// to the development language, English (the catalog's plural too), and a key no table has
    /// is drawn as written.
    @Test func theFallbackChainIsRegionThenLanguageThenDevelopmentLanguage() throws {
        let folder = try Self.extensionFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.texts(folder, "pt_BR", days: 2) == ["Olá", "2 days left", "See you"])
        #expect(try Self.texts(folder, "fr_FR", days: 1) == ["Hello", "1 day left", "See you"])
        #expect(try Self.texts(folder, "en_US", days: 1) == ["Hello", "1 day left", "See you"])
    }
}

extension LocalizedStringsTests {
    /// A measurement's unit and a DateComponentsFormatter's words in the preview's language, as
    /// ICU writes them (Foundation on Linux has neither formatter): no English, and no warning.
    @Test func measurementsAndDurationsAreWrittenInTheLanguage() throws {
        let source = """
        import SwiftUI
        import WidgetKit
        struct TemperatureView: View {
            var body: some View {
                VStack {
                    Text(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted())
                    Text(Measurement(value: 3, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)))
                    Text(trip(.full))
                    Text(trip(.abbreviated))
                }
            }
            func trip(_ style: DateComponentsFormatter.UnitsStyle) -> String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute]
                formatter.unitsStyle = style
                return formatter.string(from: 8100) ?? ""
            }
        }
        struct TemperatureWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "T", provider: Provider()) { _ in TemperatureView() }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        """
        func texts(_ locale: String) throws -> (texts: [String], diagnostics: [String]) {
            let preview = PreviewLocale(locale)!
            let result = SwiftUILoader.decode(text: source, path: "Temperature.swift", locale: preview)
            let widget = try #require(result.widget)
            let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, timeZone: TimeZone(identifier: "UTC")!,
                                                locale: preview)
            return (ExtensionFolderTests.texts(in: widget.resolvedBody(for: environment, entryIndex: 0)), result.renderedDiagnostics)
        }
        let german = try texts("de_DE")
        #expect(german.texts == ["21,5 °C", "3 Kilometer", "2 Stunden und 15 Minuten", "2h 15min"], "\(german.texts)")
        #expect(!german.diagnostics.joined().contains("English"), "\(german.diagnostics)")
        let english = try texts("en_US")
        #expect(english.texts == ["21.5°C", "3 kilometers", "2 hours, 15 minutes", "2h 15m"], "\(english.texts)")
        // Arabic: its own digits, a right-to-left mark in °م, and two hours as a word (the dual).
        let arabic = try texts("ar_EG").texts
        #expect(arabic == ["٢١٫٥°\u{200F}م", "٣ كيلومترات", "ساعتان و١٥ دقيقة", "٢س ١٥د"], "\(arabic)")
    }
}

extension LocalizedStringsTests {
    /// `@Environment(\.locale)` and `@Environment(\.layoutDirection)` are the preview's: its
    /// language and region, and right to left in Hebrew (both were fixed at en_US, left to right).
    @Test func theEnvironmentsLocaleAndDirectionAreThePreviews() throws {
        let source = """
        import SwiftUI
        import WidgetKit
        struct ProbeView: View {
            @Environment(\\.locale) var locale
            @Environment(\\.layoutDirection) var direction
            var body: some View {
                VStack {
                    Text(locale.identifier)
                    Text(direction == .rightToLeft ? "rtl" : "ltr")
                }
            }
        }
        struct ProbeWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "P", provider: Provider()) { _ in ProbeView() }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        """
        for (name, expected) in [("en_US", ["en_US", "ltr"]), ("de_DE", ["de_DE", "ltr"]), ("he_IL", ["he_IL", "rtl"])] {
            let preview = PreviewLocale(name)!
            let widget = try #require(SwiftUILoader.decode(text: source, path: "Probe.swift", locale: preview).widget)
            let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, timeZone: TimeZone(identifier: "UTC")!,
                                                locale: preview)
            #expect(ExtensionFolderTests.texts(in: widget.resolvedBody(for: environment, entryIndex: 0)) == expected, "\(name)")
        }
    }
}

extension LocalizedStringsTests {
    /// `NSLocalizedString` in a model's code and inside an interpolation, and a
    /// `LocalizedStringKey` made by its initializer, read the strings tables as iOS reads them,
    /// without a warning (bravelocation/daysleft drew "27 days Time Left" for "27 days left"); a key
    /// no table has reads as the call's `value:` (brave-ios showed "widgets.shortcutsWidgetTitle").
    @Test func nsLocalizedStringAndLocalizedStringKeyReadTheTables() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daysleft-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try "\"Time Left\" = \"left\";\n\"Time done\" = \"done\";\n\"Abbreviated Days\" = \"DAYS\";\n"
            .write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import WidgetKit
        struct Model {
            var days = 27
            var percentDone: String { String(format: "%d%% %@", 44, NSLocalizedString("Time done", comment: "")) }
        }
        struct DaysView: View {
            var model = Model()
            var weekdaysOnly = false
            var body: some View {
                VStack {
                    Text("\\(model.days) days \\(NSLocalizedString("Time Left", comment: ""))")
                    Text(model.percentDone)
                    Text(weekdaysOnly ? LocalizedStringKey("Abbreviated Weekdays") : LocalizedStringKey("Abbreviated Days"))
                    Text(NSLocalizedString("widgets.shortcutsTitle", bundle: Bundle.main, value: "Shortcuts", comment: ""))
                    Text(NSLocalizedString("Time Left", value: "remaining", comment: ""))
                    Text(String(localized: .init("presetTitle/primary", defaultValue: "Note")))
                }
            }
        }
        #Preview(as: .accessoryRectangular) { DaysView() }
        """.write(to: folder.appendingPathComponent("DaysWidget.swift"), atomically: true, encoding: .utf8)
        let preview = PreviewLocale("en_US")!
        let result = SwiftUILoader.load(path: folder.path, displayPath: "Days", locale: preview)
        let widget = try #require(result.widgets.first)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, timeZone: TimeZone(identifier: "UTC")!, locale: preview)
        #expect(ExtensionFolderTests.texts(in: widget.resolvedBody(for: environment, entryIndex: 0)) == ["27 days left", "44% done", "DAYS", "Shortcuts", "left", "Note"])
        let messages = result.diagnostics(ofPictureOf: 0, family: .rectangular, entry: 0).map(\.message)
        #expect(messages.isEmpty, "\(messages)")
    }
}
