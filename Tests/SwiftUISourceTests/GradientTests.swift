import Devices
import Foundation
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// Gradients drawn as gradients (they were drawn as the mean of their colours): as a view, a
/// shape's fill and stroke, a background, a style's static member, with `.opacity`.
@Suite struct GradientTests {
    /// The widget's pixels in full colour at 1 pt a pixel, on no backdrop.
    static func pixels(_ body: String) throws -> PixelBuffer {
        let source = "import SwiftUI\nstruct GradientView: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        let result = SwiftUILoader.decode(text: source, path: "Gradient.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        return WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment,
                                                              device: DeviceCatalog.defaultDevice, pointsPerPixel: 1))
    }

    /// The widget's content area in the 160×72 slot: 7 pt in from each side.
    static let left = 8, right = 151, middle = 36

    static func isRed(_ p: PixelColor) -> Bool { p.red > 200 && p.green < 90 && p.blue < 90 }
    static func isBlue(_ p: PixelColor) -> Bool { p.blue > 200 && p.red < 90 && p.green < 160 }

    @Test func aLinearGradientViewRunsFromItsStartToItsEnd() throws {
        let buffer = try Self.pixels("LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)")
        #expect(Self.isRed(buffer[Self.left, Self.middle]), "\(buffer[Self.left, Self.middle])")
        #expect(Self.isBlue(buffer[Self.right, Self.middle]), "\(buffer[Self.right, Self.middle])")
        let halfway = buffer[(Self.left + Self.right) / 2, Self.middle]
        #expect(abs(Int(halfway.red) - Int(halfway.blue)) < 60 && halfway.red > 80, "halfway is a mix: \(halfway)")
    }

    @Test func stopsAtTheirLocations() throws {
        // Red until 80 % of the way: a quarter across is still red.
        let buffer = try Self.pixels("""
            Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .red, location: 0.8),
                                                   .init(color: .blue, location: 1)], startPoint: .leading, endPoint: .trailing))
            """)
        #expect(Self.isRed(buffer[Self.left + 36, Self.middle]))
        #expect(Self.isBlue(buffer[Self.right, Self.middle]))
    }

    @Test func aRadialFillIsItsFirstColourInTheMiddle() throws {
        let buffer = try Self.pixels("Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 29))")
        let centre = buffer[(Self.left + Self.right) / 2, Self.middle]
        #expect(Self.isRed(centre), "\(centre)")
        let edge = buffer[(Self.left + Self.right) / 2, Self.middle + 27]
        #expect(edge.blue > edge.red, "toward the rim it is blue: \(edge)")
    }

    @Test func aStyleMemberBackgroundAndOpacityAreGradientsToo() throws {
        let buffer = try Self.pixels("""
            Color.clear.background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
            """)
        // Half opaque over the dark backdrop: red at the top, blue at the bottom, neither full.
        let top = buffer[(Self.left + Self.right) / 2, 8], bottom = buffer[(Self.left + Self.right) / 2, 64]
        #expect(top.red > top.blue + 60 && top.red < 200, "red at the top, half opaque: \(top)")
        #expect(bottom.blue > bottom.red + 60 && bottom.blue < 200, "blue at the bottom, half opaque: \(bottom)")
    }
}

/// `.background(Circle().fill(color))` is a circle behind the view, not its colour filling the frame.
@Suite struct ShapeBackgroundTests {
    @Test func aFilledCircleBackgroundKeepsItsOutline() throws {
        let buffer = try GradientTests.pixels("""
            Text("ROV").frame(width: 58, height: 58).background(Circle().fill(.red))
            """)
        // The 58-pt frame's corner is outside the circle: not red; its middle's edge is.
        let corner = buffer[(GradientTests.left + GradientTests.right) / 2 - 27, 9]
        #expect(!GradientTests.isRed(corner), "the frame's corner is outside the circle: \(corner)")
        let side = buffer[(GradientTests.left + GradientTests.right) / 2 - 27, GradientTests.middle]
        #expect(GradientTests.isRed(side), "\(side)")
    }
}
