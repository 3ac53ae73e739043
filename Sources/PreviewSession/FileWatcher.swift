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

    /// Starts watching exactly `files`, as they are now. A file changed since `readSince` (while
    /// it was being read: a folder listed before a file was added to it) counts as changed at
    /// the next look, so that the change is read rather than taken as already seen.
    mutating func watch(_ files: [String], readSince: timespec? = nil) {
        signatures = Dictionary(files.map { path in
            let now = Self.signature(of: path)
            if let readSince, let modified = now?.modified, Self.isAtOrAfter(modified, readSince) { return (path, Signature?.none) }
            return (path, now)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The file system's clock now, as modification times are stamped.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &time)
        return time
    }

    static func isAtOrAfter(_ a: timespec, _ b: timespec) -> Bool {
        a.tv_sec > b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec >= b.tv_nsec)
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
