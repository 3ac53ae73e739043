import Devices
import Layout
import LockScreen
import Rendering
import Testing
import ViewTree

/// An inline widget's `Text("\(Image(systemName: "bolt.fill")) 80% charged")` shows its symbol
/// on the date line as a symbol, in the order the text has it.
@Suite struct InlineSymbolTextTests {
    @Test func aSymbolInsideTheTextIsAPieceOfTheLine() {
        let view = View(.text([TextRun(piece: .symbol("bolt.fill")), .literal(" 80% charged")]))
        let environment = WidgetEnvironment(family: .inline)
        let root = LayoutEngine.layout(view, in: Size(width: 234, height: 26), environment: environment)
        let content = InlineContent(root, redaction: RedactionRule(privacy: false))
        #expect(content.pieces == [.symbol("bolt.fill", redacted: false), .text("80% charged", redacted: false)])
    }
}
