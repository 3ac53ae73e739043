import Foundation
import Localization

/// The standard library and Foundation as widget code uses them: numbers, strings, collections,
/// dates, calendars, formatters and `String(format:)`, evaluated in the preview's locale against
/// a fixed current time so that a preview is the same on every machine. Dates are written by
/// Foundation itself (its ICU is linked into the program, so it is the same everywhere).
///
/// Every entry point returns nil for a name it does not provide, and throws `EvaluationError` when
/// it provides the name but Swift would reject the arguments or trap on them.
///
/// Randomness is deterministic: `random(in:)`, `Bool.random()`, `randomElement()` and `shuffled()`
/// draw from one fixed sequence per evaluation (`RandomSequence`); `UUID()` counts up from
/// `00000000-0000-4000-8000-000000000001`.
public struct StandardLibrary: Sendable {
    /// The preview's current time: what `Date()` and `Date.now` give.
    public var now: Date {
        clock.reads += 1
        return clock.now
    }
    /// The time zone of `Calendar.current`, `TimeZone.current` and new formatters.
    public var timeZone: TimeZone {
        clock.reads += 1
        return clock.timeZone
    }
    /// How many times `now` or `timeZone` has been read: a `static let` computed without
    /// reading them is the same at every moment (`SharedStatics`).
    public var clockReads: Int { clock.reads }
    /// Counts a read of the clock made elsewhere: a static computed from it was taken.
    func noteClockRead() { clock.reads += 1 }
    /// The moment and time zone, not counted as read: for naming what was computed from them.
    var moment: (now: Date, timeZone: TimeZone) { (clock.now, clock.timeZone) }
    private let clock: Clock
    /// What `UUID()` gives, in order.
    let identifiers = IdentifierSequence()
    /// What the random functions give, in order.
    let random = RandomSequence()
    /// What the last calls wrote other than iOS would, for the evaluator to say at the call.
    private let approximations = Approximations()

    /// Notes that a call wrote its result other than iOS would (`message` says how).
    func approximate(_ message: String) {
        approximations.messages.append(message)
    }

    /// The notes made since the last time they were taken.
    func takeApproximations() -> [String] {
        defer { approximations.messages = [] }
        return approximations.messages
    }

    /// The notes of one evaluation, which runs on one thread.
    private final class Approximations: @unchecked Sendable {
        var messages: [String] = []
    }

    /// The phone's language and region: `Locale.current`, and the locale of new calendars and formatters.
    public let locale: PreviewLocale

    public init(now: Date, timeZone: TimeZone, locale: PreviewLocale = .unitedStatesEnglish) {
        clock = Clock(now: now, timeZone: timeZone)
        self.locale = locale
    }

    /// The moment and time zone of one evaluation, and how often it read them.
    private final class Clock: @unchecked Sendable {
        let now: Date
        let timeZone: TimeZone
        var reads = 0
        init(now: Date, timeZone: TimeZone) {
            self.now = now
            self.timeZone = timeZone
        }
    }

    /// `value.name`: a property of a standard type; nil when not provided.
    public func property(_ name: String, of value: Value) throws -> Value? {
        if name == "description" || name == "debugDescription" {
            switch value {
            case .int, .double, .bool, .string, .character, .date, .array, .dictionary, .range, .tuple:
                return .string(name == "description" ? value.description : value.debugDescription)
            default:
                break
            }
        }
        switch value {
        case .int, .double: return try numberProperty(name, of: value)
        case .string(let text): return try stringProperty(name, of: text)
        case .character(let character): return characterProperty(name, of: character)
        case .array, .range, .dictionary: return try collectionProperty(name, of: value)
        case .date(let date): return dateProperty(name, of: date)
        case .instance(let instance): return try concurrencyProperty(name, of: instance) ?? foundationProperty(name, of: instance)
        case .enumCase(let unit): return unitProperty(name, of: unit)
        case .host(let hosted as BinaryData): return dataProperty(name, of: hosted)
        default: return nil
        }
    }

    /// `value.name(arguments)`: a method of a standard type; closures come as `.function` values.
    public func method(_ name: String, of value: Value, arguments: [Argument]) throws -> Value? {
        let arguments = Arguments(arguments, call: name)
        switch value {
        case .int, .double:
            return try numberMethod(name, of: value, arguments)
        case .string(let text):
            if let result = try stringMethod(name, of: text, arguments) { return result }
            return try sequenceMethod(name, of: value, arguments)
        case .character(let character):
            return characterMethod(name, of: character, arguments)
        case .bool(let bool):
            return name == "toggled" && arguments.isEmpty ? .bool(!bool) : nil
        case .array, .range:
            if let result = try collectionMethod(name, of: value, arguments) { return result }
            return try sequenceMethod(name, of: value, arguments)
        case .dictionary(let pairs):
            if let result = try dictionaryMethod(name, of: pairs, arguments) { return result }
            return try sequenceMethod(name, of: value, arguments)
        case .date(let date):
            return try dateMethod(name, of: date, arguments)
        case .instance(let instance) where name == "next" && arguments.isEmpty && StandardLibrary.iteratorTypeNames.contains(instance.typeName):
            return try nextElement(of: instance)
        case .instance(let instance):
            return try concurrencyMethod(name, of: instance, arguments) ?? foundationMethod(name, of: instance, arguments)
        case .host(let hosted as BinaryData):
            return dataMethod(name, of: hosted, arguments)
        default:
            return nil
        }
    }

    /// `Name(arguments)`: an initializer of a standard type or a free function; nil when not provided.
    public func call(_ name: String, arguments: [Argument]) throws -> Value? {
        let arguments = Arguments(arguments, call: name)
        if let result = try numberInitializer(name, arguments) { return result }
        if let result = try dataInitializer(name, arguments) { return result }
        if let result = try iteratorInitializer(name, arguments) { return result }
        if let result = try stringInitializer(name, arguments) { return result }
        if let result = try collectionInitializer(name, arguments) { return result }
        if let result = try dateInitializer(name, arguments) { return result }
        if let result = try foundationInitializer(name, arguments) { return result }
        if let result = try mathFunction(name, arguments) { return result }
        if let result = try concurrencyCall(name, arguments) { return result }
        return try freeFunction(name, arguments)
    }

    /// `Type.name`: a static member of a standard type; nil when not provided.
    public func staticMember(_ name: String, of typeName: String) throws -> Value? {
        // A nested standard type named through the type it is in: `Calendar.Component` of
        // `Calendar.Component.year`.
        if name.first?.isUppercase == true, Self.optionTypeNames.contains(typeName + "." + name) { return .type(typeName + "." + name) }
        if let result = numberStaticMember(name, of: typeName) { return result }
        if let result = dateStaticMember(name, of: typeName) { return result }
        if let result = foundationStaticMember(name, of: typeName) { return result }
        if let result = concurrencyStaticMember(name, of: typeName) { return result }
        return symbolStaticMember(name, of: typeName)
    }

    /// `Type.name(arguments)`: a static method of a standard type; nil when not provided.
    public func staticMethod(_ name: String, of typeName: String, arguments: [Argument]) throws -> Value? {
        // `Binding.constant(0.25)`: a binding that never changes is its value here.
        if typeName == "Binding", name == "constant", arguments.count == 1 { return arguments[0].value }
        // `Result<Int, LoadError>.success(7)`: a `Result` is its case by name, as `.success(7)` is.
        if typeName == "Result", name == "success" || name == "failure", arguments.count == 1 {
            return .symbol(Symbol(name: name, arguments: arguments))
        }
        let arguments = Arguments(arguments, call: typeName + "." + name)
        if let result = try numberStaticMethod(name, of: typeName, arguments) { return result }
        if let result = try concurrencyStaticMethod(name, of: typeName, arguments) { return result }
        return try foundationStaticMethod(name, of: typeName, arguments)
    }

    /// The value a declared type makes of `value`: an integer literal given to `Double`, `CGFloat`,
    /// `Float` or `TimeInterval` (also inside optionals, arrays, dictionaries and ranges) becomes a
    /// Double; a one-character string given to `Character` becomes a Character; an array given to a
    /// `Set` loses its duplicates. Anything else is returned as it is.
    public func convert(_ value: Value, toType typeName: String) -> Value {
        TypeConversion(typeName).apply(to: value)
    }

    /// `value` written in a format style (`.number`, `.percent`, `.currency(code:)`, `.dateTime…`,
    /// `.relative(presentation:)`, `.measurement(width:)`), as `value.formatted(style)` and
    /// `Text(value, format: style)` write it; nil when the value is not one the styles format.
    public func format(_ value: Value, style: Value) throws -> String? {
        switch value {
        case .int, .double:
            return try formatNumber(value, style: style)
        case .date(let date):
            return try formatDate(date, style: style)
        case .instance(let instance) where instance.typeName == "Measurement":
            let result = try measurementMethod("formatted", of: value, Arguments([Argument(label: nil, value: style)], call: "formatted"))
            return result?.description
        default:
            return nil
        }
    }

    /// The Gregorian calendar in `timeZone` and the preview's locale: what `Calendar.current` stands for.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale.locale
        calendar.firstWeekday = 1
        calendar.minimumDaysInFirstWeek = 1
        return calendar
    }
}
