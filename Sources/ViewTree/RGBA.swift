/// A colour with straight (not premultiplied) alpha, each channel 0…1, sRGB. A channel given as
/// NaN (`Color(red: 0 / 0, …)` in a widget's source) is 0, so that no later conversion traps.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.isNaN ? 0 : red
        self.green = green.isNaN ? 0 : green
        self.blue = blue.isNaN ? 0 : blue
        self.alpha = alpha.isNaN ? 0 : alpha
    }

    /// `0xRRGGBB` with full alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hexString: String) {
        guard hexString.hasPrefix("#") else { return nil }
        var digits = String(hexString.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 8 {
            self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        } else {
            self.init(hex: value)
        }
    }

    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    public var description: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let base = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? base : base + byte(alpha)
    }
}
