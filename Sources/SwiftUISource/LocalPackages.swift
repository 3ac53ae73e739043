import Foundation
import SwiftEvaluator
import SwiftParser
import SwiftSyntax

/// The Swift packages inside the repository a widget extension sits in, by module: what
/// `import FoodTruckKit` or `import RuuviOntology` compiles against when the package is a local
/// one (Xcode's "Add Local…", an XcodeGen `packages:` path). Many real extensions keep their
/// model types, strings and shared views in such packages; reading them draws the widget with its
/// own data where it would otherwise be placeholders. The repository is searched only when a
/// source imports a module that is not one of Apple's.
final class LocalPackages {
    /// A module of a local package: a target a `Package.swift` declares.
    struct Module: Hashable {
        var name: String
        /// Its sources' folder: the target's `path:`, else `Sources/NAME` beside the manifest.
        var folder: String
    }

    /// The folder the packages are looked for around.
    private let folder: String
    private var found: [String: Module]?

    /// The modules of the repository's packages, by name (the first manifest's, by path, when two
    /// declare one name); searched for on first use.
    var modules: [String: Module] {
        if let found { return found }
        let made = Self.modules(around: folder)
        found = made
        return made
    }

    /// How many folders above the extension's the repository's root is looked for (the folder
    /// holding `.git`): an extension sits a few levels into its repository
    /// (`Apps/RuuviStation/Widgets/Sources`).
    static let rootSearchDepth = 8
    /// How deep below the root manifests are looked for: local packages sit a level or three
    /// down (`FoodTruckKit/`, `Packages/RuuviOntology/`, `Sources/HAIconic/`).
    static let manifestSearchDepth = 4
    /// How many folders the search looks into at most, so that a huge repository costs a bounded
    /// time: a chosen figure, far above the few hundred folders of the repositories tried.
    static let maximumFoldersSearched = 5_000
    /// Folders never searched: build products, dependency checkouts and the like.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "Tests", "fastlane"]
    /// At most this many files are added from packages (with their bytes below), so that an
    /// extension importing a very large package is still read in a bounded time.
    static let maximumFiles = 1_500
    static let maximumBytes = 12 << 20

    /// The packages of the repository `folder` (an absolute path) is in; none when it is in none.
    init(around folder: String) {
        self.folder = folder
    }

    /// Searches the repository around `folder` for manifests and reads their targets.
    static func modules(around folder: String) -> [String: Module] {
        var modules: [String: Module] = [:]
        guard let root = Self.repositoryRoot(above: folder) else { return modules }
        var searched = 0
        var manifests: [String] = []
        func search(_ path: String, depth: Int) {
            guard depth <= Self.manifestSearchDepth, searched < Self.maximumFoldersSearched,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            searched += 1
            if names.contains("Package.swift") { manifests.append((path as NSString).appendingPathComponent("Package.swift")) }
            for name in names.sorted() where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) && !name.contains(".") {
                let child = (path as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                let attributes = try? FileManager.default.attributesOfItem(atPath: child)
                guard (attributes?[.type] as? FileAttributeType) == .typeDirectory,
                      FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                search(child, depth: depth + 1)
            }
        }
        search(root, depth: 0)
        for manifest in manifests {
            for module in Self.modules(declaredIn: manifest) where modules[module.name] == nil {
                modules[module.name] = module
            }
        }
        return modules
    }

    /// The repository's root: the nearest folder at or above `folder` holding `.git`; without
    /// one (a downloaded archive), the nearest holding an Xcode project, a workspace or XcodeGen's
    /// `project.yml`.
    static func repositoryRoot(above folder: String) -> String? {
        var ancestors: [String] = []
        var candidate = (folder as NSString).standardizingPath
        for _ in 0...rootSearchDepth {
            ancestors.append(candidate)
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        // `.git` first, by name alone; only without one are folders listed for a project.
        if let root = ancestors.first(where: { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent(".git")) }) {
            return root
        }
        return ancestors.first { ancestor in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: ancestor)) ?? []
            return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "project.yml" }
        }
    }

    /// The targets a manifest declares with `.target(name:path:)` (libraries' modules; test,
    /// binary, macro and plugin targets are not compiled into an app).
    static func modules(declaredIn manifest: String) -> [Module] {
        guard let data = BundleResources.contents(of: manifest) else { return [] }
        var parser = Parser(String(decoding: data, as: UTF8.self), swiftVersion: Program.languageMode)
        let tree = SourceFileSyntax.parse(from: &parser)
        let packageFolder = (manifest as NSString).deletingLastPathComponent
        final class Targets: SyntaxVisitor {
            var found: [(name: String, path: String?)] = []
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["target", "executableTarget"].contains(member.declName.baseName.text) else { return .visitChildren }
                func literal(_ label: String) -> String? {
                    guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                          let string = argument.expression.as(StringLiteralExprSyntax.self),
                          string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
                    return segment.content.text
                }
                if let name = literal("name") { found.append((name, literal("path"))) }
                return .visitChildren
            }
        }
        let visitor = Targets(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found.map { target in
            let relative = target.path ?? "Sources/\(target.name)"
            return Module(name: target.name, folder: ((packageFolder as NSString).appendingPathComponent(relative) as NSString).standardizingPath)
        }
    }

    /// The modules a source imports: `import X`, `@_exported import X`, `import struct X.Y`.
    /// Read in the UTF-8 bytes, a line at a time: a local package's generated icon or string
    /// table is megabytes, and splitting it into Characters took half a second.
    static func imports(of text: String) -> [String] {
        guard text.containsUTF8("import") else { return [] }
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        var names: [String] = []
        var bytes = text.utf8[...]
        while !bytes.isEmpty {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = bytes[bytes.startIndex..<end]
            bytes = end == bytes.endIndex ? bytes[end...] : bytes[bytes.index(after: end)...]
            // Most lines are not imports: only those whose first word is `import` or an attribute are split.
            guard let first = line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
                  first == UInt8(ascii: "i") || first == UInt8(ascii: "@") else { continue }
            var words = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                .map { String(decoding: $0, as: UTF8.self) }.drop { $0.hasPrefix("@") }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let name = String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    /// The sources of the local modules `files` import, and of those these import in turn, in
    /// the order found; with their folders, which hold their asset catalogs and strings.
    /// A file already among `files` (the folder given holds the package) is not added again; at
    /// most `maximumFiles` files and `maximumBytes` bytes are added.
    func sources(importedBy files: [String]) -> (files: [String], resourceFolders: [ResourceFolder]) {
        var bytes = 0
        var walk = ImportWalk()
        walk.admits = { path, added in
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            guard added < Self.maximumFiles, bytes + size <= Self.maximumBytes else { return false }
            bytes += size
            return true
        }
        return walk.sources(importedBy: files) { name in
            guard let module = self.modules[name] else { return nil }
            return ImportWalk.Module(sources: ProjectFiles.find(in: module.folder, recursive: true) { $0.lowercased().hasSuffix(".swift") },
                                     resourceFolders: [ResourceFolder(path: module.folder, recursive: true)])
        }
    }
}
