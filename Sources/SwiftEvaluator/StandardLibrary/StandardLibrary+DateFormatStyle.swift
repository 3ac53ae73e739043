import Foundation

/// `date.formatted(…)`: the default, `date:time:` styles, `.dateTime` with its fields,
/// `.relative(presentation:unitsStyle:)` and `.iso8601`, in en_US.
extension StandardLibrary {
    /// Date styles of `formatted(date:time:)` and `DateFormatter.dateStyle`, as patterns.
    static let dateStylePatterns: [String: String] = [
        "numeric": "M/d/y", "abbreviated": "MMM d, y", "long": "MMMM d, y", "complete": "EEEE, MMMM d, y",
        "short": "M/d/yy", "medium": "MMM d, y", "full": "EEEE, MMMM d, y",
    ]
    static let timeStylePatterns: [String: String] = [
        "shortened": "h:mm a", "standard": "h:mm:ss a", "complete": "h:mm:ss a z",
        "short": "h:mm a", "medium": "h:mm:ss a", "long": "h:mm:ss a z", "full": "h:mm:ss a zzzz",
    ]

    /// A date style and a time style joined as en_US joins them: "Jun 8, 2026, 9:41 AM",
    /// "June 8, 2026 at 9:41 AM"; "" when both are omitted.
    static func pattern(dateStyle: String, timeStyle: String, in call: String) throws -> String {
        let none: Set<String> = ["omitted", "none"]
        let datePattern = none.contains(dateStyle) ? "" : dateStylePatterns[dateStyle]
        let timePattern = none.contains(timeStyle) ? "" : timeStylePatterns[timeStyle]
        guard let datePattern else { throw EvaluationError("\(call): .\(dateStyle) is not a date style") }
        guard let timePattern else { throw EvaluationError("\(call): .\(timeStyle) is not a time style") }
        if datePattern.isEmpty || timePattern.isEmpty { return datePattern + timePattern }
        let joiner = ["long", "complete", "full"].contains(dateStyle) ? " 'at' " : ", "
        return datePattern + joiner + timePattern
    }

    func formatDate(_ date: Date, _ arguments: Arguments) throws -> Value? {
        if arguments.isEmpty {
            return .string(DatePattern("M/d/y, h:mm a").format(date, calendar: calendar))
        }
        if let dateStyle = arguments.value("date") ?? arguments.value("time").map({ _ in Value.symbol(Symbol(name: "omitted")) }),
           arguments.list.allSatisfy({ $0.label == "date" || $0.label == "time" }) {
            let timeStyle = arguments.value("time") ?? .symbol(Symbol(name: "omitted"))
            let pattern = try StandardLibrary.pattern(dateStyle: try Arguments.caseName(dateStyle, in: "formatted(date:time:)"),
                                                      timeStyle: try Arguments.caseName(timeStyle, in: "formatted(date:time:)"),
                                                      in: "formatted(date:time:)")
            return .string(DatePattern(pattern).format(date, calendar: calendar))
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
            let skeleton = try StandardLibrary.skeleton(symbol.chain)
            let pattern = skeleton.isEmpty ? "M/d/y, h:mm a" : skeleton.pattern
            return DatePattern(pattern).format(date, calendar: calendar)
        case "relative":
            let presentation = symbol.argument("presentation").flatMap(Arguments.caseName) ?? "numeric"
            let units = symbol.argument("unitsStyle").flatMap(Arguments.caseName) ?? "wide"
            let text = RelativeDateText(named: presentation == "named",
                                        unitsStyle: units == "wide" || units == "spellOut" ? .wide : .abbreviated,
                                        calendar: calendar)
            return text.format(date, relativeTo: now)
        case "iso8601":
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
            return DatePattern("yyyy-MM-dd'T'HH:mm:ss'Z'").format(date, calendar: utc)
        default:
            throw EvaluationError("formatted(.\(symbol.name)) is not provided for dates; use .dateTime, .relative(presentation:) or .iso8601")
        }
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
