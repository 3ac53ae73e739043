import Foundation
import Raster
import ViewTree

/// The wallpaper at a picture size and its blurred copy (and their Always-On dimmed copies),
/// kept for the last few sizes: toggling mode, privacy or Always-On never re-decodes, re-scales
/// or re-blurs (a caption line changes the picture's size, so two sizes alternate).
public final class BackdropCache: @unchecked Sendable {
    /// The blur behind vibrant material, as a Gaussian's standard deviation in points: enough
    /// that the wallpaper reads as frosted glass, not as a picture. Apple publishes no radius.
    public static let blurSigmaPoints = 12.0
    /// How many sizes are kept.
    public static let capacity = 4

    /// The wallpaper pixels and their blurred copy at one size.
    public struct Backdrop: Sendable {
        public var sharp: PixelBuffer
        public var blurred: PixelBuffer
    }

    private struct Key: Hashable {
        var wallpaper: Wallpaper
        var width: Int
        var height: Int
        var pointsPerPixel: Double
        var dimmed: Bool
    }

    public let store: WallpaperStore
    /// Most recently used last.
    private var entries: [(key: Key, backdrop: Backdrop)] = []
    /// Parts of backdrops (one slot's), most recently used last.
    private var parts: [(key: Key, region: PixelBounds, backdrop: Backdrop)] = []
    /// How many parts are kept: a widget's slots on the iPhones and iOS layouts a check draws.
    static let partCapacity = 32
    /// The wallpaper being painted whole on another thread for the next picture drawn once
    /// (`paintAhead`), until that picture takes it.
    private var ahead: (key: Key, painting: WallpaperPainting)?
    /// Guards `entries`, `parts` and `ahead`: one renderer may draw on several threads at once.
    private let lock = NSLock()

    public init(store: WallpaperStore = WallpaperStore()) {
        self.store = store
    }

    /// The backdrop for a wallpaper drawn `width` × `height` pixels at `pointsPerPixel`;
    /// `dimmed` gives it dimmed for Always-On.
    public func backdrop(for wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double,
                         dimmed: Bool = false) throws -> Backdrop {
        lock.lock()
        defer { lock.unlock() }
        return try locked(wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed)
    }

    /// The part `region` of that backdrop, the same pixels, blurring only the region and the
    /// blur's reach around it when the whole is not kept already (a widget's slot is a
    /// thirtieth of the screen).
    func backdrop(for wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double, dimmed: Bool,
                  region: PixelBounds) throws -> Backdrop {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(wallpaper: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed)
        if let whole = entries.first(where: { $0.key == key })?.backdrop {
            return Backdrop(sharp: whole.sharp.cropped(to: region), blurred: whole.blurred.cropped(to: region))
        }
        if let index = parts.firstIndex(where: { $0.key == key && $0.region == region }) {
            let entry = parts.remove(at: index)
            parts.append(entry)
            return entry.backdrop
        }
        let part = try part(of: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed, region: region)
        parts.append((key, region, part))
        if parts.count > Self.partCapacity { parts.removeFirst() }
        return part
    }

    /// The wallpaper and its blurred copy made only inside `regions` (`BandedPixels`): for a
    /// picture drawn once, whose content lies in those regions, so that the rest of the screen is
    /// never blurred nor held blurred. The whole blurred copy when it is kept already.
    func backdrop(for wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double, dimmed: Bool,
                  blurredOnlyIn regions: [PixelBounds]) throws -> (sharp: PixelBuffer, blurred: BandedPixels) {
        let key = Key(wallpaper: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed)
        if let whole = lock.withLock({ entries.first(where: { $0.key == key })?.backdrop }) {
            return (whole.sharp, BandedPixels(whole: whole.blurred))
        }
        // The wallpaper is painted (or scaled) whole once and the bands blurred from it: painting
        // each band's part apart, as far around it as the blur reaches, painted two fifths of a
        // gradient's screen twice (docs/performance.md, session 24).
        let sigma = Self.blurSigmaPoints / pointsPerPixel
        let painting = lock.withLock { () -> WallpaperPainting? in
            guard let ahead, ahead.key == key else { return nil }
            self.ahead = nil
            return ahead.painting
        }
        let sharp = try painting?.pixels() ?? store.pixels(for: wallpaper, width: width, height: height, keeping: false)
        let bands = regions.map { region in
            let blurred = Self.blurred(sharp, region: region, sigma: sigma)
            return BandedPixels.Band(bounds: region, pixels: dimmed ? AlwaysOnDimming.dimmedWallpaper(blurred) : blurred)
        }
        return (dimmed ? AlwaysOnDimming.dimmedWallpaper(sharp) : sharp, BandedPixels(bands: bands))
    }

    /// Starts painting (or scaling) the wallpaper whole on another thread, for a picture drawn
    /// once that will ask for `backdrop(…, blurredOnlyIn:)` with these arguments once its content
    /// is drawn: the wallpaper is a third of a Lock Screen PNG's time, and the content is drawn
    /// on one core. Nothing when the whole backdrop is kept already.
    func paintAhead(_ wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double, dimmed: Bool) {
        let key = Key(wallpaper: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed)
        lock.withLock {
            guard !entries.contains(where: { $0.key == key }), ahead?.key != key else { return }
            let store = store
            ahead = (key, WallpaperPainting { try store.pixels(for: wallpaper, width: width, height: height, keeping: false) })
        }
    }

    /// `picture` blurred, cropped to `region`: the blur reads as far around the region as it reaches.
    static func blurred(_ picture: PixelBuffer, region: PixelBounds, sigma: Double) -> PixelBuffer {
        let (around, inner) = blurSource(of: region, sigma: sigma, within: picture.bounds)
        // Blurred in place: `gaussianBlurred` would copy the cropped part while it is still held.
        var part = picture.cropped(to: around)
        part.applyGaussianBlur(sigma: sigma)
        return part.cropped(to: inner)
    }

    /// What a blur of `region` reads (`around`: the region and the blur's reach, within the
    /// picture) and where the region lies in that (`inner`).
    static func blurSource(of region: PixelBounds, sigma: Double, within picture: PixelBounds) -> (around: PixelBounds, inner: PixelBounds) {
        let reach = PixelBuffer.blurReach(sigma: sigma)
        let around = PixelBounds(x: region.x - reach, y: region.y - reach, width: region.width + 2 * reach,
                                 height: region.height + 2 * reach).intersection(picture)
        return (around, PixelBounds(x: region.x - around.x, y: region.y - around.y, width: region.width, height: region.height))
    }

    /// The backdrop's part `region`, the same pixels as the whole's: the wallpaper painted (or
    /// cropped) around it as far as the blur reaches, blurred, cropped to the region.
    private func part(of wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double, dimmed: Bool,
                      region: PixelBounds) throws -> Backdrop {
        // Kept on disk between runs when the user's cache is on (`BackdropPartFiles`).
        let files = store.diskCache.map(BackdropPartFiles.init)
        let fileKey = BackdropPartFiles.key(of: wallpaper).map {
            "\($0)\u{0}\(width)x\(height)\u{0}\(pointsPerPixel)\u{0}\(dimmed)\u{0}\(region.x),\(region.y)"
        }
        if let files, let fileKey, let kept = files.part(fileKey, region: region) { return kept }
        let made = try paintedPart(of: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed, region: region)
        if let files, let fileKey { files.keep(made, fileKey, region: region) }
        return made
    }

    private func paintedPart(of wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double, dimmed: Bool,
                             region: PixelBounds) throws -> Backdrop {
        let sigma = Self.blurSigmaPoints / pointsPerPixel
        let (around, inner) = Self.blurSource(of: region, sigma: sigma, within: PixelBounds(x: 0, y: 0, width: width, height: height))
        let sharpAround = try store.pixels(for: wallpaper, width: width, height: height, region: around)
        let part = Backdrop(sharp: sharpAround.cropped(to: inner), blurred: sharpAround.gaussianBlurred(sigma: sigma).cropped(to: inner))
        guard dimmed else { return part }
        return Backdrop(sharp: AlwaysOnDimming.dimmedWallpaper(part.sharp), blurred: AlwaysOnDimming.dimmedWallpaper(part.blurred))
    }

    private func locked(_ wallpaper: Wallpaper, width: Int, height: Int, pointsPerPixel: Double, dimmed: Bool) throws -> Backdrop {
        let key = Key(wallpaper: wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: dimmed)
        if let index = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.backdrop
        }
        let backdrop: Backdrop
        if dimmed {
            let full = try locked(wallpaper, width: width, height: height, pointsPerPixel: pointsPerPixel, dimmed: false)
            backdrop = Backdrop(sharp: AlwaysOnDimming.dimmedWallpaper(full.sharp), blurred: AlwaysOnDimming.dimmedWallpaper(full.blurred))
        } else {
            let sharp = try store.pixels(for: wallpaper, width: width, height: height)
            backdrop = Backdrop(sharp: sharp, blurred: sharp.gaussianBlurred(sigma: Self.blurSigmaPoints / pointsPerPixel))
        }
        entries.append((key, backdrop))
        if entries.count > 2 * Self.capacity { entries.removeFirst() }
        return backdrop
    }
}

/// A wallpaper painted on another thread; `pixels()` waits for it.
final class WallpaperPainting: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once on the painting thread before `done` is left, read only after waiting for it.
    private var result: Result<PixelBuffer, any Error>?

    init(_ paint: @escaping @Sendable () throws -> PixelBuffer) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = Result { try paint() }
            done.leave()
        }
    }

    /// The painted wallpaper, once it is painted; or the error painting it met.
    func pixels() throws -> PixelBuffer {
        done.wait()
        return try result!.get()
    }
}
