import Foundation
import Images
import Raster

/// Images decoded once and kept as pixels, shared by every frame that shows them: PNG files,
/// and SVG/PDF files and custom symbols drawn once per pixel size (their parsed documents kept).
public final class ImageStore: @unchecked Sendable {
    private var images: [String: PixelBuffer?] = [:]
    private var vectorDocuments: [String: VectorImage?] = [:]
    private var symbolTemplates: [String: SymbolTemplate?] = [:]
    private var drawings: [Drawing: PixelBuffer?] = [:]
    private let lock = NSLock()

    /// One drawing of a vector image or a custom symbol at a size in pixels.
    private struct Drawing: Hashable {
        var path: String
        var width: Int
        var height: Int
        /// For a symbol: its weight, cap height and baseline in hundredths of a pixel; else 0.
        var weight = 0, capHeight = 0, baseline = 0
    }

    /// Symbol positions are cached to this fraction of a pixel (one hundredth: finer than any
    /// edge shows, coarse enough that repeated frames hit the cache).
    private static let positionSteps = 100.0

    public init() {}

    /// The image at `path`, or nil when it cannot be read as a PNG.
    public func image(at path: String) -> PixelBuffer? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = images[path] { return cached }
        let buffer = try? Self.readPixels(path: path)
        images[path] = .some(buffer)
        return buffer
    }

    /// The SVG or PDF at `path` drawn over `width × height` pixels, or nil when it cannot be read.
    public func vectorImage(at path: String, width: Int, height: Int) -> PixelBuffer? {
        lock.lock()
        defer { lock.unlock() }
        let key = Drawing(path: path, width: width, height: height)
        if let cached = drawings[key] { return cached }
        if vectorDocuments[path] == nil {
            vectorDocuments[path] = .some(VectorImage.Format(fileName: path).flatMap { try? VectorImage.read(path: path, format: $0) })
        }
        let buffer = vectorDocuments[path]??.rasterized(width: width, height: height).map(Self.pixels(of:))
        remember(buffer, for: key)
        return buffer
    }

    /// The custom symbol at `path` in `weight` (an index into `SymbolTemplate.weights`) in a
    /// `width × height` image, cap height and baseline in pixels; nil when it cannot be read.
    public func symbol(at path: String, weight: Int, capHeight: Double, baseline: Double, width: Int, height: Int) -> PixelBuffer? {
        lock.lock()
        defer { lock.unlock() }
        let key = Drawing(path: path, width: width, height: height, weight: weight,
                          capHeight: Int((capHeight * Self.positionSteps).rounded()), baseline: Int((baseline * Self.positionSteps).rounded()))
        if let cached = drawings[key] { return cached }
        if symbolTemplates[path] == nil { symbolTemplates[path] = .some(try? SymbolTemplate(path: path)) }
        let buffer = symbolTemplates[path]??.rasterized(weight: weight, capHeight: capHeight, baseline: baseline, width: width, height: height)
            .map(Self.pixels(of:))
        remember(buffer, for: key)
        return buffer
    }

    /// Drawings kept before the cache is emptied: a preview shows a few sizes of each image, and a
    /// window resized again and again would otherwise keep every size it passed through.
    static let maximumDrawings = 64

    private func remember(_ buffer: PixelBuffer?, for key: Drawing) {
        if drawings.count >= Self.maximumDrawings { drawings.removeAll(keepingCapacity: true) }
        drawings[key] = .some(buffer)
    }

    /// Straight-alpha RGBA bytes as premultiplied pixels.
    public static func pixels(of image: BitmapImage) -> PixelBuffer {
        let count = min(image.width * image.height, image.rgba.count / 4)
        // A wallpaper photograph is 3 million pixels, nearly all opaque, whose premultiplied
        // colour is their colour: written straight, without growing an array pixel by pixel.
        let pixels = [PixelColor](unsafeUninitializedCapacity: count) { buffer, initialized in
            image.rgba.withUnsafeBufferPointer { bytes in
                for i in 0..<count {
                    let red = bytes[4 * i], green = bytes[4 * i + 1], blue = bytes[4 * i + 2], alpha = bytes[4 * i + 3]
                    buffer[i] = alpha == 255 ? PixelColor(premultipliedRed: red, green: green, blue: blue, alpha: 255)
                        : PixelColor(red: red, green: green, blue: blue, alpha: alpha)
                }
            }
            initialized = count
        }
        return PixelBuffer(width: image.width, height: image.height, pixels: pixels)
    }

    /// The PNG or JPEG at `path` decoded straight into pixels (one buffer: a wallpaper photograph
    /// is 12 MB, which decoding into bytes and converting them had held twice). `PixelColor` is
    /// four bytes, red, green, blue and alpha, as the decoders write them; the pixels that are
    /// not opaque are then premultiplied where they lie.
    public static func readPixels(path: String) throws -> PixelBuffer {
        try BitmapImage.read(path: path) { width, height, write in
            let count = width * height
            var pixels = try [PixelColor](unsafeUninitializedCapacity: count) { buffer, initialized in
                try write(UnsafeMutableRawPointer(buffer.baseAddress!))
                initialized = count
            }
            pixels.withUnsafeMutableBufferPointer { pixels in
                for i in pixels.indices where pixels[i].alpha != 255 {
                    let straight = pixels[i]
                    pixels[i] = PixelColor(red: straight.red, green: straight.green, blue: straight.blue, alpha: straight.alpha)
                }
            }
            return PixelBuffer(width: width, height: height, pixels: pixels)
        }
    }

    /// Premultiplied RGBA bytes as pixels.
    static func pixels(of image: RasterizedImage) -> PixelBuffer {
        var pixels = [PixelColor]()
        pixels.reserveCapacity(image.width * image.height)
        let bytes = image.rgba
        for index in stride(from: 0, to: bytes.count, by: 4) {
            pixels.append(PixelColor(premultipliedRed: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3]))
        }
        return PixelBuffer(width: image.width, height: image.height, pixels: pixels)
    }
}
