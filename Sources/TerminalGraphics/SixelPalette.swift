/// Moves each palette entry libsixel chose to the mean of the pixels nearest it (one k-means
/// step), in full 8-bit precision.
///
/// libsixel's median cut counts colours at 5 bits a channel, so a white widget text comes back
/// as #F7F7F7 and every flat colour a little off; after this step a colour that fills a whole
/// box of the cut is exact again (up to sixel's own 1 % steps).
enum SixelPalette {
    /// `palette` (`count` RGB triples) refined against `rgb` (packed RGB pixels).
    static func refined(_ palette: [UInt8], count: Int, pixels rgb: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard count > 0 else { return palette }
        // The nearest entry for each 5-bit cell that occurs, found once per cell.
        var nearestByCell = [Int16](repeating: -1, count: 1 << 15)
        var sums = [Int](repeating: 0, count: count * 3)
        var counts = [Int](repeating: 0, count: count)
        var index = 0
        while index + 2 < rgb.count {
            let red = Int(rgb[index]), green = Int(rgb[index + 1]), blue = Int(rgb[index + 2])
            let cell = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
            var entry = Int(nearestByCell[cell])
            if entry < 0 {
                entry = nearest(red: red, green: green, blue: blue, in: palette, count: count)
                nearestByCell[cell] = Int16(entry)
            }
            sums[3 * entry] += red
            sums[3 * entry + 1] += green
            sums[3 * entry + 2] += blue
            counts[entry] += 1
            index += 3
        }
        var refined = palette
        for entry in 0..<count where counts[entry] > 0 {
            for channel in 0..<3 {
                refined[3 * entry + channel] = UInt8((sums[3 * entry + channel] + counts[entry] / 2) / counts[entry])
            }
        }
        return refined
    }

    private static func nearest(red: Int, green: Int, blue: Int, in palette: [UInt8], count: Int) -> Int {
        var best = 0, bestDistance = Int.max
        for entry in 0..<count {
            let dr = red - Int(palette[3 * entry]), dg = green - Int(palette[3 * entry + 1]), db = blue - Int(palette[3 * entry + 2])
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { bestDistance = distance; best = entry }
        }
        return best
    }
}
