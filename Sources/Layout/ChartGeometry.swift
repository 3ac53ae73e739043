import Devices
import Foundation
import ViewTree

/// Where a chart's parts go in its frame: the plot area, the scales, the axis labels and the
/// grid lines. The layout places the labels as text; the painter draws the grid and the marks
/// with the same geometry.
///
/// As Swift Charts draws its default axes, the y axis sits on the trailing edge (labels right of
/// the plot, a grid line per tick) and the x axis at the bottom (labels below the plot, left
/// aligned to their grid line for numbers and dates, centred under their band for categories;
/// category axes have no grid lines);
/// both take their space from the plot, and a hidden axis gives it back. Marks styled by
/// category (`foregroundStyle(by:)`) add a legend row under the x labels: a dot in each
/// category's colour and its name, as Swift Charts' default legend at the bottom leading edge.
public struct ChartGeometry: Sendable {
    /// The plot area, in the widget's points.
    public var plot: Rect
    public var x: ChartScale
    public var y: ChartScale
    /// The axis and legend labels: text and frame in the widget's points.
    public var labels: [Label]
    /// The legend's entries: each category's symbol, a circle, centred here.
    public var legendSymbols: [(category: String, center: Point)]
    /// The x of each vertical grid line and the y of each horizontal one, in the widget's points.
    public var verticalGridLines: [Double]
    public var horizontalGridLines: [Double]

    /// One axis label.
    public struct Label: Sendable, Hashable {
        public var text: String
        public var frame: Rect
    }

    /// Axis labels are set in caption 2, as Swift Charts' default `AxisValueLabel`s are small
    /// secondary text.
    public static let labelFont = FontSpec(style: .caption2)
    /// The space between the plot and its labels, and between a grid line and its x label.
    public static let labelGap = 4.0
    /// About one y tick interval per this many points of plot height (Swift Charts draws 3 to 5
    /// grid lines in a widget-sized chart); labels that would overlap are left out, as on an axis.
    static let pointsPerYTick = 18.0
    /// About one x tick interval per this many points of plot width.
    static let pointsPerXTick = 40.0
    /// A legend symbol's diameter in points: a small dot beside its label.
    public static let legendSymbolSize = 6.0
    /// The space between a legend symbol and its label, and between two entries, in points.
    static let legendSymbolGap = 3.0
    static let legendEntryGap = 8.0
    /// The fewest and most tick intervals an axis asks its scale for.
    static let tickCountRange = 2...5

    /// The values axis labels are drawn with: caption 2 in the secondary style, one line.
    public static func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var values = environment
        values.font = labelFont
        values.bold = false
        values.italic = false
        values.foregroundStyle = .hierarchical(level: 1)
        values.lineLimit = 1
        return values
    }

    /// The geometry of a chart in `frame`. The time zone only names date labels: where anything
    /// sits does not depend on it (dates reserve the width of their widest form), so the painter
    /// can draw the plot without knowing it.
    public init(chart: ChartView, frame: Rect, environment: EnvironmentValues, timeZone: TimeZone) {
        let font = Self.labelEnvironment(environment).resolvedFont
        let lineHeight = TextMetrics.lineHeight(of: font)
        let stacked = ChartStacking.extents(of: chart.marks)
        let xValues = chart.marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }
            + stacked.filter(\.isHorizontal).flatMap { [ChartValue.number($0.start), .number($0.end)] }
        let yValues = chart.marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }
            + stacked.filter { !$0.isHorizontal }.flatMap { [ChartValue.number($0.start), .number($0.end)] }
        // A y label is centred on its grid line: half a line above the top one (and below the
        // bottom one when no x labels are there) stays inside the frame.
        let overhang = chart.isYAxisHidden ? 0 : lineHeight / 2
        let bottomSpace = chart.isXAxisHidden ? overhang : lineHeight + Self.labelGap
        let categories = chart.isLegendHidden ? [] : chart.styleCategories
        let legendHeight = categories.isEmpty ? 0 : lineHeight + Self.labelGap
        let plotHeight = max(frame.height - overhang - bottomSpace - legendHeight, 0)
        y = ChartScale(values: yValues, spec: chart.yScale, tickCount: Self.tickCount(plotHeight, per: Self.pointsPerYTick), isVertical: true)
        let yTicks = chart.isYAxisHidden ? [] : Self.ticks(of: y, marks: chart.yAxisMarks, timeZone: timeZone)
        let labelWidth = y.isDate && chart.yAxisMarks == nil ? TextMetrics.width(of: y.widestDateLabel, in: font)
                                                             : yTicks.compactMap { $0.label.map { TextMetrics.width(of: $0, in: font) } }.max() ?? 0
        let plotWidth = max(frame.width - (yTicks.isEmpty ? 0 : labelWidth + Self.labelGap), 0)
        x = ChartScale(values: xValues, spec: chart.xScale, tickCount: Self.tickCount(plotWidth, per: Self.pointsPerXTick), isVertical: false)
        plot = Rect(x: frame.x, y: frame.y + overhang, width: plotWidth, height: plotHeight)
        let plot = plot
        var labels: [Label] = []
        horizontalGridLines = yTicks.filter(\.gridLine).map { plot.y + plot.height * (1 - $0.fraction) }
        var lastTop = Double.infinity
        for tick in yTicks.sorted(by: { $0.fraction < $1.fraction }) {
            guard let label = tick.label else { continue }
            let lineY = plot.y + plot.height * (1 - tick.fraction)
            guard lineY + lineHeight / 2 <= lastTop + Dimension.tolerance else { continue }
            let width = TextMetrics.width(of: label, in: font)
            lastTop = lineY - lineHeight / 2
            labels.append(Label(text: label, frame: Rect(x: plot.x + plot.width + Self.labelGap, y: lineY - lineHeight / 2,
                                                              width: width, height: lineHeight)))
        }
        verticalGridLines = []
        if !chart.isXAxisHidden {
            let isBand = x.bandFraction != nil
            var lastEnd = -Double.infinity
            for tick in Self.ticks(of: x, marks: chart.xAxisMarks, timeZone: timeZone) {
                let lineX = plot.x + plot.width * tick.fraction
                if tick.gridLine { verticalGridLines.append(lineX) }
                guard let label = tick.label else { continue }
                let width = TextMetrics.width(of: label, in: font)
                let left = isBand ? lineX - width / 2 : lineX + Self.labelGap / 2
                guard left >= frame.x - Dimension.tolerance, left + width <= frame.x + frame.width + Dimension.tolerance,
                      left >= lastEnd + Self.labelGap else { continue }
                labels.append(Label(text: label, frame: Rect(x: left, y: plot.y + plot.height + Self.labelGap, width: width, height: lineHeight)))
                lastEnd = left + width
            }
        }
        // The legend: a row under the chart, from its leading edge, entries that fit.
        var legendSymbols: [(category: String, center: Point)] = []
        var entryX = frame.x
        let legendTop = frame.y + frame.height - lineHeight
        for category in categories {
            let width = TextMetrics.width(of: category, in: font)
            guard entryX + Self.legendSymbolSize + Self.legendSymbolGap + width <= frame.x + frame.width + Dimension.tolerance else { break }
            legendSymbols.append((category, Point(x: entryX + Self.legendSymbolSize / 2, y: legendTop + lineHeight / 2)))
            let labelX = entryX + Self.legendSymbolSize + Self.legendSymbolGap
            labels.append(Label(text: category, frame: Rect(x: labelX, y: legendTop, width: width, height: lineHeight)))
            entryX = labelX + width + Self.legendEntryGap
        }
        self.labels = labels
        self.legendSymbols = legendSymbols
    }

    /// One place on an axis: its fraction along the plot, its label, whether a grid line is drawn.
    struct Tick {
        var fraction: Double
        var label: String?
        var gridLine: Bool
    }

    /// The default axis' ticks (a grid line at each but on a category axis), or the marks the
    /// code places (`AxisMarks(values:)`) that lie inside the plot, labelled as they say; an
    /// automatic label writes the value as the default axis does at the marks' spacing.
    static func ticks(of scale: ChartScale, marks: [ChartAxisMark]?, timeZone: TimeZone) -> [Tick] {
        guard let marks else {
            return scale.labelledTicks(timeZone: timeZone).map { Tick(fraction: $0.fraction, label: $0.label, gridLine: scale.bandFraction == nil) }
        }
        let numbers = marks.compactMap(\.value.continuous)
        let step = zip(numbers, numbers.dropFirst()).map { abs($1 - $0) }.filter { $0 > 0 }.min()
            ?? (scale.ticks.count > 1 ? scale.ticks[1] - scale.ticks[0] : 1)
        return marks.compactMap { mark in
            guard let fraction = scale.fraction(of: mark.value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { return nil }
            let label: String? = switch mark.label {
            case .none: nil
            case .text(let text): text
            case .automatic:
                switch mark.value {
                case .category(let name): name
                case .date(let date): ChartScale.dateLabel(date.timeIntervalSince1970, step: step, timeZone: timeZone)
                case .number(let n): ChartScale.numberLabel(n, step: step)
                }
            }
            return Tick(fraction: fraction, label: label, gridLine: mark.gridLine)
        }
    }

    static func tickCount(_ length: Double, per points: Double) -> Int {
        min(max(Int(saturating: length / points), tickCountRange.lowerBound), tickCountRange.upperBound)
    }

    /// A point in the plot for an x and a y fraction (y measured upwards from the bottom).
    public func point(xFraction: Double, yFraction: Double) -> Point {
        Point(x: plot.x + plot.width * xFraction, y: plot.y + plot.height * (1 - yFraction))
    }
}
