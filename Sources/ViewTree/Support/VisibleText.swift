/// Text from an input file made safe to print to a terminal: control characters (C0 but tab,
/// DEL, C1) and the bidirectional overrides are shown as Swift escapes such as `\u{1B}`, so a name
/// or key written with a YAML escape (`\e`, `\a`, `\x9b`) cannot move the cursor, ring the bell or
/// reorder the line it is printed in.
public enum VisibleText {
    /// `text` with every control character escaped; line breaks are kept when `keepingLineBreaks`.
    public static func escaping(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar, keepingLineBreaks: keepingLineBreaks) {
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// True for the scalars `escaping` rewrites.
    public static func isHidden(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x0A: return !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
