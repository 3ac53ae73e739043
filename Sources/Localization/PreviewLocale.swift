import Foundation

/// The language and region a preview is drawn in (`--locale de_DE`): what iOS's Settings >
/// General > Language & Region would be on the previewed phone. It decides the Lock Screen's
/// date line and clock, the widget's `Locale.current`, its formats, which strings table is read,
/// and whether the layout runs right to left.
public struct PreviewLocale: Sendable, Hashable, CustomStringConvertible {
    /// The locale's identifier with an underscore between its parts: `de_DE`, `zh_Hans_CN`.
    public let identifier: String

    /// United States English: the locale a preview is drawn in when none is named and the
    /// environment names none (the one every golden was made in).
    public static let unitedStatesEnglish = PreviewLocale(known: "en_US")

    private init(known identifier: String) {
        self.identifier = identifier
    }

    /// The locale named `name` (`de_DE`, `de-DE`, `ja`, `ar_EG`, `zh-Hans`), or nil when ICU
    /// does not know its language.
    public init?(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else { return nil }
        let canonical = Locale.identifier(.icu, from: trimmed.replacingOccurrences(of: "-", with: "_"))
        let language = Locale(identifier: canonical).language.languageCode?.identifier ?? ""
        guard Self.knownLanguages.contains(language) else { return nil }
        identifier = canonical
    }

    /// Languages ICU has data for (`de`, `ja`, `ar`, …).
    static let knownLanguages: Set<String> = Set(Locale.availableIdentifiers.compactMap {
        Locale(identifier: $0).language.languageCode?.identifier
    })

    /// The locale the process's environment names (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, as
    /// POSIX orders them), without its encoding (`de_DE.UTF-8` → `de_DE`); United States English
    /// when they name none, or only the C locale.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PreviewLocale {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let name = String(value.prefix { $0 != "." && $0 != "@" })
            if name == "C" || name == "POSIX" { return .unitedStatesEnglish }
            return PreviewLocale(name) ?? .unitedStatesEnglish
        }
        return .unitedStatesEnglish
    }

    /// Foundation's locale of the same identifier.
    public var locale: Locale { Locale(identifier: identifier) }

    /// The language's code: `de`, `zh`.
    public var languageCode: String { locale.language.languageCode?.identifier ?? "en" }

    /// The script, when the identifier names one (`Hans` in `zh_Hans_CN`).
    public var scriptCode: String? {
        identifier.split(separator: "_").dropFirst().first { $0.count == 4 }.map(String.init)
    }

    /// The region's code, when the identifier names one: `DE`.
    public var regionCode: String? { locale.region?.identifier }

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu): the
    /// layout is mirrored and the text runs right to left.
    public var isRightToLeft: Bool { locale.language.characterDirection == .rightToLeft }

    /// The `.lproj` folders and string-catalog languages to look in, in iOS's order: the region's
    /// (`pt-BR`), the script's (`zh-Hans`), the language's (`pt`); the development language is
    /// the caller's last resort.
    public var localizationNames: [String] {
        var names: [String] = []
        if let script = scriptCode { names.append("\(languageCode)-\(script)") }
        if let region = regionCode { names.append("\(languageCode)-\(region)"); names.append("\(languageCode)_\(region)") }
        names.append(languageCode)
        return names
    }

    /// `text` with its digits 0–9 written in the locale's own digits (the Arabic-Indic ones in
    /// `ar_EG`, as its numbers are formatted); the text as it is where the locale writes 0–9.
    public func writingDigits(_ text: String) -> String {
        let zero = (0).formatted(.number.locale(locale))
        guard let scalar = zero.unicodeScalars.first, zero.unicodeScalars.count == 1, scalar != "0" else { return text }
        var written = String.UnicodeScalarView()
        for character in text.unicodeScalars {
            if ("0"..."9").contains(character), let digit = Unicode.Scalar(scalar.value + character.value - 0x30) {
                written.append(digit)
            } else {
                written.append(character)
            }
        }
        return String(written)
    }

    public var description: String { identifier }
}
