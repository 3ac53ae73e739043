import SwiftEvaluator
import ViewTree

/// Gradients as a widget writes them: `LinearGradient(colors:startPoint:endPoint:)` and its
/// radial, angular and elliptical siblings (with `colors:`, `stops:` or `gradient:`), the same as
/// static members of a style (`.linearGradient(…)`), and a bare `Gradient` used as a style
/// (drawn top to bottom, as SwiftUI draws one).
extension ValueReading {
    /// The gradient `value` is, or nil.
    func gradient(_ value: Value?) -> ShapeGradient? {
        switch value {
        case .host(let hosted)?:
            switch hosted as? SwiftUIValue {
            case .gradient(let gradient)?: return gradient
            // A gradient with view modifiers (`LinearGradient(…).frame(height: 4)`) still fills as itself.
            case .view(let view, _)?:
                if case .shape(let shape) = view.kind, shape.shape == .rectangle { return shape.gradient }
                return nil
            default: return nil
            }
        case .symbol(let symbol)?:
            let typeName = symbol.name.prefix(1).uppercased() + symbol.name.dropFirst()
            guard ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ConicGradient"].contains(typeName),
                  let arguments = symbol.arguments else { return nil }
            // `.linearGradient(…).opacity(0.5)`: the only member a style chain takes here.
            var made = gradient(typeName, arguments)
            for link in symbol.chain {
                guard link.name == "opacity", let amount = number(link.argument(nil)) else { return nil }
                made = made.faded(by: amount)
            }
            return made
        default:
            return nil
        }
    }

    /// A gradient made by the type `typeName` from its initialiser's arguments; the kind's
    /// unnamed settings take SwiftUI's defaults.
    func gradient(_ typeName: String, _ arguments: [Argument]) -> ShapeGradient {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        var stops: [ShapeGradient.Stop] = []
        if case .array(let items)? = argument("colors") {
            stops = ShapeGradient(colors: items.compactMap(color), kind: .linear(start: .top, end: .bottom)).stops
        } else if case .array(let items)? = argument("stops") {
            stops = items.compactMap(stop)
        } else if let given = gradient(argument("gradient")) {
            stops = given.stops
        }
        if stops.isEmpty { stops = [ShapeGradient.Stop(color: .hierarchical(level: 0), location: 0)] }
        let center = unitPoint(argument("center")) ?? .center
        let kind: ShapeGradient.Kind
        switch typeName {
        case "LinearGradient":
            kind = .linear(start: unitPoint(argument("startPoint")) ?? .top, end: unitPoint(argument("endPoint")) ?? .bottom)
        case "RadialGradient":
            kind = .radial(center: center, startRadius: number(argument("startRadius")) ?? 0, endRadius: number(argument("endRadius")) ?? 0)
        case "AngularGradient", "ConicGradient":
            let start = angleDegrees(argument("startAngle")) ?? angleDegrees(argument("angle")) ?? 0
            kind = .angular(center: center, startAngle: start, endAngle: angleDegrees(argument("endAngle")) ?? start + 360)
        case "EllipticalGradient":
            kind = .elliptical(center: center, startFraction: number(argument("startRadiusFraction")) ?? 0,
                               endFraction: number(argument("endRadiusFraction")) ?? 0.5)
        default:
            kind = .linear(start: .top, end: .bottom)
        }
        return ShapeGradient(stops: stops, kind: kind)
    }

    /// `Gradient.Stop(color:location:)` (or `.init(color:location:)`, or a tuple of the two).
    private func stop(_ value: Value) -> ShapeGradient.Stop? {
        let given: (color: Value?, location: Value?)
        switch value {
        case .tuple(let parts):
            given = (parts.first { $0.label == "color" }?.value, parts.first { $0.label == "location" }?.value)
        case .symbol(let symbol):
            given = (symbol.argument("color"), symbol.argument("location"))
        case .instance(let instance):
            given = (instance.fields["color"], instance.fields["location"])
        default:
            return nil
        }
        guard let shown = color(given.color), let location = number(given.location), location.isFinite else { return nil }
        return ShapeGradient.Stop(color: shown, location: location)
    }
}

extension ShapeGradient {
    /// The mean of the colours, for what draws one colour (text, a chart mark).
    var mean: ColorValue? { ValueReading.mean(colors) }

    /// Every stop at `amount` (0…1) of its opacity: the gradient's `.opacity(amount)`.
    func faded(by amount: Double) -> ShapeGradient {
        let opacity = min(max(amount.isFinite ? amount : 1, 0), 1)
        return ShapeGradient(stops: stops.map { Stop(color: .withOpacity($0.color, opacity), location: $0.location) }, kind: kind)
    }
}
