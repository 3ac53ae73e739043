import Foundation

/// DateFormatter, ISO8601DateFormatter, RelativeDateTimeFormatter and DateComponentsFormatter as
/// shared instances whose fields are their settings; every setting is read when a method runs.
/// A DateFormatter writes through Foundation in its `locale` (the preview's unless set).
extension StandardLibrary {
    func dateFormatterValue() -> Value {
        .instance(Instance(typeName: "DateFormatter", fields: [
            "dateFormat": .string(""), "dateStyle": .symbol(Symbol(name: "none")), "timeStyle": .symbol(Symbol(name: "none")),
            "locale": localeValue(locale.identifier), "timeZone": timeZoneValue(timeZone), "doesRelativeDateFormatting": .bool(false),
        ], isReference: true))
    }

    /// The pattern a DateFormatter writes with: its `dateFormat`, or its date and time styles.
    private func pattern(of formatter: Instance) throws -> String {
        if case .string(let format)? = formatter.fields["dateFormat"], !format.isEmpty { return format }
        let dateStyle = formatter.fields["dateStyle"].flatMap(Arguments.caseName) ?? "none"
        let timeStyle = formatter.fields["timeStyle"].flatMap(Arguments.caseName) ?? "none"
        return try pattern(dateStyle: dateStyle, timeStyle: timeStyle, in: "DateFormatter", locale: previewLocale(formatter.fields["locale"]))
    }

    private func calendar(of formatter: Instance) -> Calendar {
        var result = calendar
        result.timeZone = readTimeZone(formatter.fields["timeZone"])
        return result
    }

    func dateFormatterString(_ formatter: Instance, _ date: Date) throws -> String {
        let calendar = calendar(of: formatter)
        if case .bool(true)? = formatter.fields["doesRelativeDateFormatting"],
           let dateStyle = formatter.fields["dateStyle"].flatMap(Arguments.caseName), dateStyle != "none" {
            let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 99
            if let name = [-1: "Yesterday", 0: "Today", 1: "Tomorrow"][days] {
                let timeStyle = formatter.fields["timeStyle"].flatMap(Arguments.caseName) ?? "none"
                if timeStyle == "none" { return name }
                let time = try pattern(dateStyle: "none", timeStyle: timeStyle, in: "DateFormatter")
                return name + " at " + write(date, pattern: time, calendar: calendar, locale: previewLocale(formatter.fields["locale"]))
            }
        }
        return write(date, pattern: try pattern(of: formatter), calendar: calendar, locale: previewLocale(formatter.fields["locale"]))
    }

    func dateFormatterMethod(_ name: String, of formatter: Instance, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "string" where arguments.match("from"):
            return .string(try dateFormatterString(formatter, try arguments.date(0)))
        case "string" where arguments.match("for"):
            guard case .date(let date) = arguments[0] else { return .null }
            return .string(try dateFormatterString(formatter, date))
        case "date" where arguments.match("from"):
            let parser = DateFormatter()
            parser.locale = Locale(identifier: "en_US_POSIX")
            parser.timeZone = readTimeZone(formatter.fields["timeZone"])
            parser.dateFormat = try pattern(of: formatter)
            return parser.date(from: try arguments.string(0)).map(Value.date) ?? .null
        case "setLocalizedDateFormatFromTemplate" where arguments.match(nil):
            formatter.fields["dateFormat"] = .string(pattern(forTemplate: try arguments.string(0), locale: previewLocale(formatter.fields["locale"])))
            return .void
        default:
            return nil
        }
    }

    // MARK: ISO8601DateFormatter

    func iso8601FormatterMethod(_ name: String, of formatter: Instance, _ arguments: Arguments) throws -> Value? {
        let zone = formatter.fields["timeZone"].map { readTimeZone($0) } ?? TimeZone(identifier: "UTC")!
        switch name {
        case "string" where arguments.match("from"):
            let writer = ISO8601DateFormatter()
            writer.timeZone = zone
            return .string(writer.string(from: try arguments.date(0)))
        case "date" where arguments.match("from"):
            let text = try arguments.string(0)
            let parser = ISO8601DateFormatter()
            parser.timeZone = zone
            if let date = parser.date(from: text) { return .date(date) }
            parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return parser.date(from: text).map(Value.date) ?? .null
        default:
            return nil
        }
    }

    // MARK: RelativeDateTimeFormatter

    func relativeFormatterMethod(_ name: String, of formatter: Instance, _ arguments: Arguments) throws -> Value? {
        let units = formatter.fields["unitsStyle"].flatMap(Arguments.caseName) ?? "full"
        let style = formatter.fields["dateTimeStyle"].flatMap(Arguments.caseName) ?? "numeric"
        let text = RelativeDateText(named: style == "named", unitsStyle: units == "full" || units == "spellOut" ? .wide : .abbreviated,
                                    calendar: readCalendar(formatter.fields["calendar"]))
        switch name {
        case "localizedString" where arguments.match("for", "relativeTo"):
            return .string(text.format(try arguments.date(0), relativeTo: try arguments.date(1)))
        case "localizedString" where arguments.match("fromTimeInterval"):
            return .string(text.format(now.addingTimeInterval(try arguments.double(0)), relativeTo: now))
        case "localizedString" where arguments.match("from"):
            let components = try readDateComponents(arguments[0], in: arguments.call)
            let date = calendar.date(byAdding: components, to: now) ?? now
            return .string(text.format(date, relativeTo: now))
        case "string" where arguments.match("for"):
            guard case .date(let date) = arguments[0] else { return .null }
            return .string(text.format(date, relativeTo: now))
        default:
            return nil
        }
    }

    // MARK: DateComponentsFormatter

    /// A duration writer in the preview's language, which says where it writes English instead.
    func durationText(calendar: Calendar) -> DurationText {
        var duration = DurationText(calendar: calendar)
        duration.locale = locale
        duration.writesEnglishInstead = { [self] in
            approximate("DateComponentsFormatter writes English here: ICU has no words for one of its units in \(locale.identifier)")
        }
        return duration
    }

    func componentsFormatterMethod(_ name: String, of formatter: Instance, _ arguments: Arguments) throws -> Value? {
        var duration = durationText(calendar: readCalendar(formatter.fields["calendar"]))
        if let units = formatter.fields["allowedUnits"], !units.isNull {
            let set = try StandardLibrary.components(units, in: "allowedUnits")
            if !set.isEmpty { duration.units = DurationText.allUnits.filter(set.contains) }
        }
        duration.style = formatter.fields["unitsStyle"].flatMap(Arguments.caseName) ?? "positional"
        duration.zeroBehavior = formatter.fields["zeroFormattingBehavior"].flatMap(Arguments.caseName) ?? "default"
        if case .int(let count)? = formatter.fields["maximumUnitCount"] { duration.maximumUnitCount = count }
        if case .bool(let approximate)? = formatter.fields["includesApproximationPhrase"] { duration.approximate = approximate }
        if case .bool(let remaining)? = formatter.fields["includesTimeRemainingPhrase"] { duration.remaining = remaining }
        if duration.speaksAnotherLanguage, duration.approximate || duration.remaining {
            approximate("DateComponentsFormatter's \"About\" and \"remaining\" are written in English here: ICU has no words for them to write \(locale.identifier)")
        }
        if duration.style == "spellOut" {
            approximate("DateComponentsFormatter's spelled-out numbers (.spellOut) are written as digits here")
        }
        switch name {
        case "string" where arguments.match("from"):
            if case .instance = arguments[0] {
                return duration.format(try readDateComponents(arguments[0], in: arguments.call)).map(Value.string) ?? .null
            }
            return duration.format(seconds: try arguments.double(0), from: now).map(Value.string) ?? .null
        case "string" where arguments.match("for"):
            guard let seconds = arguments[0].number else { return .null }
            return duration.format(seconds: seconds, from: now).map(Value.string) ?? .null
        case "string" where arguments.match("from", "to"):
            let start = try arguments.date(0)
            return duration.format(seconds: try arguments.date(1).timeIntervalSince(start), from: start).map(Value.string) ?? .null
        default:
            return nil
        }
    }
}
