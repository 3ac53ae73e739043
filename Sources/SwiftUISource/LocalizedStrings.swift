import Foundation
import ViewTree
import WidgetFormat

/// English strings of a widget extension: `en.lproj/Localizable.strings` (or `Base.lproj`, or a
/// `Localizable.strings` anywhere in the folder) and `Localizable.xcstrings` string catalogs.
/// Tables of other languages are not read: on an English phone iOS shows a key that no English
/// table translates as it is written (Apple's Food Truck sample has only `ar.lproj`, and shows
/// "Orders", not "الطلبات").
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

    private var tables: [String: [String: String]] = [:]
    /// The files that could not be read whole.
    private(set) var problems: [Problem] = []
    /// Every strings file and catalog read.
    private(set) var files: [String] = []

    init() {}

    /// Reads the strings files under a folder (`recursive`), or directly in it and its `.lproj` folders.
    init(folder: String, recursive: Bool) {
        var english: [String: [String: String]] = [:]
        let found = ProjectFiles.find(in: folder, recursive: recursive) { $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") }
            + (recursive ? [] : ProjectFiles.find(in: folder, recursive: false, where: { $0.hasSuffix(".lproj") }).flatMap { lproj in
                ProjectFiles.find(in: lproj, recursive: false) { $0.hasSuffix(".strings") }
            })
        files = found
        for path in found {
            let relative = String(path.dropFirst(folder.count))
            let table = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            if relative.hasSuffix(".strings") {
                let folder = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let isEnglish = !folder.hasSuffix(".lproj") || folder == "en.lproj" || folder.hasPrefix("en-") || folder == "Base.lproj"
                guard isEnglish else { continue }
                let (values, problem) = Self.strings(at: path)
                english[table, default: [:]].merge(values) { a, _ in a }
                if let problem { problems.append(Problem(path: path, reason: problem)) }
            } else if relative.hasSuffix(".xcstrings") {
                let (values, problem) = Self.catalog(at: path)
                english[table, default: [:]].merge(values) { a, _ in a }
                if let problem { problems.append(Problem(path: path, reason: problem)) }
            }
        }
        tables = english
    }

    /// Adds another folder's tables; a key this one has keeps its own text.
    mutating func merge(_ other: LocalizedStrings) {
        for (table, values) in other.tables { tables[table, default: [:]].merge(values) { mine, _ in mine } }
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

    /// The English text of a key, or the key itself.
    func localized(_ key: String, table: String? = nil) -> String {
        text(for: key, table: table) ?? key
    }

    /// The English text a table gives a key, if one does.
    func text(for key: String, table: String? = nil) -> String? {
        if let table, let found = tables[table]?[key] { return found }
        if let found = tables["Localizable"]?[key] { return found }
        for values in tables.values { if let found = values[key] { return found } }
        return nil
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
        var result: [String: String] = [:]
        var quoted: [String] = []
        var current = ""
        var inString = false, escaped = false, inComment = false, inLineComment = false
        var previous: Character = " "
        var line = 1, stringLine = 1
        for character in text {
            if character == "\n" { line += 1 }
            if inLineComment { if character == "\n" { inLineComment = false }; continue }
            if inComment { if previous == "*" && character == "/" { inComment = false }; previous = character; continue }
            if inString {
                if escaped {
                    switch character { case "n": current.append("\n"); case "t": current.append("\t"); default: current.append(character) }
                    escaped = false
                } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; quoted.append(current); current = "" } else { current.append(character) }
                continue
            }
            if character == "\"" {
                inString = true
                stringLine = line
            } else if previous == "/" && character == "*" { inComment = true } else if previous == "/" && character == "/" { inLineComment = true } else if character == ";" {
                if quoted.count == 2 { result[quoted[0]] = quoted[1] }
                quoted = []
            }
            previous = character
        }
        if inString { return (result, "the string that starts on line \(stringLine) never ends; the keys after it are not read") }
        return (result, nil)
    }

    /// A string catalog's English (or source-language) values.
    static func catalog(at path: String) -> (values: [String: String], problem: String?) {
        let (data, unreadable) = contents(at: path)
        guard let data else { return ([:], unreadable) }
        let catalog: StringCatalog
        do {
            catalog = try JSONDecoder().decode(StringCatalog.self, from: data)
        } catch DecodingError.dataCorrupted {
            // JSONDecoder says only that the data is not JSON; JSONSerialization says where.
            var detail = ""
            do { _ = try JSONSerialization.jsonObject(with: data) } catch {
                detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { " (\($0))" } ?? ""
            }
            return ([:], "it is not valid JSON\(detail)")
        } catch {
            return ([:], "it is JSON, but not a string catalog (\(error))")
        }
        let source = catalog.sourceLanguage ?? "en"
        var result: [String: String] = [:]
        for (key, entry) in catalog.strings {
            result[key] = (entry.localizations?["en"] ?? entry.localizations?[source])?.stringUnit?.value ?? key
        }
        return (result, nil)
    }
}

/// What a string catalog (`.xcstrings`, JSON) holds that the preview reads: each key's English or
/// source-language text. Decoded with `JSONDecoder`, 3.5 times faster here than
/// `JSONSerialization` on a 7.8 MB catalog (0.47 s against 1.64 s).
private struct StringCatalog: Decodable {
    var sourceLanguage: String?
    var strings: [String: Entry]

    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    struct Localization: Decodable {
        var stringUnit: Unit?
    }

    struct Unit: Decodable {
        var value: String?
    }
}
