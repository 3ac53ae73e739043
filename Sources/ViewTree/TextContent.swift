/// What one run of text says.
public enum TextPiece: Sendable, Hashable {
    /// Literal text; `{key}` interpolations are kept as parts until the entry is bound.
    case template([TemplatePart])
    /// An entry value, formatted.
    case value(DataReference, NumberFormat)
    /// A date shown in one of SwiftUI's `Text(_:style:)` styles.
    case date(DateSpec, DateStyle)
    /// An SF Symbol set in the text like a letter of the run's font
    /// (`Text("\(Image(systemName: "sun.max")) Daylight")`); its text is `TextRun.symbolCharacter`.
    case symbol(String)
}

/// One part of a literal with interpolations.
public enum TemplatePart: Sendable, Hashable {
    case literal(String)
    case value(DataReference)
}

/// SwiftUI's `Text.DateStyle`.
public enum DateStyle: String, Sendable, CaseIterable, Hashable {
    case date, time, relative, offset, timer
}

/// The style of one run; unset attributes come from the view's modifiers.
public struct RunStyle: Sendable, Hashable {
    public var font: FontSpec?
    public var foreground: ColorValue?
    public var bold: Bool?
    public var italic: Bool?
    public var monospacedDigit: Bool?
    /// `Text.underline()` on this run; nil: the view's.
    public var underline: TextLineStyle?
    /// `Text.strikethrough()` on this run; nil: the view's.
    public var strikethrough: TextLineStyle?

    public init(font: FontSpec? = nil, foreground: ColorValue? = nil, bold: Bool? = nil, italic: Bool? = nil, monospacedDigit: Bool? = nil,
                underline: TextLineStyle? = nil, strikethrough: TextLineStyle? = nil) {
        self.font = font
        self.foreground = foreground
        self.bold = bold
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// One styled run of a `Text`; several runs make SwiftUI's `Text + Text`.
public struct TextRun: Sendable, Hashable {
    public var piece: TextPiece
    public var style: RunStyle

    public init(piece: TextPiece, style: RunStyle = RunStyle()) {
        self.piece = piece
        self.style = style
    }

    public static func literal(_ text: String, style: RunStyle = RunStyle()) -> TextRun {
        TextRun(piece: .template([.literal(text)]), style: style)
    }

    /// What a symbol in a text counts as among its characters: U+FFFC, Unicode's object
    /// replacement character, the place of an inline object.
    public static let symbolCharacter: Character = "\u{FFFC}"

    /// The SF Symbol this run shows, if it is one.
    public var symbolName: String? {
        if case .symbol(let name) = piece { return name }
        return nil
    }

    /// The run's text once resolved; nil while it still refers to entry data or dates.
    public var resolvedText: String? {
        guard case .template(let parts) = piece else { return nil }
        var text = ""
        for part in parts {
            guard case .literal(let s) = part else { return nil }
            text += s
        }
        return text
    }
}
