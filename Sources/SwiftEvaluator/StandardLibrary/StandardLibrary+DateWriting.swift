import Foundation
import Localization

/// Dates written by Foundation: a pattern or a skeleton in a locale (the formatter's, else the
/// preview's), in a calendar's time zone.
extension StandardLibrary {
    /// The locale a `Locale` value names; the preview's when it names none ICU knows.
    func previewLocale(_ value: Value?) -> PreviewLocale {
        if case .instance(let instance)? = value, case .string(let identifier)? = instance.fields["identifier"] {
            return PreviewLocale(identifier) ?? locale
        }
        return locale
    }

    /// `date` written with a Unicode date pattern ("EEEE, MMM d 'at' h:mm a").
    func write(_ date: Date, pattern: String, calendar: Calendar, locale chosen: PreviewLocale? = nil) -> String {
        DateWording(locale: chosen ?? locale, timeZone: calendar.timeZone, calendar: calendar.identifier).format(date, pattern: pattern)
    }

    /// The locale's pattern for a skeleton ("MMMdjmm" → "MMM d, h:mm a" in English).
    func pattern(forTemplate template: String, locale chosen: PreviewLocale? = nil) -> String {
        DateWording(locale: chosen ?? locale, timeZone: timeZone).pattern(for: template)
    }

    /// `DateFormatter`'s date and time styles as the locale's pattern ("MMM d, y 'at' h:mm a"); ""
    /// when both are `.none`. Throws for a name that is not a style.
    func pattern(dateStyle: String, timeStyle: String, in call: String, locale chosen: PreviewLocale? = nil) throws -> String {
        guard let date = Self.formatterStyles[dateStyle] else { throw EvaluationError("\(call): .\(dateStyle) is not a date style") }
        guard let time = Self.formatterStyles[timeStyle] else { throw EvaluationError("\(call): .\(timeStyle) is not a time style") }
        let formatter = DateFormatter()
        formatter.locale = (chosen ?? locale).locale
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter.dateFormat ?? ""
    }

    /// `DateFormatter.Style` by name, with `Date.FormatStyle`'s names for the same styles.
    static let formatterStyles: [String: DateFormatter.Style] = [
        "none": .none, "omitted": .none, "short": .short, "numeric": .short, "shortened": .short, "medium": .medium,
        "abbreviated": .medium, "standard": .medium, "long": .long, "full": .full, "complete": .full,
    ]
}
