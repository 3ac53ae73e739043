import Devices
import Layout
import Testing
import ViewTree

struct StackTests {
    @Test func textAloneTakesItsIdealSizeCentredInTheWidget() {
        // SwiftUI: Text is one line as wide as its characters; the widget centres its content.
        let node = layout(text("Hello"))
        expectFrame(node, (146 - width("Hello")) / 2, (58 - lineHeight()) / 2, width("Hello"), lineHeight())
    }

    @Test func oneSpacerPushesNeighboursToTheEdges() throws {
        // SwiftUI: HStack { Text; Spacer(); Text } spans the whole proposal; a spacer keeps no
        // default spacing from its neighbours (its spacing is zero, as OpenSwiftUI's Spacer.swift has it).
        let node = layout(hstack(text("A"), spacer(), text("B")))
        let (a, b) = (width("A"), width("B"))
        expectFrame(node, 0, (58 - lineHeight()) / 2, 146, lineHeight())
        expectFrame(try child(node, 0), 0, node.frame.y, a, lineHeight())
        expectFrame(try child(node, 1), a, node.frame.y + lineHeight() / 2, 146 - a - b, 0)
        expectFrame(try child(node, 2), 146 - b, node.frame.y, b, lineHeight())
    }

    @Test func aWrittenSpacingSeparatesSpacersToo() throws {
        // SwiftUI: HStack(spacing: 10) { Text; Spacer(); Text }: the written spacing is between every pair.
        let node = layout(hstack(spacing: 10, text("A"), spacer(), text("B")))
        let (a, b) = (width("A"), width("B"))
        expectFrame(try child(node, 1), a + 10, node.frame.y + lineHeight() / 2, 146 - a - b - 20, 0)
    }

    @Test func twoSpacersSplitTheRestEvenly() throws {
        // SwiftUI: Spacer(); Text; Spacer() centres the text, each spacer taking half the rest.
        let node = layout(hstack(spacer(), text("Mid"), spacer()))
        let half = (146 - width("Mid")) / 2
        #expect(abs(try child(node, 0).frame.width - half) < 1e-9)
        #expect(abs(try child(node, 2).frame.width - half) < 1e-9)
        #expect(abs(try child(node, 1).frame.x - (146 - width("Mid")) / 2) < 1e-9)
    }

    @Test func spacerMinLengthIsKeptWhenTheOthersWantEverything() throws {
        // SwiftUI: a spacer never shrinks below minLength; a Rectangle takes all the rest.
        let node = layout(hstack(spacing: 0, rectangle, spacer(minLength: 20)))
        expectFrame(try child(node, 0), 0, 0, 126, 58)
        expectFrame(try child(node, 1), 126, 29, 20, 0)
    }

    @Test func textBesideASpacerIsNotSqueezedToHalf() throws {
        // SwiftUI: spacers are served last, so the text keeps its full width on one line.
        let words = "Walk 3 miles"
        #expect(width(words) > (146 - 16) / 2 && width(words) < 146 - 16)
        let node = layout(hstack(text(words), spacer()))
        let label = try child(node, 0)
        #expect(label.text?.lines.count == 1)
        #expect(abs(label.frame.width - width(words)) < 1e-9)
        #expect(abs(try child(node, 1).frame.width - (146 - width(words))) < 1e-9)
    }

    @Test func leastFlexibleChildIsOfferedSpaceFirst() throws {
        // SwiftUI: the fixed 60 pt frame is sized before the text, although written after it,
        // so the text gets 100 − 8 − 60 = 32 pt and wraps; served first it would get 46 and not wrap.
        let words = "Hi there"
        #expect(width(words, 12) > 32 && width(words, 12) < 46 && width("there", 12) <= 32)
        let node = layout(hstack(text(words, size: 12), rectangle.frame(width: 60)), in: Size(width: 100, height: 58))
        let label = try child(node, 0)
        let textWidth = max(width("Hi", 12), width("there", 12))
        #expect(label.text?.lines.map(\.text) == ["Hi", "there"])
        expectFrame(node, (100 - textWidth - 68) / 2, 0, textWidth + 68, 58)
        expectFrame(label, node.frame.x, (58 - 2 * lineHeight(12)) / 2, textWidth, 2 * lineHeight(12))
        expectFrame(try child(node, 1), node.frame.x + textWidth + 8, 0, 60, 58)
    }

    @Test func explicitSpacingSeparatesChildren() throws {
        // SwiftUI: HStack(spacing: 3) puts exactly 3 pt between children.
        let node = layout(hstack(spacing: 3, text("A"), text("B")))
        #expect(abs(node.frame.width - (width("A") + 3 + width("B"))) < 1e-9)
        #expect(abs(try child(node, 1).frame.x - (node.frame.x + width("A") + 3)) < 1e-9)
    }

    @Test func defaultSpacingIsEightPoints() throws {
        // SwiftUI: VStack's default spacing between two texts is 8 pt on iOS.
        let node = layout(vstack(text("A"), text("B")))
        let height = 2 * lineHeight() + 8
        expectFrame(node, (146 - max(width("A"), width("B"))) / 2, (58 - height) / 2, max(width("A"), width("B")), height)
        #expect(abs(try child(node, 1).frame.y - (node.frame.y + lineHeight() + 8)) < 1e-9)
    }

    @Test func emptyViewAddsNoSpacing() {
        // SwiftUI: an EmptyView in a stack is absent: no node, no spacing either side.
        let node = layout(hstack(text("A"), .empty, text("B")))
        #expect(node.children.count == 2)
        #expect(abs(node.frame.width - (width("A") + 8 + width("B"))) < 1e-9)
    }

    @Test func vstackLeadingAndTrailingAlignment() throws {
        // SwiftUI: VStack(alignment: .leading) lines up leading edges; .trailing the trailing edges.
        let leading = layout(vstack(alignment: .leading, text("A"), text("Wider")))
        #expect(abs(try child(leading, 0).frame.x - leading.frame.x) < 1e-9)
        let trailing = layout(vstack(alignment: .trailing, text("A"), text("Wider")))
        #expect(abs(try child(trailing, 0).frame.maxX - trailing.frame.maxX) < 1e-9)
        #expect(abs(trailing.frame.width - width("Wider")) < 1e-9)
    }

    @Test func hstackTopAndBottomAlignment() throws {
        // SwiftUI: HStack(alignment: .top) lines up top edges; .bottom the bottom edges.
        let top = layout(hstack(alignment: .top, text("a", size: 12), text("B", size: 30)))
        expectFrame(try child(top, 0), top.frame.x, (58 - lineHeight(30)) / 2, width("a", 12), lineHeight(12))
        let bottom = layout(hstack(alignment: .bottom, text("a", size: 12), text("B", size: 30)))
        #expect(abs(try child(bottom, 0).frame.maxY - bottom.frame.maxY) < 1e-9)
    }

    @Test func firstTextBaselineLinesUpTwoFontSizes() throws {
        // SwiftUI: .firstTextBaseline puts both baselines on one line: the 12 pt text moves down
        // by the difference of the ascents, 0.95 × (30 − 12) = 17.1 pt.
        let node = layout(hstack(alignment: .firstTextBaseline, text("a", size: 12), text("B", size: 30)))
        let top = (58 - lineHeight(30)) / 2
        expectFrame(node, node.frame.x, top, node.frame.width, lineHeight(30))
        expectFrame(try child(node, 0), node.frame.x, top + 17.1, width("a", 12), lineHeight(12))
        #expect(abs((try child(node, 0).text?.lines.first?.baseline ?? 0) - (top + 28.5)) < 1e-9)
    }

    @Test func symbolSitsOnTheTextBaseline() throws {
        // SwiftUI: an SF Symbol in a baseline-aligned HStack sits on the text's baseline; a 17 pt
        // symbol is 17 pt tall with its baseline 0.85 of the way down.
        let symbol = View(.image(ImageView(source: .symbol("star.fill"))))
        let node = layout(hstack(alignment: .firstTextBaseline, symbol, text("Hi")))
        let top = (58 - lineHeight()) / 2
        expectFrame(try child(node, 0), node.frame.x, top + 0.95 * 17 - 0.85 * 17, 1.2 * 17, 17)
        expectFrame(try child(node, 1), node.frame.x + 1.2 * 17 + 8, top, width("Hi"), lineHeight())
    }

    @Test func zstackIsTheUnionOfItsChildren() throws {
        // SwiftUI: ZStack is as wide as its widest child and as tall as its tallest, children centred.
        let node = layout(zstack(rectangle.frame(width: 40, height: 10), rectangle.frame(width: 20, height: 30)))
        expectFrame(node, 53, 14, 40, 30)
        expectFrame(try child(node, 0), 53, 24, 40, 10)
        expectFrame(try child(node, 1), 63, 14, 20, 30)
    }

    @Test func zstackTopLeadingAlignsCorners() throws {
        // SwiftUI: ZStack(alignment: .topLeading) puts every child in the top-left corner.
        let node = layout(zstack(alignment: topLeading, rectangle.frame(width: 40, height: 10), rectangle.frame(width: 20, height: 30)))
        expectFrame(try child(node, 0), 53, 14, 40, 10)
        expectFrame(try child(node, 1), 53, 14, 20, 30)
    }

    @Test func nestedStacksPlaceGrandchildrenAbsolutely() throws {
        // SwiftUI: VStack(alignment: .leading, spacing: 2) { HStack(spacing: 4) { A; B }; C }.
        let node = layout(vstack(alignment: .leading, spacing: 2, hstack(spacing: 4, text("A"), text("B")), text("Cee")))
        let rowWidth = width("A") + 4 + width("B")
        let stackWidth = max(rowWidth, width("Cee"))
        let x = (146 - stackWidth) / 2, y = (58 - 2 * lineHeight() - 2) / 2
        expectFrame(node, x, y, stackWidth, 2 * lineHeight() + 2)
        let row = try child(node, 0)
        expectFrame(try child(row, 1), x + width("A") + 4, y, width("B"), lineHeight())
        expectFrame(try child(node, 1), x, y + lineHeight() + 2, width("Cee"), lineHeight())
    }

    @Test func spacerInAVStackIsZeroWideAndPushesDown() throws {
        // SwiftUI: in a VStack a Spacer takes height, no width; the last text goes to the bottom.
        let node = layout(vstack(spacing: 0, text("A"), spacer(), text("B")))
        #expect(try child(node, 1).frame.width == 0)
        expectFrame(try child(node, 2), (146 - width("B")) / 2, 58 - lineHeight(), width("B"), lineHeight())
    }

    @Test func groupChildrenJoinTheEnclosingStack() throws {
        // SwiftUI: Group { B; C }.padding(2) in an HStack is two padded children of the HStack.
        let group = View(.group([text("B"), text("C")]), modifiers: [.padding(EdgeInsets(all: 2))])
        let node = layout(hstack(text("A"), group))
        #expect(node.children.map(\.name) == ["Text", "padding", "padding"])
        #expect(abs(node.frame.width - (width("A") + 8 + width("B") + 4 + 8 + width("C") + 4)) < 1e-9)
        expectFrame(try child(try child(node, 2), 0), node.frame.maxX - 2 - width("C"), node.frame.y + 2, width("C"), lineHeight())
    }
}

/// `position(x:y:)`: the view fills what it is offered and centres its content on the point.
struct PositionTests {
    @Test func theModifiedViewIsCentredOnThePointOfTheWholeOffer() throws {
        let node = layout(zstack(text("x").modified(.position(x: 100, y: 10))))
        let position = try child(node, 0)
        expectFrame(position, 0, 0, 146, 58)
        expectFrame(try child(position, 0), 100 - width("x") / 2, 10 - lineHeight() / 2, width("x"), lineHeight())
    }
}
