import Raster
@testable import Symbols
import Testing

/// Reversed subpaths: the basis of cut-outs under the non-zero rule.
@Suite struct VectorPathReversedTests {
    @Test func reversingTwiceGivesTheOriginal() throws {
        let text = "M 1 1 L 9 1 Q 12 5 9 9 C 6 12 3 12 1 9 Z M 20 20 L 30 20 L 30 30 Z"
        let path = try #require(SymbolPathParser.parse(text))
        #expect(path.reversed().reversed() == path)
        #expect(path.reversed() != path)
    }

    @Test func aReversedShapeCancelsTheShape() {
        let circle = VectorPath.circle(center: PixelPoint(x: 10, y: 10), radius: 7)
        var both = circle
        both.addPath(circle.reversed())
        #expect(Coverage(both, width: 20, height: 20).total < 0.01)
        #expect(Coverage(circle.reversed(), width: 20, height: 20).total > 150)
    }

    @Test func aHoleCutsOnlyWhereItLies() {
        var ring = VectorPath.circle(center: PixelPoint(x: 10, y: 10), radius: 8)
        ring.addPath(SymbolPart.hole(.circle(x: 10, y: 10, radius: 4)).outline ?? VectorPath())
        let c = Coverage(ring, width: 20, height: 20)
        #expect(c[10, 10] == 0 && c[10, 4] == 1)
    }
}
