import Foundation
import Images
import ViewTree
import WidgetFormat

/// The images and colours of a widget extension's asset catalogs (`Assets.xcassets`), as Xcode
/// lays them out: `NAME.imageset/Contents.json` with an SVG or PDF (drawn at the size shown
/// when `preserves-vector-representation` is set, else from its @3x rendition) or PNGs at
/// 1x/2x/3x (the largest scale is used), its `template-rendering-intent`;
/// `NAME.symbolset/Contents.json` with an SF Symbols template SVG (a custom symbol); and
/// `NAME.colorset/Contents.json` with sRGB components (the dark appearance when there is one,
/// since the Lock Screen is dark). PNGs beside the sources serve `Image("name")` too.
struct AssetCatalog: Sendable {
    /// An image the catalog names: one to draw, or a file that is there but cannot be drawn (why).
    enum Entry: Sendable {
        case image(ImageView)
        case unreadable(String)
    }

    private var images: [String: Entry] = [:]
    private var colors: [String: ColorValue] = [:]
    /// Folders where `NAME.png` is looked for.
    private var folders: [String] = []

    init() {}

    /// Reads the asset catalogs of a folder: those anywhere under it (`recursive`, a widget
    /// extension), or those directly in it (the folder of a single source file).
    init(folder: String, recursive: Bool) {
        folders = [folder]
        for catalog in ProjectFiles.find(in: folder, recursive: recursive, where: { $0.hasSuffix(".xcassets") }) {
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            for case let relative as String in walker {
                let path = (catalog as NSString).appendingPathComponent(relative)
                let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
                if relative.hasSuffix(".imageset") {
                    if let entry = Self.image(in: path) { images[name] = entry }
                } else if relative.hasSuffix(".symbolset") {
                    if let entry = Self.symbol(named: name, in: path) { images[name] = entry }
                } else if relative.hasSuffix(".colorset") {
                    if let color = Self.color(in: path) { colors[name] = color }
                }
            }
        }
    }

    /// Adds another catalog's images and colours; a name this one has keeps its own.
    mutating func merge(_ other: AssetCatalog) {
        images.merge(other.images) { mine, _ in mine }
        colors.merge(other.colors) { mine, _ in mine }
        folders += other.folders.filter { !folders.contains($0) }
    }

    func image(named name: String) -> Entry? {
        if let found = images[name] { return found }
        for folder in folders {
            let written = name.hasSuffix(".png") ? name : name + ".png"
            if let entry = Self.png(written, in: folder, owner: "source file") { return entry }
        }
        return nil
    }

    func color(named name: String) -> ColorValue? { colors[name] }

    /// A colour by the symbol Xcode generates for it: `WidgetText` and `widget-text` give
    /// `.widgetText`, and a trailing `Color` is dropped (`BrandColor` gives `.brand`).
    func color(symbol: String) -> ColorValue? {
        colors.first { Self.symbolName(of: $0.key) == symbol }?.value
    }

    /// An image by its generated symbol (`Image(.brandIcon)` for `BrandIcon`).
    func image(symbol: String) -> Entry? {
        images.first { Self.symbolName(of: $0.key) == symbol }?.value
    }

    static func symbolName(of assetName: String) -> String {
        var words = assetName.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map(String.init)
        if words.count == 1, let only = words.first { words = [only] }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.hasSuffix("Color"), name.count > 5 { name.removeLast(5) }
        return name
    }

    private static func contents(_ folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The image of an imageset: its vector file if it has one, else its largest-scale PNG
    /// (entries for an appearance, such as dark, are left out); nil when none of its files is there.
    static func image(in folder: String) -> Entry? {
        guard let contents = contents(folder), let entries = contents["images"] as? [[String: Any]] else { return nil }
        let properties = contents["properties"] as? [String: Any]
        let template = (properties?["template-rendering-intent"] as? String) == "template"
        let preserves = (properties?["preserves-vector-representation"] as? Bool) ?? false
        let files = entries.compactMap { entry -> (scale: Double, file: String)? in
            guard let file = entry["filename"] as? String else { return nil }
            if let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty { return nil }
            return (Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1, file)
        }
        let vectors = files.compactMap { file in
            VectorImage.Format(fileName: file.file).flatMap { vector(file.file, format: $0, in: folder, preservesVectorData: preserves) }
        }
        let pngs = files.filter { $0.file.lowercased().hasSuffix(".png") }.sorted { $0.scale > $1.scale }.compactMap {
            png($0.file, in: folder, owner: "asset catalog")
        }
        // The first file that can be drawn; else the first that is there, to say why it cannot be.
        let present = vectors + pngs
        let found = present.first { if case .image = $0 { true } else { false } } ?? present.first
        guard case .image(var view)? = found else { return found }
        view.rendersAsTemplate = template
        return .image(view)
    }

    /// A PNG: nil when there is no such file, unreadable when it is there but damaged.
    static func png(_ written: String, in folder: String, owner: String) -> Entry? {
        switch PNGFile.source(written: written, baseDirectory: folder, owner: owner) {
        case .success(let source): return .image(ImageView(source: source))
        case .failure(let problem): return exists(written, in: folder) ? .unreadable(problem.message) : nil
        }
    }

    /// An SVG or PDF, parsed to check it and to know its size: nil when there is no such file.
    static func vector(_ file: String, format: VectorImage.Format, in folder: String, preservesVectorData: Bool) -> Entry? {
        let path = (folder as NSString).appendingPathComponent(file)
        guard exists(file, in: folder) else { return nil }
        do {
            let image = try VectorImage.read(path: path, format: format)
            return .image(ImageView(source: .vector(written: file, resolvedPath: path, pointWidth: image.pointWidth,
                                                    pointHeight: image.pointHeight, preservesVectorData: preservesVectorData)))
        } catch {
            return .unreadable("'\(file)' is a damaged \(format.rawValue.uppercased()) (\(error)); export it again")
        }
    }

    /// A symbolset's template SVG, checked to have a weight group with its guides.
    static func symbol(named name: String, in folder: String) -> Entry? {
        guard let entries = contents(folder)?["symbols"] as? [[String: Any]],
              let file = entries.compactMap({ $0["filename"] as? String }).first(where: { exists($0, in: folder) }) else { return nil }
        let path = (folder as NSString).appendingPathComponent(file)
        do {
            _ = try SymbolTemplate(path: path)
            return .image(ImageView(source: .customSymbol(name: name, resolvedPath: path)))
        } catch {
            return .unreadable("'\(file)' is not a symbol template SF Symbols can read (\(error)); export it again from SF Symbols")
        }
    }

    private static func exists(_ file: String, in folder: String) -> Bool {
        var isFolder: ObjCBool = false
        let path = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    static func color(in folder: String) -> ColorValue? {
        guard let entries = contents(folder)?["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: Any]])?.contains { ($0["value"] as? String) == "dark" } ?? false
        }
        let chosen = entries.first(where: isDark) ?? entries.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? entries.first
        guard let components = (chosen?["color"] as? [String: Any])?["components"] as? [String: Any] else { return nil }
        func channel(_ key: String) -> Double? {
            let raw: String
            if let text = components[key] as? String { raw = text } else if let number = components[key] as? NSNumber { raw = number.stringValue } else { return nil }
            if raw.hasPrefix("0x"), let value = Int(raw.dropFirst(2), radix: 16) { return Double(value) / 255 }
            guard let value = Double(raw) else { return nil }
            return value > 1 ? value / 255 : value
        }
        if let white = channel("white") { return .rgba(RGBA(red: white, green: white, blue: white, alpha: channel("alpha") ?? 1)) }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return .rgba(RGBA(red: red, green: green, blue: blue, alpha: channel("alpha") ?? 1))
    }
}

/// English strings of a widget extension: `en.lproj/Localizable.strings` (or `Base.lproj`, or a
/// `Localizable.strings` anywhere in the folder) and `Localizable.xcstrings` string catalogs.
/// Tables of other languages are not read: on an English phone iOS shows a key that no English
/// table translates as it is written (Apple's Food Truck sample has only `ar.lproj`, and shows
/// "Orders", not "الطلبات").
struct LocalizedStrings: Sendable {
    private var tables: [String: [String: String]] = [:]

    init() {}

    /// Reads the strings files under a folder (`recursive`), or directly in it and its `.lproj` folders.
    init(folder: String, recursive: Bool) {
        var english: [String: [String: String]] = [:]
        let found = ProjectFiles.find(in: folder, recursive: recursive) { $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") }
            + (recursive ? [] : ProjectFiles.find(in: folder, recursive: false, where: { $0.hasSuffix(".lproj") }).flatMap { lproj in
                ProjectFiles.find(in: lproj, recursive: false) { $0.hasSuffix(".strings") }
            })
        for path in found {
            let relative = String(path.dropFirst(folder.count))
            let table = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            if relative.hasSuffix(".strings") {
                let folder = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let isEnglish = !folder.hasSuffix(".lproj") || folder == "en.lproj" || folder.hasPrefix("en-") || folder == "Base.lproj"
                if isEnglish { english[table, default: [:]].merge(Self.strings(at: path)) { a, _ in a } }
            } else if relative.hasSuffix(".xcstrings") {
                english[table, default: [:]].merge(Self.catalog(at: path)) { a, _ in a }
            }
        }
        tables = english
    }

    /// Adds another folder's tables; a key this one has keeps its own text.
    mutating func merge(_ other: LocalizedStrings) {
        for (table, values) in other.tables { tables[table, default: [:]].merge(values) { mine, _ in mine } }
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

    /// `"key" = "value";` lines, with comments and escapes.
    static func strings(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { return [:] }
        var result: [String: String] = [:]
        var quoted: [String] = []
        var current = ""
        var inString = false, escaped = false, inComment = false, inLineComment = false
        var previous: Character = " "
        for character in text {
            if inLineComment { if character == "\n" { inLineComment = false }; continue }
            if inComment { if previous == "*" && character == "/" { inComment = false }; previous = character; continue }
            if inString {
                if escaped {
                    switch character { case "n": current.append("\n"); case "t": current.append("\t"); default: current.append(character) }
                    escaped = false
                } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; quoted.append(current); current = "" } else { current.append(character) }
                continue
            }
            if character == "\"" { inString = true } else if previous == "/" && character == "*" { inComment = true } else if previous == "/" && character == "/" { inLineComment = true } else if character == ";" {
                if quoted.count == 2 { result[quoted[0]] = quoted[1] }
                quoted = []
            }
            previous = character
        }
        return result
    }

    /// A string catalog's English (or source-language) values.
    static func catalog(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return [:] }
        let source = root["sourceLanguage"] as? String ?? "en"
        var result: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = ((localizations?["en"] ?? localizations?[source]) as? [String: Any])?["stringUnit"] as? [String: Any]
            result[key] = unit?["value"] as? String ?? key
        }
        return result
    }
}

/// Finds files and folders of a widget extension, leaving out hidden folders and build products.
/// Each folder is entered once, however many links lead to it (a link to `.` or to a parent
/// would otherwise be followed until the path grew too long), each file is found once by what it
/// is, not by its name, and what is neither a regular file nor a folder (a FIFO, whose reading
/// never ends, a socket, a device, a link to nothing) is left out.
enum ProjectFiles {
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "node_modules"]

    /// A file or folder a walk left out, and why.
    struct LeftOut: Sendable, Hashable {
        var path: String
        var reason: String
    }

    /// Paths under `folder` whose last component passes `matches`; folders that match are not
    /// entered. `leftOut` hears of every matching path that was not taken, and of links to a folder
    /// already walked.
    static func find(in folder: String, recursive: Bool, leftOut: ((LeftOut) -> Void)? = nil,
                     where matches: (String) -> Bool) -> [String] {
        var walk = Walk()
        if let identity = FileIdentity(path: folder) { walk.seen.insert(identity) }
        walk.enter(folder, recursive: recursive, matches: matches, leftOut: leftOut)
        // Links are followed after every real file and folder is met, so that a file is found
        // by its own name rather than by a link's that sorts before it.
        while !walk.links.isEmpty {
            let link = walk.links.removeFirst()
            walk.take(link.path, name: link.name, recursive: recursive, matches: matches, leftOut: leftOut)
        }
        return walk.found
    }

    /// One walk's state: the folders and files met so far, and the links still to follow.
    private struct Walk {
        var seen: Set<FileIdentity> = []
        var found: [String] = []
        var links: [(path: String, name: String)] = []

        mutating func enter(_ folder: String, recursive: Bool, matches: (String) -> Bool, leftOut: ((LeftOut) -> Void)?) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") && !ProjectFiles.skipped.contains(name) {
                let path = (folder as NSString).appendingPathComponent(name)
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                    links.append((path, name))
                } else {
                    take(path, name: name, recursive: recursive, matches: matches, leftOut: leftOut)
                }
            }
        }

        /// Takes a path that matches, or enters a folder that does not.
        mutating func take(_ path: String, name: String, recursive: Bool, matches: (String) -> Bool, leftOut: ((LeftOut) -> Void)?) {
            let isMatch = matches(name)
            guard isMatch || recursive else { return }
            guard let identity = FileIdentity(path: path) else {
                if isMatch { leftOut?(LeftOut(path: path, reason: "a link to nothing")) }
                return
            }
            guard identity.isRegularFile || identity.isFolder else {
                if isMatch { leftOut?(LeftOut(path: path, reason: "not a regular file (\(identity.kindDescription))")) }
                return
            }
            guard seen.insert(identity).inserted else {
                if isMatch || identity.isFolder { leftOut?(LeftOut(path: path, reason: "the same \(identity.isFolder ? "folder" : "file") as one read already (a link)")) }
                return
            }
            if isMatch {
                found.append(path)
            } else if identity.isFolder {
                enter(path, recursive: recursive, matches: matches, leftOut: leftOut)
            }
        }
    }
}

/// What a path is on disk, links followed: its device and inode, which name it whatever the path.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
    let mode: UInt32

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        mode = UInt32(status.st_mode)
    }

    var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    var isFolder: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }

    /// What a path that is neither a file nor a folder is, in words.
    var kindDescription: String {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFIFO): "a FIFO"
        case UInt32(S_IFSOCK): "a socket"
        case UInt32(S_IFCHR), UInt32(S_IFBLK): "a device"
        default: "neither a file nor a folder"
        }
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }
    func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}
