import Foundation
import SwiftEvaluator
import SwiftSyntax

extension SwiftUIHost {
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
