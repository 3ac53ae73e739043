import Devices
import Layout
import Symbols
import Testing
import ViewTree

struct ImageTests {
    func png(_ resizing: ImageView.ContentMode? = nil) -> View {
        View(.image(ImageView(source: .file(written: "logo.png", resolvedPath: "/tmp/logo.png", pixelWidth: 90, pixelHeight: 60),
                              resizing: resizing)))
    }

    @Test func symbolTakesItsSizeFromTheFont() {
        // SwiftUI: Image(systemName:) scales with the font; here 1.2 × 20 by 1 × 20.
        let node = layout(View(.image(ImageView(source: .symbol("heart.fill")))).font(FontSpec(size: 20)))
        expectFrame(node, (146 - 24) / 2, 19, 24, 20)
    }

    @Test func aNarrowSymbolIsAsWideAsItsDrawingAndItsSideRoom() throws {
        // SF Symbols' advances follow their ink: a drop is narrower than a heart (louiskl/thirsty's
        // drop had pushed "1,20 von 2,00 L" to a second line in a 1.2-em box). The drawing's width
        // at the symbol's height and 0.2 em of room, at most the 1.2-em box a square symbol keeps.
        let aspect = try #require(SymbolLibrary.aspectRatio(for: "drop.fill"))
        #expect(aspect < 0.9, "the drop is narrower than tall: \(aspect)")
        let drop = layout(View(.image(ImageView(source: .symbol("drop.fill")))).font(FontSpec(size: 20)))
        #expect(abs(drop.frame.width - 20 * (aspect + 0.2)) < 0.01, "\(drop.frame)")
        #expect(drop.frame.height == 20)
        let square = layout(View(.image(ImageView(source: .symbol("checkmark.circle.fill")))).font(FontSpec(size: 20)))
        #expect(square.frame.width == 24, "a square symbol keeps the whole box: \(square.frame)")
        let unknown = layout(View(.image(ImageView(source: .symbol("no.such.symbol")))).font(FontSpec(size: 20)))
        #expect(unknown.frame.width == 24, "the placeholder is the whole box")
    }

    @Test func aResizableSymbolHasItsDrawingsProportions() throws {
        // AnshulS853/ProjectAlpha's `newspaper.circle.fill` resizable and fitted in the circular
        // slot's 58 pt: a disc 58 across, not the 1.2-em line box's 58 by 48.
        let disc = View(.image(ImageView(source: .symbol("circle.fill"), resizing: .fit)))
        let node = layout(disc, in: Size(width: 58, height: 58), family: .circular)
        let aspect = try #require(SymbolLibrary.aspectRatio(for: "circle.fill"))
        #expect(abs(node.frame.height - 58) < 0.01 && abs(node.frame.width - 58 * aspect) < 0.01, "\(node.frame)")
    }

    @Test func pngKeepsItsNaturalSizeAtThreePixelsPerPoint() {
        // SwiftUI: a non-resizable Image keeps its natural size (90×60 px at @3x: 30×20 pt).
        // In a 10×10 frame at (68, 24) it overflows, centred.
        expectFrame(layout(png().frame(width: 10, height: 10)).children[0], 58, 19, 30, 20)
    }

    @Test func resizableFitAndFillKeepTheAspectRatio() throws {
        // SwiftUI: .resizable().scaledToFit() in 60×60 is 60×40; scaledToFill covers it, 90×60.
        let fit = layout(png(.fit).frame(width: 60, height: 60))
        expectFrame(try child(fit, 0), 43, 9, 60, 40)
        let fill = layout(png(.fill).frame(width: 60, height: 60))
        expectFrame(try child(fill, 0), 28, -1, 90, 60)
        let stretch = layout(png(.stretch).frame(width: 60, height: 50))
        expectFrame(try child(stretch, 0), 43, 4, 60, 50)
    }

    @Test func shapeWithNoProposalTakesItsIdealSize() throws {
        // SwiftUI: a shape proposed nil (here by ViewThatFits' ideal-size check) is 10×10; in the
        // proposal it fills it.
        let node = layout(View(.viewThatFits(axes: [], children: [circle])))
        expectFrame(node, 0, 0, 146, 58)
    }
}
