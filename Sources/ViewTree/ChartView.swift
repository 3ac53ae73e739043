/// A Swift Charts `Chart`: its marks in the order written, and how its axes, legend and scales
/// are set by the chart modifiers (`chartXAxis`, `chartYScale`, `chartPlotStyle`, …).
public struct ChartView: Sendable, Hashable {
    public var marks: [ChartMark]
    /// `.chartXAxis(.hidden)`: no x axis labels or grid lines; the plot takes their space.
    public var isXAxisHidden: Bool
    /// `.chartYAxis(.hidden)`.
    public var isYAxisHidden: Bool
    /// `.chartLegend(.hidden)`: no legend under a chart whose marks are styled by category.
    public var isLegendHidden: Bool
    /// `.chartXScale(domain:)` / `.chartXScale(domain: .automatic(includesZero:))`.
    public var xScale: ChartScaleSpec
    /// `.chartYScale(…)`.
    public var yScale: ChartScaleSpec
    /// `.chartPlotStyle { $0.background(…) }`: a colour filling the plot area behind the marks.
    public var plotBackground: ColorValue?
    /// `.chartXAxis { AxisMarks(values: …) { … } }`: the marks the code places, in order; nil
    /// draws Swift Charts' default axis.
    public var xAxisMarks: [ChartAxisMark]?
    /// `.chartYAxis { AxisMarks(…) }`.
    public var yAxisMarks: [ChartAxisMark]?

    public init(marks: [ChartMark], isXAxisHidden: Bool = false, isYAxisHidden: Bool = false, isLegendHidden: Bool = false,
                xScale: ChartScaleSpec = ChartScaleSpec(), yScale: ChartScaleSpec = ChartScaleSpec(), plotBackground: ColorValue? = nil) {
        self.marks = marks
        self.isXAxisHidden = isXAxisHidden
        self.isYAxisHidden = isYAxisHidden
        self.isLegendHidden = isLegendHidden
        self.xScale = xScale
        self.yScale = yScale
        self.plotBackground = plotBackground
    }

    /// The categories of `foregroundStyle(by:)` in the order they first appear: the order of
    /// the legend and of the default colours.
    public var styleCategories: [String] {
        var categories: [String] = []
        for mark in marks { if let name = mark.styleCategory, !categories.contains(name) { categories.append(name) } }
        return categories
    }
}

/// How a chart's scale takes its domain: from the data (numbers including zero unless told
/// otherwise, as Swift Charts' `ScaleDomain` documents) or from the range the widget gives.
public struct ChartScaleSpec: Sendable, Hashable {
    /// An explicit domain, in plotted numbers (dates as seconds since 1970).
    public var domain: ClosedRange<Double>?
    /// `.automatic(includesZero:)`; nil keeps Swift Charts' default (true for numbers).
    public var includesZero: Bool?

    public init(domain: ClosedRange<Double>? = nil, includesZero: Bool? = nil) {
        self.domain = domain
        self.includesZero = includesZero
    }
}
