import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// `UIGraphicsImageRenderer(size:)`: how widget code shrinks an image to the size it shows it at
/// (widgets have little memory) by drawing it into the renderer's canvas. Its `image { … }`
/// gives the image drawn there, at the renderer's size in points; other drawing (paths, text,
/// fills) is not replayed, and the result is then a placeholder, warned.
final class ImageRendererValue: HostValue, @unchecked Sendable {
    let width: Double
    let height: Double
    /// The images drawn while its `image { … }` runs, in order.
    var drawn: [UIImageValue] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    var typeName: String { "UIGraphicsImageRenderer" }
    var conformances: [String] { [] }
    func isEqual(to other: any HostValue) -> Bool { (other as? ImageRendererValue) === self }
}

extension SwiftUIHost {
    /// `UIGraphicsImageRenderer(size:)`, `(size:format:)`, `(bounds:)`.
    func makeImageRenderer(_ arguments: [Argument], reading: ValueReading) -> Value? {
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        if let size = Self.size(argument("size"), reading) ?? Self.cgSize(argument("size"), reading) {
            return .host(ImageRendererValue(width: size.width, height: size.height))
        }
        if let rect = Self.rect(argument("bounds"), reading) {
            return .host(ImageRendererValue(width: rect.width, height: rect.height))
        }
        return nil
    }

    static func cgSize(_ value: Value?, _ reading: ValueReading) -> (width: Double, height: Double)? {
        guard case .instance(let instance)? = value, instance.typeName == "CGSize",
              let width = reading.number(instance.fields["width"]), let height = reading.number(instance.fields["height"]) else { return nil }
        return (width, height)
    }

    /// `renderer.image { context in … }`: runs the drawing; one image drawn into it is the result,
    /// redrawn at the renderer's size.
    func imageRendererMethod(_ name: String, of renderer: ImageRendererValue, arguments: [Argument],
                             at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        guard name == "image", case .function(let actions)? = arguments.first(where: { $0.label == nil || $0.label == "actions" })?.value else {
            return nil
        }
        activeImageRenderers.append(renderer)
        defer { activeImageRenderers.removeLast() }
        renderer.drawn = []
        _ = try actions.call(.host(RendererContextValue(renderer: renderer)))
        guard renderer.drawn.count == 1, var image = renderer.drawn.first else {
            evaluator.warn(node, "this UIGraphicsImageRenderer drawing is not replayed here (only one image drawn into it is); a placeholder is drawn")
            return .unknown("UIGraphicsImageRenderer")
        }
        image.image.redrawnWidth = renderer.width
        image.image.redrawnHeight = renderer.height
        return .host(image)
    }

    /// `image.draw(in:)` / `draw(at:)` while a renderer's `image { … }` runs: recorded in it.
    func recordDrawing(of image: UIImageValue) -> Value? {
        guard let renderer = activeImageRenderers.last else { return nil }
        renderer.drawn.append(image)
        return .void
    }
}

/// The context a renderer's `image { context in … }` is given; its drawing calls are not replayed.
struct RendererContextValue: HostValue {
    let renderer: ImageRendererValue
    var typeName: String { "UIGraphicsImageRendererContext" }
    var conformances: [String] { [] }
    func isEqual(to other: any HostValue) -> Bool { (other as? RendererContextValue)?.renderer === renderer }
}
