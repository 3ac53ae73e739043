import Foundation
import Localization

/// Shows dates in SwiftUI's `Text(_:style:)` styles. Dates and times are written by Foundation
/// in the preview's locale (`DateWording`); spans of time (`.relative`, `.offset`, `.timer`) in
/// English as iOS writes them ("2 hours, 23 minutes"), in other languages by Foundation's
/// duration style with the locale's digits (chosen: no screenshot of them in another language).
public enum DateText {
    /// `date` in `style`, measured from `now`.
    public static func format(_ date: Date, style: DateStyle, now: Date, timeZone: TimeZone,
                              locale: PreviewLocale = .unitedStatesEnglish) -> String {
        let wording = DateWording(locale: locale, timeZone: timeZone)
        let english = locale.languageCode == "en"
        switch style {
        case .date:
            return wording.longDate(date)
        case .time:
            return wording.time(date)
        case .relative:
            let seconds = abs(date.timeIntervalSince(now))
            return english ? relative(seconds: seconds) : DurationWording(locale: locale).span(seconds: seconds, units: 2)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let sign = seconds < 0 ? "-" : "+"
            return sign + (english ? largestUnit(seconds: abs(seconds)) : DurationWording(locale: locale).span(seconds: abs(seconds), units: 1))
        case .timer:
            let text = timer(seconds: abs(date.timeIntervalSince(now)))
            return english ? text : locale.writingDigits(text)
        }
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
}
