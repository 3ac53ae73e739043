import Devices
import Foundation
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// Swift Charts widgets from RealCode/ drawn at device pixels in full colour: the marks sit
/// where their values put them (their goldens show the cells; these check the geometry).
@Suite struct ChartTests {
    /// Picture pixels per point: the default iPhone's 3×.
    static let devicePixelsPerPoint = 3.0

    static func pixels(_ name: String) throws -> PixelBuffer {
        let path = RealCodeTests.folder.appendingPathComponent(name).path
        let result = SwiftUILoader.load(path: path, displayPath: "RealCode/" + name)
        let widget = try #require(result.widgets.first)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime,
                                            timeZone: TimeZone(identifier: "UTC")!)
        return WidgetRenderer().pixels(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice,
                                                              pointsPerPixel: 1 / devicePixelsPerPoint))
    }

    /// The accent colour (#0A84FF, the marks' default) drawn opaque: blue well above red.
    static func isAccent(_ pixel: PixelColor) -> Bool {
        pixel.alpha > 200 && pixel.blue > 200 && pixel.red < 80 && pixel.green > 90 && pixel.green < 180
    }

    /// The rows of each column holding pixels that pass `test`.
    static func columns(_ buffer: PixelBuffer, where test: (PixelColor) -> Bool) -> [Int: [Int]] {
        var found: [Int: [Int]] = [:]
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where test(buffer[x, y]) { found[x, default: []].append(y) }
        }
        return found
    }

    static func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(max(values.count, 1)) }

    @Test func aRisingLineRisesAndHiddenAxesGiveTheWholeWidthToThePlot() throws {
        let buffer = try Self.pixels("chart-line-hidden-axes.swift")
        let line = Self.columns(buffer, where: Self.isAccent)
        let left = try #require(line.keys.min()), right = try #require(line.keys.max())
        let leftY = Self.mean(line[left] ?? []), rightY = Self.mean(line[right] ?? [])
        #expect(leftY > rightY + 60, "the glucose rises from 90 to 176: the line's right end is higher (a smaller y) than its left")
        #expect(Double(right - left) > Double(buffer.width) * 0.8, "with both axes hidden the line spans the plot: \(left)…\(right) of \(buffer.width)")
    }

    @Test func barsAreAsTallAsTheirValuesAndTheRuleSitsAtItsValue() throws {
        let buffer = try Self.pixels("chart-bars-rule.swift")
        let bars = Self.columns(buffer, where: Self.isAccent)
        // Bars are runs of neighbouring columns; each bar's height is its tallest column.
        var runs: [[Int]] = []
        for x in bars.keys.sorted() {
            if let last = runs.last?.last, last == x - 1 { runs[runs.count - 1].append(x) } else { runs.append([x]) }
        }
        try #require(runs.count == 5, "five bars, found \(runs.count)")
        let bottoms = runs.map { run in run.compactMap { bars[$0]?.max() }.max() ?? 0 }
        let heights = runs.map { run in run.map { bars[$0]?.count ?? 0 }.max() ?? 0 }
        #expect(Set(bottoms).count == 1, "every bar stands on the zero line: \(bottoms)")
        let steps = [4200.0, 8100, 6000, 10400, 2100]
        for (height, value) in zip(heights, steps) {
            let expected = Double(heights[3]) * value / 10400
            #expect(abs(Double(height) - expected) <= 3, "a bar of \(value) steps is \(height) pixels tall, expected about \(expected)")
        }
        let orange = Self.columns(buffer) { $0.alpha > 200 && $0.red > 200 && $0.green > 120 && $0.green < 180 && $0.blue < 60 }
        let ruleY = try #require(orange.values.first?.first)
        let baseline = Double(bottoms[0])
        let expectedRuleY = baseline - Double(heights[3]) * 8000 / 10400
        #expect(abs(Double(ruleY) - expectedRuleY) <= 4, "the 8,000 steps goal is drawn at y \(ruleY), expected about \(expectedRuleY)")
        #expect(orange.count < bars.count + 400 && orange.count > 50, "the rule is dashed: drawn in some columns and not in others")
        let ruleColumns = orange.keys.sorted()
        let gaps = zip(ruleColumns, ruleColumns.dropFirst()).filter { $1 - $0 > 1 }.count
        #expect(gaps > 5, "a dashed rule has gaps; found \(gaps)")
    }

    @Test func anAreaFillsFromItsLineDownToZero() throws {
        let buffer = try Self.pixels("chart-area-line.swift")
        let line = Self.columns(buffer, where: Self.isAccent)
        let middle = try #require(line.keys.sorted().dropFirst(line.count / 2).first)
        let lineBottom = try #require(line[middle]?.max())
        let lineTop = try #require(line[middle]?.min())
        func isArea(_ pixel: PixelColor) -> Bool { !Self.isAccent(pixel) && pixel.alpha > 30 && pixel.blue > pixel.red + 30 }
        let area = (0..<buffer.height).filter { isArea(buffer[middle, $0]) }
        #expect(!area.isEmpty)
        // The line's anti-aliased edge is bluish too: allow its width of blending above the line.
        let antialiasing = 2
        #expect(area.allSatisfy { $0 >= lineTop - antialiasing }, "nothing of the area above its line")
        #expect(area.count > (area.max() ?? 0) - lineBottom - 4, "the area is filled without holes below the line")
    }

    /// A gradient on a line is drawn as a gradient across the line's bounding box (red at its
    /// lowest, blue at its highest), not as the mean of its colours; an axis builder whose `if`
    /// does not hold draws no axis and says nothing.
    @Test func aGradientColoursTheLineByItsHeightAndAnEmptyAxisBuilderDrawsNoAxis() throws {
        let path = RealCodeTests.folder.appendingPathComponent("chart-gradient-line.swift").path
        let result = SwiftUILoader.load(path: path, displayPath: "RealCode/chart-gradient-line.swift")
        #expect(result.renderedDiagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let buffer = try Self.pixels("chart-gradient-line.swift")
        // The line's pixels: bright red, blue or the purples between, over the dark background (#1C1C1E).
        let drawn = Self.columns(buffer) { $0.alpha > 200 && Int($0.red) + Int($0.blue) > 200 }
        let rows = drawn.values.flatMap { $0 }
        let top = try #require(rows.min()), bottom = try #require(rows.max())
        func pixels(inRows range: ClosedRange<Int>) -> [PixelColor] {
            drawn.flatMap { x, ys in ys.filter(range.contains).map { buffer[x, $0] } }
        }
        let high = pixels(inRows: top...(top + 3)), low = pixels(inRows: (bottom - 3)...bottom)
        #expect(!high.isEmpty && high.allSatisfy { $0.blue > $0.red + 100 }, "the highest water is blue")
        #expect(!low.isEmpty && low.allSatisfy { $0.red > $0.blue + 100 }, "the lowest water is red")
        // The default x axis would draw grey grid lines and labels; nothing grey is lighter than the background.
        let grey = Self.columns(buffer) { $0.alpha > 200 && $0.red > 45 && abs(Int($0.red) - Int($0.blue)) < 6 && abs(Int($0.green) - Int($0.blue)) < 6 }
        #expect(grey.isEmpty, "no axis: grey in columns \(grey.keys.sorted().prefix(8))")
    }

    /// `AxisMarks(values:) { value in … }` places its marks where the code says and writes the
    /// labels its content makes (`value.as(Int.self)`), not the default axis' numbers; without
    /// content, a grid line and the value's default label at each listed value.
    @Test func axisMarksAtAStrideOrListedValuesCarryTheLabelsTheCodeWrites() throws {
        func source(_ axis: String) -> String {
            """
            import SwiftUI
            import Charts
            struct Hours: View {
                var body: some View {
                    Chart {
                        ForEach(0..<10, id: \\.self) { hour in
                            LineMark(x: .value("Hour", hour), y: .value("Level", hour % 4))
                        }
                    }
                    .chartYAxis(.hidden)
                    .chartXAxis {
                        \(axis)
                    }
                }
            }
            """
        }
        let custom = try LaidOutSource(source("""
            AxisMarks(values: .stride(by: 3)) { value in
                AxisGridLine()
                AxisValueLabel { Text("h\\(value.as(Int.self) ?? -1)") }
            }
            """), path: "hours.swift")
        #expect(custom.result.renderedDiagnostics.isEmpty, "\(custom.result.renderedDiagnostics)")
        #expect(custom.shown("Text") == ["\"h0\"", "\"h3\"", "\"h6\"", "\"h9\""])
        let listed = try LaidOutSource(source("AxisMarks(values: [0, 5])"), path: "hours.swift")
        #expect(listed.result.renderedDiagnostics.isEmpty, "\(listed.result.renderedDiagnostics)")
        #expect(listed.shown("Text") == ["\"0\"", "\"5\""])
    }

    /// `.stride(by: .hour, count: 4)` on a date axis: a mark every four hours from midnight in the
    /// preview's time zone, labelled as the default axis writes hours, or by the label's `format:`.
    @Test func aCalendarStrideMarksEveryFewHoursFromMidnight() throws {
        func labels(_ content: String) throws -> [String] {
            let source = """
            import SwiftUI
            import Charts
            struct Day: View {
                let start = Date(timeIntervalSince1970: 1_780_876_800)
                var body: some View {
                    Chart {
                        ForEach(0..<9, id: \\.self) { step in
                            LineMark(x: .value("Time", start.addingTimeInterval(Double(step) * 9_000)), y: .value("Level", step % 3))
                        }
                    }
                    .chartYAxis(.hidden)
                    .chartXAxis { AxisMarks(values: .stride(by: .hour, count: 8))\(content) }
                }
            }
            """
            let laidOut = try LaidOutSource(source, path: "day.swift")
            #expect(laidOut.result.renderedDiagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
            return laidOut.shown("Text")
        }
        // 00:00 to 20:00 UTC on June 8, 2026: marks at 0, 8 and 16 hours.
        #expect(try labels("") == ["\"12 AM\"", "\"8 AM\"", "\"4 PM\""])
        #expect(try labels(" { _ in AxisValueLabel(format: .dateTime.hour(.twoDigits(amPM: .omitted))) }") == ["\"12\"", "\"08\"", "\"04\""], "as Foundation writes them in en_US: 12, 08, 04")
    }

    /// Every approximation is one warning at the code it is about, saying what is drawn instead.
    @Test func approximationsAreEachOneWarningAtTheirCode() {
        let source = """
        import SwiftUI
        import Charts

        struct Sales: View {
            let values = [3.0, 5.0, 4.0]
            var body: some View {
                Chart {
                    ForEach(Array(values.enumerated()), id: \\.offset) { index, value in
                        PointMark(x: .value("Day", index), y: .value("Sales", value))
                            .symbol(.square)
                            .annotation { Text("x") }
                        LineMark(x: .value("Day", index), y: .value("Sales", value))
                            .interpolationMethod(.cardinal)
                    }
                    SectorMark(angle: .value("Share", 1))
                }
                .chartYAxis {
                    AxisMarks(position: .leading)
                }
                .chartXScale(range: .plotDimension(padding: 4))
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "sales.swift")
        let warnings = result.renderedDiagnostics.filter { $0.contains(": warning: ") }.map { $0.components(separatedBy: "\n")[0] }
        #expect(warnings == [
            "sales.swift:10:22: warning: chart symbols other than .circle are not provided; points are drawn as circles",
            "sales.swift:11:22: warning: '.annotation' on chart content is not provided; the marks are drawn without it",
            "sales.swift:13:22: warning: the cardinal interpolation is drawn as a Catmull-Rom curve",
            "sales.swift:15:13: warning: SectorMark is not provided; nothing is drawn for it",
            "sales.swift:17:10: warning: custom axis marks in '.chartYAxis' are drawn as the default axis",
            "sales.swift:20:10: warning: '.chartXScale(range:)' and '(type:)' are not provided; the scale is linear over the whole plot",
        ], "\(warnings.joined(separator: "\n"))")
    }
}
