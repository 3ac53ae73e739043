import ViewTree

/// The diagnostics raised while evaluating and drawing one picture of a widget: one family, one
/// entry. A SwiftUI widget's body is evaluated again for the picture asked for, so a command that
/// shows one picture says what that picture approximates and nothing about the others.
public struct PictureProblems: Sendable {
    private let evaluate: @Sendable (WidgetFamily, ActivityView, Int) -> [Diagnostic]

    public init(_ evaluate: @escaping @Sendable (_ family: WidgetFamily, _ view: ActivityView, _ entry: Int) -> [Diagnostic]) {
        self.evaluate = evaluate
    }

    /// The diagnostics of the picture in `family` for the entry at `entry` (from 0); for a Live
    /// Activity, those of its `views` (its Lock Screen view, or the parts of an island presentation).
    public func diagnostics(family: WidgetFamily, entry: Int, views: [ActivityView] = [.lockScreen]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return views.flatMap { evaluate(family, $0, entry) }.filter { seen.insert($0).inserted }
    }
}

extension Array where Element == Diagnostic {
    /// Ordered by file (the loaded file first), then by line and column; file-wide ones first,
    /// and those at the same place in the order they were raised.
    public var orderedByPlace: [Diagnostic] {
        let start = SourceLocation(line: 0, column: 0)
        return enumerated().sorted { a, b in
            let pa = a.element.path ?? "", pb = b.element.path ?? ""
            if pa != pb { return pa < pb }
            let la = a.element.location ?? start, lb = b.element.location ?? start
            return la == lb ? a.offset < b.offset : la < lb
        }.map(\.element)
    }
}
