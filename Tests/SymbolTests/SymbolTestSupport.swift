import Raster

/// The anti-aliased coverage of `path` on a `width` × `height` canvas, as 0…1 per pixel.
struct Coverage {
    let width: Int
    let height: Int
    let values: [Double]

    init(_ path: VectorPath, width: Int, height: Int) {
        self.width = width
        self.height = height
        values = CoverageMask(width: width, height: height, path: path).values.map { Double($0) / 255 }
    }

    subscript(x: Int, y: Int) -> Double { values[y * width + x] }

    var total: Double { values.reduce(0, +) }

    /// Summed coverage of row `y`.
    func row(_ y: Int) -> Double { (0..<width).reduce(0) { $0 + self[$1, y] } }

    /// Summed absolute difference from `other` (same size).
    func difference(from other: Coverage) -> Double {
        zip(values, other.values).reduce(0) { $0 + abs($1.0 - $1.1) }
    }
}
