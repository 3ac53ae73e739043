import Foundation
import Localization

/// A duration as `DateComponentsFormatter` writes it: in en_US "1:02:05" (positional), "1h 2m 5s"
/// (abbreviated), "1hr 2min 5sec" (brief), "1 hr, 2 min, 5 sec" (short), "1 hour, 2 minutes,
/// 5 seconds" (full); in another language each amount of a unit and the list of them as ICU
/// writes them (`MeasurementWording`: "1 Std., 2 Min.", "1 Stunde, 2 Minuten"), positional
/// digits in the locale's own.
struct DurationText {
    static let allUnits: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    var calendar: Calendar
    var units: [Calendar.Component] = DurationText.allUnits
    var style = "positional"
    var zeroBehavior = "default"
    var maximumUnitCount = 0
    var approximate = false
    var remaining = false
    /// The language written in: en_US's words above, or ICU's for any other.
    var locale = PreviewLocale.unitedStatesEnglish
    /// Called when ICU has no words for a unit in `locale` and the English ones are written.
    var writesEnglishInstead: () -> Void = {}

    /// True when the words are ICU's rather than the English ones written here.
    var speaksAnotherLanguage: Bool { locale.languageCode != "en" }

    /// `seconds` measured from `start` on the calendar (months and years vary in length).
    func format(seconds: Double, from start: Date) -> String? {
        guard seconds.isFinite else { return nil }
        let end = start.addingTimeInterval(seconds.magnitude)
        let components = calendar.dateComponents(Set(units), from: start, to: end)
        return write(units.map { ($0, components.value(for: $0) ?? 0) }, negative: seconds < 0)
    }

    func format(_ components: DateComponents) -> String? {
        write(units.map { ($0, components.value(for: $0) ?? 0) }, negative: false)
    }

    private func write(_ values: [(Calendar.Component, Int)], negative: Bool) -> String? {
        var shown = values
        if style == "positional" {
            if zeroBehavior != "pad" && zeroBehavior != "none" {
                while shown.count > 2, shown.first?.1 == 0 { shown.removeFirst() }
            }
        } else {
            switch zeroBehavior {
            case "pad", "none": break
            case "dropLeading": shown = Array(shown.drop { $0.1 == 0 })
            case "dropTrailing": shown = Array(shown.reversed().drop { $0.1 == 0 }.reversed())
            case "dropMiddle":
                let first = shown.firstIndex { $0.1 != 0 } ?? 0, last = shown.lastIndex { $0.1 != 0 } ?? shown.count - 1
                shown = shown.enumerated().filter { $0.offset < first || $0.offset > last || $0.element.1 != 0 }.map(\.element)
            default: shown = shown.filter { $0.1 != 0 }
            }
            if shown.isEmpty, let smallest = values.last { shown = [smallest] }
        }
        if maximumUnitCount > 0 {
            let firstNonZero = shown.firstIndex { $0.1 != 0 } ?? 0
            shown = Array(shown[firstNonZero...].prefix(maximumUnitCount))
        }
        var text: String
        if style == "positional" {
            text = shown.enumerated().map { offset, pair in
                let value = pair.1
                let digits = offset == 0 && zeroBehavior != "pad" ? 1 : 2
                guard speaksAnotherLanguage else { return value < 10 && digits == 2 ? "0\(value)" : String(value) }
                return value.formatted(.number.precision(.integerLength(digits...)).grouping(.never).locale(locale.locale))
            }.joined(separator: ":")
        } else if speaksAnotherLanguage, let words = wordsInAnotherLanguage(shown) {
            text = words
        } else {
            if speaksAnotherLanguage { writesEnglishInstead() }
            let parts = shown.map { unitText($0.0, $0.1) }
            text = parts.joined(separator: style == "short" || style == "full" || style == "spellOut" ? ", " : " ")
        }
        if negative { text = "-" + text }
        if approximate { text = "About " + text }
        if remaining { text += " remaining" }
        return text
    }

    /// The amounts in ICU's words for the locale: abbreviated as its narrow units ("1h"),
    /// brief and short as its short ones, full and spelled out as its whole names; nil when ICU
    /// lacks one of them.
    private func wordsInAnotherLanguage(_ values: [(Calendar.Component, Int)]) -> String? {
        let width: MeasurementWording.Width = switch style {
        case "abbreviated": .narrow
        case "brief", "short": .abbreviated
        default: .wide
        }
        let wording = MeasurementWording(locale: locale, width: width)
        let units: [Calendar.Component: String] = [.year: "year", .month: "month", .weekOfMonth: "week", .weekOfYear: "week",
                                                   .day: "day", .hour: "hour", .minute: "minute", .second: "second"]
        var phrases: [String] = []
        for (component, value) in values {
            guard let unit = units[component],
                  let phrase = wording.phrase(Double(value), written: value.formatted(.number.grouping(.never).locale(locale.locale)),
                                              fractionDigits: 0, unit: "duration-\(unit)") else { return nil }
            phrases.append(phrase)
        }
        return wording.list(phrases)
    }

    private func unitText(_ component: Calendar.Component, _ value: Int) -> String {
        let one = value == 1
        let names: (abbreviated: String, brief: String, short: String, full: String)
        switch component {
        case .year: names = ("y", "yr", one ? "yr" : "yrs", "year")
        case .month: names = ("mo", "mth", one ? "mth" : "mths", "month")
        case .weekOfMonth, .weekOfYear: names = ("w", "wk", one ? "wk" : "wks", "week")
        case .day: names = ("d", "d", one ? "day" : "days", "day")
        case .hour: names = ("h", "hr", "hr", "hour")
        case .minute: names = ("m", "min", "min", "minute")
        default: names = ("s", "sec", "sec", "second")
        }
        switch style {
        case "abbreviated": return "\(value)\(names.abbreviated)"
        case "brief": return "\(value)\(names.brief)"
        case "short": return "\(value) \(names.short)"
        default: return "\(value) \(names.full)\(one ? "" : "s")"
        }
    }
}
