import Foundation

/// Shows dates in SwiftUI's `Text(_:style:)` styles, en_US, without a `DateFormatter`
/// so that the result is the same on every machine.
public enum DateText {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `date` in `style`, measured from `now`.
    public static func format(_ date: Date, style: DateStyle, now: Date, timeZone: TimeZone) -> String {
        switch style {
        case .date:
            let c = components(date, timeZone)
            return "\(monthNames[c.month! - 1]) \(c.day!), \(c.year!)"
        case .time:
            return clockTime(date, timeZone: timeZone, withPeriod: true)
        case .relative:
            return relative(seconds: abs(date.timeIntervalSince(now)))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let sign = seconds < 0 ? "-" : "+"
            return sign + largestUnit(seconds: abs(seconds))
        case .timer:
            return timer(seconds: abs(date.timeIntervalSince(now)))
        }
    }

    /// "Monday, June 8": the Lock Screen's date line.
    public static func weekdayAndDay(_ date: Date, timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(weekdayNames[c.weekday! - 1]), \(monthNames[c.month! - 1]) \(c.day!)"
    }

    /// "Mon 8": the date line shortened, as the system writes it before an inline widget.
    public static func shortWeekdayAndDay(_ date: Date, timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(weekdayNames[c.weekday! - 1].prefix(3)) \(c.day!)"
    }

    /// "Sun Apr 5": iOS 26's date line.
    public static func abbreviatedWeekdayMonthDay(_ date: Date, timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(weekdayNames[c.weekday! - 1].prefix(3)) \(monthNames[c.month! - 1].prefix(3)) \(c.day!)"
    }

    /// "9:41 PM", or "9:41" without the period as the Lock Screen clock shows it.
    public static func clockTime(_ date: Date, timeZone: TimeZone, withPeriod: Bool) -> String {
        let c = components(date, timeZone)
        let hour12 = (c.hour! + 11) % 12 + 1
        let minutes = c.minute! < 10 ? "0\(c.minute!)" : "\(c.minute!)"
        return withPeriod ? "\(hour12):\(minutes) \(c.hour! < 12 ? "AM" : "PM")" : "\(hour12):\(minutes)"
    }

    /// "2:32" or "36:59:01".
    public static func timer(seconds: TimeInterval) -> String {
        let total = wholeSeconds(seconds)
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 {
            let mm = m < 10 ? "0\(m)" : "\(m)"
            return "\(h):\(mm):\(ss)"
        }
        return "\(m):\(ss)"
    }

    /// A timer in whole minutes, as Always-On shows it: "2 min", or "36:59" (hours and minutes).
    public static func wholeMinuteTimer(seconds: TimeInterval) -> String {
        let minutes = wholeSeconds(seconds) / 60
        if minutes < 60 { return "\(minutes) min" }
        let m = minutes % 60
        return "\(minutes / 60):" + (m < 10 ? "0\(m)" : "\(m)")
    }

    /// The longest span shown, about 31,700 years: longer ones (a typo, a moment far out) are
    /// shown as this many seconds rather than overflowing Int.
    static let longestSpan = 1e12

    /// Whole seconds of `seconds`, clamped to ±`longestSpan` (NaN as 0).
    static func wholeSeconds(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite else { return seconds.isNaN ? 0 : (seconds > 0 ? Int(longestSpan) : -Int(longestSpan)) }
        return Int(min(max(seconds, -longestSpan), longestSpan).rounded(.down))
    }

    static let units: [(seconds: Int, singular: String)] = [
        (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second"),
    ]

    /// "2 hours, 23 minutes": the two largest units, the second left out when zero.
    static func relative(seconds: TimeInterval) -> String {
        var remaining = wholeSeconds(seconds)
        var parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = remaining / unit.seconds
            remaining %= unit.seconds
            if count > 0 {
                parts.append(plural(count, unit.singular))
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    static func largestUnit(seconds: TimeInterval) -> String {
        let total = wholeSeconds(seconds)
        for unit in units where total >= unit.seconds {
            return plural(total / unit.seconds, unit.singular)
        }
        return "0 seconds"
    }

    static func plural(_ count: Int, _ singular: String) -> String {
        "\(count) \(singular)\(count == 1 ? "" : "s")"
    }

    static func components(_ date: Date, _ timeZone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
    }
}
