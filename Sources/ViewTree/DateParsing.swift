import Foundation

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
        let full = ISO8601DateFormatter()
        full.formatOptions = [.withInternetDateTime]
        if let d = full.date(from: text) { return d }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let d = full.date(from: text) { return d }
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        dateOnly.timeZone = TimeZone(identifier: "UTC")
        return dateOnly.date(from: text)
    }
}
