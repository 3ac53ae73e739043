import Foundation
import ViewTree

/// A PNG image a widget names, found relative to the widget's file and measured from its IHDR
/// chunk without decoding it.
public enum PNGFile {
    /// Why an image cannot be used, as a message for the person who wrote its name.
    public struct Problem: Error, Sendable {
        public var message: String
    }

    /// The image `written` (relative to `baseDirectory` unless absolute) with its size in pixels;
    /// `owner` names the file that names the image, in messages.
    public static func source(written: String, baseDirectory: String, owner: String) -> Result<ImageSource, Problem> {
        let path = written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Problem(message: "cannot read image '\(written)'; image paths are relative to the folder of the \(owner)"))
        }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Problem(message: "'\(written)' is not a PNG file; images must be PNG"))
        }
        func be32(_ i: Int) -> Int { header[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            return .failure(Problem(message: "'\(written)' is \(width)×\(height) pixels; images must be between 1 and 16384 pixels on a side"))
        }
        return .success(.file(written: written, resolvedPath: path, pixelWidth: width, pixelHeight: height))
    }
}
