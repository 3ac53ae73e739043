import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)` as a `Grid`: the cells flow into as many columns
/// (rows) as `GridItem`s are given, a `.flexible()` track sharing the space left with the
/// others, a `.fixed(n)` one `n` points wide. A widget shows every cell, so laziness changes
/// nothing. `.adaptive(minimum:)` fits as many tracks as the width allows, which is known only
/// at layout: it is one track here, said once.
extension SwiftUIHost {
    /// SwiftUI's spacing between the tracks and lines of a lazy grid when none is given.
    static let lazyGridDefaultSpacing = 8.0
    /// `GridItem.Size.flexible()`'s default minimum, in points (SwiftUI's declaration).
    static let flexibleGridItemMinimum = 10.0

    func gridItem(_ arguments: [Argument]) -> Value {
        var fields: [String: Value] = ["size": arguments.first { $0.label == nil }?.value ?? .symbol(Symbol(name: "flexible", arguments: []))]
        for label in ["spacing", "alignment"] {
            if let given = arguments.first(where: { $0.label == label })?.value { fields[label] = given }
        }
        return .instance(Instance(typeName: "GridItem", fields: fields, isReference: false))
    }

    func lazyGrid(_ typeName: String, _ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> Value {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let isVertical = typeName == "LazyVGrid"
        let content = argument("content") ?? arguments.last { argument in
            if argument.label == nil, case .function = argument.value { true } else { false }
        }?.value
        guard case .array(let items)? = argument(isVertical ? "columns" : "rows"), !items.isEmpty else {
            evaluator.warn(node, "\(typeName)'s \(isVertical ? "columns" : "rows") are not an array of GridItem the preview can read; its cells are stacked")
            return .view(View(.stack(StackView(kind: isVertical ? .vstack : .hstack, children: try cells(content, at: node, in: evaluator)))))
        }
        let tracks = items.map { item -> (frame: FrameSpec?, spacing: Double?) in
            guard case .instance(let made) = item, made.typeName == "GridItem" else { return (nil, nil) }
            let spacing = reading.number(made.fields["spacing"])
            guard case .symbol(let size)? = made.fields["size"] else { return (nil, spacing) }
            switch size.name {
            case "fixed":
                let length = reading.number(size.argument(nil))
                return (isVertical ? FrameSpec(width: length) : FrameSpec(height: length), spacing)
            case "adaptive":
                evaluator.warn(node, "a GridItem(.adaptive(…)) fits as many tracks as the space allows; the preview draws one")
                fallthrough
            default:
                // `.flexible(minimum: 10, maximum: .infinity)` is SwiftUI's default: a track never
                // narrower than 10 pt, so seven of them overflow a 48-pt ring rather than vanish.
                let minimum = reading.number(size.argument("minimum")) ?? Self.flexibleGridItemMinimum
                let maximum = reading.number(size.argument("maximum")) ?? .infinity
                return (isVertical ? FrameSpec(minWidth: minimum, maxWidth: maximum) : FrameSpec(minHeight: minimum, maxHeight: maximum), spacing)
            }
        }
        let cells = try cells(content, at: node, in: evaluator)
        let count = tracks.count
        // LazyVGrid fills each row across its columns; LazyHGrid fills each column down its rows.
        var lines: [[View]] = isVertical
            ? stride(from: 0, to: cells.count, by: count).map { Array(cells[$0..<min($0 + count, cells.count)]) }
            : (0..<count).map { track in stride(from: track, to: cells.count, by: count).map { cells[$0] } }
        lines = lines.enumerated().map { lineIndex, line in
            line.enumerated().map { index, cell in
                let track = tracks[isVertical ? index : lineIndex]
                return track.frame.map { cell.modified(.frame($0)) } ?? cell
            }
        }
        let between = reading.number(argument("spacing")) ?? Self.lazyGridDefaultSpacing
        let across = tracks.first?.spacing ?? Self.lazyGridDefaultSpacing
        // Either way the lines are the grid's rows: a LazyHGrid's cells line up in columns as they flow.
        let rows = lines.map { View(.stack(StackView(kind: .gridRow, children: $0))) }
        var grid = isVertical ? StackView(kind: .grid, spacing: between, columnSpacing: across, children: rows)
                              : StackView(kind: .grid, spacing: across, columnSpacing: between, children: rows)
        if isVertical, let name = reading.symbolName(argument("alignment")), let horizontal = HorizontalAlignment(rawValue: name) {
            grid.alignment = Alignment(horizontal: horizontal, vertical: .center)
        }
        return .view(View(.stack(grid)))
    }

    /// A lazy grid's cells: the views its content lists, `ForEach`es and `Group`s opened.
    private func cells(_ content: Value?, at node: Syntax, in evaluator: Evaluator) throws -> [View] {
        guard let content else { return [] }
        func opened(_ views: [View]) -> [View] {
            views.flatMap { view -> [View] in
                if let members = view.groupMembers { return opened(members) }
                if case .empty = view.kind { return [] }
                return [view]
            }
        }
        return opened(try views(from: content, at: node, in: evaluator))
    }
}
