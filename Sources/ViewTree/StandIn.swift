/// What the preview draws for a value it could not compute (a name from another module, an
/// unknown member): as `.redacted(reason: .placeholder)` draws text, a bar and never words. The
/// warning where the value was made says what is missing.
extension View {
    /// The text a stand-in bar is as wide as: ten figures, about a short word or number. It is
    /// laid out, never drawn.
    public static let standInText = String(repeating: "0", count: 10)

    /// The stand-in for a value the preview could not compute, written at `location`: one line,
    /// so that where ten figures are wider than the slot (a circular widget's bold caption) it is
    /// one bar cut at the slot's edge, not two bars that read as two lines of the widget's.
    public static func standIn(at location: SourceLocation?) -> View {
        View(.text([.literal(standInText)]), modifiers: [.redacted(.placeholder), .lineLimit(1)], location: location)
    }

    /// True for a stand-in's text, when it is drawn redacted as a placeholder: its size is the
    /// preview's guess, so what fits around it says nothing about the widget.
    public static func isStandIn(_ kind: ViewKind, redactedAsPlaceholder: Bool) -> Bool {
        guard redactedAsPlaceholder, case .text(let runs) = kind else { return false }
        return runs == [.literal(standInText)]
    }
}
