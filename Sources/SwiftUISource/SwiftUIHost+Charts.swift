import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// Chart content as the evaluator carries it: the marks `LineMark(…)`, `ForEach { … }` and the
/// like make, with their modifiers applied.
struct ChartContentValue: HostValue {
    var marks: [ChartMark]
    var typeName: String { marks.first?.kind.rawValue ?? "ChartContent" }
    var conformances: [String] { ["ChartContent"] }
    func isEqual(to other: any HostValue) -> Bool { (other as? ChartContentValue)?.marks == marks }
}

/// Swift Charts: `Chart` and its marks made from their evaluated arguments, the marks'
/// modifiers, and the chart modifiers on the `Chart` view (docs/swiftui.md, "Charts").
extension SwiftUIHost {
    /// The Swift Charts types the host answers for.
    static let chartTypes: Set<String> = [
        "Chart", "LineMark", "AreaMark", "BarMark", "PointMark", "RuleMark", "RectangleMark", "SectorMark", "PlottableValue",
        "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel", "InterpolationMethod", "MarkDimension", "ScaleDomain",
        "AxisMarkValues", "AxisMarkPosition", "AxisMarkPreset", "Visibility", "BasicChartSymbolShape", "MarkStackingMethod",
    ]

    /// The argument labels the marks' initialisers take, for catching misspelt ones.
    static let markArgumentLabels: Set<String> = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "series", "width", "height", "stacking"]

    /// Mark modifiers that change nothing on the Lock Screen: said nothing about.
    static let ignoredChartContentModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHidden", "accessibilityIdentifier", "alignsMarkStylesWithPlotArea",
        "zIndex",
    ]

    /// The chart content a value stands for, or nil when it is not chart content.
    func chartMarks(in value: Value) -> [ChartMark]? {
        switch value {
        case .host(let hosted): return (hosted as? ChartContentValue)?.marks
        case .array(let items):
            let parts = items.map(chartMarks(in:))
            return parts.contains { $0 == nil } || parts.isEmpty ? nil : parts.flatMap { $0 ?? [] }
        default: return nil
        }
    }

    /// `Chart`, the marks and the axis values, or nil for a name that is not Swift Charts'.
    func makeChartValue(_ typeName: String, arguments: [Argument], reading: ValueReading, at node: Syntax,
                        in evaluator: Evaluator) throws -> Value? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func plotted(_ label: String) -> ChartValue? { plottable(argument(label), reading) }
        switch typeName {
        case "Chart":
            let location = Self.location(of: node, in: evaluator)
            return .view(View(.chart(ChartView(marks: try chartContent(arguments, at: node, in: evaluator))), location: location))
        case "LineMark", "AreaMark", "PointMark", "BarMark", "RuleMark":
            guard let kind = ChartMark.Kind(rawValue: typeName) else { return nil }
            for given in arguments.compactMap(\.label) where !Self.markArgumentLabels.contains(given) {
                let near = EditDistance.nearest(to: given, in: Array(Self.markArgumentLabels))
                evaluator.warn(node, "\(typeName) has no argument '\(given):'" + (near.map { "; did you mean '\($0):'?" } ?? "") + " It is ignored")
            }
            if argument("width") != nil || argument("height") != nil {
                evaluator.warn(node, "\(typeName)'s width: and height: are not provided; the bar is drawn at its default size")
            }
            if let stacking = reading.symbolName(argument("stacking")), stacking != "standard" {
                evaluator.warn(node, "\(typeName)(stacking: .\(stacking)) is not provided; the marks are drawn stacked")
            }
            let series = argument("series").flatMap { plottable($0, reading) }.map(Self.categoryName)
            let mark = ChartMark(kind: kind, x: plotted("x"), xStart: plotted("xStart"), xEnd: plotted("xEnd"), y: plotted("y"),
                                 yStart: plotted("yStart"), yEnd: plotted("yEnd"), series: series)
            return .host(ChartContentValue(marks: [mark]))
        case "RectangleMark", "SectorMark":
            evaluator.warn(node, "\(typeName) is not provided; nothing is drawn for it")
            return .host(ChartContentValue(marks: []))
        case "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel":
            return .symbol(Symbol(name: typeName, arguments: arguments))
        default:
            return nil
        }
    }

    /// The marks of a `Chart`'s content, made once (`Chart { … }`) or once per element of its
    /// data (`Chart(points) { point in … }`), as `ForEach` makes them.
    private func chartContent(_ arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> [ChartMark] {
        guard case .function(let content)? = arguments.last(where: { if case .function = $0.value { return true }; return false })?.value else {
            return []
        }
        guard let data = arguments.first(where: { $0.label == nil && !Self.isFunction($0.value) })?.value else {
            return try chartMarks(from: .function(content), at: node, in: evaluator)
        }
        var marks: [ChartMark] = []
        for item in chartElements(of: data, at: node, in: evaluator) {
            let values = try content.builder?([Argument(label: nil, value: item)]) ?? [try content.call(item)]
            for value in values { marks += try chartMarks(from: value, at: node, in: evaluator) }
        }
        return marks
    }

    /// The elements of a chart's data: an array, or a range of integers.
    private func chartElements(of data: Value, at node: Syntax, in evaluator: Evaluator) -> [Value] {
        switch data {
        case .array(let values):
            return Array(values.prefix(Self.maximumForEachElements))
        case .range(.int(let low)?, .int(let high)?, let closed) where low <= high:
            let count = min(high - low + (closed ? 1 : 0), Self.maximumForEachElements)
            return (0..<count).map { .int(low + $0) }
        case .unknown:
            return []
        default:
            evaluator.warn(node, "a Chart over a \(data.typeName) is not provided; nothing is plotted")
            return []
        }
    }

    private static func isFunction(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    /// The marks a value of a chart's content makes; anything else is said once and left out.
    func chartMarks(from value: Value, at node: Syntax, in evaluator: Evaluator) throws -> [ChartMark] {
        if let marks = chartMarks(in: value) { return marks }
        switch value {
        case .function(let function):
            let values = try function.builder?([]) ?? [try function.call([])]
            return try values.flatMap { try chartMarks(from: $0, at: node, in: evaluator) }
        case .array(let items):
            return try items.flatMap { try chartMarks(from: $0, at: node, in: evaluator) }
        case .void, .null, .unknown:
            return []
        case .host where { if case .view(let view, _)? = value.swiftUI, view.kind == .group([]) { true } else { false } }():
            return []
        default:
            evaluator.warn(node, "a \(value.typeName) is not chart content (a mark such as LineMark); it is not drawn")
            return []
        }
    }

    /// A `PlottableValue` (`.value("Time", date)`) as the value it plots.
    func plottable(_ value: Value?, _ reading: ValueReading) -> ChartValue? {
        guard case .symbol(let symbol)? = value, symbol.name == "value", let arguments = symbol.arguments else { return nil }
        let unlabelled = arguments.filter { $0.label == nil }
        guard unlabelled.count >= 2 else { return nil }
        switch unlabelled[1].value {
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .date(let date): return .date(date)
        case .bool(let b): return .category(b ? "true" : "false")
        case let other: return reading.string(other).map(ChartValue.category)
        }
    }

    static func categoryName(_ value: ChartValue) -> String {
        switch value {
        case .category(let name): name
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .date(let d): String(d.timeIntervalSince1970)
        }
    }

    // MARK: Mark modifiers

    /// A modifier on chart content: applied to every mark it holds.
    func chartContentModified(_ marks: [ChartMark], _ name: String, _ arguments: [Argument], reading: ValueReading,
                              at node: Syntax, in evaluator: Evaluator) -> Value {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let first = argument(nil)
        var marks = marks
        func each(_ change: (inout ChartMark) -> Void) -> Value {
            for index in marks.indices { change(&marks[index]) }
            return .host(ChartContentValue(marks: marks))
        }
        let unchanged = Value.host(ChartContentValue(marks: marks))
        switch name {
        case "foregroundStyle":
            if let by = argument("by") {
                let category = plottable(by, reading).map(Self.categoryName)
                return each { $0.styleCategory = category }
            }
            guard let color = chartColor(first, reading, at: node, in: evaluator) else { return unchanged }
            return each { $0.style.color = color }
        case "lineStyle":
            guard case .symbol(let style)? = first else { return unchanged }
            let width = reading.number(style.argument("lineWidth"))
            var dash: [Double]?
            if case .array(let lengths)? = style.argument("dash") { dash = lengths.compactMap(reading.number).filter { $0 >= 0 } }
            return each {
                $0.style.lineWidth = width ?? $0.style.lineWidth
                $0.style.dash = dash ?? $0.style.dash
            }
        case "interpolationMethod":
            var method = "linear"
            if case .symbol(let symbol)? = first { method = symbol.name }
            if method == "cardinal" {
                evaluator.warn(node, "the cardinal interpolation is drawn as a Catmull-Rom curve")
                method = "catmullRom"
            }
            guard let interpolation = ChartInterpolation(rawValue: method) else {
                evaluator.warn(node, "the interpolation .\(method) is not provided; the line is drawn straight between points")
                return unchanged
            }
            return each { $0.style.interpolation = interpolation }
        case "symbolSize":
            if argument("by") != nil {
                evaluator.warn(node, "symbolSize(by:) is not provided; the symbols are drawn at their default size")
                return unchanged
            }
            guard let area = reading.number(first) ?? (first.flatMap(cgSizeArea)) else { return unchanged }
            return each { $0.style.symbolSize = area }
        case "symbol":
            if reading.symbolName(first) != "circle" {
                evaluator.warn(node, "chart symbols other than .circle are not provided; points are drawn as circles")
            }
            return unchanged
        case "opacity":
            guard let amount = reading.number(first) else { return unchanged }
            return each { $0.style.opacity = min(max(amount, 0), 1) }
        case "cornerRadius":
            guard let radius = reading.number(first) else { return unchanged }
            return each { $0.style.cornerRadius = radius }
        case "annotation", "offset", "position", "clipShape", "mask", "blur", "shadow":
            evaluator.warn(node, "'.\(name)' on chart content is not provided; the marks are drawn without it")
            return unchanged
        default:
            if Self.ignoredChartContentModifiers.contains(name) { return unchanged }
            evaluator.warn(node, "the chart content modifier '.\(name)' is not provided; it is skipped")
            return unchanged
        }
    }

    /// A symbol size given as a `CGSize`: its area.
    private func cgSizeArea(_ value: Value) -> Double? {
        guard case .tuple(let parts) = value, let width = parts.first(where: { $0.label == "width" })?.value.number,
              let height = parts.first(where: { $0.label == "height" })?.value.number else { return nil }
        return width * height
    }

    /// A mark's colour; a gradient is drawn as the mean of its colours, said once.
    private func chartColor(_ value: Value?, _ reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> ColorValue? {
        if case .gradient(let colors)? = value?.swiftUI {
            evaluator.warn(node, "gradients in charts are drawn as the mean of their colours")
            return ValueReading.mean(colors)
        }
        if case .symbol(let symbol)? = value, symbol.name.hasSuffix("Gradient"), case .array(let items)? = symbol.argument("colors") {
            evaluator.warn(node, "gradients in charts are drawn as the mean of their colours")
            return ValueReading.mean(items.compactMap(reading.color))
        }
        if Self.isUnknownOrNone(value) { return nil }
        guard let color = reading.color(value) else {
            evaluator.warn(node, "'.foregroundStyle(\(Self.shown(value)))' is not a colour the preview knows; the mark keeps its colour")
            return nil
        }
        return color
    }

    // MARK: Chart modifiers

    /// A chart modifier (`chartXAxis`, `chartYScale`, …) on a view; nil for a name that is not one.
    func chartModified(_ view: View, _ name: String, _ arguments: [Argument], reading: ValueReading,
                       at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        guard name.hasPrefix("chart") else { return nil }
        guard case .chart(var chart) = view.kind else {
            evaluator.warn(node, "'.\(name)' is drawn only when it is applied to a Chart itself; here it is skipped")
            return .view(view)
        }
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let first = argument(nil)
        var changed = view
        func result() -> Value {
            changed.kind = .chart(chart)
            return .view(changed)
        }
        switch name {
        case "chartXAxis", "chartYAxis":
            var hidden = false
            if let visibility = reading.symbolName(first) {
                hidden = visibility == "hidden"
            } else if first != nil || argument("content") != nil {
                evaluator.warn(node, "custom axis marks in '.\(name)' are drawn as the default axis")
            }
            if name == "chartXAxis" { chart.isXAxisHidden = hidden } else { chart.isYAxisHidden = hidden }
            return result()
        case "chartXScale", "chartYScale":
            var spec = name == "chartXScale" ? chart.xScale : chart.yScale
            if let domain = argument("domain") {
                switch domain {
                case .range(let lower?, let upper?, _):
                    let low = reading.number(lower) ?? reading.date(lower, now: environment.now)?.timeIntervalSince1970
                    let high = reading.number(upper) ?? reading.date(upper, now: environment.now)?.timeIntervalSince1970
                    if let low, let high, low <= high { spec.domain = low...high }
                case .symbol(let symbol) where symbol.name == "automatic":
                    spec.includesZero = reading.bool(symbol.argument("includesZero"))
                case .array:
                    evaluator.warn(node, "a category domain in '.\(name)' is not provided; categories are shown in the order plotted")
                default:
                    evaluator.warn(node, "this domain in '.\(name)' is not provided; the domain is taken from the data")
                }
            }
            if argument("range") != nil || argument("type") != nil {
                evaluator.warn(node, "'.\(name)(range:)' and '(type:)' are not provided; the scale is linear over the whole plot")
            }
            if name == "chartXScale" { chart.xScale = spec } else { chart.yScale = spec }
            return result()
        case "chartLegend":
            if let visibility = reading.symbolName(first) {
                chart.isLegendHidden = visibility == "hidden"
            } else if argument("position") != nil || argument("alignment") != nil || argument("content") != nil {
                evaluator.warn(node, "the legend's position and content in '.chartLegend' are not provided; the default legend is drawn")
            }
            return result()
        case "chartForegroundStyleScale":
            var mapping: [String: ColorValue] = [:]
            if case .dictionary(let pairs)? = first {
                for pair in pairs { if let name = reading.string(pair.key), let color = reading.color(pair.value) { mapping[name] = color } }
            } else {
                evaluator.warn(node, "this '.chartForegroundStyleScale' is not provided; categories take the default colours")
            }
            for index in chart.marks.indices where chart.marks[index].style.color == nil {
                if let category = chart.marks[index].styleCategory, let color = mapping[category] { chart.marks[index].style.color = color }
            }
            return result()
        case "chartPlotStyle":
            guard case .function(let content)? = first ?? argument("content") else { return .view(view) }
            var modifiers: [Modifier] = []
            if case .view(let plot, _)? = try content.call(.view(.empty)).swiftUI { modifiers = plot.modifiers }
            for modifier in modifiers {
                if case .background(.color(let color)) = modifier { chart.plotBackground = color; continue }
                evaluator.warn(node, "in '.chartPlotStyle' only a background colour is drawn; '.\(modifier.name)' is skipped")
            }
            return result()
        default:
            evaluator.warn(node, "the chart modifier '.\(name)' is not provided; it is skipped")
            return .view(view)
        }
    }
}
