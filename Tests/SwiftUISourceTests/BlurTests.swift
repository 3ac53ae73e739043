import Devices
import Foundation
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// `.blur(radius:)` blurs the view's drawing (burhanhaq/SimpleAzaan's soft grey disc behind its
/// prayer time was drawn sharp, with a warning); layout is unchanged.
@Suite struct BlurTests {
    static func pixels(_ modifier: String, side: Int = 20, family: WidgetFamily = .rectangular) throws -> (buffer: PixelBuffer, messages: [String]) {
        let source = """
        import SwiftUI
        struct GlowView: View {
            var body: some View {
                Circle().fill(Color.red).frame(width: \(side), height: \(side))\(modifier)
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Glow.swift")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let buffer = WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment,
                                                                    device: DeviceCatalog.defaultDevice, pointsPerPixel: 1.0 / 3))
        return (buffer, result.diagnostics.map(\.message))
    }

    @Test func aBlurredDiscFadesOutPastItsEdgeAndKeepsItsCentre() throws {
        let sharp = try Self.pixels("")
        let blurred = try Self.pixels(".blur(radius: 3)")
        #expect(blurred.messages.isEmpty, "\(blurred.messages)")
        let (cx, cy) = (sharp.buffer.width / 2, sharp.buffer.height / 2)
        // 10 pt (30 px) is the disc's radius; 4 pt (12 px) past its edge nothing is drawn sharp,
        // and the blur (σ = 3 pt = 9 px) reaches there.
        let outside = (x: cx + 30 + 12, y: cy)
        func redness(_ pixel: PixelColor) -> Int { Int(pixel.red) - Int(pixel.green) }
        #expect(redness(sharp.buffer[outside.x, outside.y]) <= 2)
        #expect(redness(blurred.buffer[outside.x, outside.y]) > 10, "\(blurred.buffer[outside.x, outside.y])")
        // The edge is softened: just inside it the blurred disc is less red than the sharp one.
        let inside = (x: cx + 30 - 3, y: cy)
        #expect(redness(blurred.buffer[inside.x, inside.y]) < redness(sharp.buffer[inside.x, inside.y]) - 20)
        // The middle of the disc stays red.
        #expect(abs(redness(blurred.buffer[cx, cy]) - redness(sharp.buffer[cx, cy])) <= 8, "\(blurred.buffer[cx, cy])")
    }

    /// A circular widget's disc cuts the blur that spreads past it, as it cuts any drawing:
    /// SimpleAzaan's 60-pt grey glow in a 58-pt disc showed as a square.
    @Test func theCircularDiscCutsTheBlur() throws {
        let blurred = try Self.pixels(".blur(radius: 8)", side: 60, family: .circular)
        let buffer = blurred.buffer
        let (cx, cy) = (Double(buffer.width) / 2, Double(buffer.height) / 2)
        // The content disc is 58 pt (174 px) across: a pixel 95 px out along the diagonal is
        // inside its bounding square and outside the disc.
        let corner = (x: Int(cx + 95 / 2.0.squareRoot()), y: Int(cy + 95 / 2.0.squareRoot()))
        let edge = (x: Int(cx + 80), y: Int(cy))
        #expect(Int(buffer[corner.x, corner.y].red) - Int(buffer[corner.x, corner.y].green) <= 2, "\(buffer[corner.x, corner.y])")
        #expect(Int(buffer[edge.x, edge.y].red) - Int(buffer[edge.x, edge.y].green) > 10, "the blur reaches the disc's edge: \(buffer[edge.x, edge.y])")
    }
}
