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

/// Swift Charts: `Chart` and its marks made from their evaluated arguments (their modifiers are
/// in SwiftUIHost+ChartModifiers.swift; docs/swiftui.md, "Charts").
extension SwiftUIHost {
    /// The Swift Charts types the host answers for.
    static let chartTypes: Set<String> = [
        "Chart", "LineMark", "AreaMark", "BarMark", "PointMark", "RuleMark", "RectangleMark", "SectorMark", "PlottableValue",
        "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel", "InterpolationMethod", "MarkDimension", "ScaleDomain",
        "AxisMarkValues", "AxisMarkPosition", "AxisMarkPreset", "Visibility", "BasicChartSymbolShape", "MarkStackingMethod",
    ]

    /// The argument labels the marks' initialisers take, for catching misspelt ones.
    static let markArgumentLabels: Set<String> = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "series", "width", "height", "stacking"]

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
        case .host where Self.isEmptyGroup(value):
            return []
        default:
            evaluator.warn(node, "a \(value.typeName) is not chart content (a mark such as LineMark); it is not drawn")
            return []
        }
    }

    /// A `ForEach` over no elements: a group of no views, which is no chart content either.
    private static func isEmptyGroup(_ value: Value) -> Bool {
        if case .view(let view, _)? = value.swiftUI, view.kind == .group([]) { return true }
        return false
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
}
