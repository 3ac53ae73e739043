/// The clock typefaces of the Lock Screen's Customize sheet that lockscreen-tui draws, each with a
/// free stand-in for Apple's font (docs/lockscreen.md, "Clock styles").
public enum ClockTypeface: String, CaseIterable, Sendable, Hashable {
    /// SF Pro, iOS's default clock.
    case standard = "default"
    /// SF Pro Rounded.
    case rounded
    /// New York, Apple's serif.
    case serif

    /// The name iOS's sheet shows it by, for help and captions.
    public var title: String {
        switch self {
        case .standard: "SF Pro"
        case .rounded: "SF Pro Rounded"
        case .serif: "New York"
        }
    }

    /// The typeface after this one, for the live preview's key.
    public var next: ClockTypeface {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// The digits the clock is written in, as iOS's Customize sheet offers them beside the typefaces.
public enum ClockNumerals: String, CaseIterable, Sendable, Hashable {
    /// 0123456789 (iOS calls them Arabic).
    case western
    /// ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic).
    case arabicIndic = "arabic-indic"
    /// ०१२३४५६७८९
    case devanagari

    /// `text` with its digits 0–9 written in these numerals.
    public func writing(_ text: String) -> String {
        let zero: UInt32
        switch self {
        case .western: return text
        case .arabicIndic: zero = 0x0660
        case .devanagari: zero = 0x0966
        }
        var written = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar), let digit = Unicode.Scalar(zero + scalar.value - 0x30) {
                written.append(digit)
            } else {
                written.append(scalar)
            }
        }
        return String(written)
    }
}

/// The clock a person chose: typeface, weight and colour. Each nil keeps what the theme says;
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
