import Devices
import Layout
import Localization
import Testing
import ViewTree

/// Right to left, as SwiftUI lays it out: each stack kind, alignment, padding and frame is the
/// mirror image of its left-to-right layout across the widget's middle (SwiftUI flips the
/// horizontal axis of a right-to-left subtree); letters keep their shapes and run right to left.
@Suite struct RightToLeftTests {
    let hebrew = WidgetEnvironment(family: .rectangular, locale: PreviewLocale("he_IL")!)

    func rightToLeft(_ view: View) -> LayoutNode {
        LayoutEngine.layout(view, in: rectangularArea, environment: hebrew)
    }

    /// Every node's frame in `mirrored` is its frame in `original` turned about the area's middle.
    func expectMirrorImages(_ original: LayoutNode, _ mirrored: LayoutNode, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let pairs = zip(original.allNodes, mirrored.allNodes)
        #expect(original.allNodes.count == mirrored.allNodes.count, sourceLocation: sourceLocation)
        for (left, right) in pairs {
            #expect(abs(right.frame.x - (rectangularArea.width - left.frame.maxX)) < 1e-9, "\(left.name)", sourceLocation: sourceLocation)
            #expect(right.frame.y == left.frame.y && right.frame.size == left.frame.size, "\(left.name)", sourceLocation: sourceLocation)
        }
    }

    @Test func anHStacksFirstChildIsAtTheRight() throws {
        let view = hstack(text("A"), spacer(), rectangle.frame(width: 20, height: 10))
        let node = rightToLeft(view)
        #expect(try child(node, 0).frame.maxX == node.frame.maxX)
        #expect(try child(node, 2).frame.x == node.frame.x)
        expectMirrorImages(layout(view), node)
    }

    @Test func aVStacksLeadingAlignmentIsAtTheRight() throws {
        let view = vstack(alignment: .leading, text("Wide line here"), text("B"))
        let node = rightToLeft(view)
        #expect(abs(try child(node, 1).frame.maxX - node.frame.maxX) < 1e-9)
        expectMirrorImages(layout(view), node)
    }

    @Test func aZStacksTopLeadingIsTheTopRight() throws {
        let view = zstack(alignment: topLeading, rectangle.frame(width: 100, height: 40), circle.frame(width: 10, height: 10))
        let node = rightToLeft(view)
        #expect(try child(node, 1).frame.maxX == node.frame.maxX)
        expectMirrorImages(layout(view), node)
    }

    @Test func leadingPaddingAndFrameAlignmentAreOnTheRight() throws {
        let view = text("B").padding(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0))
            .frame(maxWidth: .infinity).frame(width: 146, height: 58, alignment: topLeading)
        expectMirrorImages(layout(view), rightToLeft(view))
    }

    @Test func aLeftToRightSubtreeInsideKeepsItsOwnOrder() throws {
        let inner = hstack(text("1"), text("2")).modified(.layoutDirection(.leftToRight))
        let node = rightToLeft(hstack(text("A"), spacer(), inner))
        let numbers = try child(node, 2)
        #expect(try child(numbers, 0).frame.x < (try child(numbers, 1)).frame.x)
        #expect(numbers.frame.x == node.frame.x)
    }

    @Test func aModifierTurnsAnEnglishWidgetRightToLeft() throws {
        let view = hstack(text("A"), spacer(), text("B"))
        expectMirrorImages(layout(view), layout(view.modified(.layoutDirection(.rightToLeft))))
    }

    @Test func hebrewRunsRightToLeftAndMultilineTextAlignsRight() throws {
        let node = rightToLeft(vstack(alignment: .leading, text("שלום עולם"), text("a much longer line of text")))
        let line = try #require(try child(node, 0).text?.lines.first)
        #expect(line.text == "םלוע םולש")
        #expect(abs((try child(node, 0)).frame.maxX - node.frame.maxX) < 1e-9)
    }

    /// An English word keeps its letters' order; the paragraph is right to left, so the
    /// punctuation at its end goes to the left, as SwiftUI shows "Hi!" in a right-to-left layout.
    @Test func englishInARightToLeftParagraphKeepsItsLettersInOrder() throws {
        #expect(rightToLeft(text("Hi (3)")).text?.lines.first?.text == "Hi (3)")
        #expect(rightToLeft(text("Hi!")).text?.lines.first?.text == "!Hi")
    }

    @Test func aLeftToRightLayoutIsUntouched() {
        let view = hstack(text("A"), spacer(), text("B"))
        #expect(layout(view) == LayoutEngine.layout(view, in: rectangularArea, environment: WidgetEnvironment(family: .rectangular)))
    }
}
