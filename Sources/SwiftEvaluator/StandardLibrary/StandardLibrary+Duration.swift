import Foundation

/// Swift's `Duration` (`.seconds(x)`, `.minutes(x)`, `.hours(x)`, `.milliseconds(x)`), formatted by
/// Foundation's `Duration.UnitsFormatStyle` and `TimeFormatStyle` ("12 hrs, 5 min", "12:05:12").
extension StandardLibrary {
    func durationValue(seconds: Double) -> Value {
        .instance(Instance(typeName: "Duration", fields: ["seconds": .double(seconds)], isReference: false))
    }

    func durationStaticMethod(_ name: String, _ arguments: Arguments) throws -> Value? {
        let unit: Double
        switch name {
        // `Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .condensedAbbreviated)`, as `.units(…)`.
        case "UnitsFormatStyle": return .symbol(Symbol(name: "units", arguments: arguments.list))
        case "TimeFormatStyle": return .symbol(Symbol(name: "time", arguments: arguments.list))
        case "seconds": unit = 1
        case "milliseconds": unit = 0.001
        case "microseconds": unit = 0.000_001
        case "minutes": unit = 60
        case "hours": unit = 3600
        default: return nil
        }
        guard arguments.list.count == 1 else { return nil }
        let amount = try arguments.double(0)
        guard amount.isFinite, abs(amount) < 1e15 else { throw arguments.fail("a duration of \(amount) \(name)") }
        return durationValue(seconds: amount * unit)
    }

    func durationMethod(_ name: String, of instance: Instance, _ arguments: Arguments) throws -> Value? {
        guard case .double(let seconds)? = instance.fields["seconds"] else { return nil }
        let duration = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        switch name {
        case "formatted":
            guard let style = arguments.list.first?.value else { return .string(duration.formatted()) }
            guard case .symbol(let symbol) = style, symbol.chain.isEmpty else { return nil }
            let options = Arguments(symbol.arguments ?? [], call: "." + symbol.name)
            switch symbol.name {
            case "units": return .string(duration.formatted(try unitsStyle(options)))
            case "time":
                let pattern: Duration.TimeFormatStyle.Pattern
                switch options.list.first.flatMap({ Arguments.caseName($0.value) }) {
                case "minuteSecond": pattern = .minuteSecond
                case "hourMinute": pattern = .hourMinute
                default: pattern = .hourMinuteSecond
                }
                return .string(duration.formatted(.time(pattern: pattern)))
            default: return nil
            }
        default:
            return nil
        }
    }

    private func unitsStyle(_ options: Arguments) throws -> Duration.UnitsFormatStyle {
        var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
        var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
        var maximumUnitCount: Int?
        for option in options.list {
            switch option.label {
            case "allowed", "allowedUnits":
                guard case .array(let items) = option.value else { continue }
                let units: [Duration.UnitsFormatStyle.Unit] = items.compactMap { item in
                    switch Arguments.caseName(item) {
                    case "weeks": .weeks
                    case "days": .days
                    case "hours": .hours
                    case "minutes": .minutes
                    case "seconds": .seconds
                    case "milliseconds": .milliseconds
                    default: nil
                    }
                }
                if !units.isEmpty { allowed = Set(units) }
            case "width":
                switch Arguments.caseName(option.value) {
                case "wide": width = .wide
                case "condensedAbbreviated": width = .condensedAbbreviated
                case "narrow": width = .narrow
                default: width = .abbreviated
                }
            case "maximumUnitCount":
                maximumUnitCount = try Arguments.int(option.value, in: "maximumUnitCount:")
            default:
                continue
            }
        }
        return .units(allowed: allowed, width: width, maximumUnitCount: maximumUnitCount)
    }
}
