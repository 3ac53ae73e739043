import Foundation

/// What a path is on disk, links followed: its device and inode, which name it whatever the
/// path, its kind, size and modification time. Two identities are equal when they are the same
/// file (device and inode), whatever its name or time.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let mode: UInt32
    public let size: Int
    public let modified: timespec

    /// The file at `path`, links followed; nil when there is none (or a link leads nowhere).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status: status)
    }

    public init(status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        mode = UInt32(status.st_mode)
        size = Int(status.st_size)
        modified = status.st_mtim
    }

    public var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    public var isFolder: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }

    /// What a path that is neither a regular file nor a folder is, in words: reading a FIFO
    /// waits for a writer for ever, so such a path is named, not read.
    public var kindDescription: String {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFIFO): "a FIFO"
        case UInt32(S_IFSOCK): "a socket"
        case UInt32(S_IFCHR), UInt32(S_IFBLK): "a device"
        default: "a special file"
        }
    }

    /// The file as it is now, for naming what is cached from it: its size, modification time
    /// and inode, any of which changes when the file is written or replaced.
    public var stamp: String {
        "\(size).\(modified.tv_sec).\(modified.tv_nsec).\(inode)"
    }

    public static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}
