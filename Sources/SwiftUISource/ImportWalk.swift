import Foundation
import SwiftEvaluator

/// Follows `import`s from a target's sources breadth first: each module a resolver knows adds its
/// sources once, and their imports are followed in turn. What Xcode compiles a target against
/// when its code imports a framework target or a local package; Apple's modules are never asked.
struct ImportWalk {
    /// A module's sources and the folders its catalogs and strings are read from.
    struct Module {
        var sources: [String]
        var resourceFolders: [ResourceFolder]
    }

    /// Whether one more file may be added (a bound on how much is read); true by default.
    var admits: (_ path: String, _ addedSoFar: Int) -> Bool = { _, _ in true }

    /// The files `files` import, transitively, from the modules `resolve` knows, with their folders.
    func sources(importedBy files: [String], resolve: (String) -> Module?) -> (files: [String], resourceFolders: [ResourceFolder]) {
        var known = Set(files.map { ($0 as NSString).standardizingPath })
        var visited = Set<String>()
        var queue = files[...]
        var added: [String] = []
        var folders: [ResourceFolder] = []
        while let file = queue.popFirst() {
            guard let data = BundleResources.contents(of: file) else { continue }
            for name in LocalPackages.imports(of: String(decoding: data, as: UTF8.self))
            where !Program.appleModules.contains(name) && visited.insert(name).inserted {
                guard let module = resolve(name) else { continue }
                var fresh: [String] = []
                for source in module.sources where known.insert((source as NSString).standardizingPath).inserted {
                    guard admits(source, added.count + fresh.count) else { break }
                    fresh.append(source)
                }
                guard !fresh.isEmpty else { continue }
                added += fresh
                queue.append(contentsOf: fresh)
                folders += module.resourceFolders
            }
        }
        return (added, folders)
    }
}
