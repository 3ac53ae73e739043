import Foundation
import SwiftEvaluator

/// The targets of an Xcode project, read from its `project.pbxproj` (an old-style property list,
/// which Foundation reads): each native target's Swift sources, as its Compile Sources phase
/// and its synchronized folders (Xcode 16) give them, and the platform its `SDKROOT` names. With
/// it a widget extension is read as Xcode compiles it: the app's model files it compiles from
/// other folders included, and a watchOS target with watchOS's conditions.
struct XcodeProject {
    /// One native target.
    struct Target {
        var name: String
        /// `com.apple.product-type.app-extension` for widget extensions.
        var productType: String
        var platform: CompilationConditions.Platform
        /// Its Swift sources, absolute paths, in the project's order.
        var sources: [String]
        /// The folders its asset catalogs and strings are read from: the folder holding each
        /// catalog or `.lproj` its Copy Bundle Resources phase lists (not recursive), and its
        /// synchronized folders (recursive).
        var resourceFolders: [(path: String, recursive: Bool)]
        /// The name `import` gives it: `PRODUCT_MODULE_NAME`, else a literal `PRODUCT_NAME`,
        /// else its name.
        var moduleName: String
        /// The `NSExtensionPointIdentifier` of its Info.plist (`com.apple.widgetkit-extension` for a
        /// widget extension), when it has one the preview can read.
        var extensionPoint: String? = nil

        /// A framework or library target, whose module other targets import.
        var isLibrary: Bool { productType.contains("framework") || productType.contains("library") }
    }

    /// The project file's folder's parent: paths in the project are relative to it.
    let folder: String
    var targets: [Target] = []

    /// How many folders above the given one a project is looked for: an extension folder sits a
    /// level or two below its project in the layouts Xcode makes.
    static let searchDepth = 3

    /// The `.xcodeproj` in `folder` or in one of the `searchDepth` folders above it (the nearest;
    /// of several in one folder, the first by name).
    static func find(atOrAbove folder: String) -> String? {
        nearest(".xcodeproj", atOrAbove: folder) { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("project.pbxproj")) }
    }

    /// The first entry by name whose name ends in `suffix` (and that `accepts`) in `folder` or in
    /// one of the `searchDepth` folders above it, the nearest first.
    static func nearest(_ suffix: String, atOrAbove folder: String, accepts: (String) -> Bool = { _ in true }) -> String? {
        var candidate = folder
        for _ in 0...searchDepth {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: candidate)) ?? []).sorted()
            if let found = names.first(where: { $0.hasSuffix(suffix) }) {
                let path = (candidate as NSString).appendingPathComponent(found)
                if accepts(path) { return path }
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        return nil
    }

    /// Reads a project; nil when its `project.pbxproj` is missing or not a property list.
    init?(path xcodeproj: String) {
        let file = (xcodeproj as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootID = plist["rootObject"] as? String, let root = objects[rootID] else { return nil }
        var projectFolder = (xcodeproj as NSString).deletingLastPathComponent
        if let directory = root["projectDirPath"] as? String, !directory.isEmpty {
            projectFolder = (projectFolder as NSString).appendingPathComponent(directory)
        }
        folder = projectFolder
        let paths = ProjectPaths(objects: objects, folder: projectFolder, mainGroup: root["mainGroup"] as? String)
        let projectPlatform = Self.platform(ofConfigurations: root["buildConfigurationList"] as? String, objects)
        for id in root["targets"] as? [String] ?? [] {
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { continue }
            var sources: [String] = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for fileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[fileID]?["fileRef"] as? String, let path = paths.path(of: reference),
                          path.hasSuffix(".swift") else { continue }
                    sources.append(path)
                }
            }
            sources += paths.synchronizedSources(of: id, target: target)
            var seen = Set<String>()
            targets.append(Target(name: target["name"] as? String ?? "", productType: target["productType"] as? String ?? "",
                                  platform: Self.platform(ofConfigurations: target["buildConfigurationList"] as? String, objects)
                                      ?? projectPlatform ?? .iOS,
                                  sources: sources.filter { seen.insert($0).inserted },
                                  resourceFolders: paths.resourceFolders(of: target, id: id),
                                  moduleName: Self.moduleName(ofConfigurations: target["buildConfigurationList"] as? String, objects)
                                      ?? Self.identifier(target["name"] as? String ?? ""),
                                  extensionPoint: Self.extensionPoint(ofConfigurations: target["buildConfigurationList"] as? String,
                                                                      objects, folder: projectFolder)))
        }
    }

    /// The module name a configuration list's build settings give, if literal.
    static func moduleName(ofConfigurations listID: String?, _ objects: [String: [String: Any]]) -> String? {
        guard let listID, let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return nil }
        for id in configurations {
            guard let settings = objects[id]?["buildSettings"] as? [String: Any] else { continue }
            for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
                if let name = settings[key] as? String, !name.contains("$") { return identifier(name) }
            }
        }
        return nil
    }

    /// The extension point the Info.plist of a configuration list's `INFOPLIST_FILE` names
    /// (`NSExtension` → `NSExtensionPointIdentifier`), if the file is there to read.
    static func extensionPoint(ofConfigurations listID: String?, _ objects: [String: [String: Any]], folder: String) -> String? {
        guard let listID, let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return nil }
        for id in configurations {
            guard var file = (objects[id]?["buildSettings"] as? [String: Any])?["INFOPLIST_FILE"] as? String else { continue }
            for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(root) {
                file.removeFirst(root.count)
            }
            guard !file.contains("$") else { continue }
            let path = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
            if case .dictionary(let entries)? = BundleResources.propertyList(at: path),
               case .dictionary(let nsExtension)? = entries.first(where: { $0.key.isEqual(to: .string("NSExtension")) })?.value,
               case .string(let point)? = nsExtension.first(where: { $0.key.isEqual(to: .string("NSExtensionPointIdentifier")) })?.value {
                return point
            }
        }
        return nil
    }

    /// A name as Swift spells its module: characters other than letters, digits and `_` become `_`.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The sources of the project's framework targets that `files` import, and those these
    /// import in turn (of two frameworks with one module name, the one built for `platform`),
    /// with their resource folders.
    func librarySources(importedBy files: [String], platform: CompilationConditions.Platform) -> (files: [String], resourceFolders: [(path: String, recursive: Bool)]) {
        var libraries: [String: Target] = [:]
        for target in targets where target.isLibrary {
            if libraries[target.moduleName] == nil || (libraries[target.moduleName]?.platform != platform && target.platform == platform) {
                libraries[target.moduleName] = target
            }
        }
        guard !libraries.isEmpty else { return ([], []) }
        let found = ImportWalk().sources(importedBy: files) { name in
            libraries[name].map { library in
                ImportWalk.Module(sources: library.sources.filter { FileManager.default.fileExists(atPath: $0) },
                                  resourceFolders: library.resourceFolders.map { ResourceFolder(path: $0.path, recursive: $0.recursive) })
            }
        }
        return (found.files, found.resourceFolders.map { ($0.path, $0.recursive) })
    }

    /// The platform a configuration list's build settings name (`SDKROOT = watchos`, or a
    /// watchOS deployment target), if any.
    static func platform(ofConfigurations listID: String?, _ objects: [String: [String: Any]]) -> CompilationConditions.Platform? {
        guard let listID, let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return nil }
        for id in configurations {
            guard let settings = objects[id]?["buildSettings"] as? [String: Any] else { continue }
            if let root = settings["SDKROOT"] as? String {
                if root.hasPrefix("watch") { return .watchOS }
                if root.hasPrefix("iphone") { return .iOS }
            }
            if settings["WATCHOS_DEPLOYMENT_TARGET"] != nil, settings["IPHONEOS_DEPLOYMENT_TARGET"] == nil { return .watchOS }
        }
        return nil
    }

    /// The extension point of widget extensions: iOS offers widgets only from these.
    static let widgetExtensionPoint = "com.apple.widgetkit-extension"

    /// The widget extension targets: app extensions with a `@main` `WidgetBundle` or `Widget`
    /// among their sources, but not one whose Info.plist names another extension point (an
    /// Intents extension that compiles the widget's files too).
    var widgetTargets: [Target] {
        targets.filter { target in
            target.productType.contains("extension") && (target.extensionPoint ?? Self.widgetExtensionPoint) == Self.widgetExtensionPoint
                && target.sources.contains { path in
                    guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.containsUTF8("@main") else { return false }
                    return ExtensionTargets.isWidgetEntryPoint(text)
                }
        }
    }
}

/// Where a project's file references and groups are on disk.
private struct ProjectPaths {
    let objects: [String: [String: Any]]
    let folder: String
    let mainGroup: String?
    /// Each group member's group.
    let parents: [String: String]
    /// Paths and folder walks already made: a large app's project resolves thousands of file
    /// references, each up its chain of groups, for each of its targets.
    private let known = Known()

    private final class Known {
        var paths: [String: String?] = [:]
        var swiftFiles: [String: [String]] = [:]
    }

    init(objects: [String: [String: Any]], folder: String, mainGroup: String?) {
        self.objects = objects
        self.folder = folder
        self.mainGroup = mainGroup
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// The absolute path of a file reference or group; nil for one in the SDK or the build products.
    func path(of id: String, depth: Int = 0) -> String? {
        if let path = known.paths[id] { return path }
        let path = resolvedPath(of: id, depth: depth)
        known.paths[id] = path
        return path
    }

    private func resolvedPath(of id: String, depth: Int) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let written = object["path"] as? String
        let base: String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>": return written
        case "SOURCE_ROOT": base = folder
        case "<group>":
            if id != mainGroup, let parent = parents[id] {
                guard let found = path(of: parent, depth: depth + 1) else { return nil }
                base = found
            } else {
                base = folder
            }
        default: return nil
        }
        guard let written else { return base }
        return ((base as NSString).appendingPathComponent(written) as NSString).standardizingPath
    }

    /// Where a target's catalogs, strings and data files are: the folder above each catalog,
    /// strings file, `.lproj` or data file (`../../../models/fiatUnits.json`) of its resources
    /// phase (a localised file's variants included), the folder of each intent definition its
    /// sources phase compiles (AltStoreCore's `ViewApp.intentdefinition`, whose classes its
    /// widgets use), its synchronized folders, read whole, and the resources another target's
    /// synchronized folder lends it through an exception set (a `Localizable.xcstrings` in the
    /// app's folder that the widget's target is given too).
    func resourceFolders(of target: [String: Any], id targetID: String? = nil) -> [(path: String, recursive: Bool)] {
        var folders: [(path: String, recursive: Bool)] = []
        func add(_ path: String, recursive: Bool) {
            if !folders.contains(where: { $0.path == path }) { folders.append((path, recursive)) }
        }
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            if let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" {
                for fileID in phase["files"] as? [String] ?? [] {
                    guard let referenceID = objects[fileID]?["fileRef"] as? String, let path = path(of: referenceID),
                          path.hasSuffix(".intentdefinition") else { continue }
                    var folder = (path as NSString).deletingLastPathComponent
                    if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
                    add(folder, recursive: false)
                }
            }
            guard let phase = objects[phaseID], phase["isa"] as? String == "PBXResourcesBuildPhase" else { continue }
            for fileID in phase["files"] as? [String] ?? [] {
                guard let referenceID = objects[fileID]?["fileRef"] as? String, let reference = objects[referenceID] else { continue }
                let members = reference["isa"] as? String == "PBXVariantGroup" ? reference["children"] as? [String] ?? [] : [referenceID]
                for member in members {
                    guard let path = path(of: member) else { continue }
                    var folder = (path as NSString).deletingLastPathComponent
                    if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
                    let isData = BundleResources.dataExtensions.contains((path as NSString).pathExtension.lowercased())
                    if isData || [".xcassets", ".strings", ".xcstrings", ".stringsdict"].contains(where: path.hasSuffix) {
                        add(folder, recursive: false)
                    }
                }
            }
        }
        let own = target["fileSystemSynchronizedGroups"] as? [String] ?? []
        for groupID in own {
            if let root = path(of: groupID) { add(root, recursive: true) }
        }
        for (groupID, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" && !own.contains(groupID) {
            guard let targetID, let root = path(of: groupID) else { continue }
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { continue }
                for relative in exception["membershipExceptions"] as? [String] ?? [] {
                    let isData = BundleResources.dataExtensions.contains((relative as NSString).pathExtension.lowercased())
                    guard isData || [".xcassets", ".strings", ".xcstrings", ".stringsdict"].contains(where: relative.hasSuffix) else { continue }
                    var folder = ((root as NSString).appendingPathComponent(relative) as NSString).deletingLastPathComponent
                    if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
                    add(folder, recursive: false)
                }
            }
        }
        return folders
    }

    /// The Swift files a target takes from Xcode 16's synchronized folders: every file of its own
    /// folders but those an exception set leaves out of it, and those another folder's exception
    /// set adds to it.
    func synchronizedSources(of targetID: String, target: [String: Any]) -> [String] {
        let own = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
        var sources: [String] = []
        for (groupID, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let root = path(of: groupID) else { continue }
            var listed = Set<String>()
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { continue }
                listed.formUnion(exception["membershipExceptions"] as? [String] ?? [])
            }
            let isOwn = own.contains(groupID)
            guard isOwn || !listed.isEmpty else { continue }
            let files = known.swiftFiles[root] ?? ProjectFiles.find(in: root, recursive: true) { $0.hasSuffix(".swift") }
            known.swiftFiles[root] = files
            for file in files {
                let relative = String(file.dropFirst(root.count).drop { $0 == "/" })
                if isOwn != listed.contains(relative) { sources.append(file) }
            }
        }
        return sources.sorted()
    }
}
