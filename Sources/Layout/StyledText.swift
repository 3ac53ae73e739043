import Localization
import ViewTree

/// A `Text`'s runs with their fonts decided and every character measured once, ready to be set
/// into lines at any width.
struct StyledText {
    /// One run's look.
    struct Run {
        var font: ResolvedFont
        var foreground: ColorValue?
        var lineHeight: Double
        var ascent: Double
        /// The SF Symbol the run is, set like a letter (see `TextPiece.symbol`).
        var symbol: String? = nil
        var underline: TextLineStyle? = nil
        var strikethrough: TextLineStyle? = nil
    }

    /// One measured character.
    struct Glyph {
        enum Kind { case visible, space, newline }
        var character: Character
        var advance: Double
        var run: Int
        var kind: Kind
    }

    let runs: [Run]
    let glyphs: [Glyph]
    /// The look of an empty text and of "…" when no run is at hand.
    let baseRun: Run
    /// The paragraph runs right to left (the layout's direction): its lines are put in visual
    /// order from that base.
    let rightToLeft: Bool

    init(runs textRuns: [TextRun], environment: EnvironmentValues) {
        var runs: [Run] = []
        var glyphs: [Glyph] = []
        for textRun in textRuns {
            var run = StyledText.resolve(textRun.style, in: environment)
            let index = runs.count
            if let symbol = textRun.symbolName {
                run.symbol = symbol
                runs.append(run)
                glyphs.append(Glyph(character: TextRun.symbolCharacter, advance: ImageElement.symbolWidth(of: symbol, fontSize: run.font.size),
                                    run: index, kind: .visible))
                continue
            }
            runs.append(run)
            for character in BidiText.joiningArabic(textRun.resolvedText ?? "") {
                glyphs.append(Glyph(character: character, advance: TextMetrics.advance(of: character, in: run.font),
                                    run: index, kind: StyledText.kind(of: character)))
            }
        }
        self.runs = runs
        self.glyphs = glyphs
        baseRun = runs.first ?? StyledText.resolve(RunStyle(), in: environment)
        rightToLeft = environment.layoutDirection == .rightToLeft
    }

    func run(_ index: Int?) -> Run {
        guard let index, runs.indices.contains(index) else { return baseRun }
        return runs[index]
    }

    /// A run's own style over the view's environment; the inline family ignores fonts and colours.
    static func resolve(_ style: RunStyle, in environment: EnvironmentValues) -> Run {
        var values = environment
        if !environment.usesSystemStyle {
            if let spec = style.font { values.font = FontMerging.merge(spec, into: values.font) }
            values.bold = style.bold ?? values.bold
            values.italic = style.italic ?? values.italic
        }
        values.monospacedDigit = style.monospacedDigit ?? values.monospacedDigit
        let font = values.resolvedFont
        let system = environment.usesSystemStyle
        return Run(font: font, foreground: system ? nil : style.foreground,
                   lineHeight: TextMetrics.lineHeight(of: font), ascent: TextMetrics.ascent(of: font),
                   underline: system ? nil : style.underline ?? environment.underline,
                   strikethrough: system ? nil : style.strikethrough ?? environment.strikethrough)
    }

    /// Spaces are break opportunities; no-break spaces are not.
    static func kind(of character: Character) -> Glyph.Kind {
        if character.isNewline { return .newline }
        if character.isWhitespace && !noBreakSpaces.contains(character) { return .space }
        return .visible
    }

    static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]
}
