import Foundation
import Raster

/// An X Window Dump (`xwd -root`, file version 7) read into pixels: the 24-bit TrueColor
/// ZPixmap that Xvfb's `-screen 0 WxHx24` gives, 24 or 32 bits a pixel in either byte order.
enum XWindowDump {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    static func pixels(_ data: Data) throws -> PixelBuffer {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw Unreadable(description: "\(bytes.count) bytes is no XWD header") }
        func field(_ index: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[4 * index + $1]) }
        }
        let headerSize = field(0), version = field(1), format = field(2), width = field(4), height = field(5)
        let byteOrder = field(7), bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        let redMask = field(14), greenMask = field(15), blueMask = field(16)
        guard version == 7, format == 2, bitsPerPixel == 32 || bitsPerPixel == 24 else {
            throw Unreadable(description: "XWD version \(version), format \(format), \(bitsPerPixel) bits a pixel: only version 7 ZPixmap at 24 or 32 bits is read")
        }
        let bytesPerPixel = bitsPerPixel / 8
        let start = headerSize + 12 * colors
        guard bytes.count >= start + bytesPerLine * height else { throw Unreadable(description: "the XWD file is cut short") }
        func shift(_ mask: Int) -> Int { mask == 0 ? 0 : mask.trailingZeroBitCount }
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let at = start + y * bytesPerLine + bytesPerPixel * x
                var value = 0
                for index in 0..<bytesPerPixel {
                    let byte = Int(bytes[at + index])
                    value |= byteOrder == 0 ? byte << (8 * index) : byte << (8 * (bytesPerPixel - 1 - index))
                }
                buffer[x, y] = PixelColor(red: UInt8((value & redMask) >> shift(redMask)), green: UInt8((value & greenMask) >> shift(greenMask)),
                                          blue: UInt8((value & blueMask) >> shift(blueMask)))
            }
        }
        return buffer
    }
}
