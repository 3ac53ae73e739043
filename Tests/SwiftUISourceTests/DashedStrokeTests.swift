import Devices
import Foundation
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// `StrokeStyle(dash:)` on a shape's stroke draws dashes along its outline (Squirrel's average
/// line was drawn solid, unsaid): 6 pt on, 6 pt off along a 120-pt line is ten dashes.
@Suite struct DashedStrokeTests {
    @Test func aDashedLineHasItsDashes() throws {
        let source = """
            import SwiftUI
            struct Line: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: rect.midY))
                    path.addLine(to: CGPoint(x: 120, y: rect.midY))
                    return path
                }
            }
            struct Average: View {
                var body: some View {
                    Line().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [6])).frame(width: 120, height: 10)
                }
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Average.swift")
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        let pixels = WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice,
                                                                    pointsPerPixel: 1))
        // The row through the line: runs of red pixels.
        let rows = (0..<pixels.height).map { y in (0..<pixels.width).filter { pixels[$0, y].red > 180 && pixels[$0, y].green < 120 } }
        let row = try #require(rows.max { $0.count < $1.count })
        var runs = 0
        for (index, x) in row.enumerated() where index == 0 || row[index - 1] != x - 1 { runs += 1 }
        #expect(runs == 10, "dashes: \(runs) runs in \(row)")
    }
}
