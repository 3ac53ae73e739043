/// A cell's foreground or background colour as the terminal is told it.
public enum CellColor: Sendable, Hashable, CustomStringConvertible {
    /// The terminal's own default colour (`ESC[39m` / `ESC[49m`, or after `ESC[0m`).
    case terminalDefault
    /// A 24-bit colour (`38;2;R;G;B`).
    case rgb(RGB24)
    /// A palette entry 0…255 (`38;5;N`; 0…15 also as `30`–`37`, `90`–`97`).
    case indexed(UInt8)

    /// `default`, `#RRGGBB` or `@N`: the spelling used by `CellGridText`.
    public var description: String {
        switch self {
        case .terminalDefault: "default"
        case .rgb(let c): c.description
        case .indexed(let n): "@\(n)"
        }
    }

    /// Parses the spelling of `description`.
    public init?(text: Substring) {
        if text == "default" {
            self = .terminalDefault
        } else if text.first == "@", let n = UInt8(text.dropFirst()) {
            self = .indexed(n)
        } else if let c = RGB24(hexString: text) {
            self = .rgb(c)
        } else {
            return nil
        }
    }
}
