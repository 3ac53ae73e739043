import Foundation
import Localization

/// The fields a date format asks for (`.dateTime.weekday(.wide).hour().minute()`), as the skeleton
/// ICU picks the locale's pattern for ("EEEE h:mm a" in English).
struct DateSkeleton {
    /// Pattern letters and their counts: year "y"/"yy", month 1–5 (`M`…`MMMMM`), weekday 3–6 (`E`)
    /// or 1–2 (`e`, numeric), hour 1–2.
    var era: Int?
    var year: String?
    var quarter: Int?
    var month: Int?
    var week: Bool = false
    var day: Int?
    var dayOfYear: Int?
    var weekdayOrdinal: Bool = false
    var weekday: Int?
    var numericWeekday: Int?
    var hour: Int?
    var uses24Hour = false
    /// The AM/PM marker's letters: 1 "AM", 5 "a"; 0 leaves it out.
    var amPM = 1
    var minute: Int?
    var second: Int?
    var secondFraction: Int?
    var timeZone: String?

    var isEmpty: Bool {
        era == nil && year == nil && quarter == nil && month == nil && !week && day == nil && dayOfYear == nil
            && !weekdayOrdinal && weekday == nil && numericWeekday == nil && hour == nil && minute == nil
            && second == nil && secondFraction == nil && timeZone == nil
    }

    init() {}

    /// The skeleton as Foundation's `Date.FormatStyle` hands it to ICU: each field's letters, in
    /// CLDR's canonical order. The hour is `j` (the locale's clock, with its day period: `j`
    /// abbreviated, `jjjjj` narrow), `J` without a day period, `H` on the 24-hour clock.
    var template: String {
        func letters(_ letter: String, _ count: Int?) -> String { count.map { String(repeating: letter, count: $0) } ?? "" }
        var result = letters("G", era) + (year ?? "") + letters("Q", quarter) + letters("M", month) + (week ? "w" : "")
            + letters("d", day) + letters("D", dayOfYear) + (weekdayOrdinal ? "F" : "") + letters("E", weekday)
            + letters("e", numericWeekday)
        if let hour {
            let letter = uses24Hour ? "H" : (amPM == 0 ? "J" : "j")
            result += String(repeating: letter, count: hour)
            if !uses24Hour, amPM == 5 { result += "aaaaa" }
        }
        result += letters("m", minute) + letters("s", second) + letters("S", secondFraction) + (timeZone ?? "")
        return result
    }

    /// The locale's pattern for these fields, as ICU's pattern generator picks it; a two-digit
    /// hour keeps its two digits (`.hour(.twoDigits(amPM: .omitted))` is "08" in en_US, as
    /// Foundation asks ICU to match the hour field's length, where the bare generator gives "h").
    func pattern(in locale: PreviewLocale, calendar: Calendar.Identifier = .gregorian) -> String {
        let pattern = DateWording(locale: locale, timeZone: .gmt, calendar: calendar).pattern(for: template)
        guard hour == 2 else { return pattern }
        // Runs of one letter outside quotes; a one-letter hour run is written twice.
        var result = "", quoted = false
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let letter = pattern[index]
            let runEnd = pattern[index...].firstIndex { $0 != letter } ?? pattern.endIndex
            let run = pattern[index..<runEnd]
            if letter == "'", run.count % 2 == 1 { quoted.toggle() }
            result += !quoted && run.count == 1 && "hHkK".contains(letter) ? String(repeating: letter, count: 2) : String(run)
            index = runEnd
        }
        return result
    }
}
