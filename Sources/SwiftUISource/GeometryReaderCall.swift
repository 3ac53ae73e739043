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

    /// `proxy.frame(in:)`: the reader's own rectangle. In its `.local` space that is exact; in
    /// another (`.global`, a named space) the reader's place in it is not known here, so the same
    /// rectangle is given, said at the reader.
    private func frame(width: Double, height: Double) -> Value {
        .function(Function(name: "frame") { [evaluator, node] arguments in
            if let space = arguments.first?.value, ValueReading(evaluator: evaluator, node: node).symbolName(space) != "local" {
                evaluator.warn(node, "'frame(in:)' outside the reader's .local space is given as its local frame (origin 0, 0): where the reader sits is not known here")
            }
            return SwiftUIHost.rectValue(0, 0, width, height)
        })
    }

    /// The closure's views for a reader of this size, given a `GeometryProxy` whose `size` it is,
    /// in a top-leading ZStack when there are several; what it cannot make is a placeholder, with
    /// a warning at the reader.
    func content(width: Double, height: Double) -> View {
        let size = Value.tuple([TupleElement(label: "width", value: .double(width)), TupleElement(label: "height", value: .double(height))])
        let proxy = Value.instance(Instance(typeName: "GeometryProxy", fields: ["size": size, "frame": frame(width: width, height: height)],
                                            isReference: false))
        do {
            let values = try function.builder?([Argument(label: nil, value: proxy)]) ?? [try function.call(proxy)]
            let views = try values.flatMap { try host.views(from: $0, at: node, in: evaluator) }
            // Several views are stacked over each other from the top-leading corner, as the
            // reader's content is (a bar's track with its filled part on top), not one under another.
            guard views.count > 1 else { return host.combined(views) }
            return View(.stack(StackView(kind: .zstack, alignment: Alignment(horizontal: .leading, vertical: .top), children: views)),
                        location: views.first?.location)
        } catch {
            evaluator.warn(node, "this GeometryReader's content cannot be evaluated (\(error)); a placeholder is drawn")
            return SwiftUIHost.placeholder(at: SwiftUIHost.location(of: node, in: evaluator))
        }
    }
}
