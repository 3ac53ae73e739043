import Foundation

/// Dates and times written as a locale writes them, through Foundation's ICU (statically linked,
/// so the same on every machine): the Lock Screen's date line and clock, and SwiftUI's
/// `Text(_:style:)` dates. The Lock Screen's patterns are CLDR's skeletons for what it shows
/// (weekday, month and day; hour and minute); where iOS's English differs from CLDR's, the
/// English pattern iOS shows is written out (see `abbreviatedWeekdayMonthDay`).
public struct DateWording: Sendable {
    public let locale: PreviewLocale
    public let timeZone: TimeZone
    /// The calendar its days, months and years are counted in: the Gregorian, unless the code
    /// formats in another (`Calendar(identifier: .persian)`).
    public let calendar: Calendar.Identifier

    public init(locale: PreviewLocale, timeZone: TimeZone, calendar: Calendar.Identifier = .gregorian) {
        self.locale = locale
        self.timeZone = timeZone
        self.calendar = calendar
    }

    /// "Monday, June 8", "Montag, 8. Juni", "6月8日 月曜日": the Lock Screen's date line.
    public func weekdayAndDay(_ date: Date) -> String {
        format(date, template: "EEEEMMMMd")
    }

    /// "Mon 8", "Mo. 8.": the date line shortened, as the system writes it before an inline widget.
    public func shortWeekdayAndDay(_ date: Date) -> String {
        format(date, template: "EEEd")
    }

    /// "Sun Apr 5": iOS 26's date line. In English it has no comma (measured on the iOS 26
    /// references), where CLDR's skeleton writes "Sun, Apr 5"; other languages take CLDR's
    /// weekday, month and day (chosen: no iOS 26 screenshot in another language was found).
    public func abbreviatedWeekdayMonthDay(_ date: Date) -> String {
        locale.languageCode == "en" ? format(date, pattern: "EEE MMM d") : format(date, template: "EEEMMMd")
    }

    /// The Lock Screen clock's "9:41", "09:41", "٩:٤١": hours and minutes without the day period,
    /// on the locale's clock, or on the one `twentyFourHour` names.
    public func clock(_ date: Date, twentyFourHour: Bool? = nil) -> String {
        let template = switch twentyFourHour {
        case true?: "Hmm"
        case false?: "hmm"
        case nil: "jmm"
        }
        return format(date, pattern: DatePatternText.removingDayPeriod(pattern(for: template)))
    }

    /// "9:41 PM", "21:41": a time of day as `Text(date, style: .time)` and `DateFormatter`'s
    /// `.short` time style write it.
    public func time(_ date: Date) -> String {
        write(date, pattern: nil, dateStyle: .none, timeStyle: .short)
    }

    /// "June 8, 2026", "8. Juni 2026": `Text(date, style: .date)`, the `.long` date style.
    public func longDate(_ date: Date) -> String {
        write(date, pattern: nil, dateStyle: .long, timeStyle: .none)
    }

    /// The locale's pattern for a skeleton (`"EEEd"` → `"EEE d"` in English), in the calendar's
    /// conventions (a Persian year carries its era: "MMMM d, y G").
    public func pattern(for template: String) -> String {
        let keyword = Self.calendarKeywords[calendar].map { "@calendar=\($0)" } ?? ""
        return Self.patterns.with("\(locale.identifier)\(keyword)|\(template)", make: {
            let inCalendar = keyword.isEmpty ? locale.locale : Locale(identifier: locale.identifier + keyword)
            return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: inCalendar) ?? template
        }, { $0 }) ?? template
    }

    /// BCP 47's names of the calendars other than the Gregorian, for a locale's `@calendar=` keyword.
    private static let calendarKeywords: [Calendar.Identifier: String] = [
        .buddhist: "buddhist", .chinese: "chinese", .coptic: "coptic", .ethiopicAmeteMihret: "ethiopic",
        .ethiopicAmeteAlem: "ethioaa", .hebrew: "hebrew", .indian: "indian", .islamic: "islamic",
        .islamicCivil: "islamic-civil", .japanese: "japanese", .persian: "persian", .republicOfChina: "roc",
        .islamicTabular: "islamic-tbla", .islamicUmmAlQura: "islamic-umalqura",
    ]

    /// Each locale's pattern for each skeleton asked for (ICU's pattern generator is slow to open).
    private static let patterns = ICUObjectCache<String, String>()
    /// The formatters made, by locale, time zone, pattern and styles.
    private static let formatters = ICUObjectCache<FormatterKey, DateFormatter>()

    /// What tells one formatter from another. A value, not a string: writing the calendar's
    /// identifier into a string reflects it, a Swift-runtime conformance scan (perf, session 18).
    private struct FormatterKey: Hashable {
        let locale: String
        let timeZone: String
        let calendar: Calendar.Identifier
        let pattern: String?
        let dateStyle: UInt
        let timeStyle: UInt
    }

    /// `date` written with a skeleton, in the locale's order and words.
    public func format(_ date: Date, template: String) -> String {
        format(date, pattern: pattern(for: template))
    }

    /// `date` written with a pattern, in the locale's words and digits.
    public func format(_ date: Date, pattern: String) -> String {
        write(date, pattern: pattern, dateStyle: .none, timeStyle: .none)
    }

    private func write(_ date: Date, pattern: String?, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let key = FormatterKey(locale: locale.identifier, timeZone: timeZone.identifier, calendar: calendar,
                               pattern: pattern, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue)
        return Self.formatters.with(key, make: {
            let formatter = DateFormatter()
            formatter.locale = locale.locale
            formatter.timeZone = timeZone
            formatter.calendar = {
                var calendar = Calendar(identifier: self.calendar)
                calendar.locale = locale.locale
                calendar.timeZone = timeZone
                return calendar
            }()
            if let pattern {
                formatter.dateFormat = pattern
            } else {
                formatter.dateStyle = dateStyle
                formatter.timeStyle = timeStyle
            }
            return formatter
        }, { $0.string(from: date) }) ?? ""
    }
}

/// Edits of a date pattern's text.
enum DatePatternText {
    /// The pattern without its day period (`a`, `b`, `B`) and the spaces that set it apart:
    /// `"h:mm a"` → `"h:mm"`, `"a h:mm"` → `"h:mm"`, `"aK:mm"` → `"K:mm"`. Quoted text is kept.
    static func removingDayPeriod(_ pattern: String) -> String {
        var result = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, "abB".contains(character) { continue }
            result.append(character)
        }
        return result.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{202F}\u{00A0}")))
    }
}
