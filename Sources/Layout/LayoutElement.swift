import Devices
import ViewTree

/// Text baselines of a view, measured from its top edge; nil where it shows no text.
struct Baselines: Equatable {
    var first: Double?
    var last: Double?

    static let none = Baselines(first: nil, last: nil)

    /// Baselines of a child placed `dy` below the parent's top.
    func offset(by dy: Double) -> Baselines {
        Baselines(first: first.map { $0 + dy }, last: last.map { $0 + dy })
    }

    /// A container's baselines: the topmost first baseline and the lowest last baseline of its children.
    static func combining(_ all: [Baselines]) -> Baselines {
        Baselines(first: all.compactMap(\.first).min(), last: all.compactMap(\.last).max())
    }
}

/// A view (or layout modifier) ready for SwiftUI's two-step layout: the parent asks for the size
/// it would take for a proposal, possibly several times, then places it with one proposal.
/// Built fresh for each layout pass, so elements may cache what they measured.
protocol LayoutElement: AnyObject {
    /// The size the view chooses for a proposal (SwiftUI's `sizeThatFits`).
    func size(for proposal: ProposedSize) -> Size
    /// Its text baselines at the size it chooses for `proposal`.
    func baselines(for proposal: ProposedSize) -> Baselines
    /// Lays the view out for `proposal` with its top-left corner at `origin`.
    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode
}

extension LayoutElement {
    func baselines(for proposal: ProposedSize) -> Baselines { .none }

    /// The view's frame when placed at `origin` for `proposal`.
    func frame(_ proposal: ProposedSize, at origin: Point) -> Rect {
        Rect(origin: origin, size: size(for: proposal))
    }
}

/// What every node of an element says about itself besides its frame.
struct NodeInfo {
    var name: String
    var kind: LayoutNode.Kind
    var modifiers: [Modifier]
    var environment: EnvironmentValues
    var location: SourceLocation?

    func node(_ frame: Rect, children: [LayoutNode] = [], text: TextLayout? = nil) -> LayoutNode {
        LayoutNode(name: name, kind: kind, frame: frame, children: children, modifiers: modifiers,
                   environment: environment, text: text, location: location)
    }
}

/// Remembers results per proposal for one layout pass, so that repeated questions from parents
/// (a stack asks each child at zero, at infinity and at its share) are answered once.
struct ProposalCache<Value> {
    private var values: [ProposedSize: Value] = [:]

    mutating func value(for proposal: ProposedSize, compute: () -> Value) -> Value {
        if let known = values[proposal] { return known }
        let value = compute()
        values[proposal] = value
        return value
    }
}
