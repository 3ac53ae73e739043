import Cells
import Foundation
import Raster
import Testing
import Writers

/// A picture with every kind of drawing, for looking at: set `LOCKSCREEN_RENDER_PREVIEW` to a
/// directory and the test writes `preview.ans` (truecolor), `preview-256.ans` and
/// `widget-frame.ans` there (view them with `cat` or `ansi2png`).
@Suite struct PreviewTests {
    static func previewGrid() -> CellGrid {
        let columns = 80, rows = 20
        var canvas = PixelCanvas(width: columns, height: rows * 2, background: PixelColor(hex: 0x0B0B0F))
        // A gradient strip along the bottom, from orange to blue.
        for x in 0..<columns {
            let t = Double(x) / Double(columns - 1)
            let color = PixelColor(red: UInt8(255 * (1 - t)), green: UInt8(159 * (1 - t) + 132 * t), blue: UInt8(10 + 245 * t))
            canvas.fill(PixelRect(x: Double(x), y: 34, width: 1, height: 6), with: color)
        }
        // A circular gauge: a three-quarter ring open at the bottom, filled to 60 %.
        let center = PixelPoint(x: 16, y: 16), radius = 12.5
        canvas.fill(.arcStroke(center: center, radius: radius, startAngle: 0.75 * .pi, endAngle: 2.25 * .pi,
                               lineWidth: 4, cap: .round), with: PixelColor(hex: 0x3A3A3C))
        canvas.fill(.arcStroke(center: center, radius: radius, startAngle: 0.75 * .pi, endAngle: (0.75 + 1.5 * 0.6) * .pi,
                               lineWidth: 4, cap: .round), with: PixelColor(hex: 0x30D158))
        canvas.fill(.circle(center: PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: 1.65 * .pi),
                            radius: 2.5), with: .white)
        // A rounded rectangle with a translucent capsule over it, clipped to a circle on the right.
        canvas.fill(.roundedRect(PixelRect(x: 34, y: 3, width: 42, height: 26), cornerRadius: 7), with: PixelColor(hex: 0x2C2C2E))
        canvas.fill(.capsule(in: PixelRect(x: 38, y: 20, width: 34, height: 6)), with: PixelColor(hex: 0x0A84FF).withOpacity(0.8))
        canvas.withClip(to: .circle(center: PixelPoint(x: 70, y: 10), radius: 5)) { c in
            c.fill(PixelRect(x: 60, y: 0, width: 20, height: 20), with: PixelColor(hex: 0xFFD60A))
        }
        canvas.fill(.lineSegment(from: PixelPoint(x: 38, y: 8), to: PixelPoint(x: 58, y: 16), width: 1.5), with: PixelColor(hex: 0xFF453A))
        var grid = HalfBlockEncoder().encode(canvas.buffer)
        grid.put(text: "9:41 MON 6 ☀", at: CellPosition(column: 38, row: 2), foreground: .rgb(.white), bold: true)
        grid.put(text: "60%", at: CellPosition(column: 15, row: 8), foreground: .rgb(.white))
        grid.put(text: "日本", at: CellPosition(column: 38, row: 4), foreground: .rgb(RGB24(hex: 0xEBEBF5)))
        return grid
    }

    @Test func previewPictureRoundTripsAndIsWrittenOnRequest() throws {
        let grid = Self.previewGrid()
        let ansi = AnsiWriter().write(grid)
        #expect(AnsiParser.parse(ansi) == grid.displayForm)
        guard let directory = ProcessInfo.processInfo.environment["LOCKSCREEN_RENDER_PREVIEW"] else { return }
        let folder = URL(fileURLWithPath: directory)
        try Data(ansi).write(to: folder.appendingPathComponent("preview.ans"))
        try Data(AnsiWriter(depth: .palette256).write(grid)).write(to: folder.appendingPathComponent("preview-256.ans"))
        try Data(AnsiWriter().write(TestPictures.widgetFrame())).write(to: folder.appendingPathComponent("widget-frame.ans"))
        try Data(PlainTextWriter().write(grid)).write(to: folder.appendingPathComponent("preview.txt"))
    }
}
