import _FoundationICU
import Foundation

/// A CLDR plural category: which form of a word a number takes in a language ("1 Tag",
/// "2 Tage"; Arabic has all six). `.stringsdict` and string catalogs name their variants by it.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` in `locale`'s language, by ICU's plural rules (the rules
    /// Foundation's own ICU carries, so no table is written here).
    public static func of(_ number: Double, in locale: PreviewLocale) -> PluralCategory {
        rules.with(locale.identifier, make: {
            var status = U_ZERO_ERROR
            let opened = swift_uplrules_open(locale.identifier, &status)
            return status.rawValue <= U_ZERO_ERROR.rawValue ? opened : nil
        }, { rules in
            var keyword = [UChar](repeating: 0, count: 16)
            var status = U_ZERO_ERROR
            let length = swift_uplrules_select(rules, number, &keyword, Int32(keyword.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
            return PluralCategory(rawValue: String(decoding: keyword[..<Int(length)], as: UTF16.self))
        }) ?? .other
    }

    /// ICU's plural rules, opened once per locale.
    private static let rules = ICUObjectCache<String, OpaquePointer>()
}
