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
        return RelativeFormatterCache.shared.phrase(value == 0 && past ? -0.0 : Double(value), relativeUnit, named: named, locale: locale.identifier,
                                                    style: width == .wide ? UDAT_STYLE_LONG : UDAT_STYLE_SHORT)
    }
}

/// ICU's relative date formatters, opened once per locale and style, used one thread at a time.
final class RelativeFormatterCache: @unchecked Sendable {
    static let shared = RelativeFormatterCache()
    private let lock = NSLock()
    private var formatters: [String: OpaquePointer] = [:]

    func phrase(_ value: Double, _ unit: URelativeDateTimeUnit, named: Bool, locale: String, style: UDateRelativeDateTimeFormatterStyle) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(locale)|\(style.rawValue)"
        var status = U_ZERO_ERROR
        let formatter: OpaquePointer
        if let made = formatters[key] {
            formatter = made
        } else {
            guard let made = swift_ureldatefmt_open(locale, nil, style, UDISPCTX_CAPITALIZATION_NONE, &status),
                  status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
            formatters[key] = made
            formatter = made
        }
        var text = [UChar](repeating: 0, count: 128)
        status = U_ZERO_ERROR
        let length = named ? swift_ureldatefmt_format(formatter, value, unit, &text, Int32(text.count), &status)
            : swift_ureldatefmt_formatNumeric(formatter, value, unit, &text, Int32(text.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
        return String(decoding: text[..<Int(length)], as: UTF16.self)
    }
}
