import CZlib
import Foundation
import ViewTree

/// A PNG or JPEG image a widget or theme names, found relative to the naming file and measured
/// without decoding its pixels: a PNG from its IHDR chunk, checked chunk by chunk (lengths,
/// checksums, IDAT present, IEND last); a JPEG from its frame header, its segments walked to
/// it. A damaged file is so reported where it is named.
public enum ImageFile {
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
        let width: Int, height: Int
        if header.starts(with: [0xFF, 0xD8, 0xFF]) {
            switch JPEGSegments.frameSize(in: bytes) {
            case .success(let size): (width, height) = size
            case .failure(let damage):
                return .failure(Problem(message: "'\(written)' is a damaged JPEG: \(damage.message); export the image again"))
            }
        } else {
            guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
                return .failure(Problem(message: "'\(written)' is not a PNG or JPEG file; images must be PNG or JPEG"))
            }
            func be32(_ i: Int) -> Int { header[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
            (width, height) = (be32(16), be32(20))
            if let damage = PNGChunks.damage(in: bytes) {
                return .failure(Problem(message: "'\(written)' is a damaged PNG: \(damage); export the image again"))
            }
        }
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            return .failure(Problem(message: "'\(written)' is \(width)×\(height) pixels; images must be between 1 and 16384 pixels on a side"))
        }
        return .success(.file(written: written, resolvedPath: path, pixelWidth: width, pixelHeight: height))
    }
}

/// The segments of a JPEG file (ITU T.81, annex B): after the start-of-image marker, each
/// segment is `FF`, a marker byte and (for all but the standalone markers) a 2-byte big-endian
/// length that counts itself; the frame header (an SOF marker) holds the size.
enum JPEGSegments {
    /// The width and height of the first frame, or what is wrong on the way to it.
    static func frameSize(in bytes: Data) -> Result<(width: Int, height: Int), ImageFile.Problem> {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let buffer = raw.bindMemory(to: UInt8.self)
            var offset = 2
            while offset + 1 < buffer.count {
                guard buffer[offset] == 0xFF else {
                    return .failure(ImageFile.Problem(message: "byte \(offset) is not a segment's marker"))
                }
                var marker = buffer[offset + 1]
                // Markers may be preceded by any number of fill bytes (FF).
                while marker == 0xFF, offset + 2 < buffer.count {
                    offset += 1
                    marker = buffer[offset + 1]
                }
                if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    offset += 2
                    continue
                }
                guard offset + 4 <= buffer.count else { break }
                let length = Int(buffer[offset + 2]) << 8 | Int(buffer[offset + 3])
                guard length >= 2, offset + 2 + length <= buffer.count else {
                    return .failure(ImageFile.Problem(message: "the segment at byte \(offset) runs past the end of the file"))
                }
                if Self.frameMarkers.contains(marker) {
                    guard length >= 7 else { return .failure(ImageFile.Problem(message: "its frame header is too short")) }
                    let height = Int(buffer[offset + 5]) << 8 | Int(buffer[offset + 6])
                    let width = Int(buffer[offset + 7]) << 8 | Int(buffer[offset + 8])
                    return .success((width, height))
                }
                if marker == 0xDA || marker == 0xD9 { break }
                offset += 2 + length
            }
            return .failure(ImageFile.Problem(message: "it has no frame header (SOF) before its image data"))
        }
    }

    /// The start-of-frame markers: every coding process (baseline, extended, progressive,
    /// lossless, arithmetic) less C4 (Huffman tables), C8 (reserved) and CC (arithmetic conditioning).
    static let frameMarkers: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
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
