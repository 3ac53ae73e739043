import Devices
import Layout
import Testing
import ViewTree

/// `.aspectRatio(_:contentMode:)` on views that are not images, against SwiftUI's rules: the child
/// is offered the largest size of the ratio inside the offer (fit) or the smallest covering it
/// (fill), and the modifier takes the child's answer.
struct AspectRatioTests {
    @Test func fitTakesTheOffersShorterSide() {
        // SwiftUI: Circle().aspectRatio(1, contentMode: .fit) in 146×58 is a 58-pt circle, centred.
        let node = layout(circle.modified(.aspectRatio(1, fills: false)))
        expectFrame(node, 44, 0, 58, 58)
    }

    @Test func fillTakesTheOffersLongerSide() {
        // SwiftUI: the same with .fill is 146 square, overflowing the 58-pt height, centred.
        let node = layout(circle.modified(.aspectRatio(1, fills: true)))
        expectFrame(node, 0, (58 - 146) / 2, 146, 146)
    }

    @Test func aWideRatioIsLimitedByTheWidth() {
        // Ratio 4 (width over height) in 146×58: 146 wide, 36.5 tall.
        let node = layout(rectangle.modified(.aspectRatio(4, fills: false)))
        expectFrame(node, 0, (58 - 36.5) / 2, 146, 36.5)
    }

    @Test func theFrameAroundItNarrowsTheOffer() throws {
        // Emoji Rangers' avatar: ZStack { Circle(); Text(emoji) at 500 pt, minimumScaleFactor
        // 0.01 }.aspectRatio(1, .fit).frame(maxWidth: 50) in a 22.67-pt tall compact island is
        // a 22.67-pt circle in a 50-pt wide frame.
        let emoji = text("🐳", size: 500).modified(.minimumScaleFactor(0.01))
        let avatar = zstack(circle, emoji).modified(.aspectRatio(1, fills: false)).frame(maxWidth: 50)
        let node = layout(avatar, in: Size(width: 92, height: 22.67))
        expectFrame(node, 21, 0, 50, 22.67)
        let square = try child(node, 0)
        expectFrame(square, 21 + (50 - 22.67) / 2, 0, 22.67, 22.67)
    }

    @Test func withoutARatioTheIdealSizeGivesIt() {
        // No ratio: the child's ideal size's. A text's ideal is one line, so the offer is
        // narrowed to that shape and the text keeps its line.
        let node = layout(text("Hi").modified(.aspectRatio(nil, fills: false)))
        expectFrame(node, (146 - width("Hi")) / 2, (58 - lineHeight()) / 2, width("Hi"), lineHeight())
    }

    @Test func anUnspecifiedOfferFollowsTheOtherSide() {
        // Offered a width and no height (a vertical ScrollView's content): height = width / ratio.
        let node = LayoutEngine.size(rectangle.modified(.aspectRatio(2, fills: false)), width: 100, height: nil,
                                     environment: WidgetEnvironment(family: .rectangular))
        #expect(node == Size(width: 100, height: 50))
    }
}
