import Foundation

/// "in 2 hours", "3 days ago", "tomorrow": a date relative to another in en_US, as
/// `Date.RelativeFormatStyle` and `RelativeDateTimeFormatter` write it. The unit is the largest
/// calendar component that differs; hours, minutes and seconds round by the next smaller unit,
/// days and larger count calendar boundaries crossed (so 11 PM to 1 AM is "tomorrow").
struct RelativeDateText {
    enum UnitsStyle { case wide, abbreviated }

    var named: Bool
    var unitsStyle: UnitsStyle
    var calendar: Calendar

    static let components: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    func format(_ date: Date, relativeTo reference: Date) -> String {
        let (component, value) = largestComponent(date, reference: reference)
        if named, let name = namedPhrase(component, value) { return name }
        let unit = unitName(component, count: abs(value))
        return value < 0 || (value == 0 && date < reference) ? "\(abs(value)) \(unit) ago" : "in \(value) \(unit)"
    }

    private func value(_ components: DateComponents, _ component: Calendar.Component) -> Int {
        components.value(for: component) ?? 0
    }

    private func largestComponent(_ date: Date, reference: Date) -> (Calendar.Component, Int) {
        var destination = date
        let withNanoseconds = calendar.dateComponents(Set(Self.components + [.nanosecond]), from: reference, to: date)
        if let nanoseconds = withNanoseconds.nanosecond, abs(nanoseconds) > 500_000_000 {
            destination = date.addingTimeInterval(nanoseconds > 0 ? 1 : -1)
        }
        let components = calendar.dateComponents(Set(Self.components), from: reference, to: destination)
        let nonZero = Self.components.filter { value(components, $0) != 0 }
        guard let largest = nonZero.first else { return (.second, 0) }
        if largest == .hour || largest == .minute || largest == .second {
            var result = value(components, largest)
            if nonZero.count >= 2, let range = calendar.range(of: nonZero[1], in: largest, for: destination) {
                let next = value(components, nonZero[1])
                if abs(next) * 2 >= range.count { result += next > 0 ? 1 : -1 }
            }
            return (largest, result)
        }
        guard let interval = calendar.dateInterval(of: largest, for: reference) else { return (largest, value(components, largest)) }
        let aligned = reference < destination ? interval.start : interval.end.addingTimeInterval(-1)
        let alignedComponents = calendar.dateComponents(Set(Self.components), from: aligned, to: destination)
        for component in Self.components where value(alignedComponents, component) != 0 {
            return (component, value(alignedComponents, component))
        }
        return (largest, value(components, largest))
    }

    private func namedPhrase(_ component: Calendar.Component, _ value: Int) -> String? {
        let short = unitsStyle == .abbreviated
        switch (component, value) {
        case (.second, 0): return "now"
        case (.minute, 0): return "this minute"
        case (.hour, 0): return "this hour"
        case (.day, -1): return "yesterday"
        case (.day, 0): return "today"
        case (.day, 1): return "tomorrow"
        case (.weekOfMonth, -1), (.weekOfMonth, 0), (.weekOfMonth, 1),
             (.month, -1), (.month, 0), (.month, 1), (.year, -1), (.year, 0), (.year, 1):
            let word = ["last", "this", "next"][value + 1]
            let unit: String
            switch component {
            case .weekOfMonth: unit = short ? "wk." : "week"
            case .month: unit = short ? "mo." : "month"
            default: unit = short ? "yr." : "year"
            }
            return word + " " + unit
        default: return nil
        }
    }

    private func unitName(_ component: Calendar.Component, count: Int) -> String {
        let one = count == 1
        if unitsStyle == .abbreviated {
            switch component {
            case .year: return "yr."
            case .month: return "mo."
            case .weekOfMonth: return "wk."
            case .day: return one ? "day" : "days"
            case .hour: return "hr."
            case .minute: return "min."
            default: return "sec."
            }
        }
        let name: String
        switch component {
        case .year: name = "year"
        case .month: name = "month"
        case .weekOfMonth: name = "week"
        case .day: name = "day"
        case .hour: name = "hour"
        case .minute: name = "minute"
        default: name = "second"
        }
        return one ? name : name + "s"
    }
}
