import Foundation
import Localization

/// `date.formatted(…)`: the default, `date:time:` styles, `.dateTime` with its fields,
/// `.relative(presentation:unitsStyle:)` and `.iso8601`, by Foundation's `Date.FormatStyle` in
/// the preview's locale (relative dates in English by `RelativeDateText`).
extension StandardLibrary {
    func formatDate(_ date: Date, _ arguments: Arguments) throws -> Value? {
        if arguments.isEmpty {
            return .string(styled(date, date: .numeric, time: .shortened))
        }
        if let dateStyle = arguments.value("date") ?? arguments.value("time").map({ _ in Value.symbol(Symbol(name: "omitted")) }),
           arguments.list.allSatisfy({ $0.label == "date" || $0.label == "time" }) {
            let timeStyle = arguments.value("time") ?? .symbol(Symbol(name: "omitted"))
            let dateName = try Arguments.caseName(dateStyle, in: "formatted(date:time:)")
            let timeName = try Arguments.caseName(timeStyle, in: "formatted(date:time:)")
            guard let dates = Self.dateStyles[dateName] else { throw EvaluationError("formatted(date:time:): .\(dateName) is not a date style") }
            guard let times = Self.timeStyles[timeName] else { throw EvaluationError("formatted(date:time:): .\(timeName) is not a time style") }
            return .string(styled(date, date: dates, time: times))
        }
        guard arguments.match(nil) else { return nil }
        return .string(try formatDate(date, style: arguments[0]))
    }

    /// A date in a format style written as an implicit member: `.dateTime…`, `.relative(…)`, `.iso8601`.
    func formatDate(_ date: Date, style: Value) throws -> String {
        guard case .symbol(let symbol) = style else {
            throw EvaluationError(
                "formatted(_:) of a Date expects a style such as .dateTime or .relative(presentation:), not \(Arguments.describe(style))")
        }
        switch symbol.name {
        case "dateTime":
            // `Date.FormatStyle(date:time:locale:calendar:timeZone:)` carries its own locale,
            // calendar and time zone; `.dateTime` the preview's.
            let styleLocale = symbol.argument("locale").map(previewLocale) ?? locale
            var styleCalendar = symbol.argument("calendar").map { readCalendar($0) } ?? calendar
            if let zone = symbol.argument("timeZone") { styleCalendar.timeZone = readTimeZone(zone) }
            let skeleton = try StandardLibrary.skeleton(symbol.chain)
            if skeleton.isEmpty {
                let dateName = symbol.argument("date").flatMap(Arguments.caseName), timeName = symbol.argument("time").flatMap(Arguments.caseName)
                let dates = dateName.flatMap { Self.dateStyles[$0] } ?? (timeName == nil ? .numeric : .omitted)
                let times = timeName.flatMap { Self.timeStyles[$0] } ?? (dateName == nil ? .shortened : .omitted)
                return styled(date, date: dates, time: times, locale: styleLocale, calendar: styleCalendar)
            }
            return write(date, pattern: skeleton.pattern(in: styleLocale, calendar: styleCalendar.identifier), calendar: styleCalendar,
                         locale: styleLocale)
        case "relative":
            let presentation = symbol.argument("presentation").flatMap(Arguments.caseName) ?? "numeric"
            let units = symbol.argument("unitsStyle").flatMap(Arguments.caseName) ?? "wide"
            let text = RelativeDateText(named: presentation == "named",
                                        unitsStyle: units == "wide" || units == "spellOut" ? .wide : .abbreviated,
                                        calendar: calendar)
            return text.format(date, relativeTo: now)
        case "iso8601":
            return date.formatted(.iso8601)
        default:
            throw EvaluationError("formatted(.\(symbol.name)) is not provided for dates; use .dateTime, .relative(presentation:) or .iso8601")
        }
    }

    /// `Date.FormatStyle`'s date styles by name.
    static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]
    /// `Date.FormatStyle`'s time styles by name.
    static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
        "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
    ]

    /// `date` in a date and a time style, as `Date.FormatStyle` writes it in the preview's locale
    /// (or `chosen`, on `calendar`).
    func styled(_ date: Date, date dates: Date.FormatStyle.DateStyle, time times: Date.FormatStyle.TimeStyle,
                locale chosen: PreviewLocale? = nil, calendar chosenCalendar: Calendar? = nil) -> String {
        let calendar = chosenCalendar ?? self.calendar
        return date.formatted(Date.FormatStyle(date: dates, time: times, locale: (chosen ?? locale).locale, calendar: calendar,
                                               timeZone: calendar.timeZone))
    }

    /// The fields of `.dateTime.year().month(.wide).day()…`.
    static func skeleton(_ chain: [Symbol]) throws -> DateSkeleton {
        var skeleton = DateSkeleton()
        for field in chain {
            let option = field.arguments?.first?.value
            let optionName = option.flatMap { value -> String? in
                if case .symbol(let s) = value { return s.name }
                return Arguments.caseName(value)
            }
            switch field.name {
            case "era":
                skeleton.era = ["wide": 4, "narrow": 5][optionName ?? ""] ?? 1
            case "year":
                switch optionName {
                case "twoDigits": skeleton.year = "yy"
                case "padded":
                    let width = try option.flatMap { value -> Int? in
                        guard case .symbol(let s) = value, let count = s.arguments?.first?.value else { return nil }
                        return try Arguments.int(count, in: ".year(.padded(_:))")
                    } ?? 4
                    skeleton.year = String(repeating: "y", count: max(1, width))
                default: skeleton.year = "y"
                }
            case "quarter":
                skeleton.quarter = ["wide": 4, "narrow": 5, "oneDigit": 1, "twoDigits": 2][optionName ?? ""] ?? 3
            case "month":
                skeleton.month = ["wide": 4, "narrow": 5, "twoDigits": 2, "defaultDigits": 1][optionName ?? ""] ?? 3
            case "week":
                skeleton.week = true
            case "day":
                switch optionName {
                case "twoDigits": skeleton.day = 2
                case "ordinalOfDayInMonth": skeleton.weekdayOrdinal = true
                default: skeleton.day = 1
                }
            case "dayOfYear":
                skeleton.dayOfYear = optionName == "threeDigits" ? 3 : (optionName == "twoDigits" ? 2 : 1)
            case "weekday":
                switch optionName {
                case "oneDigit": skeleton.numericWeekday = 1
                case "twoDigits": skeleton.numericWeekday = 2
                default: skeleton.weekday = ["wide": 4, "narrow": 5, "short": 6][optionName ?? ""] ?? 3
                }
            case "hour":
                skeleton.hour = optionName == "twoDigits" || optionName == "conversationalTwoDigits" ? 2 : 1
                if case .symbol(let s)? = option, let marker = s.argument("amPM").flatMap(Arguments.caseName) {
                    skeleton.amPM = ["omitted": 0, "narrow": 5][marker] ?? 1
                }
            case "minute":
                skeleton.minute = optionName == "twoDigits" ? 2 : 1
            case "second":
                skeleton.second = optionName == "twoDigits" ? 2 : 1
            case "secondFraction":
                if case .symbol(let s)? = option, let count = s.arguments?.first?.value {
                    skeleton.secondFraction = try Arguments.int(count, in: ".secondFraction(.fractional(_:))")
                } else {
                    skeleton.secondFraction = 3
                }
            case "timeZone":
                skeleton.timeZone = optionName == "specificName" && Self.isLong(option) ? "zzzz" : "z"
            case "locale", "attributed":
                break
            default:
                throw EvaluationError(".dateTime has no field .\(field.name)()")
            }
        }
        return skeleton
    }

    private static func isLong(_ option: Value?) -> Bool {
        guard case .symbol(let s)? = option, let width = s.arguments?.first?.value else { return false }
        return Arguments.caseName(width) == "long"
    }
}
