import Foundation

/// Calendar, TimeZone, Locale and DateComponents, held as instances with Swift's property names as
/// fields (value types: a copy is independent). `Calendar.current` is Gregorian in the library's
/// time zone; "today" is the day of the library's `now`.
extension StandardLibrary {
    static let dateComponentNames: [(name: String, component: Calendar.Component)] = [
        ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute),
        ("second", .second), ("nanosecond", .nanosecond), ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal),
        ("quarter", .quarter), ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear),
        ("yearForWeekOfYear", .yearForWeekOfYear),
    ]

    // MARK: Making and reading the instances

    func timeZoneValue(_ zone: TimeZone) -> Value {
        .instance(Instance(typeName: "TimeZone", fields: ["identifier": .string(zone.identifier)], isReference: false))
    }

    func localeValue(_ identifier: String) -> Value {
        .instance(Instance(typeName: "Locale", fields: ["identifier": .string(identifier)], isReference: false))
    }

    func calendarValue(identifier: String = "gregorian") -> Value {
        let iso = identifier == "iso8601"
        return .instance(Instance(typeName: "Calendar", fields: [
            "identifier": .symbol(Symbol(name: identifier)), "timeZone": timeZoneValue(timeZone),
            "locale": localeValue(locale.identifier), "firstWeekday": .int(iso ? 2 : 1), "minimumDaysInFirstWeek": .int(iso ? 4 : 1),
        ], isReference: false))
    }

    /// The time zone a value stands for: a TimeZone instance, an identifier, or nil for the library's.
    func readTimeZone(_ value: Value?) -> TimeZone {
        switch value {
        case .instance(let instance)?:
            if case .string(let identifier)? = instance.fields["identifier"], let zone = TimeZone(identifier: identifier) { return zone }
            if case .int(let seconds)? = instance.fields["secondsFromGMT"], let zone = TimeZone(secondsFromGMT: seconds) { return zone }
            return timeZone
        case .string(let identifier)?: return TimeZone(identifier: identifier) ?? timeZone
        default: return timeZone
        }
    }

    /// The Foundation calendar a Calendar instance stands for.
    func readCalendar(_ value: Value?) -> Calendar {
        guard case .instance(let instance)? = value, instance.typeName == "Calendar" else { return calendar }
        var result = calendar
        if let name = instance.fields["identifier"].flatMap(Arguments.caseName), let identifier = Self.calendarIdentifiers[name],
           identifier != .gregorian, identifier != .iso8601 {
            result = Calendar(identifier: identifier)
            result.locale = locale.locale
        }
        result.timeZone = readTimeZone(instance.fields["timeZone"])
        if case .int(let first)? = instance.fields["firstWeekday"], (1...7).contains(first) { result.firstWeekday = first }
        if case .int(let days)? = instance.fields["minimumDaysInFirstWeek"], (1...7).contains(days) { result.minimumDaysInFirstWeek = days }
        return result
    }

    func dateComponentsValue(_ components: DateComponents, only: Set<Calendar.Component>? = nil) -> Value {
        var fields: [String: Value] = [:]
        for (name, component) in StandardLibrary.dateComponentNames {
            let value = (only == nil || only!.contains(component)) ? components.value(for: component) : nil
            fields[name] = value.flatMap { $0 == NSDateComponentUndefined ? nil : Value.int($0) } ?? .null
        }
        return .instance(Instance(typeName: "DateComponents", fields: fields, isReference: false))
    }

    func readDateComponents(_ value: Value, in call: String) throws -> DateComponents {
        guard case .instance(let instance) = value, instance.typeName == "DateComponents" else {
            throw EvaluationError("\(call) expects DateComponents, not \(Arguments.describe(value))")
        }
        var components = DateComponents()
        for (name, component) in StandardLibrary.dateComponentNames {
            if let field = instance.fields[name], !field.isNull {
                components.setValue(try Arguments.int(field, in: call), for: component)
            }
        }
        if let zone = instance.fields["timeZone"], !zone.isNull { components.timeZone = readTimeZone(zone) }
        return components
    }

    static func component(_ value: Value, in call: String) throws -> Calendar.Component {
        let name = try Arguments.caseName(value, in: call)
        if name == "dayOfYear" { return .day }
        guard let component = dateComponentNames.first(where: { $0.name == name })?.component else {
            throw EvaluationError("\(call): .\(name) is not a calendar component")
        }
        return component
    }

    static func components(_ value: Value, in call: String) throws -> Set<Calendar.Component> {
        switch value {
        case .array(let items): return Set(try items.map { try component($0, in: call) })
        default: return [try component(value, in: call)]
        }
    }

    // MARK: Calendar

    /// A calendar's names of weekdays, months, quarters and eras, and its AM and PM, from
    /// Foundation in the preview's locale.
    func calendarProperty(_ name: String) -> Value? {
        let calendar = calendar
        let strings: [String]
        switch name {
        case "weekdaySymbols": strings = calendar.weekdaySymbols
        case "standaloneWeekdaySymbols": strings = calendar.standaloneWeekdaySymbols
        case "shortWeekdaySymbols": strings = calendar.shortWeekdaySymbols
        case "shortStandaloneWeekdaySymbols": strings = calendar.shortStandaloneWeekdaySymbols
        case "veryShortWeekdaySymbols": strings = calendar.veryShortWeekdaySymbols
        case "veryShortStandaloneWeekdaySymbols": strings = calendar.veryShortStandaloneWeekdaySymbols
        case "monthSymbols": strings = calendar.monthSymbols
        case "standaloneMonthSymbols": strings = calendar.standaloneMonthSymbols
        case "shortMonthSymbols": strings = calendar.shortMonthSymbols
        case "shortStandaloneMonthSymbols": strings = calendar.shortStandaloneMonthSymbols
        case "veryShortMonthSymbols": strings = calendar.veryShortMonthSymbols
        case "veryShortStandaloneMonthSymbols": strings = calendar.veryShortStandaloneMonthSymbols
        case "quarterSymbols": strings = calendar.quarterSymbols
        case "standaloneQuarterSymbols": strings = calendar.standaloneQuarterSymbols
        case "shortQuarterSymbols": strings = calendar.shortQuarterSymbols
        case "shortStandaloneQuarterSymbols": strings = calendar.shortStandaloneQuarterSymbols
        case "eraSymbols": strings = calendar.eraSymbols
        case "longEraSymbols": strings = calendar.longEraSymbols
        case "amSymbol": return .string(calendar.amSymbol)
        case "pmSymbol": return .string(calendar.pmSymbol)
        default: return nil
        }
        return .array(strings.map(Value.string))
    }

    func calendarMethod(_ name: String, of value: Value, _ arguments: Arguments) throws -> Value? {
        let calendar = readCalendar(value)
        let call = arguments.call
        switch name {
        case "component" where arguments.match(nil, "from"):
            let component = try StandardLibrary.component(arguments[0], in: call)
            return .int(calendar.component(component, from: try arguments.date(1)))
        case "dateComponents" where arguments.match(nil, "from"):
            let set = try StandardLibrary.components(arguments[0], in: call)
            return dateComponentsValue(calendar.dateComponents(set, from: try arguments.date(1)), only: set)
        case "dateComponents" where arguments.match(nil, "from", "to"):
            let set = try StandardLibrary.components(arguments[0], in: call)
            let from = arguments[1], to = arguments[2]
            if case .instance = from {
                let components = calendar.dateComponents(set, from: try readDateComponents(from, in: call), to: try readDateComponents(to, in: call))
                return dateComponentsValue(components, only: set)
            }
            return dateComponentsValue(calendar.dateComponents(set, from: try arguments.date(1), to: try arguments.date(2)), only: set)
        case "dateComponents" where arguments.match("in", "from"):
            var zoned = calendar
            zoned.timeZone = readTimeZone(arguments[0])
            let all = Set(StandardLibrary.dateComponentNames.map(\.component))
            return dateComponentsValue(zoned.dateComponents(all, from: try arguments.date(1)))
        case "date" where arguments.match("byAdding", "value", "to"), "date" where arguments.match("byAdding", "value", "to", "wrappingComponents"):
            let component = try StandardLibrary.component(arguments[0], in: call)
            let wrapping = arguments.count == 4 ? try Arguments.bool(arguments[3], in: call) : false
            let result = calendar.date(byAdding: component, value: try arguments.int(1), to: try arguments.date(2), wrappingComponents: wrapping)
            return result.map(Value.date) ?? .null
        case "date" where arguments.match("byAdding", "to"), "date" where arguments.match("byAdding", "to", "wrappingComponents"):
            let components = try readDateComponents(arguments[0], in: call)
            return calendar.date(byAdding: components, to: try arguments.date(1)).map(Value.date) ?? .null
        case "date" where arguments.match("bySettingHour", "minute", "second", "of"):
            let hour = try arguments.int(0), minute = try arguments.int(1), second = try arguments.int(2)
            return calendar.date(bySettingHour: hour, minute: minute, second: second, of: try arguments.date(3)).map(Value.date) ?? .null
        case "date" where arguments.match("bySetting", "value", "of"):
            let component = try StandardLibrary.component(arguments[0], in: call)
            return calendar.date(bySetting: component, value: try arguments.int(1), of: try arguments.date(2)).map(Value.date) ?? .null
        case "date" where arguments.match("from"):
            return calendar.date(from: try readDateComponents(arguments[0], in: call)).map(Value.date) ?? .null
        case "startOfDay" where arguments.match("for"):
            return .date(calendar.startOfDay(for: try arguments.date(0)))
        case "isDateInToday" where arguments.match(nil):
            return .bool(calendar.isDate(try arguments.date(0), inSameDayAs: now))
        case "isDateInTomorrow" where arguments.match(nil):
            let tomorrow = calendar.date(byAdding: .day, value: 1, to: now) ?? now
            return .bool(calendar.isDate(try arguments.date(0), inSameDayAs: tomorrow))
        case "isDateInYesterday" where arguments.match(nil):
            let yesterday = calendar.date(byAdding: .day, value: -1, to: now) ?? now
            return .bool(calendar.isDate(try arguments.date(0), inSameDayAs: yesterday))
        case "isDateInWeekend" where arguments.match(nil):
            let weekday = calendar.component(.weekday, from: try arguments.date(0))
            return .bool(weekday == 1 || weekday == 7)
        case "isDate" where arguments.match(nil, "inSameDayAs"):
            return .bool(calendar.isDate(try arguments.date(0), inSameDayAs: try arguments.date(1)))
        case "isDate" where arguments.match(nil, "equalTo", "toGranularity"):
            let component = try StandardLibrary.component(arguments[2], in: call)
            return .bool(calendar.isDate(try arguments.date(0), equalTo: try arguments.date(1), toGranularity: component))
        case "compare" where arguments.match(nil, "to", "toGranularity"):
            let component = try StandardLibrary.component(arguments[2], in: call)
            let result = calendar.compare(try arguments.date(0), to: try arguments.date(1), toGranularity: component)
            let names: [ComparisonResult: String] = [.orderedAscending: "orderedAscending", .orderedDescending: "orderedDescending"]
            return .symbol(Symbol(name: names[result] ?? "orderedSame"))
        case "range" where arguments.match("of", "in", "for"):
            let smaller = try StandardLibrary.component(arguments[0], in: call), larger = try StandardLibrary.component(arguments[1], in: call)
            guard let range = calendar.range(of: smaller, in: larger, for: try arguments.date(2)) else { return .null }
            return .range(lower: .int(range.lowerBound), upper: .int(range.upperBound), closed: false)
        case "ordinality" where arguments.match("of", "in", "for"):
            let smaller = try StandardLibrary.component(arguments[0], in: call), larger = try StandardLibrary.component(arguments[1], in: call)
            return calendar.ordinality(of: smaller, in: larger, for: try arguments.date(2)).map(Value.int) ?? .null
        case "dateInterval" where arguments.match("of", "for"):
            let component = try StandardLibrary.component(arguments[0], in: call)
            return calendar.dateInterval(of: component, for: try arguments.date(1)).map(dateIntervalValue) ?? .null
        case "enumerateDates" where arguments.list.first?.label == "startingAfter" && arguments.list.dropFirst().first?.label == "matching":
            guard case .function(let body)? = arguments.list.last?.value else { return nil }
            let components = try readDateComponents(arguments[1], in: call)
            var date = try arguments.date(0)
            for _ in 0..<Self.enumeratedDatesBound {
                guard let next = calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime) else { break }
                _ = try body.call(.date(next), .bool(true), .bool(false))
                date = next
            }
            // Said after the closure's calls, so that the warning is the call's, not their last line's.
            approximate("enumerateDates(…)'s closure is called for the next \(Self.enumeratedDatesBound) matching dates: "
                + "setting its stop parameter does not end the enumeration here")
            return .void
        case "nextDate" where arguments.list.first?.label == "after" && arguments.list.dropFirst().first?.label == "matching":
            let components = try readDateComponents(arguments[1], in: call)
            return calendar.nextDate(after: try arguments.date(0), matching: components, matchingPolicy: .nextTime).map(Value.date) ?? .null
        default:
            return nil
        }
    }

    /// `Calendar.Identifier`'s cases by their Swift names: dates counted and written in them
    /// through Foundation's ICU.
    static let calendarIdentifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic,
        "ethiopicAmeteMihret": .ethiopicAmeteMihret, "ethiopicAmeteAlem": .ethiopicAmeteAlem, "hebrew": .hebrew,
        "iso8601": .iso8601, "indian": .indian, "islamic": .islamic, "islamicCivil": .islamicCivil, "japanese": .japanese,
        "persian": .persian, "republicOfChina": .republicOfChina, "islamicTabular": .islamicTabular,
        "islamicUmmAlQura": .islamicUmmAlQura,
    ]

    /// How many matches `enumerateDates` hands its closure: the evaluator cannot read back the
    /// closure's `stop` (an `inout` parameter), so it ends after these. 400 is enough for a year
    /// of days, or seven of weeks, the spans widgets enumerate.
    static let enumeratedDatesBound = 400

    /// A `DateInterval`: `start`, `end` and `duration` in seconds.
    func dateIntervalValue(_ interval: DateInterval) -> Value {
        .instance(Instance(typeName: "DateInterval", fields: ["start": .date(interval.start), "end": .date(interval.end),
                                                             "duration": .double(interval.duration)], isReference: false))
    }

    // MARK: TimeZone and Locale

    func timeZoneMethod(_ name: String, of value: Value, _ arguments: Arguments) throws -> Value? {
        let zone = readTimeZone(value)
        switch name {
        case "secondsFromGMT" where arguments.isEmpty:
            return .int(zone.secondsFromGMT(for: now))
        case "secondsFromGMT" where arguments.match("for"):
            return .int(zone.secondsFromGMT(for: try arguments.date(0)))
        case "abbreviation" where arguments.isEmpty:
            return zone.abbreviation(for: now).map(Value.string) ?? .null
        case "abbreviation" where arguments.match("for"):
            return zone.abbreviation(for: try arguments.date(0)).map(Value.string) ?? .null
        case "isDaylightSavingTime" where arguments.isEmpty:
            return .bool(zone.isDaylightSavingTime(for: now))
        case "isDaylightSavingTime" where arguments.match("for"):
            return .bool(zone.isDaylightSavingTime(for: try arguments.date(0)))
        default:
            return nil
        }
    }

    /// `locale.localizedString(forLanguageCode: "he")`: the name Foundation gives in the locale's language.
    func localeMethod(_ name: String, of instance: Instance, _ arguments: Arguments) throws -> Value? {
        let locale = Locale(identifier: instance.fields["identifier"].map(\.description) ?? locale.identifier)
        guard name == "localizedString", arguments.count == 1 else { return nil }
        let code = try arguments.string(0)
        switch arguments.list[0].label {
        case "forLanguageCode": return locale.localizedString(forLanguageCode: code).map(Value.string) ?? .null
        case "forRegionCode": return locale.localizedString(forRegionCode: code).map(Value.string) ?? .null
        case "forIdentifier": return locale.localizedString(forIdentifier: code).map(Value.string) ?? .null
        case "forCurrencyCode": return locale.localizedString(forCurrencyCode: code).map(Value.string) ?? .null
        default: return nil
        }
    }

    /// A `Locale.LanguageCode`, `Locale.Region` or `Locale.Script`: its `identifier`.
    static func identified(_ typeName: String, _ identifier: String) -> Value {
        .instance(Instance(typeName: typeName, fields: ["identifier": .string(identifier)], isReference: false))
    }

    func localeProperty(_ name: String, of instance: Instance) -> Value? {
        let identifier = instance.fields["identifier"].map(\.description) ?? locale.identifier
        let foundation = Locale(identifier: identifier)
        switch name {
        case "identifier": return .string(identifier)
        case "languageCode": return foundation.language.languageCode.map { .string($0.identifier) } ?? .null
        case "regionCode": return foundation.region.map { .string($0.identifier) } ?? .null
        case "language":
            // iOS 16's `Locale.Language`: `Locale.current.language.languageCode?.identifier`.
            let language = foundation.language
            return .instance(Instance(typeName: "Locale.Language", fields: [
                "languageCode": language.languageCode.map { Self.identified("Locale.LanguageCode", $0.identifier) } ?? .null,
                "region": language.region.map { Self.identified("Locale.Region", $0.identifier) } ?? .null,
                "script": language.script.map { Self.identified("Locale.Script", $0.identifier) } ?? .null,
                "minimalIdentifier": .string(language.minimalIdentifier), "maximalIdentifier": .string(language.maximalIdentifier),
            ], isReference: false))
        case "region": return foundation.region.map { Self.identified("Locale.Region", $0.identifier) } ?? .null
        case "usesMetricSystem": return .bool(foundation.measurementSystem == .metric)
        case "measurementSystem":
            let system = foundation.measurementSystem == .us ? "us" : foundation.measurementSystem == .uk ? "uk" : "metric"
            return .enumCase(EnumCaseValue(typeName: "Locale.MeasurementSystem", caseName: system))
        case "decimalSeparator": return foundation.decimalSeparator.map(Value.string) ?? .null
        case "groupingSeparator": return foundation.groupingSeparator.map(Value.string) ?? .null
        case "currencyCode": return foundation.currency.map { .string($0.identifier) } ?? .null
        case "currencySymbol": return foundation.currencySymbol.map(Value.string) ?? .null
        case "calendar": return calendarValue()
        default: return nil
        }
    }
}
