import Devices
import Layout
import Testing
import ViewTree

/// `Grid` as SwiftUI lays it out: columns as wide as their widest cell and aligned across rows,
/// flexible columns sharing the rest, rows as tall as their cells, and a child that is not a
/// `GridRow` spanning every column.
struct GridTests {
    func grid(alignment: Alignment = .center, _ rows: View...) -> View {
        View(.stack(StackView(kind: .grid, alignment: alignment, children: rows)))
    }

    func row(_ cells: View...) -> View {
        View(.stack(StackView(kind: .gridRow, children: cells)))
    }

    @Test func columnsLineUpAcrossRowsAtTheirWidestCell() throws {
        let node = layout(grid(alignment: Alignment(horizontal: .leading, vertical: .center),
                               row(text("A"), text("one")), row(text("Wide"), text("two"))))
        let first = try child(node, 0), second = try child(node, 1)
        let column = width("Wide") + StackView.defaultSpacing
        // Both rows' second cells start where the widest first cell ends, plus the spacing.
        #expect(abs(try child(first, 1).frame.x - node.frame.x - column) < 1e-9)
        #expect(abs(try child(second, 1).frame.x - node.frame.x - column) < 1e-9)
        #expect(abs(try child(first, 0).frame.x - node.frame.x) < 1e-9, "a leading grid puts the short cell at its column's start")
        #expect(abs(second.frame.y - (first.frame.y + lineHeight() + StackView.defaultSpacing)) < 1e-9)
    }

    @Test func aFlexibleColumnTakesWhatTheOthersLeave() throws {
        let node = layout(grid(row(text("5 hrs"), rectangle), row(text("13 hrs"), rectangle)))
        let bar = try child(try child(node, 1), 1)
        #expect(abs(node.frame.width - 146) < 1e-9, "a flexible column makes the grid as wide as offered")
        #expect(abs(bar.frame.width - (146 - width("13 hrs") - StackView.defaultSpacing)) < 1e-9)
        #expect(abs(bar.frame.x - (width("13 hrs") + StackView.defaultSpacing)) < 1e-9)
    }

    @Test func aCellSpansItsColumnsAndAColumnTakesTheAlignmentACellAsks() throws {
        let header = text("Supplies").modified(.gridCellColumns(2))
        let node = layout(grid(row(header), row(text("5 hrs").modified(.gridColumnAlignment(.trailing)), text("water")),
                               row(text("13 hrs"), text("food"))))
        let columns = width("13 hrs") + StackView.defaultSpacing + max(width("water"), width("food"))
        let title = try child(try child(node, 0), 0)
        // The header is centred across both columns, which it does not widen.
        #expect(abs(title.frame.x - (node.frame.x + (columns - width("Supplies")) / 2)) < 1e-9)
        // "5 hrs" keeps to the trailing edge of the first column, as its cell asks.
        let short = try child(try child(node, 1), 0)
        #expect(abs(short.frame.x - (node.frame.x + width("13 hrs") - width("5 hrs"))) < 1e-9)
    }

    @Test func aViewThatIsNotARowSpansTheColumnsAndARowAloneIsAnHStack() throws {
        let node = layout(grid(row(text("A"), text("B")), text("Total")))
        let total = try child(node, 1)
        #expect(total.text?.string == "Total")
        #expect(abs(total.frame.width - width("Total")) < 1e-9)
        let alone = layout(row(text("A"), text("B")))
        #expect(abs(alone.frame.width - (width("A") + width("B") + StackView.defaultSpacing)) < 1e-9)
    }
}
