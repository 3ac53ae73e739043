/// The standard library's and Foundation's type names that widget code uses as values
/// (`Date.now`, `Int(x)`, `Calendar.current`).
extension StandardLibrary {
    static let typeNames: Set<String> = Set<String>([
        "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "TimeInterval", "Bool", "String", "Character",
        "Substring", "Date", "Array", "Dictionary", "Set", "Optional", "Calendar", "DateFormatter", "NumberFormatter",
        "DateComponents", "DateComponentsFormatter", "RelativeDateTimeFormatter", "ISO8601DateFormatter", "Locale",
        "TimeZone", "URL", "Measurement", "UnitTemperature", "UnitLength", "UnitSpeed", "UnitMass", "UnitVolume",
        "UnitDuration", "UnitEnergy", "UUID", "NSNumber", "Decimal", "Range", "ClosedRange", "DateInterval",
        "JSONDecoder", "JSONEncoder", "UserDefaults", "Bundle", "ProcessInfo", "FileManager", "Data", "Math",
        "CLLocationCoordinate2D", "CLLocation", "Duration", "Task",
    ]).union(integerTypes.keys).union(floatingPointTypes)
}
