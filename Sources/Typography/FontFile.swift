import CFontLibraries
import Foundation

/// Finds font files through fontconfig, as desktop programs do.
public enum FontFile {
    /// Answers already found.
    private final class Answers: @unchecked Sendable {
        let lock = NSLock()
        var found: [[String]: String?] = [:]
    }
    private static let answers = Answers()

    /// fontconfig's configuration and font list, loaded once, on the first lookup (loading it
    /// reads every font folder's cache: loading it for each lookup cost 18 loads a `render`).
    private final class Configuration: @unchecked Sendable {
        let lock = NSLock()
        lazy var config: OpaquePointer? = FcInitLoadConfigAndFonts()
        /// The application fonts added.
        var applicationFonts: Set<String> = []
    }
    private static let configuration = Configuration()

    /// Starts loading fontconfig's configuration and font list on another thread; the first
    /// lookup waits for it. For a process that will draw text, called before its command line is
    /// parsed: the load is about 9 ms of CPU here (its XML configuration files and every font
    /// folder's cache) and parsing the command line about as long, so on two cores they overlap
    /// (docs/performance.md, session 25).
    public static func startLoading() {
        let configuration = configuration
        Thread.detachNewThread {
            configuration.lock.withLock { _ = configuration.config }
        }
    }

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
            if let found = path(matching: pattern), names(of: found).families.contains(wanted) { return found }
        }
        return patterns.last.flatMap { path(matching: $0) }
    }

    /// The names code gives a font file by (`.custom("Mulish-Bold", size:)`, `UIFont(name:)`),
    /// as fontconfig reads them: its PostScript and full names, and its family names.
    public struct Names: Sendable, Equatable {
        public var exact: [String] = []
        public var families: [String] = []
    }

    /// A font file's names; none when fontconfig cannot read it.
    public static func names(of file: String) -> Names {
        guard let pattern = FcFreeTypeQuery(file, 0, nil, nil) else { return Names() }
        defer { FcPatternDestroy(pattern) }
        func strings(_ object: String) -> [String] {
            var found: [String] = []
            var index: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
                found.append(String(cString: value))
                index += 1
            }
            return found
        }
        return Names(exact: strings(FC_POSTSCRIPT_NAME) + strings(FC_FULLNAME), families: strings(FC_FAMILY))
    }

    /// Of the files given, the one a name picks: by PostScript or full name first, else the
    /// regular style of the family (SwiftUI's `.custom` takes either); nil for none.
    public static func file(named name: String, among files: [String]) -> String? {
        let named = files.map { ($0, names(of: $0)) }
        if let exact = named.first(where: { $0.1.exact.contains(name) }) { return exact.0 }
        let family = named.filter { $0.1.families.contains(name) }
        return (family.first { $0.1.exact.contains { $0.hasSuffix("Regular") } } ?? family.first)?.0
    }

    /// The application font (see `addApplicationFonts`) a name picks, as `file(named:among:)`.
    public static func applicationFont(named name: String) -> String? {
        configuration.lock.lock()
        let files = configuration.applicationFonts.sorted()
        configuration.lock.unlock()
        return file(named: name, among: files)
    }

    /// Adds font files to fontconfig's list for this process, as application fonts (what
    /// `FcConfigAppFontAddFile` is for); returns those not added before. Lookups made before
    /// are forgotten, since a new file may answer them.
    public static func addApplicationFonts(_ paths: [String]) -> [String] {
        configuration.lock.lock()
        guard let config = configuration.config else {
            configuration.lock.unlock()
            return []
        }
        let fresh = paths.filter { !configuration.applicationFonts.contains($0) && FcConfigAppFontAddFile(config, $0) == FcTrue }
        configuration.applicationFonts.formUnion(fresh)
        configuration.lock.unlock()
        if !fresh.isEmpty {
            answers.lock.lock()
            answers.found = [:]
            answers.lock.unlock()
            ApplicationFonts.forget()
        }
        return fresh
    }

    /// The file fontconfig picks for a pattern such as `DejaVu Sans:bold`, if any.
    public static func path(matching pattern: String) -> String? {
        configuration.lock.lock()
        defer { configuration.lock.unlock() }
        guard let config = configuration.config else { return nil }
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
