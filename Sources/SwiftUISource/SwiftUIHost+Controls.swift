import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// iOS 18's controls: `StaticControlConfiguration`, `AppIntentControlConfiguration`,
/// `ControlWidgetButton` and `ControlWidgetToggle`, and their modifiers.
extension SwiftUIHost {
    static let controlTypes: Set<String> = [
        "StaticControlConfiguration", "AppIntentControlConfiguration", "ControlWidgetButton", "ControlWidgetToggle",
    ]

    /// A control's configuration or template, for one of `controlTypes`.
    func controlValue(_ typeName: String, arguments: [Argument], reading: ValueReading) -> Value {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func closure(_ labels: Set<String?>) -> Function? {
            arguments.reversed().compactMap { given -> Function? in
                if case .function(let function) = given.value, labels.contains(given.label) { return function }
                return nil
            }.first
        }
        switch typeName {
        case "StaticControlConfiguration", "AppIntentControlConfiguration":
            return .host(SwiftUIValue.controlConfiguration(ControlConfiguration(
                kind: reading.string(argument("kind")), content: closure([nil, "content"]), provider: argument("provider"))))
        case "ControlWidgetToggle":
            return .host(SwiftUIValue.controlTemplate(ControlTemplate(
                kind: .toggle, title: text(argument(nil), reading), isOn: reading.bool(argument("isOn")),
                label: closure([nil, "label"]), valueLabel: closure(["valueLabel"]))))
        default:
            return .host(SwiftUIValue.controlTemplate(ControlTemplate(
                kind: .button, title: text(argument(nil), reading), label: closure([nil, "label"]))))
        }
    }

    /// A control's configuration or template with one of its modifiers applied; others (its
    /// description, `promptsForUserConfiguration`) change nothing the Lock Screen shows.
    func controlModified(_ value: SwiftUIValue, _ name: String, _ arguments: [Argument], _ reading: ValueReading) -> Value {
        switch value {
        case .controlConfiguration(var configuration):
            if name == "displayName" { configuration.displayName = text(arguments.first?.value, reading) }
            return .host(SwiftUIValue.controlConfiguration(configuration))
        case .controlTemplate(var template):
            if name == "tint", let color = reading.color(arguments.first?.value) { template.tint = color }
            return .host(SwiftUIValue.controlTemplate(template))
        default:
            return .host(value)
        }
    }
}
