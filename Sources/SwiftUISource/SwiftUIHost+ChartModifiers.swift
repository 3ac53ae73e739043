import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// Swift Charts' modifiers: on marks (`foregroundStyle`, `lineStyle`, `interpolationMethod`, …),
/// applied to every mark a piece of chart content holds, and on the `Chart` view (`chartXAxis`,
/// `chartYScale`, `chartLegend`, …), which change its `ChartView`.
extension SwiftUIHost {
    /// Mark modifiers that change nothing on the Lock Screen: said nothing about.
    static let ignoredChartContentModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHidden", "accessibilityIdentifier", "zIndex",
    ]

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
            if let gradient = chartGradient(first, reading) {
                return each {
                    $0.style.gradient = gradient
                    $0.style.color = gradient.mean
                }
            }
            guard let color = chartColor(first, reading, at: node, in: evaluator) else { return unchanged }
            return each { $0.style.color = color }
        case "alignsMarkStylesWithPlotArea":
            let aligns = reading.bool(first) ?? true
            return each { $0.style.alignsWithPlotArea = aligns }
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

    /// A mark's gradient (`LinearGradient(…)`, `.linearGradient(…)`), drawn as a gradient.
    private func chartGradient(_ value: Value?, _ reading: ValueReading) -> ShapeGradient? {
        if case .gradient(let gradient)? = value?.swiftUI { return gradient }
        return reading.gradient(value)
    }

    /// A mark's colour; a gradient the preview cannot read is drawn as the mean of its colours, said once.
    private func chartColor(_ value: Value?, _ reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> ColorValue? {
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
            } else if let content = first ?? argument("content") {
                // A builder that makes no marks (`.chartXAxis { if showsAxis { AxisMarks() } }`) leaves no axis.
                let made = try axisMarks(of: content)
                if made.isEmpty {
                    hidden = true
                } else if let placed = try placedAxisMarks(made, ofX: name == "chartXAxis", chart: chart, reading: reading, at: node, in: evaluator) {
                    if name == "chartXAxis" { chart.xAxisMarks = placed } else { chart.yAxisMarks = placed }
                } else {
                    evaluator.warn(node, "custom axis marks in '.\(name)' are drawn as the default axis")
                }
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
