import Raster
import Testing

/// `.border(_:width:)` is a rectangle's outline over the view, inside its bounds (zhaoquntao/
/// LockScreenDemo's `.border(.red, width: 1)` had been skipped); a shape's `stroke` is centred on
/// its edge (it had been drawn wholly outside the frame).
@Suite struct BorderTests {
    /// The columns of row 36 and the rows of column 80 that are red.
    static func redLines(_ body: String) throws -> (row: [Int], column: [Int]) {
        let buffer = try GradientTests.pixels(body)
        return ((0..<buffer.width).filter { AccentColorTests.isRed(buffer[$0, 36]) },
                (0..<buffer.height).filter { AccentColorTests.isRed(buffer[80, $0]) })
    }

    @Test func aBorderOutlinesTheViewsBoundsInside() throws {
        // The 40×20 frame covers pixels 60…99 by 26…45 of the slot (Color.red fills exactly those).
        let filled = try Self.redLines("Color.red.frame(width: 40, height: 20)")
        #expect(filled.row == Array(60...99) && filled.column == Array(26...45))
        let border = try Self.redLines("Color.clear.frame(width: 40, height: 20).border(.red, width: 3)")
        #expect(border.row == [60, 61, 62, 97, 98, 99], "\(border.row)")
        #expect(border.column == [26, 27, 28, 43, 44, 45], "\(border.column)")
    }

    @Test func aStrokeIsCentredOnTheShapesEdge() throws {
        // A 4-pt stroke of the 40×20 rectangle: 2 pt outside its edge and 2 inside.
        let stroke = try Self.redLines("Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 20)")
        #expect(stroke.row == [58, 59, 60, 61, 98, 99, 100, 101], "\(stroke.row)")
    }
}
