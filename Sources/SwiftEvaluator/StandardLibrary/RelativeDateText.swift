import Foundation
import Localization

/// "in 2 hours", "3 days ago", "tomorrow": a date relative to another, as
/// `Date.RelativeFormatStyle` and `RelativeDateTimeFormatter` write it, in the calendar's locale
/// (the words are ICU's, `RelativeWording`; the unit is chosen here). The unit is the largest
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
        let locale = PreviewLocale(calendar.locale?.identifier ?? "en_US") ?? .unitedStatesEnglish
        let wording = RelativeWording(locale: locale, width: unitsStyle == .wide ? .wide : .abbreviated)
        // A zero count before the reference is "0 seconds ago", after it "in 0 seconds".
        return wording.phrase(value, component, named: named, past: value == 0 && date < reference) ?? "\(value) \(component)"
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
}
