import Devices
import Layout
import Testing
import ViewTree

struct LayoutDumpTests {
    @Test func dumpShowsOneNodePerLineWithFrames() {
        // VStack(spacing: 2) { Rectangle().frame(width: 40, height: 10); Circle().padding(3).frame(width: 20, height: 20) }
        let view = vstack(spacing: 2, rectangle.frame(width: 40, height: 10),
                          circle.padding(EdgeInsets(all: 3)).frame(width: 20, height: 20))
        let expected = """
            VStack (53, 13) 40×32
              frame width 40, height 10 (53, 13) 40×10
                Rectangle (53, 13) 40×10
              frame width 20, height 20 (63, 25) 20×20
                padding 3 (63, 25) 20×20
                  Circle (66, 28) 14×14
            """
        #expect(LayoutDump.text(of: layout(view)) == expected)
    }

    @Test func dumpQuotesTextLinesJoinedWithReturnSymbols() {
        // "Hi" at 10 pt is 9.1568 pt wide and 11.9 pt tall, centred in 146×58.
        #expect(LayoutDump.text(of: layout(text("Hi", size: 10))) == "Text \"Hi\" (68.42, 23.05) 9.16×11.9")
        let wrapped = layout(text("one two three").modified(.lineLimit(2)).frame(width: width("one two") + 1))
        #expect(LayoutDump.text(of: wrapped).contains("Text \"one two⏎three\""))
    }

    @Test func dumpDescribesImagesAndGauges() {
        // An Image shows its symbol name; a Gauge its style, value and range, with its ring below it.
        let gauge = View(.gauge(GaugeView(value: .literal(0.25), lowerBound: 0, upperBound: 1, style: .accessoryCircularCapacity)))
        let symbol = View(.image(ImageView(source: .symbol("bolt.fill"))))
        let dump = LayoutDump.text(of: layout(hstack(symbol, gauge)))
        #expect(dump.contains("Image bolt.fill "))
        #expect(dump.contains("Gauge accessoryCircularCapacity 0.25 in 0…1 "))
        #expect(dump.contains("    ring "))
    }
}
