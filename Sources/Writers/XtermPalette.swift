import Cells

/// The xterm 256-colour palette and nearest-colour lookup.
///
/// Entries 0–15 are the user-themed ANSI colours (xterm's defaults are used to show them),
/// 16–231 a 6×6×6 cube with levels 0, 95, 135, 175, 215, 255, and 232–255 a grey ramp
/// 8, 18, …, 238. `nearestIndex` only answers 16–255, whose colours do not depend on the theme.
public enum XtermPalette {
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]
    static let ansiColors: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    /// The colour of palette entry `index`.
    public static func color(at index: UInt8) -> RGB24 {
        switch index {
        case 0..<16:
            return RGB24(hex: ansiColors[Int(index)])
        case 16..<232:
            let n = Int(index) - 16
            return RGB24(red: cubeLevels[n / 36], green: cubeLevels[(n / 6) % 6], blue: cubeLevels[n % 6])
        default:
            let v = UInt8(8 + 10 * (Int(index) - 232))
            return RGB24(red: v, green: v, blue: v)
        }
    }

    /// The palette entry (16–255) that looks closest to `color`.
    ///
    /// "Closest" is the CIE76 distance in CIELAB. Lab separates lightness from hue, so a
    /// grey goes to the grey ramp rather than to a slightly tinted cube colour, and dark
    /// colours are not lumped together the way plain RGB distance lumps them; the cheaper
    /// "redmean" formula is only an RGB reweighting and still mismatches greys and darks.
    /// The cost does not matter: answers come from a 64×64×64 table (6 bits per channel,
    /// 256 KB) computed once on first use by an exact search, each bucket answered exactly for
    /// its centre colour, which is at most two levels per channel from any colour in it.
    @inlinable
    public static func nearestIndex(to color: RGB24) -> UInt8 {
        nearestTable[Int(color.red >> 2) << 12 | Int(color.green >> 2) << 6 | Int(color.blue >> 2)]
    }

    @usableFromInline
    static let nearestTable: [UInt8] = {
        // Candidates sorted by lightness: the search walks outwards from the nearest
        // lightness and stops once the lightness gap alone exceeds the best distance.
        let candidates = (16...255).map { (index: UInt8($0), lab: Lab(color(at: UInt8($0)))) }.sorted { $0.lab.l < $1.lab.l }
        let ls = candidates.map(\.lab.l), labs = candidates.map(\.lab), indices = candidates.map(\.index)
        // The bucket's representative: its centre, stretched so that 0 and 255 are exact.
        let linear = (0..<64).map { Lab.linear(UInt8(($0 * 255 + 31) / 63)) }
        var table = [UInt8](repeating: 0, count: 64 * 64 * 64)
        ls.withUnsafeBufferPointer { ls in
            labs.withUnsafeBufferPointer { labs in
                table.withUnsafeMutableBufferPointer { table in
                    for r in 0..<64 {
                        for g in 0..<64 {
                            for b in 0..<64 {
                                let lab = Lab(linearRed: linear[r], green: linear[g], blue: linear[b])
                                var low = 0, high = ls.count
                                while low < high {
                                    let mid = (low + high) / 2
                                    if ls[mid] < lab.l { low = mid + 1 } else { high = mid }
                                }
                                var down = low - 1, up = low
                                var best = 0, bestDistance = Double.infinity
                                while true {
                                    let gapDown = down >= 0 ? lab.l - ls[down] : Double.infinity
                                    let gapUp = up < ls.count ? ls[up] - lab.l : Double.infinity
                                    let gap = min(gapDown, gapUp)
                                    if gap * gap >= bestDistance { break }
                                    let i: Int
                                    if gapDown < gapUp { i = down; down -= 1 } else { i = up; up += 1 }
                                    let d = lab.squaredDistance(to: labs[i])
                                    if d < bestDistance { bestDistance = d; best = i }
                                }
                                table[r << 12 | g << 6 | b] = indices[best]
                            }
                        }
                    }
                }
            }
        }
        return table
    }()
}
