import ArgumentParser
import ViewTree

/// The clock as the person set it up: 24-hour time, and the typeface, weight, numerals and colour chosen
/// in the Lock Screen's Customize sheet (over the arrangement's and the theme's).
struct ClockOption: ParsableArguments {
    @Flag(help: "The clock's hours: --24-hour (09:41, 21:41) or --12-hour (9:41, without AM/PM). Default: the locale's (12-hour in en_US, 24-hour in de_DE).")
    var hourCycle: HourCycle?

    /// True for `--24-hour`, false for `--12-hour`, nil for the locale's own clock.
    var twentyFourHour: Bool? { hourCycle.map { $0 == .twentyFourHour } }

    @Option(name: .customLong("clock-font"), help: ArgumentHelp(
        "The clock's typeface: " + ClockTypeface.allCases.map { "\($0.rawValue) (\($0.title))" }.joined(separator: ", ")
            + ". Default: the arrangement's or theme's, else default.",
        valueName: "name"))
    var typeface: ClockTypeface?

    @Option(name: .customLong("clock-weight"), help: ArgumentHelp(
        "The clock's weight, as iOS's slider: 0 (the typeface's thinnest) to 1 (its heaviest). Default: the typeface's own (0.625, semibold, for the default typeface).",
        valueName: "0…1"))
    var weight: Double?

    @Option(name: .customLong("clock-numerals"), help: ArgumentHelp(
        "The clock's digits: " + ClockNumerals.allCases.map(\.rawValue).joined(separator: ", ") + ". Default: the arrangement's or theme's, else western.",
        valueName: "numerals"))
    var numerals: ClockNumerals?

    @Option(name: .customLong("clock-color"), help: ArgumentHelp(
        "The clock's and date line's colour, as a name (orange, …) or #RRGGBB. Default: the theme's.",
        valueName: "colour"))
    var color: String?

    func validate() throws {
        if let weight, !(0...1).contains(weight) {
            throw ValidationError("--clock-weight goes from 0 (thinnest) to 1 (heaviest); found \(weight)")
        }
        _ = try colorValue()
    }

    /// The typeface, weight and colour given on the command line.
    func choice() throws -> ClockChoice {
        ClockChoice(typeface: typeface, weight: weight, color: try colorValue(), numerals: numerals)
    }

    private func colorValue() throws -> RGBA? {
        guard let color else { return nil }
        if let rgba = RGBA(hexString: color) { return rgba }
        if let named = NamedColors.color(named: color), case .rgba(let rgba) = named { return rgba }
        throw ValidationError("--clock-color \(color): not a colour; give a name (white, orange, …) or #RRGGBB")
    }
}

/// The two clocks iOS offers (Settings > General > Date & Time > 24-Hour Time).
enum HourCycle: String, EnumerableFlag {
    case twentyFourHour = "24-hour"
    case twelveHour = "12-hour"

    static func name(for value: HourCycle) -> NameSpecification { .customLong(value.rawValue) }
}

extension ClockNumerals: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension ClockTypeface: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
