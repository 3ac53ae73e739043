import CFreeType
import Foundation

/// Finds font files through fontconfig, as desktop programs do.
public enum FontFile {
    /// Answers already found: each lookup loads fontconfig's configuration, a few milliseconds.
    private final class Answers: @unchecked Sendable {
        let lock = NSLock()
        var found: [[String]: String?] = [:]
    }
    private static let answers = Answers()

    /// The first pattern whose family fontconfig really has (not a substitute), else the last
    /// pattern's match: `["Inter Display:bold", "DejaVu Sans:bold"]` prefers Inter Display.
    public static func path(preferring patterns: [String]) -> String? {
        answers.lock.lock()
        if let known = answers.found[patterns] {
            answers.lock.unlock()
            return known
        }
        answers.lock.unlock()
        let found = lookUp(preferring: patterns)
        answers.lock.lock()
        answers.found[patterns] = .some(found)
        answers.lock.unlock()
        return found
    }

    static func lookUp(preferring patterns: [String]) -> String? {
        for pattern in patterns.dropLast() {
            let wanted = pattern.split(separator: ":").first.map(String.init) ?? pattern
            if let found = path(matching: pattern), family(of: found)?.contains(wanted) == true { return found }
        }
        return patterns.last.flatMap { path(matching: $0) }
    }

    /// The family names of a font file, as fontconfig reads them.
    static func family(of file: String) -> [String]? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcFreeTypeQuery(file, 0, nil, nil) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var names: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, index, &value) == FcResultMatch, let value {
            names.append(String(cString: value))
            index += 1
        }
        return names
    }

    /// The file fontconfig picks for a pattern such as `DejaVu Sans:bold`, if any.
    public static func path(matching pattern: String) -> String? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
