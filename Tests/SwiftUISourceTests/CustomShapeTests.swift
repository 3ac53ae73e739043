import Devices
import Foundation
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// A `Shape` the widget declares is drawn from its own `path(in:)` (stretched to its frame),
/// filled or stroked like SwiftUI's shapes; a `Path { … }` view is drawn as built.
@Suite struct CustomShapeTests {
    static let source = """
    import SwiftUI

    struct Wedge: Shape {
        var fraction: Double
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let center = CGPoint(x: rect.midX, y: rect.midY)
            path.move(to: center)
            path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            path.closeSubpath()
            return path
        }
    }

    struct HalfView: View {
        var body: some View {
            Wedge(fraction: 0.5).fill(.red).frame(width: 40, height: 40)
        }
    }
    """

    @Test func aDeclaredShapeIsFilledAlongItsPath() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Half.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let buffer = WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment,
                                                                    device: DeviceCatalog.defaultDevice, pointsPerPixel: 1.0 / 3))
        let isRed = { (pixel: PixelColor) in pixel.alpha > 200 && pixel.red > 200 && pixel.green < 120 && pixel.blue < 120 }
        var red: [(x: Int, y: Int)] = []
        for y in 0..<buffer.height { for x in 0..<buffer.width where isRed(buffer[x, y]) { red.append((x, y)) } }
        let minX = try #require(red.map(\.x).min()), maxX = try #require(red.map(\.x).max())
        let minY = try #require(red.map(\.y).min()), maxY = try #require(red.map(\.y).max())
        // From 12 o'clock clockwise to 6 o'clock: the right half of a 40 pt (120 px) disc.
        #expect(abs((maxY - minY) - 120) <= 3, "the half disc is the frame's height: \(maxY - minY) px")
        #expect(abs((maxX - minX) - 60) <= 3, "and half its width: \(maxX - minX) px")
        let middleRow = (minY + maxY) / 2
        let rowWidth = red.filter { $0.y == middleRow }.count
        #expect(abs(rowWidth - 60) <= 3, "the flat side is the vertical diameter: \(rowWidth) px across the middle")
    }
}

extension CustomShapeTests {
    /// A shape's `path(in:)` is asked for the frame it is drawn in, so lengths the code fixes in
    /// points stay points: rays 10–20 pt from the centre of a 15-pt frame reach past it, as
    /// SwiftUI draws them (burhanhaq/SimpleAzaan's sun), not a tenth as long under the sun.
    @Test func aDeclaredShapesFixedLengthsArePointsAtItsOwnSize() throws {
        let source = """
        import SwiftUI
        struct Rays: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX + 10, y: rect.midY))
                    path.addLine(to: CGPoint(x: rect.midX + 20, y: rect.midY))
                }
            }
        }
        struct SunView: View {
            var body: some View {
                Rays().stroke(Color.red, lineWidth: 2).frame(width: 15, height: 15)
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Sun.swift")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let buffer = WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment,
                                                                    device: DeviceCatalog.defaultDevice, pointsPerPixel: 1.0 / 3))
        let red = (0..<buffer.height).flatMap { y in (0..<buffer.width).filter { x in
            let pixel = buffer[x, y]
            return pixel.alpha > 200 && pixel.red > 200 && pixel.green < 120
        } }
        let minX = try #require(red.min()), maxX = try #require(red.max())
        // The 15-pt frame is centred in the picture; the ray's 2-pt line (6 px) may end in round caps.
        #expect((30...37).contains(maxX - minX), "the ray is 10 pt (30 px) long: \(maxX - minX) px")
        #expect(abs((minX + maxX) / 2 - (buffer.width / 2 + 45)) <= 2, "its middle 15 pt right of the centre: \(minX)–\(maxX) px of \(buffer.width)")
    }
}
