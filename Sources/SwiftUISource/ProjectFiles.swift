import Foundation
import ViewTree

/// Finds files and folders of a widget extension, leaving out hidden folders and build products.
/// Each folder is entered once, however many links lead to it (a link to `.` or to a parent
/// would otherwise be followed until the path grew too long), each file is found once by what it
/// is, not by its name, and what is neither a regular file nor a folder (a FIFO, whose reading
/// never ends, a socket, a device, a link to nothing) is left out.
enum ProjectFiles {
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "node_modules"]
    /// The most files and folders one walk looks at. A chosen limit (docs/architecture.md,
    /// "Limits"): real extension folders hold hundreds; a link to a large folder elsewhere
    /// (`/usr`) would otherwise be walked to its end.
    static let maximumEntries = 10_000

    /// A file or folder a walk left out, and why ("…; it was not read").
    struct LeftOut: Sendable, Hashable {
        var path: String
        var reason: String
    }

    /// Paths under `folder` whose last component passes `matches`; folders that match are not
    /// entered. `leftOut` hears of every matching path that was not taken, and of links to a folder
    /// already walked.
    static func find(in folder: String, recursive: Bool, leftOut: ((LeftOut) -> Void)? = nil,
                     where matches: (String) -> Bool) -> [String] {
        var walk = Walk(root: Self.realPath(folder) ?? folder)
        if let identity = FileIdentity(path: folder) { walk.seen.insert(identity) }
        walk.enter(folder, recursive: recursive, matches: matches, leftOut: leftOut)
        // Links are followed after every real file and folder is met, so that a file is found
        // by its own name rather than by a link's that sorts before it.
        while !walk.links.isEmpty {
            let link = walk.links.removeFirst()
            if link.identity?.isFolder == true, let target = Self.realPath(link.path),
               walk.root == target || walk.root.hasPrefix(target == "/" ? "/" : target + "/") {
                // `ln -s / root`, `ln -s .. up`: the folder walked is inside it.
                leftOut?(LeftOut(path: link.path, reason: "a link to '\(target)', which holds the folder read; it is not followed"))
                continue
            }
            walk.take(link.path, name: link.name, identity: link.identity, recursive: recursive, matches: matches, leftOut: leftOut)
        }
        return walk.found
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// One walk's state: the folders and files met so far, and the links still to follow.
    private struct Walk {
        /// The folder walked, its links resolved.
        let root: String
        var seen: Set<FileIdentity> = []
        var found: [String] = []
        var links: [(path: String, name: String, identity: FileIdentity?)] = []
        var entries = 0

        mutating func enter(_ folder: String, recursive: Bool, matches: (String) -> Bool, leftOut: ((LeftOut) -> Void)?) {
            guard let listed = FolderListings.shared.entries(of: folder) else { return }
            for entry in listed where !entry.name.hasPrefix(".") && !ProjectFiles.skipped.contains(entry.name) {
                let name = entry.name
                let path = (folder as NSString).appendingPathComponent(name)
                entries += 1
                if entries == ProjectFiles.maximumEntries {
                    leftOut?(LeftOut(path: path, reason: "the walk stops here, at \(ProjectFiles.maximumEntries) files and folders; this and the rest of the folder are not read"))
                }
                guard entries < ProjectFiles.maximumEntries else { return }
                if entry.isLink {
                    links.append((path, name, entry.identity))
                } else {
                    take(path, name: name, identity: entry.identity, recursive: recursive, matches: matches, leftOut: leftOut)
                }
            }
        }

        /// Takes a path that matches, or enters a folder that does not.
        mutating func take(_ path: String, name: String, identity: FileIdentity?, recursive: Bool, matches: (String) -> Bool,
                           leftOut: ((LeftOut) -> Void)?) {
            let isMatch = matches(name)
            guard isMatch || recursive else { return }
            guard let identity else {
                if isMatch { leftOut?(LeftOut(path: path, reason: "a link to nothing; it was not read")) }
                return
            }
            guard identity.isRegularFile || identity.isFolder else {
                if isMatch { leftOut?(LeftOut(path: path, reason: "not a regular file (\(identity.kindDescription)); it was not read")) }
                return
            }
            guard seen.insert(identity).inserted else {
                if isMatch || identity.isFolder { leftOut?(LeftOut(path: path, reason: "the same \(identity.isFolder ? "folder" : "file") as one read already (a link); it was not read")) }
                return
            }
            if isMatch {
                found.append(path)
            } else if identity.isFolder {
                enter(path, recursive: recursive, matches: matches, leftOut: leftOut)
            }
        }
    }
}
