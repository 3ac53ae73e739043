import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// `Gauge` and `ProgressView` from their evaluated arguments.
extension SwiftUIHost {
    func gauge(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> GaugeView {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let value = reading.number(argument("value")) ?? 0
        var lower = 0.0, upper = 1.0
        if case .range(let low?, let high?, _)? = argument("in"), let l = reading.number(low), let h = reading.number(high) {
            if l < h { (lower, upper) = (l, h) } else {
                evaluator.warn(node, "the gauge's range \(l)...\(h) is empty or reversed; the preview uses 0...1")
            }
        }
        var gauge = GaugeView(value: .literal(value), lowerBound: lower, upperBound: upper, style: .linearCapacity)
        func label(_ name: String) throws -> View? {
            guard let given = argument(name) else { return nil }
            return combined(try views(from: given, at: node, in: evaluator))
        }
        gauge.label = try label("label") ?? (argument(nil).map { given in
            if case .function = given { return try combined(views(from: given, at: node, in: evaluator)) }
            return nil
        } ?? nil)
        gauge.currentValueLabel = try label("currentValueLabel")
        gauge.minimumValueLabel = try label("minimumValueLabel")
        gauge.maximumValueLabel = try label("maximumValueLabel")
        return gauge
    }

    func progressView(_ arguments: [Argument], reading: ValueReading, location: SourceLocation, at node: Syntax,
                      in evaluator: Evaluator) throws -> Value {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let source: ProgressSource
        if let given = argument("value") {
            let total = reading.number(argument("total")) ?? 1
            source = .value(.literal(reading.number(given) ?? 0), total: total > 0 ? total : 1)
        } else if case .range(let lower?, let upper?, _)? = argument("timerInterval"),
                  let start = reading.date(lower, now: environment.now), let end = reading.date(upper, now: environment.now) {
            source = .timer(start: .absolute(start), end: .absolute(end), countsDown: reading.bool(argument("countsDown")) ?? true)
        } else {
            let text = View(.text([.literal("…")]), location: location)
            return .view(text)
        }
        var progress = ProgressViewSpec(source: source)
        if let given = argument("label") ?? arguments.first(where: { if case .function = $0.value { return $0.label == nil }; return false })?.value {
            progress.label = combined(try views(from: given, at: node, in: evaluator))
        }
        if let given = argument("currentValueLabel") { progress.currentValueLabel = combined(try views(from: given, at: node, in: evaluator)) }
        return .view(View(.progress(progress), location: location))
    }

    /// A name or description: a string (localised), or a `Text` of literal text.
    func text(_ value: Value?, _ reading: ValueReading) -> String? {
        if let string = reading.string(value) { return strings.localized(string) }
        if case .view(let view, _)? = value?.swiftUI, case .text(let runs) = view.kind {
            let parts = runs.compactMap(\.resolvedText)
            return parts.count == runs.count ? parts.joined() : nil
        }
        return nil
    }

    /// A configuration with one of its modifiers applied.
    func configured(_ configuration: WidgetConfiguration, _ name: String, _ arguments: [Argument], _ reading: ValueReading) -> WidgetConfiguration {
        var configuration = configuration
        let first = arguments.first?.value
        switch name {
        case "configurationDisplayName": configuration.displayName = text(first, reading)
        case "description": configuration.description = text(first, reading)
        case "supplementalActivityFamilies":
            if case .array(let items)? = first {
                configuration.offersSmallActivity = items.contains { reading.symbolName($0) == "small" }
            }
        case "supportedFamilies":
            if case .array(let items)? = first {
                configuration.families = items.compactMap { reading.symbolName($0).flatMap(ValueReading.family) }
            }
        default: break
        }
        return configuration
    }
}
