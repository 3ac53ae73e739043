import Foundation
import ViewTree

/// The themes of one folder (the project's `themes/`): their names, and look-up by name with a
/// suggestion for a near miss, or by path to a theme file.
public struct ThemeCatalog: Sendable {
    /// The folder holding `<name>.yaml` theme files.
    public let folder: String
    /// The theme names, sorted.
    public let names: [String]

    public init(folder: String) {
        self.folder = folder
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        names = files.filter { ThemeCatalog.isThemeFileName($0) }.map { ThemeLoader.name(ofPath: $0) }.sorted()
    }

    /// The theme used when nothing names one.
    public static let defaultName = "aurora"

    /// True for `.yaml` and `.yml` names.
    public static func isThemeFileName(_ name: String) -> Bool {
        ["yaml", "yml"].contains((name as NSString).pathExtension.lowercased())
    }

    /// True when `reference` is a path to a theme file rather than a theme's name.
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || isThemeFileName(reference)
    }

    /// The file of the theme called `name`, when there is one.
    public func path(of name: String) -> String? {
        guard names.contains(name) else { return nil }
        return ["yaml", "yml"].map { (folder as NSString).appendingPathComponent("\(name).\($0)") }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Why `name` names no theme here, with the nearest name when it is a likely typo.
    public func unknownNameMessage(_ name: String) -> String {
        var message = "unknown theme '\(name)'"
        if (name as NSString).pathExtension.lowercased() == "png" {
            return message + "; a theme is a YAML file: to use a picture, write one with wallpaper: { image: \(name) } beside it and name that file"
        }
        if let near = EditDistance.nearest(to: name, in: names) {
            message += "; did you mean '\(near)'?"
        } else {
            message += "; the themes are: " + names.joined(separator: ", ")
        }
        return message
    }

    /// Loads the theme a name or a path refers to. A name that matches no theme gives an error
    /// diagnostic without a location.
    public func load(_ reference: String) -> ThemeLoadResult {
        if ThemeCatalog.isPath(reference) { return ThemeLoader.load(path: reference) }
        guard let path = path(of: reference) else {
            return ThemeLoadResult(path: reference, theme: nil, diagnostics: [.error(at: nil, unknownNameMessage(reference))],
                                   source: nil, exitStatus: .cannotRead)
        }
        return ThemeLoader.load(path: path)
    }
}
