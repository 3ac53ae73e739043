import ViewTree

/// The clock's typeface, weight and numerals in theme and arrangement files (`clock-font`,
/// `clock-weight`, `clock-numerals`),
/// and in arrangements its colour (`clock-color`; a theme names it `clock`).
extension WidgetDecoder {
    mutating func clockTypeface(_ node: DocumentNode) -> ClockTypeface? {
        let names = ClockTypeface.allCases.map(\.rawValue)
        guard let text = string(node, "clock-font") else { return nil }
        guard let typeface = ClockTypeface(rawValue: text) else {
            let near = EditDistance.nearest(to: text.lowercased(), in: names).map { "did you mean '\($0)'? " } ?? ""
            error(node.location, "unknown clock font '\(text)'; \(near)the clock fonts are " + names.joined(separator: ", "))
            return nil
        }
        return typeface
    }

    mutating func clockNumerals(_ node: DocumentNode) -> ClockNumerals? {
        let names = ClockNumerals.allCases.map(\.rawValue)
        guard let text = string(node, "clock-numerals") else { return nil }
        guard let numerals = ClockNumerals(rawValue: text) else {
            error(node.location, "unknown clock numerals '\(text)'; the clock's numerals are " + names.joined(separator: ", "))
            return nil
        }
        return numerals
    }

    mutating func clockWeight(_ node: DocumentNode) -> Double? {
        number(node, "clock-weight", minimum: 0, maximum: 1)
    }

    /// The clock fields among `fields`; `colorKey` names the colour's key, if the file has one here.
    mutating func clockChoice(_ fields: Fields, colorKey: String?) -> ClockChoice {
        ClockChoice(typeface: fields["clock-font"].flatMap { clockTypeface($0) },
                    weight: fields["clock-weight"].flatMap { clockWeight($0) },
                    color: colorKey.flatMap { fields[$0] }.flatMap { fixedColor($0, colorKey ?? "clock-color") },
                    numerals: fields["clock-numerals"].flatMap { clockNumerals($0) })
    }
}
