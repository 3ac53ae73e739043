import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// The `value` an `AxisMarks` content closure is given for each mark (`value.as(Double.self)`,
/// `value.index`, `value.count`).
struct AxisValueProxy: HostValue {
    var value: ChartValue
    var index: Int
    var count: Int
    var typeName: String { "AxisValue" }
    var conformances: [String] { [] }
    func isEqual(to other: any HostValue) -> Bool { false }

    func member(_ name: String) -> Value? {
        switch name {
        case "index": .int(index)
        case "count": .int(count)
        default: nil
        }
    }

    /// `value.as(T.self)`: the plotted value as `T`, nil when it is not one.
    func converted(to typeName: String) -> Value {
        switch (value, typeName) {
        case (.number(let n), "Double"), (.number(let n), "TimeInterval"), (.number(let n), "CGFloat"), (.number(let n), "Float"):
            return .double(n)
        case (.number(let n), "Int"):
            return Int(exactly: n).map(Value.int) ?? .null
        case (.date(let date), "Date"):
            return .date(date)
        case (.category(let name), "String"):
            return .string(name)
        default:
            return .null
        }
    }
}

extension SwiftUIHost {
    /// The most marks an axis builder is asked for: a widget's axis has room for a handful.
    static let maximumAxisMarks = 50

    /// The marks `AxisMarks(values:) { value in … }` place on an axis, in order: at a numeric or
    /// calendar `.stride(by:)` or at the values listed, each with the grid line and label its content gives
    /// (`AxisMarks` without content: a grid line and the value's default label). Nil for what
    /// this does not read (automatic values, other axis content): the default axis.
    ///
    /// A numeric stride's marks are made around the values the chart plots and any domain set so
    /// far, as far again on each side (a number domain is widened to nice ticks later); the layout
    /// keeps those inside the plot's final domain.
    func placedAxisMarks(_ made: [Value], ofX isX: Bool, chart: ChartView, reading: ValueReading, at node: Syntax,
                         in evaluator: Evaluator) throws -> [ChartAxisMark]? {
        var placed: [ChartAxisMark] = []
        for value in made {
            guard case .symbol(let symbol) = value, symbol.name == "AxisMarks", let arguments = symbol.arguments,
                  let values = axisValues(symbol.argument("values"), ofX: isX, chart: chart, reading: reading) else { return nil }
            let content = arguments.last { if case .function = $0.value { true } else { false } }?.value
            for (index, plotted) in values.enumerated() {
                guard case .function(let builder)? = content else {
                    placed.append(ChartAxisMark(value: plotted, gridLine: true, label: .automatic))
                    continue
                }
                let proxy = Value.host(AxisValueProxy(value: plotted, index: index, count: values.count))
                let parts = try axisMarks(of: .array(try builder.builder?([Argument(label: nil, value: proxy)]) ?? [try builder.call(proxy)]))
                var mark = ChartAxisMark(value: plotted, gridLine: false, label: .none)
                for case .symbol(let piece) in parts {
                    if piece.name == "AxisGridLine" { mark.gridLine = true }
                    if piece.name == "AxisValueLabel" { mark.label = try axisLabel(piece, of: plotted, at: node, in: evaluator) }
                }
                placed.append(mark)
            }
        }
        return placed
    }

    /// What an axis builder makes (`AxisMarks`, `AxisGridLine`, …), without the nothing an `if`
    /// that does not hold leaves.
    func axisMarks(of content: Value) throws -> [Value] {
        let made: [Value]
        switch content {
        case .function(let builder): made = try builder.builder?([]) ?? [try builder.call([])]
        case .array(let items): made = items
        default: made = [content]
        }
        return try made.flatMap { value -> [Value] in
            switch value {
            case .void, .null: return []
            case .array, .function: return try axisMarks(of: value)
            default: return [value]
            }
        }
    }

    /// `values:` of `AxisMarks`: a numeric or calendar `.stride(by:)`, or a list; nil otherwise.
    private func axisValues(_ values: Value?, ofX isX: Bool, chart: ChartView, reading: ValueReading) -> [ChartValue]? {
        switch values {
        case .array(let items)?:
            let listed = items.compactMap { item -> ChartValue? in
                switch item {
                case .int(let i): .number(Double(i))
                case .double(let d): .number(d)
                case .date(let date): .date(date)
                default: reading.string(item).map(ChartValue.category)
                }
            }
            return listed.count == items.count ? Array(listed.prefix(Self.maximumAxisMarks)) : nil
        case .symbol(let stride)? where stride.name == "stride":
            if case .symbol(let unit)? = stride.argument("by") {
                return dateStride(unit.name, count: reading.number(stride.argument("count")) ?? 1, ofX: isX, chart: chart)
            }
            guard let step = reading.number(stride.argument("by")), step > 0, step.isFinite else { return nil }
            let spec = isX ? chart.xScale : chart.yScale
            let plotted = chart.marks.flatMap { isX ? [$0.x, $0.xStart, $0.xEnd] : [$0.y, $0.yStart, $0.yEnd] }.compactMap { $0 }
            guard !plotted.contains(where: { if case .number = $0 { false } else { true } }) else { return nil }
            let numbers = plotted.compactMap(\.continuous) + (spec.domain.map { [$0.lowerBound, $0.upperBound] } ?? [])
                + ((spec.includesZero ?? true) ? [0] : [])
            guard let low = numbers.min(), let high = numbers.max() else { return nil }
            let span = max(high - low, step)
            let first = (Swift.max(low - span, -1e15) / step).rounded(.up), last = (Swift.min(high + span, 1e15) / step).rounded(.down)
            guard last >= first, last - first < Double(Self.maximumAxisMarks) else { return nil }
            return Swift.stride(from: first, through: last, by: 1).map { .number($0 * step) }
        default:
            return nil
        }
    }

    /// The calendar units `.stride(by: .hour, count: 3)` counts in.
    static let strideUnits: [String: Calendar.Component] = [
        "second": .second, "minute": .minute, "hour": .hour, "day": .day, "weekOfYear": .weekOfYear, "month": .month, "year": .year,
    ]

    /// `.stride(by: .hour, count: 3)` on a date axis: every `count` units from the start of the
    /// plotted dates' first day (or unit, for days and longer) in the preview's time zone, as far
    /// as the last date or the domain set so far reaches: 12 AM, 3 AM, 6 AM, …
    private func dateStride(_ unitName: String, count: Double, ofX isX: Bool, chart: ChartView) -> [ChartValue]? {
        guard let unit = Self.strideUnits[unitName], count >= 1, count <= 1_000 else { return nil }
        let plotted = chart.marks.flatMap { isX ? [$0.x, $0.xStart, $0.xEnd] : [$0.y, $0.yStart, $0.yEnd] }.compactMap { $0 }
        guard !plotted.isEmpty, plotted.allSatisfy({ if case .date = $0 { true } else { false } }) else { return nil }
        let spec = isX ? chart.xScale : chart.yScale
        let seconds = plotted.compactMap(\.continuous) + (spec.domain.map { [$0.lowerBound, $0.upperBound] } ?? [])
        guard let low = seconds.min(), let high = seconds.max() else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let first = Date(timeIntervalSince1970: low)
        var date = [.second, .minute, .hour].contains(unit) ? calendar.startOfDay(for: first) : calendar.dateInterval(of: unit, for: first)?.start ?? first
        var values: [ChartValue] = []
        var steps = 0
        while date.timeIntervalSince1970 <= high, steps < 10_000 {
            if date.timeIntervalSince1970 >= low { values.append(.date(date)) }
            guard values.count <= Self.maximumAxisMarks, let next = calendar.date(byAdding: unit, value: Int(count), to: date), next > date else { return nil }
            date = next
            steps += 1
        }
        return values
    }

    /// An `AxisValueLabel`'s text: its content's `Text` (nothing when its content makes none), its
    /// `format:` applied to the value, else the value as the default axis writes it.
    private func axisLabel(_ label: Symbol, of value: ChartValue, at node: Syntax, in evaluator: Evaluator) throws -> ChartAxisMark.Label {
        if case .function(let content)? = label.arguments?.last(where: { if case .function = $0.value { true } else { false } })?.value {
            let made = try axisMarks(of: .array(try content.builder?([]) ?? [try content.call([])]))
            guard let first = made.first else { return .none }
            if case .view(let view, _)? = first.swiftUI, case .text(let runs) = view.kind {
                let literal = runs.map { run -> String? in
                    guard case .template(let parts) = run.piece else { return nil }
                    var text = ""
                    for part in parts {
                        guard case .literal(let piece) = part else { return nil }
                        text += piece
                    }
                    return text
                }
                if literal.allSatisfy({ $0 != nil }) { return .text(literal.compactMap { $0 }.joined()) }
            }
            evaluator.warn(node, "an axis label's content is drawn as the value's default label")
            return .automatic
        }
        if let format = label.argument("format") {
            let plotted: Value = switch value {
            case .number(let n): .double(n)
            case .date(let date): .date(date)
            case .category(let name): .string(name)
            }
            if case .string(let text) = try evaluator.callMethod("formatted", on: plotted, arguments: [Argument(label: nil, value: format)], at: node) {
                return .text(text)
            }
        }
        return .automatic
    }
}
