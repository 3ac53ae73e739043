import Foundation
import Raster
import ViewTree

/// Blurred parts of backdrops (the wallpaper under one widget's slot, painted and blurred as far
/// as the blur reaches) kept on disk between runs, in the folder of `ScaledWallpaperCache`:
/// painting and blurring that part was a third of a widget's PNG at the device's pixels
/// (docs/performance.md). A file is named after everything the pixels come from: the wallpaper
/// (a gradient's every number, or a photograph's path, size, modification time and inode), the
/// picture's size and scale, Always-On, the region, and this program's own file (its size,
/// modification time and inode), so that a rebuilt lockscreen-tui never reads a part an older
/// one painted. Pixels are kept as they are (premultiplied RGBA bytes), so a part read back is
/// the same bytes as one painted.
struct BackdropPartFiles: Sendable {
    let cache: ScaledWallpaperCache

    /// Starts every file; a file without it (another version's, damaged) is ignored.
    static let magic = Array("lockscreen-tui backdrop part 1\n".utf8)

    /// The running program's file, as a name part: parts painted by another build are not read.
    static let program: String? = FileIdentity(path: "/proc/self/exe")?.stamp

    /// The part's sharp and blurred pixels, if kept.
    func part(_ key: String, region: PixelBounds) -> BackdropCache.Backdrop? {
        guard let file = file(for: key, region: region), let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let count = region.width * region.height
        guard data.count == Self.magic.count + 8 * count, data.starts(with: Self.magic) else { return nil }
        let bytes = data.dropFirst(Self.magic.count)
        func buffer(_ slice: Data) -> PixelBuffer {
            var pixels = [PixelColor](repeating: .transparent, count: count)
            pixels.withUnsafeMutableBytes { target in _ = slice.copyBytes(to: target) }
            return PixelBuffer(width: region.width, height: region.height, pixels: pixels)
        }
        let middle = bytes.startIndex + 4 * count
        return BackdropCache.Backdrop(sharp: buffer(bytes[bytes.startIndex..<middle]), blurred: buffer(bytes[middle...]))
    }

    /// Keeps a part; any failure leaves nothing behind.
    func keep(_ part: BackdropCache.Backdrop, _ key: String, region: PixelBounds) {
        guard region.width * region.height <= ScaledWallpaperCache.largestPixels, let file = file(for: key, region: region) else { return }
        var data = Data(Self.magic)
        part.sharp.pixels.withUnsafeBytes { data.append(contentsOf: $0) }
        part.blurred.pixels.withUnsafeBytes { data.append(contentsOf: $0) }
        do {
            try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            return
        }
        cache.removeOldest()
    }

    /// The key of a wallpaper: a gradient's numbers, or a photograph's file as it is now.
    static func key(of wallpaper: Wallpaper) -> String? {
        switch wallpaper {
        case .gradient(let gradient):
            // Written out number by number: `String(reflecting:)` asked the Swift runtime for
            // every nested type's conformances, 3 % of a one-widget render (perf, session 18).
            var numbers = [gradient.angle, Double(gradient.stops.count), Double(gradient.glows.count)]
            for stop in gradient.stops {
                numbers += [stop.location] + components(of: stop.color)
            }
            for glow in gradient.glows {
                numbers += [glow.x, glow.y, glow.radius] + components(of: glow.color)
            }
            return "gradient " + numbers.map { String($0) }.joined(separator: " ")
        case .image(let path):
            return ScaledWallpaperCache.key(ofFile: path)
        }
    }

    private static func components(of color: RGBA) -> [Double] {
        [color.red, color.green, color.blue, color.alpha]
    }

    private func file(for key: String, region: PixelBounds) -> URL? {
        guard let program = Self.program else { return nil }
        let name = String(ScaledWallpaperCache.fnv1a(key + "\u{0}" + program), radix: 16)
        return cache.folder.appendingPathComponent("\(name)-part-\(region.width)x\(region.height).rgba")
    }
}
