import Foundation
import Localization

/// One unit of a Foundation dimension (`UnitTemperature.celsius`): its symbol, names and the linear
/// conversion to the dimension's base unit.
struct MeasurementUnit: Sendable {
    let dimension: String
    let name: String
    let symbol: String
    let singular: String
    let plural: String
    let coefficient: Double
    let constant: Double

    init(_ dimension: String, _ name: String, _ symbol: String, _ singular: String, _ plural: String,
         _ coefficient: Double, _ constant: Double = 0) {
        self.dimension = dimension
        self.name = name
        self.symbol = symbol
        self.singular = singular
        self.plural = plural
        self.coefficient = coefficient
        self.constant = constant
    }

    /// ICU's identifier of the unit ("temperature-celsius"), for writing it in other languages.
    var icuIdentifier: String {
        let type = Self.icuTypes[dimension] ?? ""
        let unit = Self.icuNames[name] ?? Self.hyphenated(singular)
        return "\(type)-\(unit)"
    }

    private static let icuTypes = [
        "UnitTemperature": "temperature", "UnitLength": "length", "UnitSpeed": "speed", "UnitMass": "mass",
        "UnitDuration": "duration", "UnitEnergy": "energy", "UnitPressure": "pressure", "UnitVolume": "volume",
        "UnitAngle": "angle", "UnitPower": "power", "UnitInformationStorage": "digital",
    ]

    /// Units whose ICU name is not their English singular, hyphenated.
    private static let icuNames = [
        "celsius": "celsius", "fahrenheit": "fahrenheit", "newtonsPerMeterSquared": "pascal",
        "inchesOfMercury": "inch-ofhg", "poundsForcePerSquareInch": "pound-force-per-square-inch",
    ]

    private static func hyphenated(_ words: String) -> String { words.replacingOccurrences(of: " ", with: "-") }

    static let all: [MeasurementUnit] = [
        .init("UnitTemperature", "kelvin", "K", "kelvin", "kelvins", 1),
        .init("UnitTemperature", "celsius", "°C", "degree Celsius", "degrees Celsius", 1, 273.15),
        .init("UnitTemperature", "fahrenheit", "°F", "degree Fahrenheit", "degrees Fahrenheit", 0.55555555555556, 255.37222222222),
        .init("UnitLength", "meters", "m", "meter", "meters", 1),
        .init("UnitLength", "kilometers", "km", "kilometer", "kilometers", 1000),
        .init("UnitLength", "centimeters", "cm", "centimeter", "centimeters", 0.01),
        .init("UnitLength", "millimeters", "mm", "millimeter", "millimeters", 0.001),
        .init("UnitLength", "miles", "mi", "mile", "miles", 1609.344),
        .init("UnitLength", "yards", "yd", "yard", "yards", 0.9144),
        .init("UnitLength", "feet", "ft", "foot", "feet", 0.3048),
        .init("UnitLength", "inches", "in", "inch", "inches", 0.0254),
        .init("UnitLength", "nauticalMiles", "NM", "nautical mile", "nautical miles", 1852),
        .init("UnitSpeed", "metersPerSecond", "m/s", "meter per second", "meters per second", 1),
        .init("UnitSpeed", "kilometersPerHour", "km/h", "kilometer per hour", "kilometers per hour", 0.277778),
        .init("UnitSpeed", "milesPerHour", "mph", "mile per hour", "miles per hour", 0.44704),
        .init("UnitSpeed", "knots", "kn", "knot", "knots", 0.514444),
        .init("UnitMass", "kilograms", "kg", "kilogram", "kilograms", 1),
        .init("UnitMass", "grams", "g", "gram", "grams", 0.001),
        .init("UnitMass", "milligrams", "mg", "milligram", "milligrams", 0.000001),
        .init("UnitMass", "pounds", "lb", "pound", "pounds", 0.45359237),
        .init("UnitMass", "ounces", "oz", "ounce", "ounces", 0.028349523125),
        .init("UnitMass", "stones", "st", "stone", "stones", 6.35029318),
        .init("UnitDuration", "seconds", "s", "second", "seconds", 1),
        .init("UnitDuration", "milliseconds", "ms", "millisecond", "milliseconds", 0.001),
        .init("UnitDuration", "minutes", "min", "minute", "minutes", 60),
        .init("UnitDuration", "hours", "hr", "hour", "hours", 3600),
        .init("UnitEnergy", "joules", "J", "joule", "joules", 1),
        .init("UnitEnergy", "kilojoules", "kJ", "kilojoule", "kilojoules", 1000),
        .init("UnitEnergy", "calories", "cal", "calorie", "calories", 4.184),
        .init("UnitEnergy", "kilocalories", "kcal", "kilocalorie", "kilocalories", 4184),
        .init("UnitEnergy", "kilowattHours", "kWh", "kilowatt hour", "kilowatt hours", 3_600_000),
        .init("UnitPressure", "newtonsPerMeterSquared", "N/m²", "newton per square meter", "newtons per square meter", 1),
        .init("UnitPressure", "hectopascals", "hPa", "hectopascal", "hectopascals", 100),
        .init("UnitPressure", "kilopascals", "kPa", "kilopascal", "kilopascals", 1000),
        .init("UnitPressure", "millibars", "mbar", "millibar", "millibars", 100),
        .init("UnitPressure", "bars", "bar", "bar", "bars", 100_000),
        .init("UnitPressure", "inchesOfMercury", "inHg", "inch of mercury", "inches of mercury", 3386.39),
        .init("UnitPressure", "poundsForcePerSquareInch", "psi", "pound-force per square inch", "pounds-force per square inch", 6894.76),
        .init("UnitVolume", "liters", "L", "liter", "liters", 1),
        .init("UnitVolume", "milliliters", "mL", "milliliter", "milliliters", 0.001),
        .init("UnitVolume", "cubicMeters", "m³", "cubic meter", "cubic meters", 1000),
        .init("UnitVolume", "gallons", "gal", "gallon", "gallons", 3.78541),
        .init("UnitVolume", "fluidOunces", "fl oz", "fluid ounce", "fluid ounces", 0.0295735),
        .init("UnitVolume", "cups", "c", "cup", "cups", 0.24),
        .init("UnitAngle", "degrees", "°", "degree", "degrees", 1),
        .init("UnitAngle", "radians", "rad", "radian", "radians", 57.2958),
        .init("UnitPower", "watts", "W", "watt", "watts", 1),
        .init("UnitPower", "kilowatts", "kW", "kilowatt", "kilowatts", 1000),
        .init("UnitInformationStorage", "bits", "bit", "bit", "bits", 1),
        .init("UnitInformationStorage", "bytes", "B", "byte", "bytes", 8),
        .init("UnitInformationStorage", "kilobytes", "kB", "kilobyte", "kilobytes", 8000),
        .init("UnitInformationStorage", "megabytes", "MB", "megabyte", "megabytes", 8_000_000),
        .init("UnitInformationStorage", "gigabytes", "GB", "gigabyte", "gigabytes", 8_000_000_000),
        .init("UnitInformationStorage", "terabytes", "TB", "terabyte", "terabytes", 8_000_000_000_000),
    ]

    static func named(_ name: String, in dimension: String?) -> MeasurementUnit? {
        all.first { $0.name == name && (dimension == nil || $0.dimension == dimension) }
    }

    var value: Value { .enumCase(EnumCaseValue(typeName: dimension, caseName: name)) }
}

/// `Measurement(value:unit:)`: `converted(to:)`, `formatted()` ("21°C", "5 km"), and
/// MeasurementFormatter. Units are written as given: the en_US preference for °F and miles is not
/// applied.
extension StandardLibrary {
    func measurementValue(_ value: Double, _ unit: MeasurementUnit) -> Value {
        .instance(Instance(typeName: "Measurement", fields: ["value": .double(value), "unit": unit.value], isReference: false))
    }

    func readUnit(_ value: Value, in call: String) throws -> MeasurementUnit {
        let dimension: String?
        if case .enumCase(let e) = value { dimension = e.typeName } else { dimension = nil }
        guard let name = Arguments.caseName(value), let unit = MeasurementUnit.named(name, in: dimension) else {
            throw EvaluationError("\(call): \(value.description) is not a unit provided (temperature, length, speed, mass, duration, "
                + "energy, pressure, volume, angle, power, storage)")
        }
        return unit
    }

    func readMeasurement(_ value: Value, in call: String) throws -> (Double, MeasurementUnit) {
        guard case .instance(let instance) = value, instance.typeName == "Measurement",
              let number = instance.fields["value"], let unit = instance.fields["unit"] else {
            throw EvaluationError("\(call) expects a Measurement, not \(Arguments.describe(value))")
        }
        return (try Arguments.double(number, in: call), try readUnit(unit, in: call))
    }

    /// "21°C" (abbreviated), "21 degrees Celsius" (wide), "5km" (narrow).
    func measurementText(_ value: Double, _ unit: MeasurementUnit, width: String, numbers: NumberFormatOptions = NumberFormatOptions()) -> String {
        measurementText(numbers.format(.double(value), locale: locale), value: value, unit, width: width)
    }

    func measurementText(_ number: String, value: Double, _ unit: MeasurementUnit, width: String) -> String {
        if locale.languageCode != "en" {
            let widths: [String: MeasurementWording.Width] = ["wide": .wide, "long": .wide, "narrow": .narrow, "short": .narrow]
            let wording = MeasurementWording(locale: locale, width: widths[width] ?? .abbreviated)
            if let phrase = wording.phrase(value, written: number, fractionDigits: fractionDigits(of: number), unit: unit.icuIdentifier) {
                return phrase
            }
            approximate("this measurement's unit (\(unit.icuIdentifier)) is written in English: ICU has no words for it in \(locale.identifier)")
        }
        switch width {
        case "wide", "long":
            return number + " " + (value == 1 ? unit.singular : unit.plural)
        case "narrow", "short":
            return number + unit.symbol
        default:
            return unit.dimension == "UnitTemperature" || unit.symbol == "°" ? number + unit.symbol : number + " " + unit.symbol
        }
    }

    /// The digits after the locale's decimal separator in a number it wrote.
    func fractionDigits(of number: String) -> Int {
        guard let separator = locale.locale.decimalSeparator, let range = number.range(of: separator, options: .backwards) else { return 0 }
        return number[range.upperBound...].prefix { $0.isNumber }.count
    }

    func measurementMethod(_ name: String, of value: Value, _ arguments: Arguments) throws -> Value? {
        let (number, unit) = try readMeasurement(value, in: arguments.call)
        switch name {
        case "converted" where arguments.match("to"):
            let target = try readUnit(arguments[0], in: arguments.call)
            guard target.dimension == unit.dimension else {
                throw arguments.fail("cannot convert \(unit.dimension) to \(target.dimension)")
            }
            let base = number * unit.coefficient + unit.constant
            return measurementValue((base - target.constant) / target.coefficient, target)
        case "formatted" where arguments.isEmpty:
            return .string(measurementText(number, unit, width: "abbreviated"))
        case "formatted" where arguments.match(nil):
            guard case .symbol(let style) = arguments[0], style.name == "measurement" else {
                throw arguments.fail("expects .measurement(width:usage:numberFormatStyle:)")
            }
            let width = style.argument("width").flatMap(Arguments.caseName) ?? "abbreviated"
            var numbers = NumberFormatOptions()
            if case .symbol(let numberStyle)? = style.argument("numberFormatStyle") {
                for modifier in numberStyle.chain where modifier.name == "precision" {
                    if case .symbol(let precision)? = modifier.arguments?.first?.value, precision.name == "fractionLength",
                       let length = precision.arguments?.first?.value {
                        let (low, high) = try StandardLibrary.lengthLimits(length, in: ".fractionLength(_:)")
                        numbers.minimumFractionDigits = low
                        numbers.maximumFractionDigits = high ?? 15
                    }
                }
            }
            return .string(measurementText(number, unit, width: width, numbers: numbers))
        default:
            return nil
        }
    }

    func measurementFormatterMethod(_ name: String, of formatter: Instance, _ arguments: Arguments) throws -> Value? {
        guard name == "string", arguments.match("from") else { return nil }
        let style = formatter.fields["unitStyle"].flatMap(Arguments.caseName) ?? "medium"
        if case .enumCase = arguments[0] {
            let unit = try readUnit(arguments[0], in: arguments.call)
            return .string(style == "long" ? unit.plural : unit.symbol)
        }
        let (number, unit) = try readMeasurement(arguments[0], in: arguments.call)
        let width = ["long": "wide", "short": "narrow"][style] ?? "abbreviated"
        if case .instance(let numberFormatter)? = formatter.fields["numberFormatter"],
           let text = try numberFormatterString(numberFormatter, .double(number)) {
            return .string(measurementText(text, value: number, unit, width: width))
        }
        var numbers = NumberFormatOptions()
        numbers.maximumFractionDigits = 3
        return .string(measurementText(number, unit, width: width, numbers: numbers))
    }
}
