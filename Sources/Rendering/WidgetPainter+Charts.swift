import Devices
import Foundation
import Layout
import Raster
import ViewTree

/// Swift Charts' marks and grid lines, drawn with the geometry the layout placed the axis
/// labels by (`ChartGeometry`); the labels themselves are text nodes drawn like any text.
/// Colours go through `WidgetColors` like a shape's, so every rendering mode treats them alike.
extension WidgetPainter {
    /// A `LineMark`'s default stroke width in points (Swift Charts draws lines 2 pt wide).
    public static let chartLineWidth = 2.0
    /// A `RuleMark`'s default stroke width in points: a hairline point, thinner than data lines.
    public static let chartRuleWidth = 1.0
    /// A grid line's width in points: Swift Charts' grid is a thin, faint line.
    public static let chartGridLineWidth = 0.5
    /// The grid's colour: the tertiary level, well below the marks and labels.
    public static let chartGridColor = ColorValue.hierarchical(level: 2)
    /// A `PointMark`'s default symbol area in square points: a circle about 6 pt across.
    public static let chartSymbolArea = 30.0
    /// The share of its slot a bar fills; the rest is the gap between bars.
    public static let chartBarFill = 0.6
    /// The colours `foregroundStyle(by:)` gives its categories in the order they appear:
    /// Swift Charts' default categorical palette of system colours.
    public static let chartSeriesPalette: [ColorValue] = ["blue", "green", "orange", "purple", "red", "cyan", "yellow"]
        .compactMap(NamedColors.color(named:))

    mutating func drawChart(_ chart: ChartView, node: LayoutNode, into canvas: inout PixelCanvas) {
        let environment = node.environment
        if isRedacted(environment) {
            drawShapePlaceholder(in: rect(of: node), color: colors.resolve(environment.foregroundStyle, in: environment), into: &canvas)
            return
        }
        let geometry = ChartGeometry(chart: chart, frame: node.frame, environment: environment, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let plot = mapping.rect(x: geometry.plot.x, y: geometry.plot.y, width: geometry.plot.width, height: geometry.plot.height)
        if let background = chart.plotBackground {
            canvas.fill(.rect(plot), with: colors.resolve(background, in: environment))
        }
        let gridWidth = mapping.pixels(Self.chartGridLineWidth)
        let grid = colors.resolve(Self.chartGridColor, in: environment)
        for y in geometry.horizontalGridLines {
            let py = mapping.point(x: 0, y: y).y
            canvas.fill(.lineSegment(from: PixelPoint(x: plot.x, y: py), to: PixelPoint(x: plot.x + plot.width, y: py), width: gridWidth, cap: .butt), with: grid)
        }
        for x in geometry.verticalGridLines {
            let px = mapping.point(x: x, y: 0).x
            canvas.fill(.lineSegment(from: PixelPoint(x: px, y: plot.y), to: PixelPoint(x: px, y: plot.y + plot.height), width: gridWidth, cap: .butt), with: grid)
        }
        let diameter = mapping.pixels(ChartGeometry.legendSymbolSize)
        for (category, center) in geometry.legendSymbols {
            let color = chart.marks.first { $0.styleCategory == category && $0.style.color != nil }?.style.color
                ?? color(ofCategory: category, in: chart)
            let pixel = mapping.point(x: center.x, y: center.y)
            canvas.fill(.circle(center: pixel, radius: diameter / 2), with: colors.resolve(color, in: environment))
        }
        let painter = ChartMarkPainter(chart: chart, geometry: geometry, mapping: mapping)
        for layer in painter.layers() {
            if var gradient = layer.mark.style.gradient, let bounds = layer.path.controlBounds {
                let opacity = layer.mark.style.opacity
                gradient.stops = gradient.stops.map { ShapeGradient.Stop(color: .withOpacity($0.color, opacity), location: $0.location) }
                fill(layer.path, with: gradient, across: layer.mark.style.alignsWithPlotArea ? plot : bounds, node: node, into: &canvas)
                continue
            }
            let color = colors.resolve(.withOpacity(color(of: layer.mark, in: chart), layer.mark.style.opacity), in: environment)
            canvas.fill(layer.path, with: color)
        }
    }

    /// A mark's colour: its `foregroundStyle`, else its category's palette colour, else the accent.
    func color(of mark: ChartMark, in chart: ChartView) -> ColorValue {
        if let color = mark.style.color { return color }
        return mark.styleCategory.map { color(ofCategory: $0, in: chart) } ?? .accent
    }

    /// The palette colour of a `foregroundStyle(by:)` category, by the order categories appear.
    func color(ofCategory category: String, in chart: ChartView) -> ColorValue {
        let index = chart.styleCategories.firstIndex(of: category) ?? 0
        return Self.chartSeriesPalette[index % Self.chartSeriesPalette.count]
    }
}
