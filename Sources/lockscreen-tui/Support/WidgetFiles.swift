import Foundation
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

    /// Expands folders (recursively, sorted) to the widget files they hold.
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else { return [path] }
            let found = walker.compactMap { $0 as? String }
                .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) && !SwiftUILoader.isEntryFile($0) }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            return found.isEmpty ? [path] : found
        }
    }

    /// Reads one widget without printing anything: a `.swift` file through SwiftUISource (with
    /// `entryFile` if given, else the entries file beside it), any other file as a widget file.
    static func read(_ path: String, entryFile: String? = nil) -> WidgetLoadResult {
        isSwiftSource(path) ? SwiftUILoader.load(path: path, entryFile: entryFile) : WidgetLoader.load(path: path)
    }

    /// Loads one widget, printing its diagnostics to standard error.
    static func load(_ path: String, entryFile: String? = nil) throws -> WidgetLoadResult {
        if entryFile != nil, !isSwiftSource(path) {
            throw ValidationError("--entry takes a file for SwiftUI widgets (.swift); a widget file's entries are inside it, so give --entry a number")
        }
        let result = read(path, entryFile: entryFile)
        for line in result.renderedDiagnostics { printError(line) }
        return result
    }
}
