/// The clock a person chose: typeface, weight, numerals and colour. Each nil keeps what the theme says;
/// an arrangement's choice goes over its theme's, the command line's over both.
public struct ClockChoice: Sendable, Hashable {
    public var typeface: ClockTypeface?
    /// iOS 17's weight slider, from 0 (the typeface's thinnest) to 1 (its heaviest).
    public var weight: Double?
    public var color: RGBA?
    public var numerals: ClockNumerals?

    public init(typeface: ClockTypeface? = nil, weight: Double? = nil, color: RGBA? = nil, numerals: ClockNumerals? = nil) {
        self.typeface = typeface
        self.weight = weight
        self.color = color
        self.numerals = numerals
    }

    /// This choice, and `other`'s where this one leaves a part to the theme.
    public func over(_ other: ClockChoice) -> ClockChoice {
        ClockChoice(typeface: typeface ?? other.typeface, weight: weight ?? other.weight, color: color ?? other.color,
                    numerals: numerals ?? other.numerals)
    }

    /// `theme` with this choice over its clock. A chosen colour is also the Lock Screen's tint:
    /// iOS colours the date, the clock and the widgets with the colour picked for the clock; the
    /// status bar keeps the theme's clock colour.
    public func applied(to theme: Theme) -> Theme {
        var chosen = theme
        if let typeface { chosen.clockTypeface = typeface }
        if let weight { chosen.clockWeight = weight }
        if let numerals { chosen.clockNumerals = numerals }
        if let color {
            chosen.furnitureColor = chosen.furnitureColor ?? theme.clockColor
            chosen.clockColor = color
            chosen.tint = color
        }
        return chosen
    }
}
