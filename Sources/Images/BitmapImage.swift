import CLibPNG
import Foundation

/// A decoded PNG or JPEG: 8-bit RGBA, straight alpha, rows top to bottom.
public struct BitmapImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Why an image could not be read.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The largest image accepted, in pixels per side (a 1179×2556 wallpaper is well inside).
    public static let maximumSide = 16_384
    /// The most pixels decoded: a 50-megapixel photograph (200 MB as RGBA). A chosen limit: a
    /// PNG may declare 16,384 × 16,384 pixels (1 GB decoded) in a few bytes, and filling that
    /// took two seconds before libpng found the data missing.
    public static let maximumPixels = 50_000_000

    /// Reads a PNG (through libpng's simplified `png_image_*` API) or a JPEG (through
    /// libjpeg-turbo), told apart by their first bytes.
    public static func read(path: String) throws -> BitmapImage {
        try read(path: path, into: bitmap)
    }

    /// The bytes `write` fills kept as a `BitmapImage`: the `make` of `read(path:into:)` for
    /// callers that want RGBA bytes.
    static func bitmap(width: Int, height: Int, write: (UnsafeMutableRawPointer) throws -> Void) throws -> BitmapImage {
        let count = width * height * 4
        return BitmapImage(width: width, height: height, rgba: try [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            try write(UnsafeMutableRawPointer(bytes.baseAddress!))
            initialized = count
        })
    }

    /// Reads a PNG or JPEG into memory the caller makes: `make(width, height, write)` is given the
    /// size once it is known and calls `write` with room for `width × height × 4` bytes, which it
    /// fills with straight RGBA rows. A caller whose own pixels are four such bytes (a wallpaper
    /// photograph is 12 MB of them) then holds the picture once, not decoded and then copied.
    public static func read<Picture>(path: String,
                                     into make: (_ width: Int, _ height: Int, _ write: (UnsafeMutableRawPointer) throws -> Void) throws -> Picture) throws -> Picture {
        guard let file = FileHandle(forReadingAtPath: path) else { throw ReadError(description: "cannot read '\(path)'") }
        let head = (try? file.read(upToCount: jpegSignature.count)) ?? nil
        try? file.close()
        if head?.starts(with: jpegSignature) == true {
            guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(description: "cannot read '\(path)'") }
            return try decodeJPEG(data, into: make)
        }
        // libpng reads the file itself, a part at a time: a photograph's few megabytes of PNG are
        // not held beside its pixels.
        return try decodePNG(into: make) { png_image_begin_read_from_file(&$0, path) }
    }

    /// The first bytes of every JPEG file: a start-of-image marker, then another marker.
    public static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Checks a decoded image's declared size against the limits, before its pixels are made.
    static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw ReadError(description: "\(width)×\(height) pixels is outside 1…\(maximumSide) per side")
        }
        guard width * height <= maximumPixels else {
            throw ReadError(description: "\(width)×\(height) pixels is more than the \(maximumPixels / 1_000_000) megapixels an image is read up to")
        }
    }

    /// Decodes PNG bytes in memory.
    public static func decode(_ data: Data) throws -> BitmapImage {
        try decode(data, into: bitmap)
    }

    /// Decodes PNG bytes into memory the caller makes (as `read(path:into:)`).
    static func decode<Picture>(_ data: Data,
                                into make: (_ width: Int, _ height: Int, _ write: (UnsafeMutableRawPointer) throws -> Void) throws -> Picture) throws -> Picture {
        try data.withUnsafeBytes { bytes in
            try decodePNG(into: make) { png_image_begin_read_from_memory(&$0, bytes.baseAddress, bytes.count) }
        }
    }

    /// Decodes a PNG that `begin` opens (from memory or a file) into memory the caller makes.
    private static func decodePNG<Picture>(into make: (_ width: Int, _ height: Int, _ write: (UnsafeMutableRawPointer) throws -> Void) throws -> Picture,
                                           begin: (inout png_image) -> Int32) throws -> Picture {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard begin(&image) != 0 else {
            defer { png_image_free(&image) }
            throw ReadError(description: "not a PNG: \(message(of: image))")
        }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        try checkSize(width: width, height: height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        return try make(width, height) { target in
            guard png_image_finish_read(&image, nil, target, Int32(width * 4), nil) != 0 else {
                throw ReadError(description: "damaged PNG: \(message(of: image))")
            }
        }
    }

    static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
