import Raster
import SwiftUISource
import Testing

/// `.mask`: a mask of one shape at one opacity is that shape's clip at that opacity
/// (rescomputer/res-ios's translucent panel had been drawn opaque, its label unreadable); another
/// mask is drawn unmasked, said.
@Suite struct MaskTests {
    @Test func aShapeMaskAtOneOpacityIsItsClipAtThatOpacity() throws {
        let buffer = try GradientTests.pixels("Color.white.frame(width: 40, height: 20).mask(RoundedRectangle(cornerRadius: 4).opacity(0.5))")
        let middle = buffer[80, 36]
        // Half white over the dark backdrop (#1C1C1E): about halfway.
        #expect(middle.red > 120 && middle.red < 160, "\(middle)")
        #expect(!(buffer[60, 26].red > 120), "the rounded corner is clipped: \(buffer[60, 26])")
    }

    @Test func anotherMaskIsDrawnUnmaskedAndSaidSo() throws {
        let source = """
            import SwiftUI
            struct Fade: View {
                var body: some View {
                    Color.white.frame(width: 40, height: 20).mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                }
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Fade.swift")
        #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'.mask' is approximated: the view is drawn unmasked") },
                "\(result.diagnostics.map(\.message))")
    }
}
