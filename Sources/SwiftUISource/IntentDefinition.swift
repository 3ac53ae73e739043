import Foundation

/// A SiriKit intent definition file (`.intentdefinition`, a property list) as the Swift Xcode
/// generates from it: widgets configured with `IntentConfiguration` (iOS 14 to 16, and many still)
/// use these classes (`ConfigurationIntent`, `RuuviWidgetTag(identifier:display:)`,
/// `intent.widgetType == .country`) without any source declaring them. Only what code reads is
/// generated: the custom types with their properties and `INObject`'s initializers, each intent's
/// class (`NAME` + `Intent`) with its parameters, and the enums with their values.
struct IntentDefinition {
    /// The generated declarations, each type's name with its Swift.
    let declarations: [(name: String, swift: String)]

    /// Reads a definition file; nil when it is not a property list with intents, types or enums.
    init?(path: String) {
        guard let data = BundleResources.contents(of: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        var declarations: [(name: String, swift: String)] = []
        var lines: [String] = []
        func declare(_ name: String) {
            declarations.append((name, lines.joined(separator: "\n") + "\n"))
            lines = []
        }
        for enumeration in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = enumeration["INEnumName"] as? String else { continue }
            lines.append("public enum \(name): Int {")
            for (offset, value) in (enumeration["INEnumValues"] as? [[String: Any]] ?? []).enumerated() {
                guard let caseName = value["INEnumValueName"] as? String else { continue }
                lines.append("    case \(caseName) = \(value["INEnumValueIndex"] as? Int ?? offset)")
            }
            lines.append("}")
            declare(name)
        }
        for type in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = type["INTypeName"] as? String else { continue }
            lines.append("public class \(name) {")
            lines.append("    public var identifier: String?")
            lines.append("    public var displayString: String")
            lines.append("    public var subtitleString: String?")
            for property in type["INTypeProperties"] as? [[String: Any]] ?? [] {
                guard let (propertyName, swiftType) = Self.member(property, keysStartingWith: "INTypeProperty"),
                      !["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"].contains(propertyName) else { continue }
                lines.append("    public var \(propertyName): \(swiftType)")
            }
            lines.append("    public init(identifier: String?, display: String, pronunciationHint: String? = nil) {")
            lines.append("        self.identifier = identifier")
            lines.append("        self.displayString = display")
            lines.append("    }")
            lines.append("    public init(identifier: String?, display: String, subtitle: String?, image: INImage?) {")
            lines.append("        self.identifier = identifier")
            lines.append("        self.displayString = display")
            lines.append("        self.subtitleString = subtitle")
            lines.append("    }")
            lines.append("}")
            declare(name)
        }
        for intent in plist["INIntents"] as? [[String: Any]] ?? [] {
            guard let name = intent["INIntentName"] as? String else { continue }
            lines.append("public class \(name)Intent {")
            for parameter in intent["INIntentParameters"] as? [[String: Any]] ?? [] {
                guard let (parameterName, swiftType) = Self.member(parameter, keysStartingWith: "INIntentParameter") else { continue }
                lines.append("    public var \(parameterName): \(swiftType)")
            }
            lines.append("    public init() {}")
            lines.append("}")
            declare(name + "Intent")
        }
        guard !declarations.isEmpty else { return nil }
        self.declarations = declarations
    }

    /// A custom type's property or an intent's parameter, whose keys start with `prefix`
    /// (`INTypePropertyName`, `INIntentParameterName`): its name and Swift type.
    static func member(_ item: [String: Any], keysStartingWith prefix: String) -> (name: String, type: String)? {
        guard let name = item[prefix + "Name"] as? String else { return nil }
        return (name, swiftType(item[prefix + "Type"] as? String, object: item[prefix + "ObjectType"] as? String,
                                enumeration: item[prefix + "EnumType"] as? String,
                                multiple: item[prefix + "SupportsMultipleValues"] as? Bool == true))
    }

    /// The Swift type Xcode gives a parameter or property: numbers and Booleans as `NSNumber?`, an
    /// enum as itself with `.unknown` (0) for none, an object as its class, several as an array.
    static func swiftType(_ kind: String?, object: String?, enumeration: String?, multiple: Bool) -> String {
        if let enumeration, !multiple { return "\(enumeration) = .unknown" }
        let single: String = switch kind {
        case "Object": object ?? "Any"
        case "String": "String"
        case "Integer", "Decimal", "Boolean", "Duration": enumeration ?? "NSNumber"
        case "Date", "DateComponents": "DateComponents"
        case "URL": "URL"
        case "Location", "Placemark": "CLPlacemark"
        default: "Any"
        }
        return multiple ? "[\(single)]?" : "\(single)?"
    }

    /// The definition files in a folder (and, `recursive`, below it), `.lproj` folders included.
    static func files(in folder: String, recursive: Bool) -> [String] {
        var found = ProjectFiles.find(in: folder, recursive: recursive) { $0.hasSuffix(".intentdefinition") }
        if !recursive {
            for localised in ProjectFiles.find(in: folder, recursive: false, where: { $0.hasSuffix(".lproj") }) {
                found += ProjectFiles.find(in: localised, recursive: false) { $0.hasSuffix(".intentdefinition") }
            }
        }
        return found
    }
}
