import ViewTree

/// Builds the elements of gauges and progress views and their labels, by style.
struct IndicatorBuilder {
    let builder: ElementBuilder

    func gauge(_ gauge: GaugeView, info: NodeInfo) -> LayoutElement {
        let environment = info.environment
        switch gauge.style {
        case .accessoryCircular:
            // SwiftUI's accessoryCircular: the current value in the centre; the minimum and maximum
            // labels in the ring's opening at the bottom, or, without them, the gauge's label there
            // (Apple's AccessoryCircularGaugeStyle: "Otherwise, the gauge places its label in that
            // location"; the centre stays empty without a current value label). Each stays on one
            // line, shrinking to fit its part of the opening.
            let ends = environment.applying(.font(IndicatorMetrics.ringEndLabelFont))
            let oneLine = ends.applying(.lineLimit(1)).applying(.minimumScaleFactor(IndicatorMetrics.openingLabelMinimumScale))
            let endLabels = [label(.minimumValueLabel, gauge.minimumValueLabel, in: oneLine),
                             label(.maximumValueLabel, gauge.maximumValueLabel, in: oneLine)].compactMap { $0 }
            let current = label(.currentValueLabel, gauge.currentValueLabel, in: environment)
            let opening = endLabels.isEmpty ? label(.label, gauge.label, in: oneLine) : nil
            return CircularIndicatorElement(centre: current,
                                            ends: endLabels + [opening].compactMap { $0 }, info: info)
        case .accessoryCircularCapacity:
            return CircularIndicatorElement(centre: centreLabel(current: gauge.currentValueLabel, label: gauge.label, in: environment),
                                            ends: [], info: info)
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            return LinearIndicatorElement(trackHeight: IndicatorMetrics.gaugeTrackHeight,
                                          above: label(.label, gauge.label, in: environment),
                                          minimum: label(.minimumValueLabel, gauge.minimumValueLabel, in: environment),
                                          maximum: label(.maximumValueLabel, gauge.maximumValueLabel, in: environment),
                                          below: label(.currentValueLabel, gauge.currentValueLabel, in: environment),
                                          info: info)
        }
    }

    func progress(_ progress: ProgressViewSpec, info: NodeInfo) -> LayoutElement {
        let environment = info.environment
        switch progress.style {
        case .circular:
            return CircularIndicatorElement(centre: centreLabel(current: progress.currentValueLabel, label: progress.label, in: environment),
                                            ends: [], info: info)
        case .linear:
            return LinearIndicatorElement(trackHeight: IndicatorMetrics.progressTrackHeight,
                                          above: label(.label, progress.label, in: environment), minimum: nil, maximum: nil,
                                          below: label(.currentValueLabel, progress.currentValueLabel, in: environment),
                                          info: info)
        }
    }

    /// A ring shows its current value label in the middle, or its label when it has none.
    func centreLabel(current: View?, label fallback: View?, in environment: EnvironmentValues) -> IndicatorLabelElement? {
        label(.currentValueLabel, current, in: environment) ?? label(.label, fallback, in: environment)
    }

    func label(_ role: IndicatorLabel, _ view: View?, in environment: EnvironmentValues) -> IndicatorLabelElement? {
        guard let view, !builder.isAbsent(view) else { return nil }
        return IndicatorLabelElement(role: role, element: builder.element(for: view, in: environment), environment: environment)
    }
}
