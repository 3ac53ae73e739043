import Cells
import Foundation

/// A colour in CIELAB (D65), for perceptual distances.
struct Lab {
    var l: Double, a: Double, b: Double

    init(_ color: RGB24) {
        self.init(linearRed: Lab.linear(color.red), green: Lab.linear(color.green), blue: Lab.linear(color.blue))
    }

    /// From linear-light sRGB channels 0…1.
    init(linearRed r: Double, green g: Double, blue bl: Double) {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : t * 841.0 / 108 + 4.0 / 29 }
        let fy = f(y)
        l = 116 * fy - 16
        a = 500 * (f(x) - fy)
        b = 200 * (fy - f(z))
    }

    /// From linear-light sRGB.
    init(linear c: SIMD3<Double>) {
        self.init(linearRed: c.x, green: c.y, blue: c.z)
    }

    /// The sRGB transfer function undone.
    @inline(__always)
    static func linear(_ v: UInt8) -> Double {
        linearLevels.withUnsafeBufferPointer { $0[Int(v)] }
    }

    /// `linear` of every 8-bit level, computed once: `pow` was a tenth of a preview frame's
    /// colour comparisons.
    private static let linearLevels: [Double] = (0...255).map { level in
        let c = Double(level) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The CIE76 colour difference ΔE.
    func distance(to other: Lab) -> Double { squaredDistance(to: other).squareRoot() }

    @inline(__always)
    func squaredDistance(to other: Lab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }
}
