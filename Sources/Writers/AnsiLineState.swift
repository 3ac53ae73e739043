import Cells

/// The attributes in effect on the line being written, and the SGR escapes that change them.
struct AnsiLineState {
    var foreground = PackedColor.terminalDefault
    var background = PackedColor.terminalDefault
    var style: CellTextStyle = []

    /// Sends one escape for whatever differs and records the new state: a nil colour is
    /// "don't care", and of `newStyle` only the attributes in `mask` matter (a space or a half
    /// block needs the lines off, its boldness does not show).
    @inline(__always)
    mutating func set(foreground f: PackedColor?, background b: PackedColor?, style newStyle: CellTextStyle,
                      mask: CellTextStyle, _ out: inout ByteCursor) {
        let changedStyle = CellTextStyle(rawValue: (style.rawValue ^ newStyle.rawValue) & mask.rawValue)
        let changeForeground = f != nil && f != foreground
        let changeBackground = b != nil && b != background
        guard !changedStyle.isEmpty || changeForeground || changeBackground else { return }
        out.put(0x1B, 0x5B)  // ESC[
        var first = true
        for (attribute, on, off) in Self.attributeCodes where changedStyle.contains(attribute) {
            if !first { out.put(0x3B) }
            if newStyle.contains(attribute) {
                out.put(on)
                style.insert(attribute)
            } else {
                out.put(0x32, off)
                style.remove(attribute)
            }
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

    /// Each attribute's SGR digit to set it, and the second digit of `2x` to clear it: bold
    /// 1/22, underline 4/24, crossed out 9/29.
    static let attributeCodes: [(CellTextStyle, UInt8, UInt8)] = [(.bold, 0x31, 0x32), (.underline, 0x34, 0x34), (.strikethrough, 0x39, 0x39)]

    /// The bytes of the attribute part of an escape from `old` to `new` (only `mask` counted):
    /// one digit to set, two to clear, a `;` between.
    @inline(__always)
    static func styleLength(from old: CellTextStyle, to new: CellTextStyle, mask: CellTextStyle) -> Int {
        let changed = (old.rawValue ^ new.rawValue) & mask.rawValue
        guard changed != 0 else { return 0 }
        let setting = changed & new.rawValue, clearing = changed & ~new.rawValue
        return setting.nonzeroBitCount + 2 * clearing.nonzeroBitCount + changed.nonzeroBitCount - 1
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
