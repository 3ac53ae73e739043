import Devices
import Layout
import Testing
import ViewTree

struct ViewThatFitsTests {
    let tooLong = "This sentence is much too long for the slot"

    func viewThatFits(in axes: Set<Axis> = [], _ children: View...) -> View {
        View(.viewThatFits(axes: axes, children: children))
    }

    @Test func choosesTheFirstChildWhoseIdealSizeFits() throws {
        // SwiftUI: ViewThatFits skips a child whose ideal width exceeds the proposal; only the
        // chosen child is laid out.
        #expect(width(tooLong) > 146)
        let node = layout(viewThatFits(text(tooLong), text("Short")))
        #expect(node.children.count == 1)
        let chosen = try child(node, 0)
        #expect(chosen.text?.string == "Short")
        #expect(node.frame == chosen.frame)
    }

    @Test func fallsBackToTheLastChild() throws {
        // SwiftUI: when nothing fits, the last child is used, laid out in the proposal (here wrapped).
        let last = "Second choice that is also too wide"
        #expect(width(last) > 146)
        let node = layout(viewThatFits(text(tooLong), text(last)))
        let chosen = try child(node, 0)
        #expect(chosen.text?.lines.map(\.text).joined(separator: " ") == last)
        #expect(chosen.frame.width <= 146)
    }

    @Test func horizontalOnlyIgnoresHeight() throws {
        // SwiftUI: ViewThatFits(in: .horizontal) checks widths only: a tall, narrow first child wins;
        // checking both axes it does not fit 26 pt of height.
        let tall = vstack(spacing: 0, text("A"), text("B"), text("C"))
        let fallback = text("fallback")
        let area = Size(width: 146, height: 26)
        let horizontal = layout(viewThatFits(in: [.horizontal], tall, fallback), in: area)
        #expect(try child(horizontal, 0).name == "VStack")
        let both = layout(viewThatFits(in: [], tall, fallback), in: area)
        #expect(try child(both, 0).name == "Text")
    }

    @Test func inTheInlineFamilyTheFirstChildAsWideAsTheSlotIsChosen() throws {
        // The inline slot (26 pt) is a little shorter than a line of its 22-pt font (26.2 pt): a
        // device still sets the first text that fits the width (JonnyWalker81/trendy's inline
        // widget, graded; the preview had fallen back to the last, shortest child).
        let area = Size(width: 234, height: 26)
        let node = layout(viewThatFits(text("Running: 3 today"), text("3")), in: area, family: .inline)
        #expect(try child(node, 0).text?.string == "Running: 3 today")
        let tooWide = layout(viewThatFits(text("Running: 3 today, 12 this week and 40 this month"), text("3")), in: area, family: .inline)
        #expect(try child(tooWide, 0).text?.string == "3")
        // A stack of lines is still too tall for the one line.
        let lines = layout(viewThatFits(vstack(spacing: 0, text("Bin day"), text("Tue")), text("Tue: bins")), in: area, family: .inline)
        #expect(try child(lines, 0).name == "Text")
    }
}
