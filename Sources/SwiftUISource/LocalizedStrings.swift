import Foundation
import Localization
import ViewTree
import WidgetFormat

/// The strings of a widget extension in every language it has: `.strings` files (in `xx.lproj`
/// folders, or a `Localizable.strings` anywhere in the folder), `.stringsdict` plural rules and
/// `Localizable.xcstrings` string catalogs with their plural and device variations. A key is
/// looked up as iOS looks it up for the preview's locale (`speaking(_:)`): the region's language
/// (`pt-BR`), the script's (`zh-Hans`), the language's (`pt`), then the development language
/// (English, or a catalog's source language), else the key as it is written (Apple's Food Truck
/// sample has only `ar.lproj`, and an English phone shows "Orders", not "الطلبات").
///
/// A file that cannot be read whole (not UTF-8 or UTF-16 with its byte order mark, a string that
/// never ends, a catalog that is not JSON, a file past `maximumBytes`) is a `Problem`, said as a
/// warning naming the file: its keys would otherwise be drawn as they are written, silently.
struct LocalizedStrings: Sendable {
    /// The largest strings file or string catalog read. A chosen limit: a catalog is read whole
    /// into memory by Foundation's JSON parser, which took 20 s and 3.9 GB for a 50 MB one here;
    /// real catalogs, with every language of an app, are a few megabytes.
    static let maximumBytes = 8 << 20

    /// A strings file or catalog read in part or not at all, and why.
    struct Problem: Sendable, Hashable {
        var path: String
        var reason: String
    }

    /// One key's text in one language.
    enum Entry: Sendable, Hashable {
        /// One text for every count.
        case plain(String)
        /// A string catalog's plural variation: a text per plural category of the count.
        case plural([PluralCategory: String])
        /// A `.stringsdict` rule: a format whose `%#@name@` variables each take the form of their
        /// argument's plural category.
        case rule(format: String, variables: [String: [PluralCategory: String]])
    }

    /// By language (`de`, `pt-BR`, `Base`, as the `.lproj` folder or the catalog names it), by
    /// table (`Localizable`), by key.
    private var languages: [String: [String: [String: Entry]]] = [:]
    /// The language the sources are written in: what is shown when the locale's is missing.
    private(set) var developmentLanguage = "en"
    /// The locale keys are looked up for.
    private(set) var locale = PreviewLocale.unitedStatesEnglish
    /// The files that could not be read whole.
    private(set) var problems: [Problem] = []
    /// Every strings file and catalog read.
    private(set) var files: [String] = []

    init() {}

    /// Reads the strings files under a folder (`recursive`), or directly in it and its `.lproj` folders.
    init(folder: String, recursive: Bool) {
        let isTable = { (name: String) in name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") || name.hasSuffix(".xcstrings") }
        let found = ProjectFiles.find(in: folder, recursive: recursive, where: isTable)
            + (recursive ? [] : ProjectFiles.find(in: folder, recursive: false, where: { $0.hasSuffix(".lproj") }).flatMap { lproj in
                ProjectFiles.find(in: lproj, recursive: false) { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
            })
        files = found
        for path in found {
            let relative = String(path.dropFirst(folder.count))
            let table = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            let parent = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let language = parent.hasSuffix(".lproj") ? String(parent.dropLast(".lproj".count)) : nil
            if relative.hasSuffix(".xcstrings") {
                let (catalog, problem) = Self.catalog(at: path)
                if let problem { problems.append(Problem(path: path, reason: problem)) }
                if let source = catalog.source { developmentLanguage = source }
                for (language, values) in catalog.languages { add(values, language: language, table: table) }
            } else if relative.hasSuffix(".stringsdict") {
                let (values, problem) = Self.rules(at: path)
                if let problem { problems.append(Problem(path: path, reason: problem)) }
                add(values, language: language ?? developmentLanguage, table: table)
            } else {
                let (values, problem) = Self.strings(at: path)
                if let problem { problems.append(Problem(path: path, reason: problem)) }
                add(values.mapValues(Entry.plain), language: language ?? developmentLanguage, table: table)
            }
        }
    }

    /// Adds a table's entries; a key already there keeps its text (a `.stringsdict` rule goes
    /// over the same key's plain text, as iOS prefers it).
    private mutating func add(_ values: [String: Entry], language: String, table: String) {
        languages[language, default: [:]][table, default: [:]].merge(values) { mine, theirs in
            if case .plain = mine, case .rule = theirs { return theirs }
            return mine
        }
    }

    /// These strings looked up for `locale`.
    func speaking(_ locale: PreviewLocale) -> LocalizedStrings {
        var copy = self
        copy.locale = locale
        return copy
    }

    /// The languages a key is looked in, in order: the locale's, then the development language's.
    var lookupOrder: [String] {
        let names = locale.localizationNames + [developmentLanguage, "Base", "en"]
        var seen = Set<String>()
        var order: [String] = []
        for name in names {
            let key = Self.normalized(name)
            for language in languages.keys where Self.normalized(language) == key && seen.insert(language).inserted {
                order.append(language)
            }
        }
        return order
    }

    static func normalized(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The entry a table gives a key in the first language that has it.
    func entry(for key: String, table: String? = nil) -> Entry? {
        for language in lookupOrder {
            guard let tables = languages[language] else { continue }
            if let table, let found = tables[table]?[key] { return found }
            if let found = tables["Localizable"]?[key] { return found }
            for values in tables.values { if let found = values[key] { return found } }
        }
        return nil
    }

    /// The text of a key in the locale, or the key itself.
    func localized(_ key: String, table: String? = nil) -> String {
        text(for: key, table: table) ?? key
    }

    /// The text a table gives a key, if one does; a plural's "other" form.
    func text(for key: String, table: String? = nil) -> String? {
        switch entry(for: key, table: table) {
        case .plain(let text)?: return text
        case .plural(let forms)?: return forms[.other] ?? forms.values.first
        case .rule(let format, let variables)?: return PluralFormat.choosing(format, variables: variables, counts: [], locale: locale)
        case nil: return nil
        }
    }

    /// The format a key gives for these arguments: the plural form their counts take in the
    /// locale. nil when no table has the key.
    func format(for key: String, counts: [Double?], table: String? = nil) -> String? {
        switch entry(for: key, table: table) {
        case .plain(let text)?: return text
        case .plural(let forms)?:
            guard let count = counts.compactMap({ $0 }).first else { return forms[.other] }
            return forms[PluralCategory.of(count, in: locale)] ?? forms[.other]
        case .rule(let format, let variables)?: return PluralFormat.choosing(format, variables: variables, counts: counts, locale: locale)
        case nil: return nil
        }
    }

    /// Adds another folder's tables; a key this one has keeps its own text.
    mutating func merge(_ other: LocalizedStrings) {
        for (language, tables) in other.languages {
            for (table, values) in tables { add(values, language: language, table: table) }
        }
        problems += other.problems.filter { !problems.contains($0) }
        files += other.files.filter { !files.contains($0) }
    }

    /// A file's bytes, or why they are not read: too large, or not a file that can be read.
    static func contents(at path: String) -> (data: Data?, problem: String?) {
        guard let identity = FileIdentity(path: path) else { return (nil, "it cannot be read") }
        guard identity.size <= maximumBytes else {
            return (nil, "it is \(identity.size >> 20) MB, more than the \(maximumBytes >> 20) MB a strings file is read up to")
        }
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, "it cannot be read") }
        return (data, nil)
    }

    /// A strings file's text: UTF-8, or UTF-16 with its byte order mark, as Xcode reads them.
    static func text(of data: Data) -> (text: String?, problem: String?) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16).map { ($0, nil) } ?? (nil, "it is not valid UTF-16 text")
        }
        if bytes.contains(0) {
            return (nil, "it looks like UTF-16 text without a byte order mark; save it as UTF-8")
        }
        guard let bad = SourceFile.firstInvalidUTF8Byte(bytes) else { return (String(decoding: bytes, as: UTF8.self), nil) }
        let line = 1 + bytes[..<bad].filter { $0 == 0x0A }.count
        return (nil, "it is not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) on line \(line)); save it as UTF-8")
    }

    /// `"key" = "value";` lines, with comments and escapes, or an XML property list; with what
    /// kept the file from being read whole.
    static func strings(at path: String) -> (values: [String: String], problem: String?) {
        let (data, unreadable) = contents(at: path)
        guard let data else { return ([:], unreadable) }
        let (decoded, undecodable) = text(of: data)
        guard let text = decoded else { return ([:], undecodable) }
        if text.hasPrefix("<?xml") || text.hasPrefix("<plist") || text.hasPrefix("bplist") {
            do {
                let values = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                guard let table = values as? [String: Any] else { return ([:], "it is a property list, but not a dictionary of strings") }
                return (table.compactMapValues { $0 as? String }, nil)
            } catch {
                return ([:], "it is not a valid property list")
            }
        }
        // Read byte by byte: every character that matters is ASCII, and a table in every language
        // of a large app is megabytes (home-assistant's 137 tables, 9 MB, took 0.7 s by Characters).
        var result: [String: String] = [:]
        var quoted: [String] = []
        var current: [UInt8] = []
        var inString = false, escaped = false, inComment = false, inLineComment = false
        var previous: UInt8 = 0x20
        var line = 1, stringLine = 1
        let (newline, quote, backslash, slash, star, semicolon): (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x0A, 0x22, 0x5C, 0x2F, 0x2A, 0x3B)
        for byte in text.utf8 {
            if byte == newline { line += 1 }
            if inLineComment { if byte == newline { inLineComment = false }; continue }
            if inComment { if previous == star && byte == slash { inComment = false }; previous = byte; continue }
            if inString {
                if escaped {
                    switch byte { case 0x6E: current.append(newline); case 0x74: current.append(0x09); default: current.append(byte) }
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else if byte == quote {
                    inString = false
                    quoted.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                } else {
                    current.append(byte)
                }
                continue
            }
            if byte == quote {
                inString = true
                stringLine = line
            } else if previous == slash && byte == star { inComment = true } else if previous == slash && byte == slash { inLineComment = true } else if byte == semicolon {
                if quoted.count == 2 { result[quoted[0]] = quoted[1] }
                quoted = []
            }
            previous = byte
        }
        if inString { return (result, "the string that starts on line \(stringLine) never ends; the keys after it are not read") }
        return (result, nil)
    }

    /// A string catalog's text in each of its languages (a key without a text in the source
    /// language is its own text there), and its source language.
    static func catalog(at path: String) -> (catalog: (languages: [String: [String: Entry]], source: String?), problem: String?) {
        let (data, unreadable) = contents(at: path)
        guard let data else { return (([:], nil), unreadable) }
        let catalog: StringCatalog
        do {
            catalog = try JSONDecoder().decode(StringCatalog.self, from: data)
        } catch DecodingError.dataCorrupted {
            // JSONDecoder says only that the data is not JSON; JSONSerialization says where.
            var detail = ""
            do { _ = try JSONSerialization.jsonObject(with: data) } catch {
                detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { " (\($0))" } ?? ""
            }
            return (([:], nil), "it is not valid JSON\(detail)")
        } catch {
            return (([:], nil), "it is JSON, but not a string catalog (\(error))")
        }
        let source = catalog.sourceLanguage ?? "en"
        var languages: [String: [String: Entry]] = [:]
        for (key, entry) in catalog.strings {
            for (language, localization) in entry.localizations ?? [:] {
                if let found = localization.entry { languages[language, default: [:]][key] = found }
            }
            if languages[source]?[key] == nil { languages[source, default: [:]][key] = .plain(key) }
        }
        return ((languages, catalog.sourceLanguage), nil)
    }

    /// A `.stringsdict` property list: each key's format and the plural forms of its variables.
    static func rules(at path: String) -> (values: [String: Entry], problem: String?) {
        let (data, unreadable) = contents(at: path)
        guard let data else { return ([:], unreadable) }
        guard let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            return ([:], "it is not a property list of plural rules")
        }
        var values: [String: Entry] = [:]
        for (key, rule) in list {
            guard let rule = rule as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: [PluralCategory: String]] = [:]
            for (name, forms) in rule {
                guard let forms = forms as? [String: Any], forms["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var chosen: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases { if let text = forms[category.rawValue] as? String { chosen[category] = text } }
                variables[name] = chosen
            }
            values[key] = .rule(format: format, variables: variables)
        }
        return (values, nil)
    }
}

/// What a string catalog (`.xcstrings`, JSON) holds that the preview reads: each key's text in
/// each language, with its plural and device variations. Decoded with `JSONDecoder`, 3.5 times
/// faster here than `JSONSerialization` on a 7.8 MB catalog (0.47 s against 1.64 s).
private struct StringCatalog: Decodable {
    var sourceLanguage: String?
    var strings: [String: Entry]

    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    /// A text, or its variations: by plural category, or by device (the iPhone's is drawn).
    struct Localization: Decodable {
        var stringUnit: Unit?
        var variations: Variations?

        var entry: LocalizedStrings.Entry? {
            if let value = stringUnit?.value { return .plain(value) }
            if let plural = variations?.plural {
                var forms: [PluralCategory: String] = [:]
                for (name, variation) in plural {
                    if let category = PluralCategory(rawValue: name), let value = variation.stringUnit?.value { forms[category] = value }
                }
                return forms.isEmpty ? nil : .plural(forms)
            }
            if let device = variations?.device, let chosen = device["iphone"] ?? device["other"] { return chosen.entry }
            return nil
        }
    }

    struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    struct Unit: Decodable {
        var value: String?
    }
}
