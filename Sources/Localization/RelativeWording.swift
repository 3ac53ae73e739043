import _FoundationICU
import Foundation

/// "in 2 hours", "vor 3 Tagen", "tomorrow": a count of a calendar unit relative to now, in a
/// locale's words, by ICU's relative date formatter (what Apple's `RelativeDateTimeFormatter` and
/// `Date.RelativeFormatStyle` use; Foundation on Linux has neither).
public struct RelativeWording: Sendable {
    public enum Width: Sendable { case wide, abbreviated }

    public let locale: PreviewLocale
    public let width: Width

    public init(locale: PreviewLocale, width: Width) {
        self.locale = locale
        self.width = width
    }

    /// `value` units from now: numbers always ("in 1 day"), or with `named` the words a language
    /// has for some ("tomorrow", "last week", "now"); a zero count `past` is "0 seconds ago". nil
    /// for a unit ICU has no words for.
    public func phrase(_ value: Int, _ unit: Calendar.Component, named: Bool, past: Bool = false) -> String? {
        let units: [Calendar.Component: URelativeDateTimeUnit] = [
            .year: UDAT_REL_UNIT_YEAR, .month: UDAT_REL_UNIT_MONTH, .weekOfMonth: UDAT_REL_UNIT_WEEK, .weekOfYear: UDAT_REL_UNIT_WEEK,
            .day: UDAT_REL_UNIT_DAY, .hour: UDAT_REL_UNIT_HOUR, .minute: UDAT_REL_UNIT_MINUTE, .second: UDAT_REL_UNIT_SECOND,
        ]
        guard let relativeUnit = units[unit] else { return nil }
        let amount = value == 0 && past ? -0.0 : Double(value)
        let style = width == .wide ? UDAT_STYLE_LONG : UDAT_STYLE_SHORT
        return Self.formatters.with("\(locale.identifier)|\(style.rawValue)", make: {
            var status = U_ZERO_ERROR
            let opened = swift_ureldatefmt_open(locale.identifier, nil, style, UDISPCTX_CAPITALIZATION_NONE, &status)
            return status.rawValue <= U_ZERO_ERROR.rawValue ? opened : nil
        }, { formatter in
            var text = [UChar](repeating: 0, count: 128)
            var status = U_ZERO_ERROR
            let length = named ? swift_ureldatefmt_format(formatter, amount, relativeUnit, &text, Int32(text.count), &status)
                : swift_ureldatefmt_formatNumeric(formatter, amount, relativeUnit, &text, Int32(text.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
            return String(decoding: text[..<Int(length)], as: UTF16.self)
        })
    }

    /// ICU's relative date formatters, opened once per locale and style.
    private static let formatters = ICUObjectCache<String, OpaquePointer>()
}
