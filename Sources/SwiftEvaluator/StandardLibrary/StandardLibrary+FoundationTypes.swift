import Foundation

/// The Foundation types held as instances (formatters, Calendar, TimeZone, Locale,
/// DateComponents, Measurement): making them, reading their settings, calling their methods, and
/// the static members and enum cases of Foundation's option types.
extension StandardLibrary {
    static let foundationTypeNames: Set<String> = [
        "Calendar", "TimeZone", "Locale", "DateComponents", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter",
        "RelativeDateTimeFormatter", "DateComponentsFormatter", "MeasurementFormatter", "Measurement", "CharacterSet", "UUID",
        "Scanner",
    ]

    /// Types whose static members are plain cases, read by whoever receives them (`.decimal`, `.day`).
    static let optionTypeNames: Set<String> = [
        "FloatingPointRoundingRule", "Calendar.Component", "Calendar.Identifier", "NumberFormatter.Style",
        "NumberFormatter.RoundingMode", "DateFormatter.Style", "RelativeDateTimeFormatter.UnitsStyle",
        "RelativeDateTimeFormatter.DateTimeStyle", "DateComponentsFormatter.UnitsStyle",
        "DateComponentsFormatter.ZeroFormattingBehavior", "NSCalendar.Unit", "MeasurementFormatter.UnitOptions",
        "Formatter.UnitStyle", "ComparisonResult", "String.CompareOptions", "CharacterSet",
    ]

    func foundationProperty(_ name: String, of instance: Instance) throws -> Value? {
        guard StandardLibrary.foundationTypeNames.contains(instance.typeName) else { return nil }
        if let field = instance.fields[name] { return field }
        switch instance.typeName {
        case "Calendar": return calendarProperty(name)
        case "Locale": return localeProperty(name, of: instance)
        case "NumberFormatter": return numberFormatterDefault(name, of: instance)
        case "TimeZone" where name == "identifier": return .string(readTimeZone(.instance(instance)).identifier)
        case "DateComponents" where name == "isLeapMonth": return .bool(false)
        case "Scanner": return scannerProperty(name, of: instance)
        default: return nil
        }
    }

    func unitProperty(_ name: String, of unit: EnumCaseValue) -> Value? {
        guard let measurementUnit = MeasurementUnit.named(unit.caseName, in: unit.typeName) else { return nil }
        return name == "symbol" ? .string(measurementUnit.symbol) : nil
    }

    func foundationMethod(_ name: String, of instance: Instance, _ arguments: Arguments) throws -> Value? {
        switch instance.typeName {
        case "Calendar": return try calendarMethod(name, of: .instance(instance), arguments)
        case "TimeZone": return try timeZoneMethod(name, of: .instance(instance), arguments)
        case "Locale": return try localeMethod(name, of: instance, arguments)
        case "DateFormatter": return try dateFormatterMethod(name, of: instance, arguments)
        case "ISO8601DateFormatter": return try iso8601FormatterMethod(name, of: instance, arguments)
        case "NumberFormatter": return try numberFormatterMethod(name, of: instance, arguments)
        case "RelativeDateTimeFormatter": return try relativeFormatterMethod(name, of: instance, arguments)
        case "DateComponentsFormatter": return try componentsFormatterMethod(name, of: instance, arguments)
        case "MeasurementFormatter": return try measurementFormatterMethod(name, of: instance, arguments)
        case "Measurement": return try measurementMethod(name, of: .instance(instance), arguments)
        case "Duration": return try durationMethod(name, of: instance, arguments)
        case "Scanner": return try scannerMethod(name, of: instance, arguments)
        default: return nil
        }
    }

    func foundationInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        func symbol(_ name: String) -> Value { .symbol(Symbol(name: name)) }
        switch name {
        case "DateFormatter" where arguments.isEmpty:
            return dateFormatterValue()
        case "Scanner" where arguments.match("string"):
            return scannerValue(try arguments.string(0))
        case "NumberFormatter" where arguments.isEmpty:
            return numberFormatterValue()
        case "UUID" where arguments.isEmpty:
            return uuidValue(identifiers.next())
        case "UUID" where arguments.match("uuidString"):
            return Foundation.UUID(uuidString: try arguments.string(0)).map { uuidValue($0.uuidString) } ?? .null
        case "ISO8601DateFormatter" where arguments.isEmpty:
            return .instance(Instance(typeName: name, fields: ["timeZone": timeZoneValue(TimeZone(identifier: "UTC")!)], isReference: true))
        case "RelativeDateTimeFormatter" where arguments.isEmpty:
            return .instance(Instance(typeName: name, fields: [
                "unitsStyle": symbol("full"), "dateTimeStyle": symbol("numeric"), "locale": localeValue("en_US"),
            ], isReference: true))
        case "DateComponentsFormatter" where arguments.isEmpty:
            return .instance(Instance(typeName: name, fields: [
                "unitsStyle": symbol("positional"), "allowedUnits": .array([]), "zeroFormattingBehavior": symbol("default"),
                "maximumUnitCount": .int(0), "includesApproximationPhrase": .bool(false), "includesTimeRemainingPhrase": .bool(false),
            ], isReference: true))
        case "MeasurementFormatter" where arguments.isEmpty:
            // Its `numberFormatter` is a decimal formatter (up to three fraction digits) the code may set.
            let numbers = numberFormatterValue()
            if case .instance(let formatter) = numbers { formatter.fields["numberStyle"] = symbol("decimal") }
            return .instance(Instance(typeName: name, fields: [
                "unitStyle": symbol("medium"), "unitOptions": .array([]), "locale": localeValue("en_US"), "numberFormatter": numbers,
            ], isReference: true))
        // CoreLocation's value types, which solar and weather widgets compute with.
        case "CLLocationCoordinate2D" where arguments.match("latitude", "longitude"):
            return .tuple([TupleElement(label: "latitude", value: arguments[0]), TupleElement(label: "longitude", value: arguments[1])])
        case "CLLocation" where arguments.match("latitude", "longitude"):
            let coordinate = Value.tuple([TupleElement(label: "latitude", value: arguments[0]), TupleElement(label: "longitude", value: arguments[1])])
            return .tuple([TupleElement(label: "coordinate", value: coordinate)])
        case "Calendar" where arguments.match("identifier"):
            return calendarValue(identifier: try Arguments.caseName(arguments[0], in: "Calendar(identifier:)"))
        case "Locale" where arguments.match("identifier"):
            return localeValue(try arguments.string(0))
        case "TimeZone" where arguments.match("identifier"):
            return TimeZone(identifier: try arguments.string(0)).map(timeZoneValue) ?? .null
        case "TimeZone" where arguments.match("secondsFromGMT"):
            return TimeZone(secondsFromGMT: try arguments.int(0)).map(timeZoneValue) ?? .null
        case "TimeZone" where arguments.match("abbreviation"):
            return TimeZone(abbreviation: try arguments.string(0)).map(timeZoneValue) ?? .null
        case "DateComponents":
            return try dateComponentsInitializer(arguments)
        case "URL" where arguments.match("string"):
            let text = try arguments.string(0)
            return URL(string: text) == nil || text.isEmpty ? .null : .string(text)
        case "URL" where arguments.match("fileURLWithPath"):
            return .string(try arguments.string(0))
        case "Measurement" where arguments.match("value", "unit"):
            return measurementValue(try arguments.double(0), try readUnit(arguments[1], in: "Measurement(value:unit:)"))
        default:
            return nil
        }
    }

    private func dateComponentsInitializer(_ arguments: Arguments) throws -> Value? {
        let names = Set(StandardLibrary.dateComponentNames.map(\.name))
        guard arguments.list.allSatisfy({ $0.label.map { names.contains($0) || $0 == "calendar" || $0 == "timeZone" } ?? false }) else { return nil }
        guard case .instance(let instance) = dateComponentsValue(DateComponents()) else { return nil }
        for argument in arguments.list {
            guard let label = argument.label else { continue }
            if label == "calendar" || label == "timeZone" {
                instance.fields[label] = argument.value
            } else if !argument.value.isNull {
                instance.fields[label] = .int(try Arguments.int(argument.value, in: "DateComponents(\(label):)"))
            }
        }
        return .instance(instance)
    }

    func foundationStaticMember(_ name: String, of typeName: String) -> Value? {
        switch (typeName, name) {
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return calendarValue()
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return localeValue(locale.identifier)
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"), ("TimeZone", "local"): return timeZoneValue(timeZone)
        case ("TimeZone", "gmt"): return timeZoneValue(TimeZone(identifier: "GMT")!)
        case ("NSLocale", "Key"): return .type("NSLocale.Key")
        case ("NSLocale.Key", _):
            // The keys `Locale.identifier(fromComponents:)` reads, with Foundation's own raw values.
            let keys: [String: NSLocale.Key] = ["languageCode": .languageCode, "countryCode": .countryCode, "scriptCode": .scriptCode,
                                                "variantCode": .variantCode, "currencyCode": .currencyCode, "calendar": .calendar,
                                                "collationIdentifier": .collationIdentifier]
            return keys[name].map { .enumCase(EnumCaseValue(typeName: "NSLocale.Key", caseName: name, rawValue: .string($0.rawValue))) }
        default: break
        }
        guard let unit = MeasurementUnit.named(name, in: typeName) else { return nil }
        return unit.value
    }

    func symbolStaticMember(_ name: String, of typeName: String) -> Value? {
        guard StandardLibrary.optionTypeNames.contains(typeName) else { return nil }
        return .symbol(Symbol(name: name))
    }

    func foundationStaticMethod(_ name: String, of typeName: String, _ arguments: Arguments) throws -> Value? {
        if typeName == "Duration" { return try durationStaticMethod(name, arguments) }
        switch (typeName, name) {
        case ("Date", "FormatStyle") where arguments.list.allSatisfy({ ["date", "time", "locale", "calendar", "timeZone"].contains($0.label) }):
            // `Date.FormatStyle(date:time:locale:calendar:timeZone:)`: `.dateTime` with its own
            // settings, to which `.day()`, `.month(.wide)`, … add fields as to `.dateTime`.
            return .symbol(Symbol(name: "dateTime", arguments: arguments.list))
        case ("DateFormatter", "localizedString") where arguments.match("from", "dateStyle", "timeStyle"):
            let pattern = try pattern(dateStyle: try Arguments.caseName(arguments[1], in: arguments.call),
                                      timeStyle: try Arguments.caseName(arguments[2], in: arguments.call), in: arguments.call)
            return .string(write(try arguments.date(0), pattern: pattern, calendar: calendar))
        case ("DateFormatter", "dateFormat") where arguments.list.first?.label == "fromTemplate":
            let locale = arguments.count > 2 ? previewLocale(arguments[2]) : locale
            return .string(pattern(forTemplate: try arguments.string(0), locale: locale))
        case ("NumberFormatter", "localizedString") where arguments.match("from", "number"):
            guard case .instance(let formatter) = numberFormatterValue() else { return nil }
            formatter.fields["numberStyle"] = arguments[1]
            return try numberFormatterString(formatter, arguments[0]).map(Value.string) ?? .null
        case ("DateComponentsFormatter", "localizedString") where arguments.match("from", "unitsStyle"):
            var duration = durationText(calendar: calendar)
            duration.style = try Arguments.caseName(arguments[1], in: arguments.call)
            return duration.format(try readDateComponents(arguments[0], in: arguments.call)).map(Value.string) ?? .null
        case ("Locale", "identifier") where arguments.match("fromComponents"):
            guard case .dictionary(let pairs) = arguments[0] else { return nil }
            var components: [String: String] = [:]
            for (key, value) in pairs {
                guard case .string(let k) = key, case .string(let v) = value else { return nil }
                components[k] = v
            }
            return .string(Locale.identifier(fromComponents: components))
        case ("String", "localizedStringWithFormat") where !arguments.isEmpty:
            let values = arguments.list.dropFirst().map(\.value)
            return .string(try PrintfFormatter(format: try arguments.string(0)).format(Array(values)))
        default:
            return nil
        }
    }

    /// A `UUID`, as its `uuidString`.
    func uuidValue(_ text: String) -> Value {
        .instance(Instance(typeName: "UUID", fields: ["uuidString": .string(text)], isReference: false))
    }
}

/// The identifiers `UUID()` gives: distinct, as a device's are, and the same on every run (the
/// first is `00000000-0000-4000-8000-000000000001`), so that a preview never changes by itself.
final class IdentifierSequence: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return String(format: "00000000-0000-4000-8000-%012X", count)
    }
}
