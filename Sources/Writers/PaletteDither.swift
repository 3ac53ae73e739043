import Cells

/// Ordered (Bayer) dithering of pixels for the xterm palette (entries 16–255), so that a
/// 256-colour terminal shows gradients as fine patterns whose average is the colour, rather
/// than as flat bands of the nearest entry.
///
/// Every colour has a plan of two palette entries (`plans`): the nearest one, and the partner
/// that best balances the pattern's mean colour against how far its pixels are from the colour
/// (CIE76 in CIELAB). Where the colour lies between the two, mixed in linear light (what the eye
/// averages), sets how many pixels show the partner; a pixel shows it where its place in the
/// Bayer matrix has a threshold below that share.
///
/// Deterministic: a pixel's entry depends only on its colour and position, so a change to one
/// pixel changes no other, and an unchanged picture is written the same every time. Text is not
/// dithered: `indexed(_:)` gives characters and their backgrounds the nearest entry.
public enum PaletteDither {
    /// The palette entry for a pixel of `color` at pixel column `x`, pixel row `y`.
    public static func index(for color: RGB24, x: Int, y: Int) -> UInt8 {
        index(for: color, x: x, y: y, plan: plans.value(at: bucket(of: color)))
    }

    /// The plan bucket of a colour: 5 bits a channel.
    static func bucket(of color: RGB24) -> Int {
        Int(color.red >> 3) << 10 | Int(color.green >> 3) << 5 | Int(color.blue >> 3)
    }

    /// The entry for a pixel of `color` at (`x`, `y`), given its bucket's plan.
    static func index(for color: RGB24, x: Int, y: Int, plan: UInt16) -> UInt8 {
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        let first = Int(plan >> 8), second = Int(plan & 0xFF)
        guard first != second else { return UInt8(first) }
        let a = 3 * first, v = 3 * second
        let ar = linearPalette[a], ag = linearPalette[a + 1], ab = linearPalette[a + 2]
        let vr = linearPalette[v] - ar, vg = linearPalette[v + 1] - ag, vb = linearPalette[v + 2] - ab
        let along = (linearSRGB[r] - ar) * vr + (linearSRGB[g] - ag) * vg + (linearSRGB[b] - ab) * vb
        let share = along / (vr * vr + vg * vg + vb * vb)
        return share * matrixLevels > Float(bayer[(y & matrixMask) * matrixSize + (x & matrixMask)]) ? UInt8(second) : UInt8(first)
    }

    /// `grid` as a 256-colour terminal shows it: every RGB colour of a pixel cell dithered at its
    /// pixel's place (top half on row 2r, bottom on 2r + 1), every other RGB colour (characters,
    /// their backgrounds, spaces) the nearest entry (`XtermPalette.nearestIndex`).
    public static func indexed(_ grid: CellGrid) -> CellGrid {
        var out = grid
        let width = grid.width
        plans.withReader { plan in
            out.cells.withUnsafeMutableBufferPointer { cells in
                for i in cells.indices where cells[i].glyph == .pixels {
                    let x = i % width, row = i / width
                    if case .rgb(let c) = cells[i].foreground {
                        cells[i].foreground = .indexed(index(for: c, x: x, y: 2 * row, plan: plan(bucket(of: c))))
                    }
                    if case .rgb(let c) = cells[i].background {
                        cells[i].background = .indexed(index(for: c, x: x, y: 2 * row + 1, plan: plan(bucket(of: c))))
                    }
                }
            }
        }
        out.cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices where cells[i].glyph != .pixels {
                if case .rgb(let c) = cells[i].foreground { cells[i].foreground = .indexed(XtermPalette.nearestIndex(to: c)) }
                if case .rgb(let c) = cells[i].background { cells[i].background = .indexed(XtermPalette.nearestIndex(to: c)) }
            }
        }
        return out
    }

    /// How heavily a plan's distance from the colour counts against the error of its mean.
    static let noiseWeight = 0.2
    /// Partners are looked for among this many palette entries nearest the colour.
    static let partnerCandidates = 16

    /// The Bayer matrix's side, a power of two, and its levels.
    static let matrixSize = 4
    static let matrixMask = matrixSize - 1
    static let matrixLevels = Float(matrixSize * matrixSize)

    /// The Bayer matrix, row-major: each place's rank, plus a half (0.5, 1.5, …).
    static let bayer: [Float] = {
        var matrix = [0]
        var size = 1
        while size < matrixSize {
            var next = [Int](repeating: 0, count: 4 * size * size)
            for y in 0..<size {
                for x in 0..<size {
                    let v = 4 * matrix[y * size + x]
                    next[y * 2 * size + x] = v
                    next[y * 2 * size + x + size] = v + 2
                    next[(y + size) * 2 * size + x] = v + 3
                    next[(y + size) * 2 * size + x + size] = v + 1
                }
            }
            matrix = next
            size *= 2
        }
        return matrix.map { Float($0) + 0.5 }
    }()

    /// sRGB values in linear light.
    static let linearSRGB: [Float] = (0...255).map { Float(Lab.linear(UInt8($0))) }

    /// Every palette entry's red, green and blue in linear light, three per entry.
    static let linearPalette: [Float] = (0...255).flatMap { index in
        let c = XtermPalette.color(at: UInt8(index))
        return [linearSRGB[Int(c.red)], linearSRGB[Int(c.green)], linearSRGB[Int(c.blue)]]
    }

    /// Per colour at 5 bits a channel (planned for the bucket's centre): the nearest entry
    /// and its partner, `nearest << 8 | partner` (equal when the colour is best left flat),
    /// planned the first time a colour in the bucket is drawn (`LazyTable`; never 0, as
    /// entries are 16–255).
    static let plans = LazyTable<UInt16>(count: 32768) { plan(forBucket: $0) }

    /// Palette entries 16–255 in CIELAB and in linear light.
    static let paletteLabs: [Lab] = (16...255).map { Lab(XtermPalette.color(at: UInt8($0))) }
    static let paletteLinear: [SIMD3<Double>] = (16...255).map {
        SIMD3(Double(linearPalette[3 * $0]), Double(linearPalette[3 * $0 + 1]), Double(linearPalette[3 * $0 + 2]))
    }
    /// A bucket's centre level in linear light, per 5-bit channel value.
    static let planLevels: [Double] = (0..<32).map { Lab.linear(UInt8($0 * 8 + 4)) }

    /// One bucket's plan: its nearest entry, and the partner among the nearest few that best
    /// balances the mixture's error against the pattern's spread.
    static func plan(forBucket bucket: Int) -> UInt16 {
        let colour = SIMD3(planLevels[bucket >> 10], planLevels[bucket >> 5 & 31], planLevels[bucket & 31])
        let lab = Lab(linear: colour)
        var nearby = Nearby(count: partnerCandidates)
        for i in 0..<paletteLabs.count { nearby.offer(lab.squaredDistance(to: paletteLabs[i]), i) }
        let nearest = nearby.entries[0]
        let nearestDistance = nearby.distances[0].squareRoot()
        var best = (score: nearestDistance * (1 + noiseWeight), partner: nearest)
        let a = paletteLinear[nearest]
        for k in 1..<nearby.count {
            let v = paletteLinear[nearby.entries[k]] - a
            let share = ((colour - a) * v).sum() / (v * v).sum()
            guard share > 0 else { continue }
            let t = min(share, 1)
            let spread = (1 - t) * nearestDistance + t * nearby.distances[k].squareRoot()
            let score = Lab(linear: a + t * v).distance(to: lab) + noiseWeight * spread
            if score < best.score { best = (score, nearby.entries[k]) }
        }
        return UInt16(nearest + 16) << 8 | UInt16(best.partner + 16)
    }

    struct Nearby {
        let count: Int
        var distances: [Double]
        var entries: [Int]

        init(count: Int) {
            self.count = count
            distances = [Double](repeating: .infinity, count: count)
            entries = [Int](repeating: 0, count: count)
        }

        mutating func clear() {
            for k in 0..<count { distances[k] = .infinity }
        }

        mutating func offer(_ distance: Double, _ entry: Int) {
            guard distance < distances[count - 1] else { return }
            var k = count - 1
            while k > 0 && distances[k - 1] > distance {
                distances[k] = distances[k - 1]
                entries[k] = entries[k - 1]
                k -= 1
            }
            distances[k] = distance
            entries[k] = entry
        }
    }
}
