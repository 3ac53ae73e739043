import SwiftSyntax
import ViewTree

/// The arguments of one call, labelled or not, with trailing closures under the labels the callee
/// gives them. Each is checked off as it is read; `finish` reports any left over.
struct Arguments {
    struct Argument {
        /// nil for an unlabelled argument.
        var label: String?
        var expression: ExprSyntax
        /// Where the argument starts: its label, or the expression.
        var start: Syntax
    }

    let callee: String
    let call: Syntax
    private(set) var items: [Argument]
    private var used: Set<Int> = []

    /// `firstTrailingClosure` is the label the callee gives a first trailing closure (`content`, `label`).
    init(_ call: FunctionCallExprSyntax, callee: String, firstTrailingClosure: String?) {
        self.callee = callee
        self.call = Syntax(call)
        var items = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression, start: Syntax($0)) }
        if let closure = call.trailingClosure {
            items.append(Argument(label: firstTrailingClosure ?? "_trailing", expression: ExprSyntax(closure), start: Syntax(closure)))
        }
        for extra in call.additionalTrailingClosures {
            items.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure), start: Syntax(extra)))
        }
        self.items = items
    }

    /// The first unread argument with `label` (nil: unlabelled).
    mutating func take(_ label: String?) -> ExprSyntax? {
        guard let index = items.indices.first(where: { !used.contains($0) && items[$0].label == label }) else { return nil }
        used.insert(index)
        return items[index].expression
    }

    /// True when an unread argument has `label`.
    func has(_ label: String?) -> Bool {
        items.indices.contains { !used.contains($0) && items[$0].label == label }
    }

    /// The error for a missing argument: the misspelt label if an unread one is near `label`, else `message`.
    func missing(_ label: String, _ positions: SourcePositions, _ message: String) -> SourceError {
        for index in items.indices where !used.contains(index) {
            if let written = items[index].label, written != label, EditDistance.nearest(to: written, in: [label]) != nil {
                return SourceError(location: positions.location(of: items[index].start),
                                   message: "\(callee) has no argument '\(written):'; did you mean '\(label):'?")
            }
        }
        return SourceError(location: positions.location(of: call), message: message)
    }

    /// Reports the first argument nothing read; `accepted` lists what the callee takes, for the message.
    func finish(_ positions: SourcePositions, accepted: [String]) throws {
        guard let index = items.indices.first(where: { !used.contains($0) }) else { return }
        let item = items[index]
        let takes = accepted.isEmpty ? "it takes no arguments" : "it takes " + accepted.joined(separator: ", ")
        let what: String
        switch item.label {
        case nil: what = "an unlabelled argument"
        case "_trailing"?: what = "a trailing closure"
        case let label?:
            if let near = EditDistance.nearest(to: label + ":", in: accepted), near != label + ":" {
                throw SourceError(location: positions.location(of: item.start),
                                  message: "\(callee) has no argument '\(label):'; did you mean '\(near)'?")
            }
            what = "the argument '\(label):'"
        }
        throw SourceError(location: positions.location(of: item.start), message: "\(callee) does not take \(what) here; \(takes)")
    }
}
