import Foundation
import SwiftEvaluator
import SwiftSyntax

/// The files an app bundle carries beside its code (`DefaultPreferences.plist`,
/// `stations.json`), found in the folder the sources were read from, as `Bundle.main` finds them
/// in the built app; and the app's registered `UserDefaults`, read from them.
struct BundleResources: Sendable {
    /// Resource files by name with extension.
    private var files: [String: String] = [:]

    /// The largest resource file read: a chosen limit, far above the preferences and small data
    /// files widgets read, so that a preview never loads a large data set into memory.
    static let maximumFileBytes = 4 << 20
    /// The extensions of files an app reads as data (not sources, images or build files).
    static let dataExtensions: Set<String> = ["plist", "json", "geojson", "txt", "csv", "strings"]

    init() {}

    init(folder: String, recursive: Bool) {
        let found = ProjectFiles.find(in: folder, recursive: recursive) { name in
            let ext = (name as NSString).pathExtension.lowercased()
            return Self.dataExtensions.contains(ext) || ext == Self.coreDataModelExtension
        }
        for path in found {
            var name = (path as NSString).lastPathComponent
            // Xcode compiles a Core Data model, `Model.xcdatamodeld`, into the bundle's `Model.momd`:
            // `Bundle.main.url(forResource: "Model", withExtension: "momd")` finds the model's folder.
            if (name as NSString).pathExtension.lowercased() == Self.coreDataModelExtension {
                name = (name as NSString).deletingPathExtension + ".momd"
            }
            if files[name] == nil { files[name] = path }
        }
    }

    /// A Core Data model's folder, which the built bundle holds compiled as `.momd`.
    static let coreDataModelExtension = "xcdatamodeld"

    /// Adds another folder's files; of two files with one name, the one already here is kept.
    mutating func merge(_ other: BundleResources) {
        files.merge(other.files) { kept, _ in kept }
    }

    /// `Bundle.main.url(forResource: "DefaultPreferences", withExtension: "plist")`: the file's path.
    func path(forResource name: String, withExtension ext: String?) -> String? {
        let fileName = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
        return files[fileName]
    }

    /// Whether a path is one of the resource files (what `path(forResource:withExtension:)` gave).
    func contains(path: String) -> Bool {
        files.values.contains(path)
    }

    /// A property list's contents as values: dictionaries, arrays, strings, numbers, dates, Booleans.
    static func propertyList(at path: String) -> Value? {
        guard let data = contents(of: path),
              let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else { return nil }
        return value(of: object)
    }

    static func contents(of path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) == .typeRegular,
              let size = attributes[.size] as? Int, size <= maximumFileBytes else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    private static func value(of object: Any) -> Value {
        switch object {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let date as Date: return .date(date)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            return type == "d" || type == "f" ? .double(number.doubleValue) : .int(number.intValue)
        case let items as [Any]: return .array(items.map(value))
        case let pairs as [String: Any]:
            return .dictionary(pairs.keys.sorted().map { (key: Value.string($0), value: value(of: pairs[$0]!)) })
        default: return .unknown("a property list value")
        }
    }
}
