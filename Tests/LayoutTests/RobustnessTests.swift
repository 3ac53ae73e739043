import Devices
import Layout
import Testing
import ViewTree

struct RobustnessTests {
    @Test func absurdNumbersNeverCrashAndGiveFiniteFrames() {
        // Layout must survive any numbers a file holds: NaN, infinities, negatives, huge values.
        let view = hstack(
            spacing: .infinity,
            text("A").modified(.frame(FrameSpec(width: .nan, height: -5))),
            text("B").padding(EdgeInsets(top: -.infinity, leading: .nan, bottom: 1e300, trailing: -3)),
            text("C").font(FontSpec(size: .nan)).modified(.lineLimit(-2)).modified(.opacity(.nan)),
            spacer(minLength: -.infinity),
            rectangle.modified(.frame(FrameSpec(minWidth: .infinity, idealWidth: .nan, maxWidth: -1))),
            View(.image(ImageView(source: .file(written: "x", resolvedPath: "x", pixelWidth: -3, pixelHeight: 0), resizing: .fit)))
        )
        for size in [Size(width: .nan, height: .infinity), Size(width: -10, height: 1e300), rectangularArea] {
            let node = layout(view, in: size)
            for part in node.allNodes {
                let numbers = [part.frame.x, part.frame.y, part.frame.width, part.frame.height]
                #expect(numbers.allSatisfy { $0.isFinite }, "\(part.name)")
            }
            #expect(!LayoutDump.text(of: node).isEmpty)
        }
    }

    @Test func emptyTextHasOneLineOfHeight() {
        // SwiftUI: Text("") has no width but the height of a line.
        expectFrame(layout(text("")), 73, (58 - lineHeight()) / 2, 0, lineHeight())
    }

    @Test func accessoryWidgetBackgroundIsAbsentInline() {
        // WidgetKit: AccessoryWidgetBackground is an empty view in the inline family.
        let node = layout(zstack(View(.accessoryWidgetBackground), text("Hi")), in: Size(width: 234, height: 26), family: .inline)
        #expect(node.children.map(\.name) == ["Text"])
    }
}
