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
    /// The names of app icon sets (`AppIcon.appiconset`): the Home Screen's icon, which
    /// `Image(_:)` does not find.
    private var appIconSets: Set<String> = []
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
                } else if relative.hasSuffix(".appiconset") {
                    appIconSets.insert(name)
                }
            }
        }
    }

    /// Adds another catalog's images and colours; a name this one has keeps its own.
    mutating func merge(_ other: AssetCatalog) {
        images.merge(other.images) { mine, _ in mine }
        colors.merge(other.colors) { mine, _ in mine }
        appIconSets.formUnion(other.appIconSets)
        folders += other.folders.filter { !folders.contains($0) }
    }

    func image(named name: String) -> Entry? {
        if let found = images[name] { return found }
        let written = Self.bitmapExtensions.contains((name as NSString).pathExtension.lowercased())
            ? [name] : Self.bitmapExtensions.map { name + "." + $0 }
        for folder in folders {
            for file in written {
                if let entry = Self.bitmap(file, in: folder, owner: "source file") { return entry }
            }
        }
        return nil
    }

    func color(named name: String) -> ColorValue? { colors[name] }

    /// Whether the catalogs read hold any image: then a name they lack is one the app's
    /// catalogs lack too, and iOS draws nothing for it; with none read (a single source file),
    /// the images are elsewhere and a placeholder stands for one.
    var holdsImages: Bool { !images.isEmpty }

    /// Whether `name` is an app icon set's, which is no image to `Image(_:)`.
    func isAppIconSet(_ name: String) -> Bool { appIconSets.contains(name) }

    /// A colour by the symbol Xcode generates for it: `WidgetText` and `widget-text` give
    /// `.widgetText`, and a trailing `Color` is dropped (`BrandColor` gives `.brand`).
    func color(symbol: String) -> ColorValue? {
        colors.first { Self.symbolName(of: $0.key, dropping: "Color") == symbol }?.value
    }

    /// An image by its generated symbol (`Image(.brandIcon)` for `BrandIcon`, `.squirrelLogo`
    /// for `SquirrelLogoImage`: Xcode drops an image's "Image" suffix as it drops a colour's "Color").
    func image(symbol: String) -> Entry? {
        images.first { Self.symbolName(of: $0.key, dropping: "Image") == symbol }?.value
    }

    /// The name Xcode generates for an asset: camel case, without the kind's suffix.
    static func symbolName(of assetName: String, dropping suffix: String = "Color") -> String {
        var words = assetName.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map(String.init)
        if words.count == 1, let only = words.first { words = [only] }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
        return name
    }

    private static func contents(_ folder: String) -> [String: Any]? {
        try? readContents(folder).get()
    }

    /// A set's `Contents.json`, or why it cannot be read (named as `set/Contents.json`).
    private static func readContents(_ folder: String) -> Result<[String: Any], ContentsProblem> {
        let shown = (folder as NSString).lastPathComponent + "/Contents.json"
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard FileIdentity(path: path)?.isRegularFile == true, let data = FileManager.default.contents(atPath: path) else {
            return .failure(ContentsProblem(description: "'\(shown)' is missing or not a file Xcode can read"))
        }
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                return .failure(ContentsProblem(description: "'\(shown)' is JSON but not an object"))
            }
            return .success(object)
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { " (\($0))" } ?? ""
            return .failure(ContentsProblem(description: "'\(shown)' is not valid JSON\(detail)"))
        }
    }

    /// Why a set's `Contents.json` cannot be read.
    private struct ContentsProblem: Error {
        var description: String
    }

    /// The image of an imageset: its vector file if it has one, else its largest-scale PNG
    /// (entries for an appearance, such as dark, are left out); unreadable, with the reason, when
    /// its `Contents.json` cannot be read or names no file that is there.
    static func image(in folder: String) -> Entry? {
        let contents: [String: Any]
        switch readContents(folder) {
        case .success(let read): contents = read
        case .failure(let problem): return .unreadable(problem.description + "; Xcode could not read this image set either")
        }
        guard let entries = contents["images"] as? [[String: Any]] else {
            return .unreadable("'\((folder as NSString).lastPathComponent)/Contents.json' lists no \"images\"")
        }
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
        let bitmaps = files.filter { Self.bitmapExtensions.contains(($0.file as NSString).pathExtension.lowercased()) }
            .sorted { $0.scale > $1.scale }
            .compactMap { bitmap($0.file, in: folder, owner: "asset catalog") }
        // The first file that can be drawn; else the first that is there, to say why it cannot be.
        let present = vectors + bitmaps
        let found = present.first { if case .image = $0 { true } else { false } } ?? present.first
        if found == nil, let named = files.first {
            if exists(named.file, in: folder) { return .unreadable("'\(named.file)' is not a PNG, JPEG, SVG or PDF, the images the preview draws") }
            return .unreadable("'\((folder as NSString).lastPathComponent)' names '\(named.file)', which is not in it")
        }
        guard case .image(var view)? = found else { return found }
        view.rendersAsTemplate = template
        return .image(view)
    }

    /// The file name extensions of the pixel images the preview draws, in the order a name
    /// without one is looked for.
    static let bitmapExtensions = ["png", "jpg", "jpeg"]

    /// A PNG or JPEG: nil when there is no such file, unreadable when it is there but damaged.
    static func bitmap(_ written: String, in folder: String, owner: String) -> Entry? {
        switch ImageFile.source(written: written, baseDirectory: folder, owner: owner) {
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
        // A slot Xcode lists without a colour (a dark appearance left empty) falls back to the
        // universal colour, as the asset catalog does.
        let colored = entries.filter { $0["color"] != nil }
        let chosen = colored.first(where: isDark) ?? colored.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? colored.first
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
