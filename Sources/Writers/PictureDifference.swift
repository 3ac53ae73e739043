import Cells

/// How far one picture's colours are from another's of the same size: the mean CIE76 ΔE in
/// CIELAB over their pixels, to measure 256-colour output against the truecolour picture.
///
/// A pixel cell is two pixels (top, bottom); any other cell is its background twice (a
/// character's colour is not a pixel). Palette entries count as xterm's default colours;
/// pixels the reference leaves in the terminal's default colour are left out.
public enum PictureDifference {
    public struct Result: Sendable {
        /// Mean ΔE pixel by pixel.
        public var perPixel: Double
        /// Mean ΔE after both pictures are blurred in linear light by a 5×5 binomial kernel
        /// (σ = 1 pixel): the pictures as seen from a little further away, where a dither
        /// pattern blends into the colour it stands for and flat bands do not.
        public var seen: Double
        /// Pixels compared.
        public var pixels: Int
    }

    /// `picture` compared with `reference` (same size).
    public static func measure(_ picture: CellGrid, against reference: CellGrid) -> Result {
        precondition(picture.width == reference.width && picture.height == reference.height, "pictures differ in size")
        let width = reference.width, height = 2 * reference.height
        let ours = linearPixels(picture), theirs = linearPixels(reference)
        var perPixel = 0.0, seen = 0.0, count = 0
        let kernel = [1.0, 4, 6, 4, 1]
        for y in 0..<height {
            for x in 0..<width where theirs[y * width + x] != nil {
                let a = ours[y * width + x] ?? (0, 0, 0), b = theirs[y * width + x]!
                perPixel += Lab(linearRed: a.0, green: a.1, blue: a.2).distance(to: Lab(linearRed: b.0, green: b.1, blue: b.2))
                var sa = (0.0, 0.0, 0.0), sb = (0.0, 0.0, 0.0), total = 0.0
                for dy in -2...2 {
                    for dx in -2...2 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < width, ny >= 0, ny < height, let nb = theirs[ny * width + nx] else { continue }
                        let na = ours[ny * width + nx] ?? (0, 0, 0)
                        let w = kernel[dx + 2] * kernel[dy + 2]
                        sa = (sa.0 + w * na.0, sa.1 + w * na.1, sa.2 + w * na.2)
                        sb = (sb.0 + w * nb.0, sb.1 + w * nb.1, sb.2 + w * nb.2)
                        total += w
                    }
                }
                let la = Lab(linearRed: sa.0 / total, green: sa.1 / total, blue: sa.2 / total)
                seen += la.distance(to: Lab(linearRed: sb.0 / total, green: sb.1 / total, blue: sb.2 / total))
                count += 1
            }
        }
        let n = Double(max(count, 1))
        return Result(perPixel: perPixel / n, seen: seen / n, pixels: count)
    }

    /// Linear-light pixels, row-major, two rows per cell row; nil for the terminal's default.
    static func linearPixels(_ grid: CellGrid) -> [(Double, Double, Double)?] {
        func linear(_ color: CellColor) -> (Double, Double, Double)? {
            let rgb: RGB24
            switch color {
            case .terminalDefault: return nil
            case .rgb(let c): rgb = c
            case .indexed(let n): rgb = XtermPalette.color(at: n)
            }
            return (Lab.linear(rgb.red), Lab.linear(rgb.green), Lab.linear(rgb.blue))
        }
        var pixels = [(Double, Double, Double)?](repeating: nil, count: grid.width * grid.height * 2)
        for row in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, row]
                let pixel = cell.glyph == .pixels
                pixels[2 * row * grid.width + x] = linear(pixel ? cell.top : cell.background)
                pixels[(2 * row + 1) * grid.width + x] = linear(cell.background)
            }
        }
        return pixels
    }
}
