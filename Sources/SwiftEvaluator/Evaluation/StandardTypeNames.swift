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
        "CLLocationCoordinate2D", "CLLocation", "Duration", "Task", "Result", "NSLocale", "Binding",
    ]).union(integerTypes.keys).union(floatingPointTypes)
}

extension StandardLibrary {
    /// Types of the standard library and of Foundation that widget code names and the evaluator
    /// does not provide, by their owner: a reference to one says whose it is, not that it is
    /// missing from the files read (which would send the widget maker looking for a file).
    static let unprovidedTypesByOwner: [String: Set<String>] = [
        "the Swift standard library": ["Unmanaged", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
                                       "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
                                       "UnsafeMutableRawBufferPointer", "OpaquePointer", "ObjectIdentifier", "Mirror", "AnyHashable",
                                       "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
                                       "ManagedBuffer", "Hasher", "MemoryLayout", "SystemRandomNumberGenerator", "AnyIterator",
                                       "AnySequence", "AnyCollection"],
        "Foundation": ["CharacterSet", "IndexSet", "IndexPath", "NSString", "NSData", "NSArray", "NSDictionary", "NSNull", "NSError",
                       "NSObject", "NSRegularExpression", "NSMutableString", "NSMutableArray", "NSMutableDictionary"],
    ]

    /// The owner of a type `unprovidedTypesByOwner` lists.
    static func owner(ofUnprovidedType name: String) -> String? {
        unprovidedTypesByOwner.first { $0.value.contains(name) }?.key
    }
}

