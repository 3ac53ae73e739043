import SwiftUISource
import Testing
import ViewTree

/// An SF Symbol drawn in its other form (`drop` as `drop.fill`) is said once, at its first use:
/// a rain-chance row of filled and outlined drops would otherwise read as all filled, unsaid.
@Suite struct SymbolFormTests {
    @Test func anOutlineDrawnFilledIsSaidOnce() {
        let source = """
            import SwiftUI
            struct Rain: View {
                var body: some View {
                    HStack {
                        ForEach(0..<3) { _ in Image(systemName: "drop.fill") }
                        ForEach(0..<2) { _ in Image(systemName: "drop") }
                        Image(systemName: "heart")
                    }
                }
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Rain.swift")
        let warnings = result.renderedDiagnostics.filter { $0.contains(": warning: ") }.map { $0.components(separatedBy: "\n")[0] }
        #expect(warnings == ["Rain.swift:6:35: warning: SF Symbol 'drop' is drawn as 'drop.fill', its filled form: the built-in set has no drawing of its own for it"],
                "\(warnings)")
    }

    /// `moon` has an outlined drawing of its own (Material Icons' crescent is filled only).
    @Test func theOutlinedMoonIsDrawnAsAnOutline() {
        let result = SwiftUILoader.decode(text: "import SwiftUI\nImage(systemName: \"moon\")", path: "Moon.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        #expect(SymbolCatalog.handDrawnNames.contains("moon"))
    }
}
