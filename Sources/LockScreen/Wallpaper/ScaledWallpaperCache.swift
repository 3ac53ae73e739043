import Foundation
import ViewTree
import Images
import Raster
import Rendering

/// Wallpaper photographs scaled to a picture's size, kept on disk between runs. Decoding a
/// 1179×2556 PNG is most of a `render --lockscreen` on a photograph (docs/performance.md), while
/// a terminal's picture needs a few thousand of its pixels: a later run with the same image and
/// size reads those pixels instead of decoding. A file is named after the image's path, size,
/// modification time and inode and the size scaled to, so an image changed in any way is decoded
/// again; it is written whole (a rename) or not at all, and the oldest files go past `capacity`.
public struct ScaledWallpaperCache: Sendable {
    /// The folder of the cached pictures.
    public let folder: URL

    /// Pictures larger than this are not kept: a PNG export at the device's pixels is as large as
    /// the photograph, so reading it back would save little, and a file of megabytes a size is
    /// not worth keeping. 512×1024 holds a full-height terminal picture at 2 pixels a cell.
    public static let largestPixels = 512 * 1024
    /// How many pictures are kept (terminal sizes × themes); each is at most 2 MB.
    public static let capacity = 64
    /// Starts every file; a file without it (another version's, damaged) is ignored.
    static let magic = Array("lockscreen-tui wallpaper 1\n".utf8)

    public init(folder: URL) {
        self.folder = folder
    }

    /// The user's cache: `$XDG_CACHE_HOME/lockscreen-tui/wallpapers`, else `~/.cache/…`; nil
    /// when `LOCKSCREEN_TUI_CACHE=off` or there is no home.
    public static func user(environment: [String: String] = ProcessInfo.processInfo.environment) -> ScaledWallpaperCache? {
        if environment["LOCKSCREEN_TUI_CACHE"] == "off" { return nil }
        let base: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = URL(fileURLWithPath: cache)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            return nil
        }
        return ScaledWallpaperCache(folder: base.appendingPathComponent("lockscreen-tui/wallpapers"))
    }

    /// The cached picture of the image at `path` scaled to `width` × `height`, if one was kept
    /// for the image as it is now.
    func pixels(of path: String, width: Int, height: Int) -> PixelBuffer? {
        guard width * height <= Self.largestPixels, let file = file(for: path, width: width, height: height),
              let data = FileManager.default.contents(atPath: file.path),
              data.count == Self.magic.count + width * height * 4, data.starts(with: Self.magic) else { return nil }
        return ImageStore.pixels(of: BitmapImage(width: width, height: height, rgba: [UInt8](data.dropFirst(Self.magic.count))))
    }

    /// Keeps `picture`, the image at `path` scaled to its size, as RGBA bytes (the photograph is
    /// opaque, so they are its premultiplied pixels too); any failure leaves nothing behind.
    func keep(_ picture: PixelBuffer, of path: String) {
        guard picture.width * picture.height <= Self.largestPixels,
              let file = file(for: path, width: picture.width, height: picture.height) else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (Data(Self.magic) + Data(BitmapImage(picture).rgba)).write(to: file, options: .atomic)
        } catch {
            return
        }
        removeOldest()
    }

    /// The file for the image as it is now (path, size, modification time, inode) at this size;
    /// nil when the image cannot be looked at.
    func file(for path: String, width: Int, height: Int) -> URL? {
        guard let key = Self.key(ofFile: path).map({ $0 + "\u{0}\(width)x\(height)" }) else { return nil }
        return folder.appendingPathComponent(String(Self.fnv1a(key), radix: 16) + "-\(width)x\(height).rgba")
    }

    /// A file's absolute path and `FileIdentity.stamp` (the file as it is now), for naming what
    /// is kept from it; nil when there is no such file.
    static func key(ofFile path: String) -> String? {
        guard let identity = FileIdentity(path: path) else { return nil }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return absolute + "\u{0}" + identity.stamp
    }

    /// FNV-1a, 64 bits: a name that stays the same from one run to the next (Swift's `Hasher`
    /// is seeded anew in each process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Removes the least recently written files past `capacity`.
    func removeOldest() {
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys),
              files.count > Self.capacity else { return }
        let dated = files.map { ($0, (try? $0.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast) }
        for (file, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(files.count - Self.capacity) {
            try? FileManager.default.removeItem(at: file)
        }
    }
}
