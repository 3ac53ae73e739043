import Foundation
import Synchronization

/// Reads the two ways a widget file writes a moment: ISO 8601 (`2026-06-08T09:41:00Z`,
/// `2026-06-08`) or an ISO 8601 duration from the preview's time (`+PT1H25M`, `-P1D`, `now`).
public enum DateParsing {
    public static func parse(_ text: String) -> DateSpec? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "now" { return .offset(0) }
        if let first = trimmed.first, first == "+" || first == "-" {
            guard let seconds = duration(trimmed.dropFirst()) else { return nil }
            return .offset(first == "-" ? -seconds : seconds)
        }
        if trimmed.hasPrefix("P"), let seconds = duration(Substring(trimmed)) {
            return .offset(seconds)
        }
        return absolute(trimmed).map(DateSpec.absolute)
    }

    /// `PT1H25M`, `P1DT2H`, `PT30S` → seconds.
    static func duration(_ text: Substring) -> TimeInterval? {
        guard text.first == "P", text.count > 1 else { return nil }
        var seconds = 0.0
        var number = ""
        var inTime = false
        var sawUnit = false
        for ch in text.dropFirst() {
            if ch.isNumber || ch == "." {
                number.append(ch)
                continue
            }
            if ch == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            sawUnit = true
            switch (ch, inTime) {
            case ("W", false): seconds += value * 604_800
            case ("D", false): seconds += value * 86_400
            case ("H", true): seconds += value * 3600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: return nil
            }
        }
        return number.isEmpty && sawUnit ? seconds : nil
    }

    static func absolute(_ text: String) -> Date? {
        // The usual form, "2026-06-08T09:41:00Z", through Foundation's ISO 8601 format style,
        // forty times faster than a formatter; kept only when it writes the date back as given,
        // since the style rolls "25:00" or "02-30" over where the formatters refuse them.
        let style = Date.ISO8601FormatStyle()
        if let date = try? style.parse(text), date.formatted(style) == text { return date }
        return formatters.withLock { formatters in
            formatters.lazy.compactMap { $0.date(from: text) }.first
        }
    }

    /// The three ISO 8601 forms a date may be written in, made once (making a formatter costs
    /// more than a whole widget's layout; `check` parses thousands of dates) and used under a
    /// lock, since a formatter is not safe to share between threads.
    private static let formatters = Mutex<[ISO8601DateFormatter]>({
        let seconds = ISO8601DateFormatter()
        seconds.formatOptions = [.withInternetDateTime]
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        dateOnly.timeZone = TimeZone(identifier: "UTC")
        return [seconds, fractional, dateOnly]
    }())
}
