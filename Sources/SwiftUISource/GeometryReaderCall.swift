import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// A `GeometryReader`'s content closure with the evaluation it was written in, called when layout
/// gives the reader its size. Unchecked `Sendable`: `GeometryContent` calls it under its lock,
/// so one evaluation is never entered twice at once.
struct GeometryReaderCall: @unchecked Sendable {
    /// The size the content is first made at, when the widget is read, so that what it warns
    /// about is said with the widget's other messages: the default iPhone's rectangular content
    /// area (a chosen size; the layout makes the content again at the size it offers).
    static let probeSize = (width: 146.0, height: 58.0)

    let host: SwiftUIHost
    let evaluator: Evaluator
    let function: Function
    let node: Syntax

    /// The closure's views for a reader of this size, given a `GeometryProxy` whose `size` it is;
    /// what it cannot make is a placeholder, with a warning at the reader.
    func content(width: Double, height: Double) -> View {
        let size = Value.tuple([TupleElement(label: "width", value: .double(width)), TupleElement(label: "height", value: .double(height))])
        let proxy = Value.instance(Instance(typeName: "GeometryProxy", fields: ["size": size], isReference: false))
        do {
            let values = try function.builder?([Argument(label: nil, value: proxy)]) ?? [try function.call(proxy)]
            return host.combined(try values.flatMap { try host.views(from: $0, at: node, in: evaluator) })
        } catch {
            evaluator.warn(node, "this GeometryReader's content cannot be evaluated (\(error)); a placeholder is drawn")
            return SwiftUIHost.placeholder(at: SwiftUIHost.location(of: node, in: evaluator))
        }
    }
}
