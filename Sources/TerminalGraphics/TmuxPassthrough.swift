/// Wraps an escape sequence so that tmux hands it to the terminal outside untouched:
/// `ESC P tmux; …ESC ESC… ESC \`, every ESC inside doubled (tmux's `allow-passthrough`, 3.3+).
///
/// Without the wrapper tmux drops the graphics sequences it does not understand itself.
public enum TmuxPassthrough {
    /// `sequence` wrapped for passthrough.
    public static func wrap(_ sequence: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1B, 0x50] + Array("tmux;".utf8)
        out.reserveCapacity(sequence.count + sequence.count / 64 + 10)
        for byte in sequence {
            if byte == 0x1B { out.append(0x1B) }
            out.append(byte)
        }
        out.append(contentsOf: [0x1B, 0x5C])
        return out
    }
}
