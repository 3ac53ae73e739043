import ArgumentParser
import Foundation

/// The project's folders the program reads at run time: `themes/` and `sample-widgets/`.
///
/// The project's home is the first folder holding both: the one `LOCKSCREEN_TUI_HOME` names,
/// else the nearest above the running executable (after resolving links), else the nearest above
/// the current folder.
struct ProjectResources {
    static let environmentVariable = "LOCKSCREEN_TUI_HOME"

    /// The project's home, shown relative to the current folder when it lies inside it.
    let home: String

    var themesFolder: String { (home as NSString).appendingPathComponent("themes") }
    var samplesFolder: String { (home as NSString).appendingPathComponent("sample-widgets") }

    /// The sample arrangements, e.g. `default.arrangement.yaml`.
    var arrangementsFolder: String { (samplesFolder as NSString).appendingPathComponent("arrangements") }

    /// The arrangement shown when none is named: the samples at their best.
    var defaultArrangement: String { (arrangementsFolder as NSString).appendingPathComponent("default.arrangement.yaml") }

    /// Finds the home, or throws a message that says where it looked and how to point at it.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                       currentFolder: String = FileManager.default.currentDirectoryPath) throws -> ProjectResources {
        if let named = environment[environmentVariable], !named.isEmpty {
            guard isHome(named) else {
                throw ValidationError("\(environmentVariable)=\(named) has no themes/ and sample-widgets/ folders; point it at the lockscreen-tui folder")
            }
            return ProjectResources(home: shown(named, from: currentFolder))
        }
        let executable = Bundle.main.executableURL.map { $0.resolvingSymlinksInPath().deletingLastPathComponent().path }
        for start in [executable, currentFolder].compactMap({ $0 }) {
            if let found = search(upwardFrom: start) { return ProjectResources(home: shown(found, from: currentFolder)) }
        }
        throw ValidationError("cannot find the themes/ and sample-widgets/ folders above the program or the current folder; set \(environmentVariable) to the lockscreen-tui folder")
    }

    static func isHome(_ folder: String) -> Bool {
        ["themes", "sample-widgets"].allSatisfy { name in
            var isDirectory: ObjCBool = false
            let path = (folder as NSString).appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    static func search(upwardFrom start: String) -> String? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if isHome(folder.path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `path` relative to `currentFolder` when it is that folder or lies inside it, else as it is.
    static func shown(_ path: String, from currentFolder: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true)).standardizedFileURL.path
        let base = URL(fileURLWithPath: currentFolder).standardizedFileURL.path
        if absolute == base { return "." }
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return absolute
    }
}
