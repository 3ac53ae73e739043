import Foundation
import SwiftUISource
import Testing

/// What a `GeometryReader`'s content approximates is warned with the widget's other messages,
/// though the layout makes that content later, at each size it offers.
@Suite struct GeometryReaderWarningTests {
    @Test func theContentsWarningsAreSaidWhenTheWidgetIsRead() throws {
        let source = """
        import SwiftUI

        struct RingView: View {
            var body: some View {
                GeometryReader { geometry in
                    Text("72%")
                        .kerning(2)
                        .frame(width: geometry.size.width)
                }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Ring.swift")
        #expect(result.widget != nil)
        #expect(result.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }
            == ["7:'.kerning' is approximated: letters keep the font's spacing"])
    }
}
