import Foundation
import Localization
import ViewTree
import ArgumentParser
import SwiftUISource
import WidgetFormat

/// Finds widget files on the command line: files as given, folders as the widget files inside them
/// (widget files and SwiftUI sources, not the entries files beside the sources).
enum WidgetFiles {
    static let extensions: Set<String> = ["yaml", "yml", "json", "swift"]

    static func isSwiftSource(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "swift"
    }

    /// True for arrangement and watch face files, which place widgets rather than being one.
    static func isSceneFile(_ path: String) -> Bool {
        ArrangementLoader.isArrangementFile(path) || FaceLoader.isFaceFile(path)
    }

    /// Expands folders (recursively, sorted) to the widget files they hold; with
    /// `skippingScenes`, the arrangement and face files found in folders are left out.
    static func expand(_ paths: [String], skippingScenes: Bool = false) -> [String] {
        found(in: paths, skippingScenes: skippingScenes).map(\.path)
    }

    /// `expand`, each file with the argument it was found under (itself when given as a file).
    static func found(in paths: [String], skippingScenes: Bool = false) -> [(path: String, argument: String)] {
        paths.flatMap { path -> [(path: String, argument: String)] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [(path, path)]
            }
            if SwiftUILoader.isWidgetExtension(folder: path) { return [(path, path)] }
            guard let walker = FileManager.default.enumerator(atPath: path) else { return [(path, path)] }
            let found = walker.compactMap { $0 as? String }
                .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) && !SwiftUILoader.isEntryFile($0) }
                .filter { !skippingScenes || !isSceneFile($0) }
                .sorted()
                .map { ((path as NSString).appendingPathComponent($0), path) }
            return found.isEmpty ? [(path, path)] : found
        }
    }

    /// Reads one widget without printing anything: a `.swift` file through SwiftUISource (with
    /// `entryFile` if given, else the entries file beside it), any other file as a widget file.
    /// `now` is the moment a SwiftUI source's entries are made at (their `.now`).
    /// With `families`, a SwiftUI source's widgets that support none of them are not built.
    /// `requested` (the `--widget` name) is read even where the extension's `@main` bundle leaves it out.
    static func read(_ path: String, entryFile: String? = nil, now: Date = Date(), locale: PreviewLocale = .fromEnvironment(),
                     families: Set<WidgetFamily>? = nil, requested: String? = nil) -> WidgetLoadResult {
        if isSwiftSource(path) || isSwiftFolder(path) {
            return SwiftUILoader.load(path: path, entryFile: entryFile, now: now, locale: locale, families: families, requested: requested)
        }
        return WidgetLoader.load(path: path)
    }

    /// A folder read as one widget extension (its sources together, with assets and strings).
    static func isSwiftFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            && SwiftUILoader.isWidgetExtension(folder: path)
    }

    /// Loads one widget, printing to standard error the diagnostics `shown` picks (all of them
    /// unless a command shows one picture). With `strict`, warnings are errors: those printed are
    /// printed as errors and the result holds no widget.
    static func load(_ path: String, entryFile: String? = nil, strict: Bool = false, now: Date = Date(),
                     locale: PreviewLocale = .fromEnvironment(), requested: String? = nil,
                     shown: (WidgetLoadResult) -> [Diagnostic] = \.diagnostics) throws -> WidgetLoadResult {
        if entryFile != nil, !isSwiftSource(path), !isSwiftFolder(path) {
            throw ValidationError("--entry takes a file for SwiftUI widgets (.swift); a widget file's entries are inside it, so give --entry a number")
        }
        var result = read(path, entryFile: entryFile, now: now, locale: locale, requested: requested)
        var printed = shown(result)
        if strict, printed.contains(where: { $0.severity == .warning }) {
            printed = printed.map { var d = $0; d.severity = .error; return d }
            result.diagnostics = printed
            result.widget = nil
            result.widgets = []
            result.exitStatus = max(result.exitStatus, .invalidInput)
        }
        for line in result.rendered(printed) { printError(line) }
        return result
    }
}
