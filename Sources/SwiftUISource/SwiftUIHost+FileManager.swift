import Foundation
import SwiftEvaluator
import SwiftSyntax

extension SwiftUIHost {
    /// Where `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)` puts an
    /// app group's container: where iOS keeps them, with the group's identifier for its folder.
    static let appGroupContainerFolder = "file:///private/var/mobile/Containers/Shared/AppGroup/"

    /// `FileManager.default`: the disk as a fresh install has it. An app group's container
    /// exists (the device makes it for a provisioned app) and is empty, so widget code that
    /// opens its database or files there goes on, and finds nothing in them.
    func fileManagerValue() -> Value {
        .instance(Instance(typeName: "FileManager", fields: [:], isReference: true))
    }

    /// `containerURL(forSecurityApplicationGroupIdentifier:)`, `fileExists(atPath:)` and
    /// `contents(atPath:)`, each said once where the code calls it; nil for other methods.
    func fileManagerMethod(_ name: String, _ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> Value? {
        switch name {
        case "containerURL":
            guard let group = reading.string(arguments.first(where: { $0.label == "forSecurityApplicationGroupIdentifier" })?.value) else { return nil }
            evaluator.warn(node, "the app group '\(group)' has the device's files, which the preview has not; its container is empty, as on a fresh install")
            return .string(Self.appGroupContainerFolder + group + "/")
        case "fileExists":
            evaluator.warn(node, "the device's files are not in the preview; fileExists(atPath:) reads false, as on a fresh install")
            return .bool(false)
        case "contents":
            evaluator.warn(node, "the device's files are not in the preview; contents(atPath:) reads nil, as on a fresh install")
            return .null
        default:
            return nil
        }
    }
}
