import Foundation

/// Notices when a watched file is saved, replaced (editors that write a new file and rename
/// it), created or deleted, by comparing each file's modification time, size and inode.
/// Polling a handful of files a few times a second costs nothing measurable.
struct FileWatcher {
    struct Signature: Equatable {
        var modified: timespec
        var size: Int
        var inode: UInt

        static func == (a: Signature, b: Signature) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec && a.size == b.size && a.inode == b.inode
        }
    }

    private(set) var signatures: [String: Signature?] = [:]

    /// The files watched.
    var paths: [String] { signatures.keys.sorted() }

    /// Starts watching exactly `files`, as they are now.
    mutating func watch(_ files: [String]) {
        signatures = Dictionary(files.map { ($0, Self.signature(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether any watched file differs from when it was last seen; remembers the new state.
    mutating func changed() -> Bool {
        var any = false
        for (path, old) in signatures {
            let now = Self.signature(of: path)
            if now != old {
                signatures[path] = now
                any = true
            }
        }
        return any
    }

    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(modified: info.st_mtim, size: Int(info.st_size), inode: UInt(info.st_ino))
    }
}
