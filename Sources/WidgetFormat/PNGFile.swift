import CZlib
import Foundation
import ViewTree

/// A PNG image a widget or theme names, found relative to the naming file, measured from its IHDR
/// chunk and checked chunk by chunk (lengths, checksums, IDAT present, IEND last) without
/// decoding its pixels, so a damaged file is reported where it is named.
public enum PNGFile {
    /// Why an image cannot be used, as a message for the person who wrote its name.
    public struct Problem: Error, Sendable {
        public var message: String
    }

    /// The image `written` (relative to `baseDirectory` unless absolute) with its size in pixels;
    /// `owner` names the file that names the image, in messages.
    public static func source(written: String, baseDirectory: String, owner: String) -> Result<ImageSource, Problem> {
        let path = written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
        if let identity = FileIdentity(path: path), !identity.isRegularFile, !identity.isFolder {
            return .failure(Problem(message: "'\(written)' is not a regular file (\(identity.kindDescription))"))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              let bytes = FileManager.default.contents(atPath: path) else {
            return .failure(Problem(message: "cannot read image '\(written)'; image paths are relative to the folder of the \(owner)"))
        }
        let header = [UInt8](bytes.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Problem(message: "'\(written)' is not a PNG file; images must be PNG"))
        }
        func be32(_ i: Int) -> Int { header[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            return .failure(Problem(message: "'\(written)' is \(width)×\(height) pixels; images must be between 1 and 16384 pixels on a side"))
        }
        if let damage = PNGChunks.damage(in: bytes) {
            return .failure(Problem(message: "'\(written)' is a damaged PNG: \(damage); export the image again"))
        }
        return .success(.file(written: written, resolvedPath: path, pixelWidth: width, pixelHeight: height))
    }
}

/// The chunk structure of a PNG file (PNG specification, section 5.3): each chunk is a 4-byte
/// big-endian length, a 4-byte type, the data and a CRC-32 of type and data.
enum PNGChunks {
    /// What is wrong with the chunks of `bytes` (which start with the PNG signature), or nil.
    static func damage(in bytes: Data) -> String? {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String? in
            let buffer = raw.bindMemory(to: UInt8.self)
            var offset = 8, sawImageData = false
            while offset < buffer.count {
                guard offset + 12 <= buffer.count else { return "the file ends inside a chunk at byte \(offset)" }
                let length = Int(be32(buffer, offset))
                let type = String(decoding: buffer[offset + 4..<offset + 8], as: UTF8.self)
                guard length <= buffer.count - offset - 12 else {
                    return "chunk '\(printable(type))' at byte \(offset) runs past the end of the file"
                }
                let stored = be32(buffer, offset + 8 + length)
                // zlib's CRC-32, the one PNG defines (libpng checks it the same way when decoding).
                let computed = UInt32(crc32(0, buffer.baseAddress! + offset + 4, UInt32(4 + length)))
                guard stored == computed else {
                    return "chunk '\(printable(type))' at byte \(offset) fails its checksum"
                }
                if type == "IDAT" { sawImageData = true }
                offset += 12 + length
                if type == "IEND" {
                    return sawImageData ? nil : "it has no image data (IDAT chunk)"
                }
            }
            return "it ends without its IEND chunk (the file is cut short)"
        }
    }

    private static func be32(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(buffer[offset]) << 24 | UInt32(buffer[offset + 1]) << 16 | UInt32(buffer[offset + 2]) << 8 | UInt32(buffer[offset + 3])
    }

    /// A chunk type for messages: letters kept, anything else as `?`.
    private static func printable(_ type: String) -> String {
        String(type.unicodeScalars.map { $0.properties.isAlphabetic && $0.isASCII ? Character($0) : "?" })
    }
}
