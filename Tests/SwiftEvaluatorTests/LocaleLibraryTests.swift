import Foundation
import Localization
@testable import SwiftEvaluator
import Testing

/// The standard library in another locale: `Locale.current`, numbers, dates and calendar names
/// as Foundation writes them there.
@Suite struct LocaleLibraryTests {
    let now = Date(timeIntervalSince1970: 1_780_911_660)

    func library(_ name: String) -> StandardLibrary {
        StandardLibrary(now: now, timeZone: TimeZone(identifier: "UTC")!, locale: PreviewLocale(name)!)
    }

    func text(_ value: Value?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    @Test func germanWritesItsOwnNumbersDatesAndNames() throws {
        let german = library("de_DE")
        let current = try #require(try german.staticMember("current", of: "Locale"))
        #expect(text(try german.property("identifier", of: current)) == "de_DE")
        #expect(text(try german.property("decimalSeparator", of: current)) == ",")
        #expect(text(try german.method("formatted", of: .double(1234.5), arguments: [])) == "1.234,5")
        let long = [Argument(label: "date", value: .symbol(Symbol(name: "long"))), Argument(label: "time", value: .symbol(Symbol(name: "omitted")))]
        #expect(text(try german.method("formatted", of: .date(now), arguments: long)) == "8. Juni 2026")
        let calendar = try #require(try german.staticMember("current", of: "Calendar"))
        #expect(try german.property("monthSymbols", of: calendar)?.debugDescription.contains("\"Juni\"") == true)
    }

    @Test func egyptianArabicWritesArabicIndicDigits() throws {
        let arabic = library("ar_EG")
        #expect(text(try arabic.method("formatted", of: .int(42), arguments: [])) == "٤٢")
    }
}

extension LocaleLibraryTests {
    /// `String(format:locale:)` writes the locale's decimal separator (Mastodon's follower counts,
    /// "99,9K" in German); `String(format:)` without a locale keeps the point.
    @Test func stringFormatWithALocaleUsesItsDecimalSeparator() throws {
        let german = library("de_DE")
        let current = try #require(try german.staticMember("current", of: "Locale"))
        let withLocale = try german.call("String", arguments: [Argument(label: "format", value: .string("%.1fK")),
                                                                Argument(label: "locale", value: current), Argument(label: nil, value: .double(99.9))])
        #expect(text(withLocale) == "99,9K")
        let without = try german.call("String", arguments: [Argument(label: "format", value: .string("%.1fK")), Argument(label: nil, value: .double(99.9))])
        #expect(text(without) == "99.9K")
    }
}

extension LocaleLibraryTests {
    /// Relative dates in the locale's words, by ICU's relative formatter.
    @Test func relativeDatesAreInTheLocalesWords() throws {
        let german = library("de_DE")
        func relative(_ seconds: Double, _ presentation: String) throws -> String? {
            let style = Symbol(name: "relative", arguments: [Argument(label: "presentation", value: .symbol(Symbol(name: presentation)))])
            return text(try german.method("formatted", of: .date(now.addingTimeInterval(seconds)), arguments: [Argument(label: nil, value: .symbol(style))]))
        }
        #expect(try relative(-7200, "numeric") == "vor 2 Stunden")
        #expect(try relative(86400, "named") == "morgen")
        #expect(try relative(86400, "numeric") == "in 1 Tag")
    }
}

extension LocaleLibraryTests {
    /// `Date.FormatStyle(…)` made with an initialiser: fields added as to `.dateTime`, its own
    /// locale and time zone, or its date and time styles (JalaliCalendar's widgets format every
    /// date this way: a placeholder before).
    @Test func aFormatStyleMadeWithAnInitialiserFormatsLikeDateTime() throws {
        let english = library("en_US")
        func style(_ arguments: [Argument], _ fields: [Symbol] = []) throws -> Value {
            let made = try #require(try english.staticMethod("FormatStyle", of: "Date", arguments: arguments))
            guard case .symbol(var symbol) = made else { throw EvaluationError("not a style: \(made)") }
            symbol.chain = fields
            return .symbol(symbol)
        }
        let day = Symbol(name: "day", arguments: []), month = Symbol(name: "month", arguments: [Argument(label: nil, value: .symbol(Symbol(name: "wide")))])
        #expect(try english.format(.date(now), style: try style([], [month, day])) == "June 8")
        let german = english.localeValue("de_DE")
        #expect(try english.format(.date(now), style: try style([Argument(label: "locale", value: german)], [month, day])) == "8. Juni")
        let tokyo = Argument(label: "timeZone", value: .string("Asia/Tokyo"))
        let hour = Symbol(name: "hour", arguments: [])
        #expect(try english.format(.date(now), style: try style([tokyo], [hour])) == "6\u{202F}PM", "09:41 UTC is 18:41 in Tokyo")
        let longDate = [Argument(label: "date", value: .symbol(Symbol(name: "long"))), Argument(label: "time", value: .symbol(Symbol(name: "omitted")))]
        #expect(try english.format(.date(now), style: try style(longDate)) == "June 8, 2026")
    }
}

extension LocaleLibraryTests {
    /// `Calendar(identifier: .persian)` counts and writes in the Persian calendar (ICU's), for
    /// arithmetic and for a format style given it: 8 June 2026 is 18 Khordad 1405.
    @Test func aCalendarOtherThanTheGregorianCountsAndWritesItsOwnDates() throws {
        let english = library("en_US")
        let persian = try #require(try english.call("Calendar", arguments: [Argument(label: "identifier", value: .symbol(Symbol(name: "persian")))]))
        let month = try english.method("component", of: persian, arguments: [Argument(label: nil, value: .symbol(Symbol(name: "month"))),
                                                                             Argument(label: "from", value: .date(now))])
        #expect(month.flatMap { if case .int(let number) = $0 { number } else { nil } } == 3)
        let made = try #require(try english.staticMethod("FormatStyle", of: "Date", arguments: [Argument(label: "calendar", value: persian)]))
        guard case .symbol(var style) = made else { throw EvaluationError("not a style: \(made)") }
        style.chain = [Symbol(name: "year", arguments: []), Symbol(name: "month", arguments: [Argument(label: nil, value: .symbol(Symbol(name: "wide")))]),
                       Symbol(name: "day", arguments: [])]
        let written = try english.format(.date(now), style: .symbol(style))
        #expect(written == "Khordad 18, 1405 AP", "\(written ?? "nil")")
        // The preview's own calendar stays the Gregorian.
        let gregorian = try #require(try english.staticMember("current", of: "Calendar"))
        let gregorianMonth = try english.method("component", of: gregorian, arguments: [Argument(label: nil, value: .symbol(Symbol(name: "month"))),
                                                                                         Argument(label: "from", value: .date(now))])
        #expect(gregorianMonth.flatMap { if case .int(let number) = $0 { number } else { nil } } == 6)
    }
}
