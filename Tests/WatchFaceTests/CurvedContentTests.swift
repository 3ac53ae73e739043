import Devices
import Testing
import ViewTree
import WatchFaces
import WidgetFormat

/// `.widgetCurvesContent()`: a corner's text follows the bezel outside its label instead of
/// sitting upright in the corner's circle.
@Suite struct CurvedContentTests {
    static func corner(curved: Bool) throws -> Widget {
        let text = """
            format: 1
            name: Distance
            families: [corner]
            view:
              Text: "12.4 km"
              widgetCurvesContent: \(curved)
              widgetLabel: "Today"
            """
        return try #require(WidgetLoader.decode(text: text).widget)
    }

    /// The rows holding each character the face writes, by character.
    static func rows(curved: Bool) throws -> [String: Set<Int>] {
        let layout = WatchFaceLayout(style: .infograph, watch: try #require(WatchCatalog.watch(named: "45mm")))
        let scene = WatchFaceScene(layout: layout, widgets: ["top-left": FaceWidget(widget: try corner(curved: curved))])
        let grid = WatchFaceRenderer().render(scene, options: WatchFaceFixtures.options(mode: .fullColor))
        var rows: [String: Set<Int>] = [:]
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                guard case .character(let character) = grid[column, row].glyph else { continue }
                rows[String(character), default: []].insert(row)
            }
        }
        return rows
    }

    @Test func curvedTextClimbsTheBezelOutsideItsLabel() throws {
        let curved = try Self.rows(curved: true)
        for letter in ["1", "2", "4", "k", "m", "T", "d", "y"] {
            #expect(curved[letter] != nil, "the curved corner lacks '\(letter)'")
        }
        // Along the curve the first and last letters of "12.4 km" are on different rows, and the
        // text lies outside "Today" (nearer the screen's corner: above it at the top left).
        #expect(curved["1"] != curved["m"])
        #expect((curved["m"]?.min() ?? .max) < (curved["T"]?.min() ?? .min))
        let upright = try Self.rows(curved: false)
        #expect(upright["m"] == nil || upright["m"] != curved["m"], "without the modifier the text is drawn in the corner's circle")
    }
}
