import Foundation

/// What each file's pictures are named after when one command writes pictures of several files
/// (`check --record`, `render --output-dir`): its path relative to the argument it was found
/// under, without its extension (`b/widget` for `Widgets/b/widget.yaml` found under `Widgets`),
/// so that files of one name in different folders keep their pictures apart. Files whose paths
/// differ only in their extensions (`x.yaml` beside `x.swift`) keep them (`x.yaml`, `x.swift`).
enum PictureStems {
    /// The stem of every path, by path.
    static func stems(of found: [(path: String, argument: String)]) -> [String: String] {
        var relative: [String: String] = [:]
        for (path, argument) in found where relative[path] == nil {
            relative[path] = self.relative(path, to: argument)
        }
        let byBase = Dictionary(grouping: relative.keys) { path in (relative[path]! as NSString).deletingPathExtension }
        var stems: [String: String] = [:]
        for (base, paths) in byBase {
            // Extensions tell apart only files whose paths differ in them; the same relative path
            // twice (two arguments' `widget.yaml`) is a collision for the command to report.
            let extensionsDiffer = Set(paths.map { relative[$0]! }).count == paths.count && paths.count > 1
            for path in paths { stems[path] = extensionsDiffer ? relative[path]! : base }
        }
        return stems
    }

    /// `path` relative to `argument` when it lies inside that folder, else its last component
    /// (a file given as itself, an extension folder, a file an arrangement names elsewhere).
    static func relative(_ path: String, to argument: String) -> String {
        let folder = argument.hasSuffix("/") ? argument : argument + "/"
        if path.hasPrefix(folder), path.count > folder.count { return String(path.dropFirst(folder.count)) }
        return (path as NSString).lastPathComponent
    }
}
