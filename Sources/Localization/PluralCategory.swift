import _FoundationICU
import Foundation

/// A CLDR plural category: which form of a word a number takes in a language ("1 Tag",
/// "2 Tage"; Arabic has all six). `.stringsdict` and string catalogs name their variants by it.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` in `locale`'s language, by ICU's plural rules (the rules
    /// Foundation's own ICU carries, so no table is written here).
    public static func of(_ number: Double, in locale: PreviewLocale) -> PluralCategory {
        PluralRuleCache.shared.category(of: number, language: locale.identifier)
    }
}

/// ICU's plural rules, opened once per locale and used one thread at a time.
final class PluralRuleCache: @unchecked Sendable {
    static let shared = PluralRuleCache()
    private let lock = NSLock()
    private var rules: [String: OpaquePointer] = [:]

    func category(of number: Double, language: String) -> PluralCategory {
        lock.lock()
        defer { lock.unlock() }
        var status = U_ZERO_ERROR
        let opened: OpaquePointer
        if let found = rules[language] {
            opened = found
        } else {
            guard let made = swift_uplrules_open(language, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return .other }
            rules[language] = made
            opened = made
        }
        var keyword = [UChar](repeating: 0, count: 16)
        status = U_ZERO_ERROR
        let length = swift_uplrules_select(opened, number, &keyword, Int32(keyword.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return .other }
        return PluralCategory(rawValue: String(decoding: keyword[..<Int(length)], as: UTF16.self)) ?? .other
    }
}
