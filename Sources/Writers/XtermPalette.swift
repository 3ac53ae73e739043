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
    /// Answers come from a 64×64×64 table (6 bits per channel), each bucket answered by an
    /// exact search for its centre colour (at most two levels per channel from any colour in
    /// it) the first time a colour in it is asked for (`LazyTable`).
    public static func nearestIndex(to color: RGB24) -> UInt8 {
        nearestTable.value(at: bucket(of: color))
    }

    /// The table bucket of a colour: 6 bits a channel.
    static func bucket(of color: RGB24) -> Int {
        Int(color.red >> 2) << 12 | Int(color.green >> 2) << 6 | Int(color.blue >> 2)
    }

    /// Palette entries 16–255 sorted by lightness, for the search.
    static let candidates: (ls: [Double], labs: [Lab], indices: [UInt8]) = {
        let sorted = (16...255).map { (index: UInt8($0), lab: Lab(color(at: UInt8($0)))) }.sorted { $0.lab.l < $1.lab.l }
        return (sorted.map(\.lab.l), sorted.map(\.lab), sorted.map(\.index))
    }()

    /// A bucket's representative level in linear light: its centre, stretched so that 0 and 255 are exact.
    static let bucketLevels: [Double] = (0..<64).map { Lab.linear(UInt8(($0 * 255 + 31) / 63)) }

    static let nearestTable = LazyTable<UInt8>(count: 64 * 64 * 64) { bucket in
        nearestEntry(toBucket: bucket)
    }

    /// The exact search for one bucket: walks outwards from the nearest lightness and stops once
    /// the lightness gap alone exceeds the best distance.
    static func nearestEntry(toBucket bucket: Int) -> UInt8 {
        let (ls, labs, indices) = candidates
        let lab = Lab(linearRed: bucketLevels[bucket >> 12], green: bucketLevels[bucket >> 6 & 63], blue: bucketLevels[bucket & 63])
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
        return indices[best]
    }
}
