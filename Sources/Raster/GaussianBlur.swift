import Foundation

extension PixelBuffer {
    /// Blurs the picture in place with a Gaussian of standard deviation `sigma` pixels,
    /// separably (rows, then columns), on premultiplied channels so it is alpha-correct.
    ///
    /// From σ = 2 on it is approximated by three box blurs per axis whose widths are chosen so
    /// their combined variance matches σ² (the usual "3-pass box blur", within a few percent
    /// of a true Gaussian); each pass is a running sum, so the cost does not grow with the
    /// radius. Below σ = 2 odd box widths are too coarse for that, and a sampled Gaussian
    /// kernel of radius ⌈3σ⌉ (at most 6 pixels) is used instead.
    public mutating func applyGaussianBlur(sigma: Double, edges: BlurEdgeMode = .extend) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        let sigma = min(sigma, Self.largestSigma)
        let kernel = sigma < 2 ? Self.gaussianKernel(sigma: sigma) : []
        let radii = sigma < 2 ? [] : Self.boxRadii(sigma: sigma, passes: 3)
        let margin = max(kernel.count / 2, radii.max() ?? 0)
        let (w, h) = (width, height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let p = buffer.baseAddress!
            // Each pass's lines are independent: shared across the cores, each part with its own
            // padded line, reused for every line of the part.
            func eachLine(count: Int, length: Int, _ blur: (Int, UnsafeMutablePointer<PixelColor>) -> Void) {
                ParallelLines.forEachRange(count: count, pixelsPerLine: length) { lines in
                    let padded = UnsafeMutablePointer<PixelColor>.allocate(capacity: length + 2 * margin)
                    defer { padded.deallocate() }
                    for line in lines { blur(line, padded) }
                }
            }
            if sigma < 2 {
                kernel.withUnsafeBufferPointer { kernel in
                    eachLine(count: h, length: w) { y, padded in
                        Self.convolveLine(p + y * w, stride: 1, count: w, kernel: kernel, edges: edges, padded: padded)
                    }
                    eachLine(count: w, length: h) { x, padded in
                        Self.convolveLine(p + x, stride: w, count: h, kernel: kernel, edges: edges, padded: padded)
                    }
                }
                return
            }
            eachLine(count: h, length: w) { y, padded in
                for radius in radii where radius > 0 {
                    Self.boxBlurLine(p + y * w, stride: 1, count: w, radius: radius, edges: edges, padded: padded)
                }
            }
            // Down the columns, every column of a part at once, a row at a time: the same sums as
            // `boxBlurLine` down each column, in the order memory holds the pixels (a column at a
            // time read each pixel from another cache line: half of a Lock Screen's blur).
            ParallelLines.forEachRange(count: w, pixelsPerLine: h) { columns in
                for radius in radii where radius > 0 {
                    Self.boxBlurColumns(p, width: w, height: h, columns: columns, radius: radius, edges: edges)
                }
            }
        }
    }

    /// How far (pixels) a blur of `sigma` reaches: a pixel of the blurred picture depends on the
    /// pixels this far around it and no others, so a part of a picture blurred with this margin
    /// around it is, inside the margin, exactly that part of the whole picture blurred.
    public static func blurReach(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return sigma < 2 ? gaussianKernel(sigma: sigma).count / 2 : boxRadii(sigma: sigma, passes: 3).reduce(0, +)
    }

    /// A blurred copy; see `applyGaussianBlur(sigma:edges:)`.
    public func gaussianBlurred(sigma: Double, edges: BlurEdgeMode = .extend) -> PixelBuffer {
        var copy = self
        copy.applyGaussianBlur(sigma: sigma, edges: edges)
        return copy
    }

    /// Radii of `passes` odd-width boxes whose variances add up to σ² (W3C filter effects,
    /// after Kovesi's "Fast almost-Gaussian filtering").
    static func boxRadii(sigma: Double, passes: Int) -> [Int] {
        let n = Double(passes)
        var lower = Int((12 * sigma * sigma / n + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        return (0..<passes).map { ($0 < lowerCount ? lower : lower + 2) / 2 }
    }

    /// Weights of a sampled Gaussian from −r to r, r = ⌈3σ⌉, in 16-bit fixed point summing to
    /// exactly 65536 (so flat areas and the mean stay as they are).
    static func gaussianKernel(sigma: Double) -> [Int] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { Int(($0 / total * 65536).rounded()) }
        weights[radius] += 65536 - weights.reduce(0, +)
        return weights
    }

    /// One convolution with `kernel` (odd length) along a line of `count` pixels.
    private static func convolveLine(_ line: UnsafeMutablePointer<PixelColor>, stride: Int, count: Int,
                                     kernel: UnsafeBufferPointer<Int>, edges: BlurEdgeMode,
                                     padded: UnsafeMutablePointer<PixelColor>) {
        let radius = kernel.count / 2
        fillPadded(padded, line, stride: stride, count: count, radius: radius, edges: edges)
        for i in 0..<count {
            var r = 0, g = 0, b = 0, a = 0
            for k in 0..<kernel.count {
                let p = padded[i + k], w = kernel[k]
                r &+= w &* Int(p.red); g &+= w &* Int(p.green); b &+= w &* Int(p.blue); a &+= w &* Int(p.alpha)
            }
            line[i * stride] = PixelColor(premultipliedRed: UInt8((r + 32768) >> 16), green: UInt8((g + 32768) >> 16),
                                          blue: UInt8((b + 32768) >> 16), alpha: UInt8((a + 32768) >> 16))
        }
    }

    /// Copies the line into `padded` with `radius` pixels of edge padding on both sides.
    private static func fillPadded(_ padded: UnsafeMutablePointer<PixelColor>, _ line: UnsafeMutablePointer<PixelColor>,
                                   stride: Int, count: Int, radius: Int, edges: BlurEdgeMode) {
        let before = edges == .extend ? line[0] : .transparent
        let after = edges == .extend ? line[(count - 1) * stride] : .transparent
        for i in 0..<radius { padded[i] = before }
        for i in 0..<count { padded[radius + i] = line[i * stride] }
        for i in 0..<radius { padded[radius + count + i] = after }
    }

    /// One box blur of width `2 * radius + 1` along a line of `count` pixels.
    private static func boxBlurLine(_ line: UnsafeMutablePointer<PixelColor>, stride: Int, count: Int, radius: Int,
                                    edges: BlurEdgeMode, padded: UnsafeMutablePointer<PixelColor>) {
        fillPadded(padded, line, stride: stride, count: count, radius: radius, edges: edges)
        let window = 2 * radius + 1, total = count + 2 * radius
        let reciprocal = boxReciprocal(window: window)
        var sum = SIMD4<UInt32>()
        for i in 0..<window { sum &+= lanes(padded[i]) }
        for i in 0..<count {
            line[i * stride] = average(sum, reciprocal: reciprocal)
            if i + window < total { sum = sum &+ lanes(padded[i + window]) &- lanes(padded[i]) }
        }
    }

    /// The largest σ blurred as itself (pixels): more than any picture's side (16,384), and small
    /// enough that a box's sums times its reciprocal fit in 32 bits (windows up to 65,793).
    static let largestSigma = 16_384.0

    /// A pixel's four channels as four lanes.
    @inline(__always)
    private static func lanes(_ pixel: PixelColor) -> SIMD4<UInt32> {
        SIMD4(UInt32(pixel.red), UInt32(pixel.green), UInt32(pixel.blue), UInt32(pixel.alpha))
    }

    /// Fixed-point reciprocal of a box's width: (sum × reciprocal) >> 24 ≈ sum / window, rounded.
    @inline(__always)
    private static func boxReciprocal(window: Int) -> UInt32 {
        UInt32(((1 << 24) + window / 2) / window)
    }

    /// The box's average of four channel sums: each sum is at most 255 × the window, so with
    /// the reciprocal and the half added for rounding it stays under 2³² (see `largestSigma`).
    @inline(__always)
    private static func average(_ sum: SIMD4<UInt32>, reciprocal: UInt32) -> PixelColor {
        let value = (sum &* reciprocal &+ (1 << 23)) &>> 24
        return PixelColor(premultipliedRed: UInt8(truncatingIfNeeded: value[0]), green: UInt8(truncatingIfNeeded: value[1]),
                          blue: UInt8(truncatingIfNeeded: value[2]), alpha: UInt8(truncatingIfNeeded: value[3]))
    }

    /// One box blur of width `2 * radius + 1` down the columns `columns` of a `width` × `height`
    /// picture, all of them at once, row by row: for each column exactly what `boxBlurLine` does
    /// along it (the same padding, sums and rounding). Row `y` is written once the sums for it
    /// are made; the rows the sums still take away later are kept as they were in a ring of
    /// rows, and the first row apart for the padding before it.
    private static func boxBlurColumns(_ picture: UnsafeMutablePointer<PixelColor>, width: Int, height: Int, columns: Range<Int>,
                                       radius: Int, edges: BlurEdgeMode) {
        let count = columns.count, window = 2 * radius + 1
        guard count > 0, height > 0 else { return }
        let reciprocal = boxReciprocal(window: window)
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: count)
        // Rows written are kept until the sums take them away, `radius + 1` rows later (every row
        // when the picture is shorter than that).
        let ringRows = min(radius + 1, height)
        let ring = UnsafeMutablePointer<PixelColor>.allocate(capacity: ringRows * count)
        // The padding before the picture: its first row as it was, or transparent; after it, its
        // last row (not yet written when it is read) or transparent.
        let before = UnsafeMutablePointer<PixelColor>.allocate(capacity: count)
        defer {
            sums.deallocate()
            ring.deallocate()
            before.deallocate()
        }
        func row(_ y: Int) -> UnsafeMutablePointer<PixelColor> { picture + y * width + columns.lowerBound }
        let extend = edges == .extend
        if extend { before.initialize(from: row(0), count: count) } else { before.initialize(repeating: .transparent, count: count) }
        // Row k of the padded columns as it was before this pass, when rows above `y` are written:
        // the padding, the rows already written from the ring, the others where they are.
        func original(_ k: Int, below y: Int) -> UnsafePointer<PixelColor> {
            if k < 0 { return UnsafePointer(before) }
            if k >= height { return extend ? UnsafePointer(row(height - 1)) : UnsafePointer(before) }
            return k < y ? UnsafePointer(ring + (k % ringRows) * count) : UnsafePointer(row(k))
        }
        sums.initialize(repeating: SIMD4(), count: count)
        for k in -radius...radius {
            let pixels = original(k, below: 0)
            for i in 0..<count { sums[i] &+= lanes(pixels[i]) }
        }
        for y in 0..<height {
            let target = row(y)
            (ring + (y % ringRows) * count).initialize(from: target, count: count)
            for i in 0..<count { target[i] = average(sums[i], reciprocal: reciprocal) }
            guard y + 1 < height else { break }
            let incoming = original(y + radius + 1, below: y + 1), outgoing = original(y - radius, below: y + 1)
            for i in 0..<count { sums[i] = sums[i] &+ lanes(incoming[i]) &- lanes(outgoing[i]) }
        }
    }
}
