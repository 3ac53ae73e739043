import ViewTree

/// `Gauge` and `ProgressView`.
extension WidgetDecoder {
    static let gaugeKeys = ["value", "in", "style", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]
    static let progressKeys = ["value", "total", "timerInterval", "countsDown", "style", "label", "currentValueLabel"]

    mutating func label(_ fields: Fields, _ key: String, depth: Int) -> View? {
        fields[key].flatMap { decodeView($0, depth: depth + 1) }
    }

    mutating func decodeGauge(_ value: DocumentNode, depth: Int) -> GaugeView? {
        guard let entries = mapping(value, "Gauge", example: "Gauge: { value: 0.7, style: accessoryCircular }") else { return nil }
        let fields = Fields(entries, at: value.location, context: "Gauge", allowed: Self.gaugeKeys, into: &diagnostics)
        guard let valueNode = fields["value"] else {
            error(value.location, "a Gauge needs 'value': a number or the name of an entry value")
            return nil
        }
        let quantity = quantity(valueNode, "value")
        var lower = 0.0, upper = 1.0
        if let rangeNode = fields["in"] {
            guard let bounds = range(rangeNode) else { return nil }
            (lower, upper) = bounds
        }
        let style = fields["style"].flatMap { enumeration($0, "gauge style", as: GaugeStyle.self) } ?? .linearCapacity
        guard let quantity else { return nil }
        if case .literal(let v) = quantity, v < lower || v > upper {
            warning(valueNode.location, "the value \(NumberFormat.plain(v)) is outside the range \(NumberFormat.plain(lower))…\(NumberFormat.plain(upper)); SwiftUI draws it clamped")
        }
        return GaugeView(value: quantity, lowerBound: lower, upperBound: upper, style: style,
                         label: label(fields, "label", depth: depth),
                         currentValueLabel: label(fields, "currentValueLabel", depth: depth),
                         minimumValueLabel: label(fields, "minimumValueLabel", depth: depth),
                         maximumValueLabel: label(fields, "maximumValueLabel", depth: depth))
    }

    /// `[lower, upper]` with lower below upper, as SwiftUI's `ClosedRange` needs.
    mutating func range(_ node: DocumentNode) -> (Double, Double)? {
        guard case .sequence(let items, let location) = node, items.count == 2 else {
            error(node.location, "expected the range as [lower, upper] for 'in', found \(node.kindDescription)")
            return nil
        }
        guard let lower = number(items[0], "in"), let upper = number(items[1], "in") else { return nil }
        guard lower < upper else {
            let l = NumberFormat.plain(lower), u = NumberFormat.plain(upper)
            error(location, lower == upper
                  ? "the range \(l)…\(u) is empty; the upper bound must be above the lower bound"
                  : "the range is reversed (\(l) is above \(u)); write in: [\(u), \(l)] (SwiftUI traps on a reversed range)")
            return nil
        }
        return (lower, upper)
    }

    mutating func decodeProgress(_ value: DocumentNode, depth: Int) -> ProgressViewSpec? {
        guard let entries = mapping(value, "ProgressView", example: "ProgressView: { value: 0.4 }") else { return nil }
        let fields = Fields(entries, at: value.location, context: "ProgressView", allowed: Self.progressKeys, into: &diagnostics)
        let style = fields["style"].flatMap { enumeration($0, "progress style", as: ProgressStyle.self) } ?? .linear
        let source: ProgressSource
        switch (fields["value"], fields["timerInterval"]) {
        case (let valueNode?, nil):
            if fields.has("countsDown") {
                error(fields.keyLocation("countsDown"), "'countsDown' goes with 'timerInterval', not with 'value'")
            }
            let total = fields["total"].flatMap { number($0, "total", minimum: 0) } ?? 1
            if total <= 0 {
                error(fields["total"]?.location, "'total' must be above 0")
                return nil
            }
            guard let quantity = quantity(valueNode, "value") else { return nil }
            if case .literal(let v) = quantity, v < 0 || v > total {
                warning(valueNode.location, "the value \(NumberFormat.plain(v)) is outside 0…\(NumberFormat.plain(total)); SwiftUI draws it clamped")
            }
            source = .value(quantity, total: total)
        case (nil, let intervalNode?):
            if fields.has("total") { error(fields.keyLocation("total"), "'total' goes with 'value', not with 'timerInterval'") }
            guard case .sequence(let items, _) = intervalNode, items.count == 2 else {
                error(intervalNode.location, "expected [start, end] for 'timerInterval', found \(intervalNode.kindDescription)")
                return nil
            }
            guard let start = moment(items[0], "timerInterval"), let end = moment(items[1], "timerInterval") else { return nil }
            if let s = start.date(now: .distantPast), let e = end.date(now: .distantPast), case .offset = start, case .offset = end, e < s {
                error(intervalNode.location, "the interval ends before it starts; write [start, end]")
                return nil
            }
            let countsDown = fields["countsDown"].flatMap { bool($0, "countsDown") } ?? true
            source = .timer(start: start, end: end, countsDown: countsDown)
        case (.some, .some):
            error(value.location, "a ProgressView has either 'value' or 'timerInterval', not both")
            return nil
        case (nil, nil):
            error(value.location, "a ProgressView needs 'value' (with an optional 'total') or 'timerInterval' [start, end]")
            return nil
        }
        return ProgressViewSpec(source: source, style: style,
                                label: label(fields, "label", depth: depth),
                                currentValueLabel: label(fields, "currentValueLabel", depth: depth))
    }
}
