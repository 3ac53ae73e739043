import _FoundationICU
import Foundation

/// "21 °C", "5 km", "3 Kilometer", "٢١°م": a measurement's unit as a locale writes it around a
/// number, by ICU's number formatter with a unit (what Apple's `MeasurementFormatter` and
/// `Measurement.FormatStyle` use; Foundation on Linux has neither).
public struct MeasurementWording: Sendable {
    /// `Measurement.FormatStyle.UnitWidth`: the symbol ("km"), the whole name ("kilometers"),
    /// or the symbol without a space where the language allows it ("5km").
    public enum Width: Sendable { case abbreviated, wide, narrow }

    public let locale: PreviewLocale
    public let width: Width

    public init(locale: PreviewLocale, width: Width) {
        self.locale = locale
        self.width = width
    }

    /// `number` (`value` already written in the locale, `fractionDigits` digits after its
    /// separator) with the unit `unit` (ICU's identifier: "temperature-celsius",
    /// "length-kilometer") written around it as the locale writes it for that amount, its plural
    /// form included (or the amount in words, where the language writes it so). nil when ICU has
    /// no such unit.
    public func phrase(_ value: Double, written number: String, fractionDigits: Int, unit: String) -> String? {
        let widthStem = switch width {
        case .abbreviated: "unit-width-short"
        case .wide: "unit-width-full-name"
        case .narrow: "unit-width-narrow"
        }
        let precision = fractionDigits > 0 ? "." + String(repeating: "0", count: fractionDigits) : "precision-integer"
        let skeleton = Array("measure-unit/\(unit) \(widthStem) \(precision)".utf16)
        return Self.formatters.with("\(locale.identifier)|\(String(decoding: skeleton, as: UTF16.self))", make: {
            var status = U_ZERO_ERROR
            let opened = swift_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), locale.identifier, &status)
            return status.rawValue <= U_ZERO_ERROR.rawValue ? opened : nil
        }, { formatter in
            Self.phrase(formatter, value, replacingNumberWith: number)
        })
    }

    /// The formatter's text for `value`, its number (digits, separators and sign) replaced by
    /// `number`; the text as it is when it writes the amount in words.
    private static func phrase(_ formatter: OpaquePointer, _ value: Double, replacingNumberWith number: String) -> String? {
        var status = U_ZERO_ERROR
        guard let result = swift_unumf_openResult(&status) else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        var text = [UChar](repeating: 0, count: 256)
        let length = swift_unumf_resultToString(result, &text, Int32(text.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
        guard let fields = swift_ufieldpositer_open(&status) else { return nil }
        defer { swift_ufieldpositer_close(fields) }
        swift_unumf_resultGetAllFieldPositions(result, fields, &status)
        let numberFields: Set<Int32> = [UNUM_INTEGER_FIELD, UNUM_FRACTION_FIELD, UNUM_DECIMAL_SEPARATOR_FIELD,
                                        UNUM_GROUPING_SEPARATOR_FIELD, UNUM_SIGN_FIELD].map { Int32($0.rawValue) }.reduce(into: []) { $0.insert($1) }
        var begin: Int32 = 0, end: Int32 = 0
        var first = Int32.max, last = Int32.min
        while true {
            let field = swift_ufieldpositer_next(fields, &begin, &end)
            guard field >= 0 else { break }
            if numberFields.contains(field) {
                first = min(first, begin)
                last = max(last, end)
            }
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        let units = text[..<Int(length)]
        // Some languages write a small amount in words, no digits ("ساعة واحدة", one hour).
        guard first <= last else { return String(decoding: units, as: UTF16.self) }
        return String(decoding: units[..<Int(first)], as: UTF16.self) + number + String(decoding: units[Int(last)...], as: UTF16.self)
    }

    /// Measurements written one after another as the locale lists amounts of units: "1 hour,
    /// 5 minutes", "1h 5m", "1 Stunde, 5 Minuten" (ICU's list format for units, at this width).
    public func list(_ phrases: [String]) -> String {
        let width = switch self.width {
        case .abbreviated: ULISTFMT_WIDTH_SHORT
        case .wide: ULISTFMT_WIDTH_WIDE
        case .narrow: ULISTFMT_WIDTH_NARROW
        }
        let joined = Self.lists.with("\(locale.identifier)|\(width.rawValue)", make: {
            var status = U_ZERO_ERROR
            let opened = swift_ulistfmt_openForType(locale.identifier, ULISTFMT_TYPE_UNITS, width, &status)
            return status.rawValue <= U_ZERO_ERROR.rawValue ? opened : nil
        }, { formatter -> String? in
            let parts = phrases.map { Array($0.utf16) }
            var pointers = [UnsafePointer<UChar>?]()
            var lengths = parts.map { Int32($0.count) }
            var status = U_ZERO_ERROR
            var text = [UChar](repeating: 0, count: 512)
            let storage = parts.map { part -> UnsafeMutablePointer<UChar> in
                let copy = UnsafeMutablePointer<UChar>.allocate(capacity: max(part.count, 1))
                copy.initialize(from: part, count: part.count)
                return copy
            }
            defer { storage.forEach { $0.deallocate() } }
            pointers = storage.map { UnsafePointer($0) }
            let length = swift_ulistfmt_format(formatter, &pointers, &lengths, Int32(parts.count), &text, Int32(text.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return nil }
            return String(decoding: text[..<Int(length)], as: UTF16.self)
        })
        return joined ?? phrases.joined(separator: " ")
    }

    /// ICU's number formatters with a unit, opened once per locale and skeleton.
    private static let formatters = ICUObjectCache<String, OpaquePointer>()
    /// ICU's list formatters for units, opened once per locale and width.
    private static let lists = ICUObjectCache<String, OpaquePointer>()
}
