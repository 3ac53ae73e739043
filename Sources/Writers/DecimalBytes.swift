/// ASCII decimal digits of 0…255, precomputed so that colour numbers are written without a
/// formatter (notcurses found `printf` at the top of its profiles).
enum DecimalBytes {
    /// Entry `n * 4`: the digit count, then up to three ASCII digits.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for n in 0...255 {
            let digits = Array(String(n).utf8)
            table[n * 4] = UInt8(digits.count)
            for (i, d) in digits.enumerated() { table[n * 4 + 1 + i] = d }
        }
        return table
    }()
}
