import Foundation
import ViewTree

/// The entries of folders, each with what it is, kept while the folder's modification time stays
/// the same: a load walks an extension once for its sources and once each for asset catalogs,
/// strings, fonts, data files and intent definitions, and the live preview walks it again at
/// every reload. Adding, removing or renaming an entry (an editor's save by rename too) changes
/// the folder's time, and then it is listed again. A link to a large folder (`/usr/share`) took
/// the eight walks of one load five seconds of `stat` calls.
final class FolderListings: @unchecked Sendable {
    static let shared = FolderListings()

    /// One entry of a folder: its name, what it is (links followed; nil for a link to nothing)
    /// and whether the name is itself a link.
    struct Entry {
        let name: String
        let identity: FileIdentity?
        let isLink: Bool
    }

    /// The most entries kept; past it every listing is dropped and made again as asked.
    static let maximumKept = 200_000

    private let lock = NSLock()
    private var listings: [String: (stamp: String, entries: [Entry])] = [:]
    private var kept = 0

    /// The entries of `folder`, sorted by name, or nil when it cannot be listed. A listing is
    /// kept under the folder's `stamp` (its modification time and inode); under another it is stale.
    func entries(of folder: String) -> [Entry]? {
        guard let stamp = FileIdentity(path: folder)?.stamp else { return nil }
        if let kept = lock.withLock({ listings[folder] }), kept.stamp == stamp { return kept.entries }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let entries = names.sorted().map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            var own = stat()
            let isLink = lstat(path, &own) == 0 && own.st_mode & S_IFMT == S_IFLNK
            return Entry(name: name, identity: isLink ? FileIdentity(path: path) : FileIdentity(status: own), isLink: isLink)
        }
        lock.withLock {
            if kept + entries.count > Self.maximumKept {
                listings = [:]
                kept = 0
            }
            kept += entries.count - (listings[folder]?.entries.count ?? 0)
            listings[folder] = (stamp, entries)
        }
        return entries
    }
}
