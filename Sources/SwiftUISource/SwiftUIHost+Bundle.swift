import Foundation
import SwiftEvaluator
import SwiftSyntax

extension SwiftUIHost {
    /// `Bundle.main`: an app localized in English, the language the preview shows.
    func bundleValue() -> Value {
        .instance(Instance(typeName: "Bundle", fields: [
            "preferredLocalizations": .array([.string("en")]), "developmentLocalization": .string("en"),
        ], isReference: true))
    }

    /// `Bundle.main.bundleIdentifier`: the built app's (Xcode fills in `$(PRODUCT_BUNDLE_IDENTIFIER)`),
    /// which the preview has not; nil, said once, so that the code's own fallback is used.
    /// `infoDictionary`: the Info.plist beside the sources, without the keys Xcode adds from
    /// build settings when it builds (`CFBundleDisplayName`, `CFBundleShortVersionString`), said once.
    func bundleProperty(_ name: String, at node: Syntax, in evaluator: Evaluator) -> Value? {
        switch name {
        case "bundleIdentifier":
            evaluator.warn(node, "Bundle.main.bundleIdentifier is the built app's, which the preview has not; it reads nil")
            return .null
        case "infoDictionary":
            guard let plist = resources.path(forResource: "Info", withExtension: "plist"),
                  case .dictionary(let entries)? = BundleResources.propertyList(at: plist) else {
                evaluator.warn(node, "no Info.plist beside the sources for Bundle.main.infoDictionary; it reads nil")
                return .null
            }
            let keys = entries.compactMap { if case .string(let key) = $0.key { return key }; return nil }.sorted()
            evaluator.warn(node, "Bundle.main.infoDictionary is the Info.plist beside the sources (\(keys.joined(separator: ", "))); "
                           + "the keys Xcode adds from build settings, such as CFBundleDisplayName, read nil")
            return .dictionary(entries)
        default:
            return nil
        }
    }

    /// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)`: a data file
    /// beside the sources; nil, said once, when there is none.
    func bundleMethod(_ name: String, _ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> Value? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        switch name {
        case "localizedString":
            // SwiftGen's `Bundle.module.localizedString(forKey: key, value: fallback, table: table)`.
            guard let key = reading.string(argument("forKey")) else { return nil }
            let table = reading.string(argument("table"))
            return .string(strings.text(for: key, table: table) ?? reading.string(argument("value")).flatMap { $0.isEmpty ? nil : $0 } ?? key)
        case "object" where argument("forInfoDictionaryKey") != nil:
            // The extension's Info.plist, beside the sources: what `Bundle.main` reads in the extension.
            guard let key = reading.string(argument("forInfoDictionaryKey")) else { return nil }
            guard let plist = resources.path(forResource: "Info", withExtension: "plist"),
                  case .dictionary(let entries)? = BundleResources.propertyList(at: plist) else {
                evaluator.warn(node, "no Info.plist beside the sources for Bundle.main to read '\(key)' from; it reads nil")
                return .null
            }
            guard let found = entries.first(where: { $0.key.isEqual(to: .string(key)) })?.value else {
                evaluator.warn(node, "the Info.plist beside the sources has no '\(key)'; it reads nil")
                return .null
            }
            if case .string(let text) = found, text.contains("$(") {
                evaluator.warn(node, "the Info.plist's '\(key)' is \(text), a build setting Xcode fills in; the preview reads it as written")
            }
            return found
        case "url", "path":
            guard let resource = reading.string(argument("forResource")) else { return nil }
            let ext = reading.string(argument("withExtension") ?? argument("ofType"))
            if let path = resources.path(forResource: resource, withExtension: ext) { return .string(path) }
            let fileName = ext.map { resource + "." + $0 } ?? resource
            evaluator.warn(node, "no file '\(fileName)' beside the sources for Bundle.main to find; it reads nil")
            return .null
        default:
            return nil
        }
    }

    /// `Data(contentsOf: url)` of a file `Bundle.main` found beside the sources; other paths (an
    /// App Group container, the network) are the device's, which the preview does not read.
    func resourceData(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> Value? {
        guard let path = reading.string(arguments.first(where: { $0.label == "contentsOf" })?.value) else { return nil }
        guard resources.contains(path: path), let bytes = BundleResources.contents(of: path) else {
            let scheme = URLComponents(string: path)?.scheme?.lowercased()
            let message = scheme.map { ["http", "https", "ftp"].contains($0) } == true
                ? "Data(contentsOf:) fetches '\(path)' from the network, which the preview does not; it shows a placeholder"
                : "Data(contentsOf:) reads '\((path as NSString).lastPathComponent)', which is not a file beside the sources; the preview shows a placeholder"
            evaluator.warn(node, message)
            return .unknown(message)
        }
        return .host(BinaryData(bytes))
    }

    /// `NSDictionary(contentsOf: url)` and `NSDictionary(contentsOfFile: path)`: a property list
    /// beside the sources, as values.
    func propertyListDictionary(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> Value? {
        guard let path = reading.string(arguments.first(where: { $0.label == "contentsOf" || $0.label == "contentsOfFile" })?.value) else { return nil }
        guard let value = BundleResources.propertyList(at: path) else {
            evaluator.warn(node, "'\((path as NSString).lastPathComponent)' is not a property list the preview can read; it reads nil")
            return .null
        }
        return value
    }
}
