/// The attributes in effect on the line being written, and the SGR escapes that change them.
struct AnsiLineState {
    var foreground = PackedColor.terminalDefault
    var background = PackedColor.terminalDefault
    var bold = false

    /// Sends one escape for whatever differs (nil: don't care) and records the new state.
    @inline(__always)
    mutating func set(foreground f: PackedColor?, background b: PackedColor?, bold newBold: Bool?, _ out: inout ByteCursor) {
        let changeBold = newBold != nil && newBold != bold
        let changeForeground = f != nil && f != foreground
        let changeBackground = b != nil && b != background
        guard changeBold || changeForeground || changeBackground else { return }
        out.put(0x1B, 0x5B)  // ESC[
        var first = true
        if changeBold, let newBold {
            if newBold { out.put(0x31) } else { out.put(0x32, 0x32) }  // 1 or 22
            bold = newBold
            first = false
        }
        if changeForeground, let f {
            if !first { out.put(0x3B) }
            Self.putColor(f, tens: 0x33, &out)
            foreground = f
            first = false
        }
        if changeBackground, let b {
            if !first { out.put(0x3B) }
            Self.putColor(b, tens: 0x34, &out)
            background = b
        }
        out.put(0x6D)  // m
    }

    /// `38;2;R;G;B`, `38;5;N` or `39` (`tens` is the ASCII digit 3 or 4).
    @inline(__always)
    static func putColor(_ color: PackedColor, tens: UInt8, _ out: inout ByteCursor) {
        let bits = color.bits
        if bits >= 0x0200_0000 {
            out.put(tens, 0x39)
        } else if bits >= 0x0100_0000 {
            out.put(tens, 0x38, 0x3B)
            out.put(0x35, 0x3B)  // 5;
            out.putNumber(bits & 0xFF)
        } else {
            out.put(tens, 0x38, 0x3B)
            out.put(0x32, 0x3B)  // 2;
            out.putNumber(bits >> 16)
            out.put(0x3B)
            out.putNumber((bits >> 8) & 0xFF)
            out.put(0x3B)
            out.putNumber(bits & 0xFF)
        }
    }
}
