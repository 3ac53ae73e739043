import ViewTree

/// One pixel: 8-bit sRGB channels with **premultiplied** alpha (`red ≤ alpha`, etc.).
///
/// Premultiplied storage makes "source over" a multiply-add per channel and makes
/// averaging (scaling, blur) alpha-correct without extra work. Use
/// `init(red:green:blue:alpha:)` with straight values or `init(_: RGBA)`; read straight
/// values back with `rgba` or `straightRGB`.
public struct PixelColor: Sendable, Hashable, CustomStringConvertible {
    /// Premultiplied red, 0…255 and never above `alpha`.
    public var red: UInt8
    /// Premultiplied green.
    public var green: UInt8
    /// Premultiplied blue.
    public var blue: UInt8
    /// Coverage/opacity, 0…255.
    public var alpha: UInt8

    /// Channels already premultiplied (`red`, `green`, `blue` must not exceed `alpha`).
    @inlinable
    public init(premultipliedRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Straight (not premultiplied) channels; premultiplies them.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        if alpha == 255 {
            self.init(premultipliedRed: red, green: green, blue: blue, alpha: 255)
        } else {
            let a = Int(alpha)
            self.init(premultipliedRed: UInt8(divideBy255(Int(red) * a)), green: UInt8(divideBy255(Int(green) * a)),
                      blue: UInt8(divideBy255(Int(blue) * a)), alpha: alpha)
        }
    }

    /// An opaque colour from `0xRRGGBB`.
    @inlinable
    public init(hex: UInt32) {
        self.init(premultipliedRed: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF),
                  blue: UInt8(hex & 0xFF), alpha: 255)
    }

    /// Converts a straight-alpha `RGBA` (channels clamped to 0…1, NaN as 0, rounded to 8 bits).
    /// Inlinable: a gradient wallpaper converts 3 million of them.
    @inlinable
    public init(_ color: RGBA) {
        self.init(red: UInt8(opacityWeight(color.red)), green: UInt8(opacityWeight(color.green)),
                  blue: UInt8(opacityWeight(color.blue)), alpha: UInt8(opacityWeight(color.alpha)))
    }

    /// The straight-alpha colour.
    public var rgba: RGBA {
        guard alpha > 0 else { return .clear }
        let a = Double(alpha)
        return RGBA(red: Double(red) / a, green: Double(green) / a, blue: Double(blue) / a, alpha: a / 255)
    }

    /// Straight 8-bit channels (un-premultiplied, rounded); black when fully transparent.
    public var straightRGB: (red: UInt8, green: UInt8, blue: UInt8) {
        if alpha == 255 { return (red, green, blue) }
        if alpha == 0 { return (0, 0, 0) }
        let a = Int(alpha)
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
        return (un(red), un(green), un(blue))
    }

    /// True when the pixel is fully opaque.
    @inlinable public var isOpaque: Bool { alpha == 255 }

    /// The colour with its opacity multiplied by `factor` (0…255, 255 = unchanged).
    @inlinable
    public func scaled(by factor: Int) -> PixelColor {
        if factor >= 255 { return self }
        if factor <= 0 { return .transparent }
        return PixelColor(premultipliedRed: UInt8(divideBy255(Int(red) * factor)),
                          green: UInt8(divideBy255(Int(green) * factor)),
                          blue: UInt8(divideBy255(Int(blue) * factor)),
                          alpha: UInt8(divideBy255(Int(alpha) * factor)))
    }

    /// The colour with its opacity multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> PixelColor {
        scaled(by: opacityWeight(opacity))
    }

    /// This colour composited over `backdrop` ("source over").
    @inlinable
    public func over(_ backdrop: PixelColor) -> PixelColor {
        if alpha == 255 { return self }
        if alpha == 0 { return backdrop }
        let inverse = 255 - Int(alpha)
        return PixelColor(premultipliedRed: red &+ UInt8(divideBy255(Int(backdrop.red) * inverse)),
                          green: green &+ UInt8(divideBy255(Int(backdrop.green) * inverse)),
                          blue: blue &+ UInt8(divideBy255(Int(backdrop.blue) * inverse)),
                          alpha: alpha &+ UInt8(divideBy255(Int(backdrop.alpha) * inverse)))
    }

    public static let transparent = PixelColor(premultipliedRed: 0, green: 0, blue: 0, alpha: 0)
    public static let black = PixelColor(premultipliedRed: 0, green: 0, blue: 0, alpha: 255)
    public static let white = PixelColor(premultipliedRed: 255, green: 255, blue: 255, alpha: 255)

    /// `#RRGGBB` for opaque pixels, `#RRGGBBAA` (straight channels) otherwise.
    public var description: String {
        let (r, g, b) = straightRGB
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + hex(r) + hex(g) + hex(b) + (alpha == 255 ? "" : hex(alpha))
    }
}

/// `x / 255` rounded to nearest, exact for 0…65025 (the product of two bytes).
@inlinable @inline(__always)
func divideBy255(_ x: Int) -> Int {
    let t = x + 128
    return (t + (t >> 8)) >> 8
}
