import Foundation
import WidgetFormat

/// Finds widget files on the command line: files as given, folders as the widget files inside them.
enum WidgetFiles {
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Expands folders (recursively, sorted) to the widget files they hold.
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else { return [path] }
            let found = walker.compactMap { $0 as? String }
                .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            return found.isEmpty ? [path] : found
        }
    }

    /// Reads one widget file without printing anything.
    static func read(_ path: String) -> WidgetLoadResult {
        WidgetLoader.load(path: path)
    }

    /// Loads one widget, printing its diagnostics to standard error.
    static func load(_ path: String) -> WidgetLoadResult {
        let result = read(path)
        for line in result.renderedDiagnostics { printError(line) }
        return result
    }
}
