import Foundation
import SwiftUISource
import Testing

/// The system font's designs: monospaced and rounded have faces here (rounded drawn with the
/// default design's, which differs only in its strokes' ends), serif and custom fonts do not and
/// say so, once each, where the code asks for them.
@Suite struct FontDesignTests {
    @Test func serifAndCustomFontsAreWarnedAndRoundedIsDrawnSilently() throws {
        let source = """
        import SwiftUI

        struct ScoreView: View {
            var body: some View {
                VStack {
                    Text("12").font(.system(size: 30, weight: .bold, design: .rounded))
                    Text("Away").fontDesign(.rounded)
                    Text("Home").fontDesign(.serif)
                    Text("Final").font(.custom("Avenir Next", size: 12))
                    Text("0:42").fontDesign(.monospaced)
                }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Score.swift")
        let messages = result.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("8:the serif design of the system font (New York) has no stand-in here") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("9:the font 'Avenir Next' is not drawn here") }, "\(messages)")
        #expect(result.widget != nil)
    }

    /// Ruuvi's fonts: `extension SwiftUI.Font { static func mulish(_:size:relativeTo:) }` gives
    /// `.custom("Mulish-Bold", size: 13, relativeTo: .subheadline)`, drawn at its size in the
    /// system font and said so, instead of skipped as a font the preview does not know.
    @Test func aFontTheSourceAddsToFontIsItsCustomFontAtItsSize() throws {
        let source = """
        import SwiftUI

        enum MulishWeight: String { case regular = "Regular", bold = "Bold" }

        public extension SwiftUI.Font {
            static func mulish(_ weight: MulishWeight, size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {
                .custom("Mulish-" + weight.rawValue, size: size, relativeTo: textStyle)
            }
        }

        struct NameView: View {
            var body: some View {
                Text("Sauna").font(.mulish(.bold, size: 30, relativeTo: .subheadline))
            }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Name.swift")
        #expect(laidOut.result.diagnostics.map(\.message) == ["the font 'Mulish-Bold' is not drawn here (the app bundles no font file of that name); the system font stands in at its size"])
        let text = try #require(laidOut.root.allNodes.first { $0.name == "Text" })
        #expect(text.frame.height > 30, "a 30-point line, not the body style's: \(text.frame)")
    }
}
