import Devices
import Layout
import Testing
import ViewTree

struct FrameTests {
    @Test func fixedFrameAlignsSmallChildTopLeading() throws {
        // SwiftUI: .frame(width: 100, height: 50, alignment: .topLeading) reports 100×50 and puts
        // the smaller text in its top-left corner.
        let node = layout(text("Hi").frame(width: 100, height: 50, alignment: topLeading))
        expectFrame(node, 23, 4, 100, 50)
        expectFrame(try child(node, 0), 23, 4, width("Hi"), lineHeight())
    }

    @Test func fixedFrameAlignsChildBottomTrailing() throws {
        // SwiftUI: alignment .bottomTrailing puts the child in the bottom-right corner.
        let node = layout(text("Hi").frame(width: 100, height: 50, alignment: Alignment(horizontal: .trailing, vertical: .bottom)))
        expectFrame(try child(node, 0), 123 - width("Hi"), 54 - lineHeight(), width("Hi"), lineHeight())
    }

    @Test func fixedFrameWithOneDimensionTakesTheChildsOther() throws {
        // SwiftUI: .frame(width: 80) keeps the child's height; the child is centred.
        let node = layout(text("Hi").frame(width: 80))
        expectFrame(node, 33, (58 - lineHeight()) / 2, 80, lineHeight())
        expectFrame(try child(node, 0), 33 + (80 - width("Hi")) / 2, node.frame.y, width("Hi"), lineHeight())
    }

    @Test func maxWidthInfinityFillsTheProposal() throws {
        // SwiftUI: .frame(maxWidth: .infinity) takes the whole proposed width; the text is centred in it.
        let node = layout(text("Hi").frame(maxWidth: .infinity))
        expectFrame(node, 0, (58 - lineHeight()) / 2, 146, lineHeight())
        expectFrame(try child(node, 0), (146 - width("Hi")) / 2, node.frame.y, width("Hi"), lineHeight())
    }

    @Test func minWidthGrowsASmallChild() throws {
        // SwiftUI: .frame(minWidth: 80) around a narrower text reports 80.
        let node = layout(text("Hi").frame(minWidth: 80))
        expectFrame(node, 33, (58 - lineHeight()) / 2, 80, lineHeight())
        #expect(abs(try child(node, 0).frame.x - (33 + (80 - width("Hi")) / 2)) < 1e-9)
    }

    @Test func maxWidthClampsALargeChildWhichOverflowsCentred() throws {
        // SwiftUI: .frame(maxWidth: 50) around a 100 pt wide view reports 50; the child keeps 100
        // and hangs out 25 pt either side.
        let node = layout(rectangle.frame(width: 100).frame(maxWidth: 50))
        expectFrame(node, 48, 0, 50, 58)
        expectFrame(try child(node, 0), 23, 0, 100, 58)
    }

    @Test func minAndMaxTogetherTakeTheClampedProposal() {
        // SwiftUI: with both minWidth and maxWidth the frame is the proposal clamped into them,
        // whatever the child's width.
        let node = layout(text("Hi").frame(minWidth: 0, maxWidth: 100))
        expectFrame(node, 23, (58 - lineHeight()) / 2, 100, lineHeight())
    }

    @Test func paddingPerEdgeGrowsTheResult() throws {
        // SwiftUI: .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) adds 6 × 4 pt.
        let node = layout(text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        let x = (146 - width("Hi") - 6) / 2, y = (58 - lineHeight() - 4) / 2
        expectFrame(node, x, y, width("Hi") + 6, lineHeight() + 4)
        expectFrame(try child(node, 0), x + 2, y + 1, width("Hi"), lineHeight())
    }

    @Test func paddingInsetsTheProposal() throws {
        // SwiftUI: Rectangle().padding(10) in 146×58 draws a 126×38 rectangle.
        let node = layout(rectangle.padding(EdgeInsets(all: 10)))
        expectFrame(node, 0, 0, 146, 58)
        expectFrame(try child(node, 0), 10, 10, 126, 38)
    }

    @Test func backgroundAndOverlayKeepTheSize() throws {
        // SwiftUI: .background and .overlay never change the size; the decoration is offered the
        // view's size and aligned in it (here a 6 pt square at the top trailing corner).
        let badge = rectangle.frame(width: 6, height: 6)
        let view = text("Hi").padding(EdgeInsets(all: 4))
            .modified(.background(.view(circle, alignment: .center)))
            .modified(.overlay(.view(badge, alignment: Alignment(horizontal: .trailing, vertical: .top))))
        let node = layout(view)
        let (w, h) = (width("Hi") + 8, lineHeight() + 8)
        let (x, y) = ((146 - w) / 2, (58 - h) / 2)
        expectFrame(node, x, y, w, h)
        let background = try child(node, 0)
        #expect(background.name == "background")
        expectFrame(background, x, y, w, h)
        expectFrame(try child(background, 0), x, y, w, h)
        #expect(try child(background, 1).name == "padding")
        expectFrame(try child(node, 1), x + w - 6, y, 6, 6)
    }

    @Test func colorBackgroundFillsTheView() throws {
        // SwiftUI: .background(.red) is a colour as large as the view, drawn behind it.
        let node = layout(text("Hi").modified(.background(.color(.rgba(.white)))))
        let color = try child(node, 0)
        #expect(color.kind == .color(.rgba(.white)))
        #expect(color.frame == node.frame)
    }
}
