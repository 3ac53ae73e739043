/// Byte lengths of SGR escapes, matching what `AnsiLineState.set` writes.
enum EscapeLength {
    /// An escape made of parts of these lengths (0: part left out): `ESC[`, the parts joined
    /// by `;`, `m`.
    @inline(__always)
    static func of(_ a: Int, _ b: Int, _ c: Int = 0) -> Int {
        let parts = (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0) + (c > 0 ? 1 : 0)
        return parts == 0 ? 0 : 2 + a + b + c + parts
    }

    /// `38;2;R;G;B`, `38;5;N` or `39`.
    @inline(__always)
    static func of(_ color: PackedColor) -> Int {
        let bits = color.bits
        if bits >= 0x0200_0000 { return 2 }
        if bits >= 0x0100_0000 { return 5 + digits(bits & 0xFF) }
        return 7 + digits(bits >> 16) + digits((bits >> 8) & 0xFF) + digits(bits & 0xFF)
    }

    @inline(__always)
    static func digits(_ v: UInt32) -> Int { v < 10 ? 1 : v < 100 ? 2 : 3 }
}
