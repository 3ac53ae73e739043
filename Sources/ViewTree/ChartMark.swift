import Foundation

/// One mark of a chart, as Swift Charts makes one per data element: `LineMark(x:y:)` is one
/// point of a line, and the marks of one kind and series are joined in the order written.
public struct ChartMark: Sendable, Hashable {
    /// The mark types of Swift Charts.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case line = "LineMark", area = "AreaMark", bar = "BarMark", point = "PointMark", rule = "RuleMark"
    }

    public var kind: Kind
    /// The plotted values; a range mark (`yStart:yEnd:`) sets the start and end instead of the
    /// value, and a `RuleMark(y:)` without x spans the whole plot width.
    public var x: ChartValue?
    public var xStart: ChartValue?
    public var xEnd: ChartValue?
    public var y: ChartValue?
    public var yStart: ChartValue?
    public var yEnd: ChartValue?
    /// `series:` of a line or area: marks of different series are separate lines.
    public var series: String?
    /// `.foregroundStyle(by: .value(…))`: the category that picks the mark's colour, and its series.
    public var styleCategory: String?
    public var style: ChartMarkStyle

    public init(kind: Kind, x: ChartValue? = nil, xStart: ChartValue? = nil, xEnd: ChartValue? = nil, y: ChartValue? = nil,
                yStart: ChartValue? = nil, yEnd: ChartValue? = nil, series: String? = nil, styleCategory: String? = nil,
                style: ChartMarkStyle = ChartMarkStyle()) {
        self.kind = kind
        self.x = x
        self.xStart = xStart
        self.xEnd = xEnd
        self.y = y
        self.yStart = yStart
        self.yEnd = yEnd
        self.series = series
        self.styleCategory = styleCategory
        self.style = style
    }

    /// The line or area a mark belongs to: its kind, `series:` and style category.
    public var seriesKey: String {
        kind.rawValue + "|" + (series ?? "") + "|" + (styleCategory ?? "")
    }
}

/// How a mark is drawn, from its modifiers; nil values take Swift Charts' defaults.
public struct ChartMarkStyle: Sendable, Hashable {
    /// `.foregroundStyle(_:)`.
    public var color: ColorValue?
    /// `.lineStyle(StrokeStyle(lineWidth:))`, in points.
    public var lineWidth: Double?
    /// `.lineStyle(StrokeStyle(dash:))`: lengths in points of dashes and gaps, alternating; empty draws solid.
    public var dash: [Double]
    /// `.symbolSize(_:)`: the area of a point's symbol in square points.
    public var symbolSize: Double?
    /// `.opacity(_:)`.
    public var opacity: Double
    /// `.cornerRadius(_:)` of bars.
    public var cornerRadius: Double?
    public var interpolation: ChartInterpolation
    /// `.foregroundStyle(_:)` with a gradient, laid across the bounding box of the line, area or
    /// bar drawn (Swift Charts ties a mark's gradient to its data: a line coloured by its height),
    /// or across the plot area after `.alignsMarkStylesWithPlotArea()`. `color` holds its mean,
    /// for the legend.
    public var gradient: ShapeGradient?
    public var alignsWithPlotArea: Bool

    public init(color: ColorValue? = nil, lineWidth: Double? = nil, dash: [Double] = [], symbolSize: Double? = nil, opacity: Double = 1,
                cornerRadius: Double? = nil, interpolation: ChartInterpolation = .linear, gradient: ShapeGradient? = nil,
                alignsWithPlotArea: Bool = false) {
        self.gradient = gradient
        self.alignsWithPlotArea = alignsWithPlotArea
        self.color = color
        self.lineWidth = lineWidth
        self.dash = dash
        self.symbolSize = symbolSize
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.interpolation = interpolation
    }
}

/// `.interpolationMethod(_:)`: how a line or area joins its points.
public enum ChartInterpolation: String, Sendable, Hashable, CaseIterable {
    case linear, catmullRom, monotone, stepStart, stepCenter, stepEnd
}

/// A `PlottableValue`'s value: a number, a date or a category (a string).
public enum ChartValue: Sendable, Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value on a continuous scale: the number, or the date in seconds since 1970; nil for categories.
    public var continuous: Double? {
        switch self {
        case .number(let n): n
        case .date(let d): d.timeIntervalSince1970
        case .category: nil
        }
    }
}
