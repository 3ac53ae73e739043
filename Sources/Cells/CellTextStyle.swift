/// How a character cell's text is set besides its colours: SGR 1 (bold), 4 (underline) and 9
/// (crossed out), which terminals draw in the text's colour across the whole cell.
public struct CellTextStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = CellTextStyle(rawValue: 1)
    public static let underline = CellTextStyle(rawValue: 2)
    public static let strikethrough = CellTextStyle(rawValue: 4)

    /// The lines drawn along the text (not bold, which changes the letters).
    public static let lines: CellTextStyle = [.underline, .strikethrough]
    /// Every attribute.
    public static let all: CellTextStyle = [.bold, .underline, .strikethrough]
}
