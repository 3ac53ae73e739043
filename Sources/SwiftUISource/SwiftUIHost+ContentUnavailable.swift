import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

extension SwiftUIHost {
    /// `ContentUnavailableView("No location found", systemImage: "location.slash", description:
    /// Text(…))`, with `image:` for an asset, or its `label:` / `description:` / `actions:`
    /// closures: the icon over the title over the description, centred, filling the space it is
    /// given, as iOS 17 lays it out. Apple publishes no sizes for it in accessory widgets; the
    /// fonts chosen (icon `.title2`, title `.headline`, description `.footnote` in the secondary
    /// colour, 4 pt apart, each text shrinking to half its size before it is cut, as the view
    /// fits a small space) are approximations, said in one warning.
    func contentUnavailable(_ arguments: [Argument], reading: ValueReading, location: SourceLocation?, at node: Syntax,
                            in evaluator: Evaluator) throws -> Value {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        var column: [View] = []
        var icon: ImageView?
        if let symbol = reading.string(argument("systemImage")) { icon = symbolImage(symbol, at: node, in: evaluator) }
        if let name = reading.string(argument("image")) { icon = namedImage(name, at: node, in: evaluator) }
        if let icon {
            column.append(View(.image(icon), location: location).modified(.font(FontSpec(style: .title2))))
        }
        if let title = reading.string(argument(nil)) {
            column.append(View(.text([.literal(localized(title, table: nil, in: evaluator, isLiteral: Self.writesLiteral(node)))]), location: location)
                .modified(.font(FontSpec(style: .headline))).modified(.minimumScaleFactor(Self.unavailableMinimumScale)))
        } else if let label = argument("label") {
            column += try views(from: label, at: node, in: evaluator).map {
                $0.modified(.font(FontSpec(style: .headline))).modified(.minimumScaleFactor(Self.unavailableMinimumScale))
            }
        }
        if let description = argument("description") {
            column += try views(from: description, at: node, in: evaluator).map {
                $0.modified(.font(FontSpec(style: .footnote))).modified(.foregroundStyle(.hierarchical(level: 1)))
                    .modified(.minimumScaleFactor(Self.unavailableMinimumScale))
            }
        }
        if let actions = argument("actions") { column += try views(from: actions, at: node, in: evaluator) }
        evaluator.warn(node, "ContentUnavailableView is drawn as its icon, title and description in a centred column; iOS's sizes for it are approximated")
        let stack = View(.stack(StackView(kind: .vstack, alignment: .center, spacing: 4, children: column)), location: location)
            .modified(.multilineTextAlignment(.center))
            .modified(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)))
        return .view(stack, role: .plain)
    }

    /// How far a `ContentUnavailableView`'s texts shrink before they are cut (chosen: Apple
    /// publishes none).
    static let unavailableMinimumScale = 0.5
}
