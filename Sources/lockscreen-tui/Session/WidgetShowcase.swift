import LockScreen
import ViewTree

/// One widget in every Lock Screen slot its families fit: the inline slot when it offers
/// `accessoryInline`; in the bottom row a rectangular widget in columns 1–2 and circular ones in
/// the columns left, or rectangular ones in both halves when it has no circular family, or four
/// circular ones; its systemSmall view, if any, before them for an iPad's blocks and StandBy.
/// Each slot shows its family's own preview.
struct WidgetShowcase {
    var inline: SceneWidget?
    var bottom: [SceneWidget]

    init(widget: Widget, source: String) {
        func placed(_ family: WidgetFamily, column: Int?) -> SceneWidget {
            SceneWidget(widget: widget, family: family, entryIndex: EntrySelection().entryIndex(in: widget, family: family),
                        source: source, column: column)
        }
        let families = Set(widget.phoneFamilies)
        inline = families.contains(.inline) ? placed(.inline, column: nil) : nil
        switch (families.contains(.rectangular), families.contains(.circular)) {
        case (true, true): bottom = [placed(.rectangular, column: 0), placed(.circular, column: 2), placed(.circular, column: 3)]
        case (true, false): bottom = [placed(.rectangular, column: 0), placed(.rectangular, column: 2)]
        case (false, true): bottom = (0..<4).map { placed(.circular, column: $0) }
        case (false, false): bottom = []
        }
        // A systemSmall view goes first: an iPad's blocks take it (the iPhone's row leaves it out),
        // and StandBy (`n`) shows it.
        if widget.families.contains(.small) { bottom.insert(placed(.small, column: nil), at: 0) }
    }
}
