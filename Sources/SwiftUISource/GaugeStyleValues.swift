import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// A gauge style written as its type (`CircularGaugeStyle(tint: gradient)`, watchOS's spelling
/// of `.circular`), with the tint it gives the gauge.
struct GaugeStyleValue: HostValue {
    var style: GaugeStyle
    var tint: ColorValue?
    var typeName: String { "GaugeStyle" }
    var conformances: [String] { ["GaugeStyle"] }
    func isEqual(to other: any HostValue) -> Bool { false }

    /// The standard style types and the style each is: watchOS's `CircularGaugeStyle` is the
    /// ring a circular complication draws, as `.accessoryCircular` is on the Lock Screen.
    static let styleTypes: [String: GaugeStyle] = [
        "CircularGaugeStyle": .accessoryCircular,
        "AccessoryCircularGaugeStyle": .accessoryCircular,
        "AccessoryCircularCapacityGaugeStyle": .accessoryCircularCapacity,
        "LinearGaugeStyle": .accessoryLinear,
        "AccessoryLinearGaugeStyle": .accessoryLinear,
        "AccessoryLinearCapacityGaugeStyle": .accessoryLinearCapacity,
        "LinearCapacityGaugeStyle": .linearCapacity,
    ]
}

/// What a `GaugeStyle` the source declares is given in `makeBody(configuration:)`: the value as a
/// fraction of the range, and the gauge's label views.
struct GaugeStyleConfigurationValue: HostValue {
    var gauge: GaugeView
    var typeName: String { "GaugeStyleConfiguration" }
    var conformances: [String] { [] }
    func isEqual(to other: any HostValue) -> Bool { false }

    func member(_ name: String) -> Value? {
        func shown(_ view: View?) -> Value { .host(SwiftUIValue.view(view ?? View(.empty), role: .plain)) }
        switch name {
        case "value": return gauge.value.literalValue.map { .double(gauge.fraction(of: $0)) }
        case "label": return shown(gauge.label)
        case "currentValueLabel": return shown(gauge.currentValueLabel)
        case "minimumValueLabel": return shown(gauge.minimumValueLabel)
        case "maximumValueLabel": return shown(gauge.maximumValueLabel)
        default: return nil
        }
    }
}

extension SwiftUIHost {
    /// `.gaugeStyle(SegmentedGaugeStyle(total: 5))`: a style the source declares draws the gauge
    /// with its own `makeBody(configuration:)`, as SwiftUI does.
    func customGaugeStyle(_ style: Value?, gauge: GaugeView, at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        guard case .instance(let instance)? = style,
              let declaration = evaluator.program.type(named: instance.typeName),
              evaluator.program.declarations(for: declaration.name, conformances: declaration.conformances)
                .contains(where: { $0.methods["makeBody"] != nil }) else { return nil }
        let configuration = Value.host(GaugeStyleConfigurationValue(gauge: gauge))
        return try evaluator.callMethod("makeBody", on: .instance(instance), arguments: [Argument(label: "configuration", value: configuration)], at: node)
    }
}
