import Foundation
import SwiftEvaluator

/// One widget extension target inside a folder given to the reader, as Xcode builds it: its own
/// sources, the platform it is built for, and so its own module.
struct ExtensionTarget: Sendable, Hashable {
    /// The target's name, which messages and `validate` show: the Xcode target's, else its folder's.
    var name: String
    var platform: CompilationConditions.Platform
    /// The target's own `.swift` files.
    var files: [String]
    /// Folders beyond the one read whose asset catalogs, strings and data files the target copies (an Xcode
    /// project's resources phase), with whether to read them whole.
    var resourceFolders: [ResourceFolder] = []
    /// The app's files that start the target's Live Activities (`ActivityRequest.appSources`):
    /// read after the target's own, yielding to its declarations.
    var appFiles: [String] = []
    /// The sources of the local packages it imports: library code, read up to the library size
    /// limit wherever it lies (a package inside the repository read, too).
    var libraryFiles: Set<String> = []
}

extension ExtensionTarget {
    /// The target with the sources of the local packages it imports, and their resources.
    func addingLocalPackages(_ packages: LocalPackages) -> ExtensionTarget {
        let imported = packages.sources(importedBy: files + appFiles)
        var whole = self
        whole.files += imported.files
        whole.libraryFiles.formUnion(imported.files)
        whole.resourceFolders += imported.resourceFolders
        return whole
    }
}

/// A folder an extension target's catalogs and strings are read from.
struct ResourceFolder: Sendable, Hashable {
    var path: String
    /// True to read catalogs and strings anywhere under it, false only those directly in it (and
    /// in its `.lproj` folders).
    var recursive: Bool
}

/// Finds the widget extension targets of a folder: the folder of each `@main` widget entry point
/// (a `WidgetBundle`, or a `Widget` marked `@main`), or the nearest folder above it that holds the
/// target's `Info.plist`. A folder with an iOS and a watchOS extension (an app's repository, say)
/// then reads as two modules, each with the conditions of its platform and the sources outside
/// every target (shared code) compiled into both, as Xcode compiles them.
enum ExtensionTargets {
    /// The targets found, and the shared sources: those outside every target folder. An app's
    /// sources count as shared: extensions commonly compile the app's model files too, and
    /// which ones only the Xcode project says.
    static func find(in folder: String, sources: [String]) -> (targets: [ExtensionTarget], shared: [String]) {
        var widgetEntries: [String] = []
        for path in sources {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.containsUTF8("@main") else { continue }
            if isWidgetEntryPoint(text) { widgetEntries.append(path) }
        }
        let root = (folder as NSString).standardizingPath
        var targetFolders: [String] = []
        for entry in widgetEntries {
            let target = targetFolder(of: entry, below: root)
            if !targetFolders.contains(target) { targetFolders.append(target) }
        }
        func isInside(_ path: String, _ folder: String) -> Bool { folder == root || path.hasPrefix(folder + "/") }
        let targets = targetFolders.map { target in
            let files = sources.filter { isInside(($0 as NSString).standardizingPath, target) }
            return ExtensionTarget(name: (target as NSString).lastPathComponent, platform: platform(of: target, files: files), files: files)
        }
        let shared = sources.filter { path in
            let standard = (path as NSString).standardizingPath
            return !targetFolders.contains { isInside(standard, $0) }
        }
        return (targets, shared)
    }

    /// True for a source with a widget extension's entry point: a `@main` `WidgetBundle` or `Widget`.
    static func isWidgetEntryPoint(_ text: String) -> Bool {
        text.containsUTF8("@main")
            && (text.containsUTF8("WidgetBundle")
                || text.range(of: #"@main\s+struct\s+\w+\s*:\s*Widget\b"#, options: .regularExpression) != nil)
    }

    /// The widget extension targets of the Xcode project at or above `folder` (an absolute path)
    /// that the folder is about: those whose entry point is inside it, else those that compile
    /// any source inside it; nil when there is no project, or no such target. Each holds every
    /// source the project compiles into it, wherever it lies.
    static func fromProject(for folder: String) -> [ExtensionTarget]? {
        guard let xcodeproj = XcodeProject.find(atOrAbove: folder), let project = XcodeProject(path: xcodeproj) else { return nil }
        // The frameworks the other projects of its workspace build, which its targets may import.
        var libraries = project
        let standardProject = (xcodeproj as NSString).standardizingPath
        if let workspace = XcodeWorkspace.find(atOrAbove: (xcodeproj as NSString).deletingLastPathComponent).flatMap(XcodeWorkspace.init(path:)) {
            for other in workspace.projects where other != standardProject {
                libraries.targets += XcodeProject(path: other)?.targets.filter(\.isLibrary) ?? []
            }
        }
        func isInside(_ path: String) -> Bool { path.hasPrefix(folder + "/") }
        let widgetTargets = project.widgetTargets
        let entered = widgetTargets.filter { target in
            target.sources.contains { isInside($0) && (try? String(contentsOfFile: $0, encoding: .utf8)).map(isWidgetEntryPoint) == true }
        }
        let chosen = entered.isEmpty ? widgetTargets.filter { $0.sources.contains(where: isInside) } : entered
        guard !chosen.isEmpty else { return nil }
        return chosen.map { target in
            let files = target.sources.filter { FileManager.default.fileExists(atPath: $0) }
            let imported = libraries.librarySources(importedBy: files, platform: target.platform)
            return ExtensionTarget(name: target.name, platform: target.platform, files: files + imported.files,
                                   resourceFolders: (target.resourceFolders + imported.resourceFolders)
                                       .map { ResourceFolder(path: $0.path, recursive: $0.recursive) })
        }
    }

    /// The folder of an entry point's target: the nearest folder at or above the file's that
    /// holds an `Info.plist`, below `root`; else the file's own folder.
    static func targetFolder(of entry: String, below root: String) -> String {
        let own = ((entry as NSString).standardizingPath as NSString).deletingLastPathComponent
        var candidate = own
        while candidate.count > root.count, candidate.hasPrefix(root) {
            if FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent("Info.plist")) { return candidate }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return own
    }

    /// The platform a target is built for. Sources do not say it (the Xcode project does, in a
    /// form this reader does not take), so a target whose folder names a watch ("WatchWidgets",
    /// "DaysLeft WatchKit Widget", "WwatchOS") or whose sources list `.accessoryCorner` in
    /// `.supportedFamilies` (outside `#if os(watchOS)`) is a watchOS target; any other is an iOS target.
    static func platform(of folder: String, files: [String]) -> CompilationConditions.Platform {
        if (folder as NSString).lastPathComponent.lowercased().contains("watch") { return .watchOS }
        let listsCorner = files.contains { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), !text.containsUTF8("os(watchOS)") else { return false }
            return text.range(of: #"supportedFamilies\(\[[^\]]*\.accessoryCorner"#, options: .regularExpression) != nil
        }
        return listsCorner ? .watchOS : .iOS
    }
}
