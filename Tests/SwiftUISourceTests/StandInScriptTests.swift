import SwiftUISource
import Testing
import WidgetFormat

/// Text in a script the preview's text font lacks is drawn from a fallback font, not iOS's own
/// for it: said once, at the text (the LaMancha watch complication's Korean bezel label).
@Suite struct StandInScriptTests {
    @Test func koreanTextIsWarnedLatinTextIsNot() {
        let korean = SwiftUILoader.decode(text: "import SwiftUI\nText(\"가네저 별을 향하여\")\n", path: "Korean.swift")
        #expect(korean.renderedDiagnostics.joined().contains("Korean.swift:2:1: warning: this text's Korean is drawn from a fallback font, where iOS uses its own (Apple SD Gothic Neo)"),
                "\(korean.renderedDiagnostics)")
        let latin = SwiftUILoader.decode(text: "import SwiftUI\nText(\"Café 12°\")\n", path: "Latin.swift")
        #expect(latin.diagnostics.isEmpty, "\(latin.renderedDiagnostics)")
    }
}
