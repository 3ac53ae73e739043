import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// A `UIImage` the widget's code makes from what the preview has (an asset, an SF Symbol), and
/// the `Data` its `pngData()` gives: `Image(uiImage:)` draws it, `UIImage(data:)` gets it back.
struct UIImageValue: HostValue {
    var image: ImageView
    /// True for the `Data` of `pngData()` / `jpegData(compressionQuality:)`.
    var isData = false
    var typeName: String { isData ? "Data" : "UIImage" }
    var conformances: [String] { [] }
    func isEqual(to other: any HostValue) -> Bool { (other as? UIImageValue)?.image == image && (other as? UIImageValue)?.isData == isData }
}

extension SwiftUIHost {
    /// `UIImage(named:)` (nil when no asset has the name, as UIKit gives), `UIImage(resource: .name)`,
    /// `UIImage(systemName:)`, `UIImage(data:)` of an image's data; nil for other initializers.
    func uiImage(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> Value? {
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        if let name = reading.string(argument("named")) {
            // "logo.png" names the image "logo" too, as UIKit lets a PNG's extension be written
            // (SHL's published widget draws its teams' catalog logos by `UIImage(named: "\(code).png")`).
            let withoutExtension = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : nil
            guard let entry = assets.image(named: name) ?? withoutExtension.flatMap(assets.image(named:)) else {
                evaluator.warn(node, "no image '\(name)' in an asset catalog or as \(name).png beside the source; UIImage(named:) gives nil")
                return .null
            }
            return .host(UIImageValue(image: catalogImage(entry, named: name, asView: false, at: node, in: evaluator)))
        }
        if case .symbol(let symbol)? = argument("resource") {
            guard let entry = assets.image(symbol: symbol.name) else {
                return .host(UIImageValue(image: namedImage(symbol.name, at: node, in: evaluator)))
            }
            return .host(UIImageValue(image: catalogImage(entry, named: symbol.name, asView: false, at: node, in: evaluator)))
        }
        if let name = reading.string(argument("systemName")) {
            return .host(UIImageValue(image: symbolImage(name, at: node, in: evaluator)))
        }
        if let safe = reading.symbolName(argument("systemSymbol")) {
            return .host(UIImageValue(image: symbolImage(Self.symbolName(ofSafeSymbol: safe), at: node, in: evaluator)))
        }
        if case .host(let hosted)? = argument("data"), var made = hosted as? UIImageValue {
            made.isData = false
            return .host(made)
        }
        return nil
    }

    /// `pngData()` and `jpegData(compressionQuality:)` keep the image; `withRenderingMode(.alwaysTemplate)`
    /// draws it as a template.
    func uiImageMethod(_ name: String, of value: UIImageValue, arguments: [Argument], reading: ValueReading) -> Value? {
        switch name {
        case "pngData", "jpegData", "heicData":
            var data = value
            data.isData = true
            return .host(data)
        case "withRenderingMode", "withTintColor", "withConfiguration", "resized", "preparingThumbnail":
            var image = value
            if name == "withRenderingMode", reading.symbolName(arguments.first?.value) == "alwaysTemplate" { image.image.rendersAsTemplate = true }
            return .host(image)
        default:
            return nil
        }
    }
}
