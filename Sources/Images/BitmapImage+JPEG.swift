import CTurboJPEG
import Foundation

extension BitmapImage {
    /// Decodes JPEG bytes through libjpeg-turbo's TurboJPEG API (Debian's `libturbojpeg0`):
    /// baseline and progressive, greyscale, YCbCr and CMYK, to opaque RGBA. Photographs in asset
    /// catalogs and wallpapers are JPEGs as often as PNGs. The EXIF orientation is not applied
    /// (Xcode's asset catalogs store images upright).
    public static func decodeJPEG(_ data: Data) throws -> BitmapImage {
        try decodeJPEG(data, into: bitmap)
    }

    /// Decodes JPEG bytes into memory the caller makes (as `read(path:into:)`).
    static func decodeJPEG<Picture>(_ data: Data,
                                    into make: (_ width: Int, _ height: Int, _ write: (UnsafeMutableRawPointer) throws -> Void) throws -> Picture) throws -> Picture {
        guard let decoder = tjInitDecompress() else { throw ReadError(description: "libjpeg-turbo could not start") }
        defer { tjDestroy(decoder) }
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress, let size = UInt(exactly: bytes.count) else { throw ReadError(description: "an empty JPEG") }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(decoder, base, size, &width, &height, &subsampling, &colorspace) == 0 else {
                throw ReadError(description: "not a JPEG: \(Self.turboMessage(decoder))")
            }
            try checkSize(width: Int(width), height: Int(height))
            return try make(Int(width), Int(height)) { target in
                // Opaque white first: a JPEG cut short still gives a picture, its missing rows filled.
                target.initializeMemory(as: UInt8.self, repeating: 255, count: Int(width) * Int(height) * 4)
                let status = tjDecompress2(decoder, base, size, target.assumingMemoryBound(to: UInt8.self), width, 0, height,
                                           Int32(TJPF_RGBA.rawValue), 0)
                // A warning (a JPEG cut short, its last rows grey) still gives a picture; an error does not.
                if status != 0, tjGetErrorCode(decoder) != Int32(TJERR_WARNING.rawValue) {
                    throw ReadError(description: "damaged JPEG: \(Self.turboMessage(decoder))")
                }
            }
        }
    }

    private static func turboMessage(_ decoder: tjhandle) -> String {
        tjGetErrorStr2(decoder).map { String(cString: $0) } ?? "unknown error"
    }
}
