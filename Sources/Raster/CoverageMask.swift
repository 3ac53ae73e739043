/// How much of each pixel a shape covers, 0…255, width × height in one row-major array:
/// the clip mask of `PixelCanvas.withClip(to:)` (SwiftUI `clipShape`).
public struct CoverageMask: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    /// A mask with every pixel set to `value`.
    public init(width: Int, height: Int, value: UInt8 = 0) {
        self.width = width
        self.height = height
        self.values = [UInt8](repeating: value, count: width * height)
    }

    /// The anti-aliased coverage of `path` (non-zero winding).
    public init(width: Int, height: Int, path: VectorPath) {
        self.init(width: width, height: height)
        let w = width
        values.withUnsafeMutableBufferPointer { v in
            CoverageRasterizer.rasterize(EdgeList(path), clip: PixelBounds(x: 0, y: 0, width: width, height: height)) {
                y, firstX, coverage in
                let row = y * w + firstX
                for i in 0..<coverage.count { v[row + i] = UInt8(coverage[i] * 255 + 0.5) }
            }
        }
    }

    /// The coverage at column `x`, row `y`.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// Multiplies this mask by `other` (same size): the pixels covered by both.
    public mutating func intersect(with other: CoverageMask) {
        precondition(other.width == width && other.height == height, "mask sizes differ")
        other.values.withUnsafeBufferPointer { o in
            values.withUnsafeMutableBufferPointer { v in
                for i in 0..<v.count { v[i] = UInt8(divideBy255(Int(v[i]) * Int(o[i]))) }
            }
        }
    }
}
