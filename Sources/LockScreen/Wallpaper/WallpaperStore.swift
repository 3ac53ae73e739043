import Foundation
import Images
import Raster
import Rendering
import ViewTree

/// Wallpaper pixels at screen sizes. A PNG is decoded once per path and scaled to cover each
/// size once; gradients are drawn once per size. Recently used sizes are kept, so toggling
/// other options never decodes or scales again.
public final class WallpaperStore: @unchecked Sendable {
    /// Why a wallpaper image could not be used.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot use wallpaper image '\(path)': \(reason)" }
    }

    private struct Key: Hashable {
        var wallpaper: Wallpaper
        var width: Int
        var height: Int
    }

    /// How many sized pictures are kept (a terminal resized back and forth, several themes).
    public static let sizedCapacity = 8

    private var decoded: [String: PixelBuffer] = [:]
    private var sized: [Key: PixelBuffer] = [:]
    private var recent: [Key] = []
    private let lock = NSLock()
    /// How many PNG files were decoded, and how many pictures drawn or scaled (for tests and benchmarks).
    public private(set) var decodeCount = 0
    public private(set) var renderCount = 0

    /// Where photographs scaled to a picture's size are kept between runs; nil keeps them only
    /// in memory (the library's default: the command line and the live preview pass the user's).
    public let diskCache: ScaledWallpaperCache?

    public init(diskCache: ScaledWallpaperCache? = nil) {
        self.diskCache = diskCache
    }

    /// The wallpaper filling `width` × `height` pixels; a PNG is cropped to the centre to cover
    /// them. With `keeping` false (a picture drawn once), what is not kept already is made and
    /// not kept, so that the caller holds its only copy and may draw on it in place (a
    /// device-sized wallpaper is 12 MB, its photograph decoded more).
    public func pixels(for wallpaper: Wallpaper, width: Int, height: Int, keeping: Bool = true) throws -> PixelBuffer {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(wallpaper: wallpaper, width: width, height: height)
        if let cached = sized[key] {
            touch(key)
            return cached
        }
        let picture: PixelBuffer
        switch wallpaper {
        case .gradient(let gradient):
            picture = GradientPainter.paint(gradient, width: width, height: height)
        case .image(let path):
            if let kept = diskCache?.pixels(of: path, width: width, height: height) {
                picture = kept
            } else {
                picture = Self.cover(try image(at: path, keeping: keeping), width: width, height: height)
                diskCache?.keep(picture, of: path)
            }
        }
        renderCount += 1
        guard keeping else { return picture }
        sized[key] = picture
        touch(key)
        return picture
    }

    /// The part `region` of the wallpaper filling `width` × `height` pixels, the same pixels: a
    /// gradient not kept whole is painted there only; an image is scaled whole (and kept).
    public func pixels(for wallpaper: Wallpaper, width: Int, height: Int, region: PixelBounds) throws -> PixelBuffer {
        if case .gradient(let gradient) = wallpaper {
            let cached = lock.withLock { sized[Key(wallpaper: wallpaper, width: width, height: height)] }
            return cached?.cropped(to: region) ?? GradientPainter.paint(gradient, width: width, height: height, region: region)
        }
        return try pixels(for: wallpaper, width: width, height: height).cropped(to: region)
    }

    /// `image` scaled by area averaging to cover `width` × `height`, the overflow cropped evenly
    /// from both sides (the centre kept).
    public static func cover(_ image: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        guard width > 0, height > 0, image.width > 0, image.height > 0 else {
            return PixelBuffer(width: max(width, 0), height: max(height, 0))
        }
        // A photograph already the screen's size (a screenshot, the dusk-lake theme) is used as it is.
        if image.width == width, image.height == height { return image }
        let scale = max(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let cropWidth = Double(width) / scale, cropHeight = Double(height) / scale
        let crop = PixelRect(x: (Double(image.width) - cropWidth) / 2, y: (Double(image.height) - cropHeight) / 2,
                             width: cropWidth, height: cropHeight)
        return image.resampled(from: crop, width: width, height: height)
    }

    private func image(at path: String, keeping: Bool) throws -> PixelBuffer {
        if let image = decoded[path] { return image }
        let image: PixelBuffer
        do {
            image = try ImageStore.readPixels(path: path).flattened(over: .black)
        } catch {
            throw LoadError(path: path, reason: String(describing: error))
        }
        decodeCount += 1
        if keeping { decoded[path] = image }
        return image
    }

    private func touch(_ key: Key) {
        recent.removeAll { $0 == key }
        recent.append(key)
        while recent.count > Self.sizedCapacity {
            sized[recent.removeFirst()] = nil
        }
    }
}
