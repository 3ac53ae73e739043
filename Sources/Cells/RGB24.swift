import Raster

/// An opaque 24-bit sRGB colour, as a terminal takes it in `ESC[38;2;R;G;Bm`.
public struct RGB24: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From `0xRRGGBB`.
    @inlinable
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// The colour of an opaque pixel; a translucent one is first composited over `backdrop`.
    @inlinable
    public init(_ pixel: PixelColor, over backdrop: RGB24 = .black) {
        if pixel.alpha == 255 {
            self.init(red: pixel.red, green: pixel.green, blue: pixel.blue)
        } else {
            let flat = pixel.over(PixelColor(premultipliedRed: backdrop.red, green: backdrop.green, blue: backdrop.blue, alpha: 255))
            self.init(red: flat.red, green: flat.green, blue: flat.blue)
        }
    }

    /// `0xRRGGBB`.
    public var hex: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// The channel-wise mean of two colours, rounded.
    public func mixed(with other: RGB24) -> RGB24 {
        RGB24(red: UInt8((Int(red) + Int(other.red) + 1) / 2), green: UInt8((Int(green) + Int(other.green) + 1) / 2),
              blue: UInt8((Int(blue) + Int(other.blue) + 1) / 2))
    }

    /// `#RRGGBB`.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for v in [red, green, blue] {
            text.append(digits[Int(v >> 4)])
            text.append(digits[Int(v & 15)])
        }
        return text
    }

    /// Parses `#RRGGBB`.
    public init?(hexString: Substring) {
        guard hexString.count == 7, hexString.first == "#", let value = UInt32(hexString.dropFirst(), radix: 16) else { return nil }
        self.init(hex: value)
    }

    public static let black = RGB24(red: 0, green: 0, blue: 0)
    public static let white = RGB24(red: 255, green: 255, blue: 255)
}
