import Raster
import Testing

/// `.accentColor(_:)`: `Color.accentColor` and a gauge's default tint inside take its colour, as
/// SwiftUI's environment gives them (it had been skipped, and everything drawn in the system blue).
@Suite struct AccentColorTests {
    static func isRed(_ p: PixelColor) -> Bool { p.red > 200 && p.green < 90 && p.blue < 90 }
    static func isSystemBlue(_ p: PixelColor) -> Bool { p.blue > 200 && p.red < 80 && p.green > 90 && p.green < 180 }

    /// How many of the picture's pixels pass `test`.
    static func count(_ buffer: PixelBuffer, _ test: (PixelColor) -> Bool) -> Int {
        var found = 0
        for y in 0..<buffer.height { for x in 0..<buffer.width where test(buffer[x, y]) { found += 1 } }
        return found
    }

    @Test func theAccentColourInsideIsTheOneSet() throws {
        let buffer = try GradientTests.pixels("Rectangle().fill(Color.accentColor).accentColor(.red)")
        #expect(Self.isRed(buffer[GradientTests.left, GradientTests.middle]), "\(buffer[GradientTests.left, GradientTests.middle])")
        #expect(Self.count(buffer, Self.isSystemBlue) == 0)
    }

    @Test func aGaugesDefaultTintFollowsIt() throws {
        let buffer = try GradientTests.pixels("ProgressView(value: 1.0).progressViewStyle(.linear).accentColor(.red)")
        #expect(Self.count(buffer, Self.isRed) > 100, "the bar is drawn in red")
        #expect(Self.count(buffer, Self.isSystemBlue) == 0)
    }

    @Test func nilGivesBackTheSystemAccentAndAnOuterOneYieldsToAnInnerOne() throws {
        let buffer = try GradientTests.pixels("""
            VStack(spacing: 0) {
                Rectangle().fill(Color.accentColor).accentColor(nil)
                Rectangle().fill(Color.accentColor).accentColor(.green)
            }.accentColor(.red)
            """)
        #expect(Self.isSystemBlue(buffer[GradientTests.left, 10]), "\(buffer[GradientTests.left, 10])")
        let lower = buffer[GradientTests.left, 60]
        #expect(lower.green > 150 && lower.red < 90, "\(lower)")
        #expect(Self.count(buffer, Self.isRed) == 0)
    }
}
