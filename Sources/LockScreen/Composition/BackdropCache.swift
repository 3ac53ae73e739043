import Raster
import ViewTree

/// The wallpaper at a picture size and its blurred copy, kept while the size and wallpaper stay
/// the same: toggling mode, privacy or Always-On never re-decodes, re-scales or re-blurs.
public final class BackdropCache: @unchecked Sendable {
    /// The blur behind vibrant material, as a Gaussian's standard deviation in points: enough
    /// that the wallpaper reads as frosted glass, not as a picture. Apple publishes no radius.
    public static let blurSigmaPoints = 12.0

    /// The wallpaper pixels and their blurred copy at one size.
    public struct Backdrop: Sendable {
        public var sharp: PixelBuffer
        public var blurred: PixelBuffer
    }

    private var dimmed: (key: Key, backdrop: Backdrop)?

    private struct Key: Hashable {
        var wallpaper: Wallpaper
        var width: Int
        var height: Int
        var pointsPerPixel: Double
    }

    public let store: WallpaperStore
    private var cached: (key: Key, backdrop: Backdrop)?

    public init(store: WallpaperStore = WallpaperStore()) {
        self.store = store
    }

    /// The backdrop for a wallpaper drawn `width` × `height` pixels at `pointsPerPixel`.
    public func backdrop(for wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double) throws -> Backdrop {
        let key = Key(wallpaper: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel)
        if let cached, cached.key == key { return cached.backdrop }
        let sharp = try store.pixels(for: wallpaper, width: width, height: height)
        let blurred = sharp.gaussianBlurred(sigma: Self.blurSigmaPoints / pointsPerPixel)
        let backdrop = Backdrop(sharp: sharp, blurred: blurred)
        cached = (key, backdrop)
        return backdrop
    }

    /// The same backdrop dimmed for Always-On, kept like the backdrop itself.
    public func dimmedBackdrop(for wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double) throws -> Backdrop {
        let key = Key(wallpaper: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel)
        if let dimmed, dimmed.key == key { return dimmed.backdrop }
        let full = try backdrop(for: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel)
        let result = Backdrop(sharp: AlwaysOnDimming.dimmedWallpaper(full.sharp), blurred: AlwaysOnDimming.dimmedWallpaper(full.blurred))
        dimmed = (key, result)
        return result
    }
}
