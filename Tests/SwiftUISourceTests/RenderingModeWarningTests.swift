import SwiftUISource
import Testing

/// A body that reads `widgetRenderingMode` runs other code in each mode: what the full-colour or
/// accented branch says is reported too, not only what the vibrant one says (a full-colour-only
/// stand-in was drawn without a word).
@Suite struct RenderingModeWarningTests {
    @Test func aWarningOfTheFullColourBranchIsReported() {
        let source = """
        import SwiftUI

        struct ModeView: View {
            @Environment(\\.widgetRenderingMode) private var renderingMode
            var body: some View {
                if renderingMode == .fullColor {
                    Text("Full").foregroundStyle(Color.brandMissing)
                } else {
                    Text("Vibrant")
                }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Mode.swift")
        let places = result.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(places == ["7:48"], "\(result.diagnostics.map(\.message))")
    }
}
