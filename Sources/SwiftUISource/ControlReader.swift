import Foundation
import Localization
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// The controls a program declares (`struct Name: ControlWidget`, iOS 18), evaluated to what the
/// Lock Screen's corner buttons show: each state's symbol and title, the tint, and a toggle's
/// state in the provider's `previewValue`.
struct ControlReader {
    let project: SwiftUIProject
    let now: Date
    let locale: PreviewLocale

    /// Every control, in declaration order; what cannot be evaluated is a warning at its declaration.
    func controls(into report: inout LoadReport) -> [LockScreenControl] {
        let declared = project.program.typeOrder.compactMap { project.program.types[$0] }
            .filter { $0.kind != .protocolType && project.program.conforms($0, to: "ControlWidget") }
        guard !declared.isEmpty else { return [] }
        let evaluation = WidgetEvaluation(project: project, environment: WidgetEnvironment(family: .circular, now: now, locale: locale))
        defer { report.add(evaluation.evaluator.takeMessages()) }
        var controls: [LockScreenControl] = []
        for declaration in declared {
            do {
                if let control = try control(of: declaration, in: evaluation) { controls.append(control) }
            } catch let error as PositionedError {
                report.add(.warning, error.position, "the control \(declaration.name) could not be evaluated (\(error.message)); it is left out")
            } catch {
                evaluation.evaluator.warn(declaration.syntax, "the control \(declaration.name) could not be evaluated (\(error)); it is left out")
            }
        }
        return controls
    }

    private func control(of declaration: TypeDeclaration, in evaluation: WidgetEvaluation) throws -> LockScreenControl? {
        let evaluator = evaluation.evaluator
        let node = declaration.syntax
        let instance = try evaluator.construct(declaration.name, arguments: [], at: node)
        guard case .controlConfiguration(let configuration)? = try evaluator.memberValue("body", of: instance, at: node).swiftUI,
              let content = configuration.content else {
            evaluator.warn(node, "\(declaration.name)'s body is not a control configuration (StaticControlConfiguration, AppIntentControlConfiguration); it is left out")
            return nil
        }
        let value = try configuration.provider.map { try previewValue(of: $0, at: node, in: evaluator) }
        let made = try value.map { value in try call(content, with: [value]) } ?? call(content, with: [])
        guard case .controlTemplate(let template)? = made.swiftUI else {
            evaluator.warn(node, "\(declaration.name)'s configuration makes no ControlWidgetButton or ControlWidgetToggle; it is left out")
            return nil
        }
        let host = evaluation.host
        func face(_ state: Bool?) throws -> ControlFace {
            var faces: [ControlFace] = []
            for closure in [template.valueLabel, template.label].compactMap({ $0 }) {
                // A label of several views (`{ Image(systemName: …); Text(…) }`) gives each.
                let labels = try state.map { try built(closure, with: [.bool($0)]) } ?? built(closure, with: [])
                for label in labels {
                    faces.append(contentsOf: try host.views(from: label, at: node, in: evaluator).map(Self.face(of:)))
                }
            }
            let symbol = faces.lazy.compactMap(\.symbol).first
            let customSymbol = symbol == nil ? faces.lazy.compactMap(\.customSymbolPath).first : nil
            if symbol == nil, customSymbol == nil {
                evaluator.warn(node, "\(declaration.name)'s label shows no SF Symbol (Label(_:systemImage:) or Image(systemName:)) "
                               + "nor a custom symbol of the asset catalogs; the Lock Screen's button is drawn empty")
            }
            return ControlFace(symbol: symbol, title: faces.lazy.compactMap(\.title).first ?? template.title, customSymbolPath: customSymbol)
        }
        let tint = template.tint.map { $0.resolved(primary: .white, accent: .white) }
        let name = configuration.displayName ?? declaration.name
        switch template.kind {
        case .button:
            return LockScreenControl(name: name, typeName: declaration.name, kind: .button, off: try face(nil), tint: tint)
        case .toggle:
            return LockScreenControl(name: name, typeName: declaration.name, kind: .toggle, off: try face(false), on: try face(true),
                                     tint: tint, isOn: template.isOn ?? false)
        }
    }

    /// A provider's `previewValue`: a `ControlValueProvider`'s property, or an
    /// `AppIntentControlValueProvider`'s method, given its configuration intent as a fresh one
    /// (every `@Parameter` at its default, as before the person configures the control).
    private func previewValue(of provider: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value {
        let member = try evaluator.memberValue("previewValue", of: provider, at: node)
        guard case .function(let function) = member else { return member }
        var configuration = Value.null
        if case .instance(let instance) = provider,
           let declaration = project.program.types[instance.typeName],
           let parameter = declaration.methods["previewValue"]?.first?.signature.parameterClause.parameters.first,
           let intent = project.program.types[parameter.type.trimmedDescription.replacingOccurrences(of: "?", with: "")] {
            configuration = (try? evaluator.construct(intent.name, arguments: [], at: node)) ?? .null
        }
        return try function.call([Argument(label: "configuration", value: configuration)])
    }

    /// What a label closure makes: each view its statements list (it is a result builder), called
    /// with `values`, or without them when it takes none.
    private func built(_ closure: Function, with values: [Value]) throws -> [Value] {
        guard let builder = closure.builder else { return [try call(closure, with: values)] }
        do {
            return try builder(values.map { Argument(label: nil, value: $0) })
        } catch where !values.isEmpty {
            return try builder([])
        }
    }

    /// Calls a closure with `values`, or without them when it takes none (`{ Label(…) }` where a
    /// state could be given).
    private func call(_ closure: Function, with values: [Value]) throws -> Value {
        do {
            return try closure.call(values.map { Argument(label: nil, value: $0) })
        } catch where !values.isEmpty {
            return try closure.call([])
        }
    }

    /// The first SF Symbol and the first literal text of a label's views.
    static func face(of view: View) -> ControlFace {
        var symbol: String?, customSymbol: String?
        var title: String?
        var pending = [view]
        while let next = pending.first {
            pending.removeFirst()
            switch next.kind {
            case .image(let image):
                if symbol == nil, case .symbol(let name) = image.source { symbol = name }
                if customSymbol == nil, case .customSymbol(_, let path) = image.source { customSymbol = path }
            case .text(let runs):
                if title == nil { title = runs.compactMap(\.resolvedText).joined() }
            default:
                break
            }
            pending += ViewNesting.children(of: next)
        }
        return ControlFace(symbol: symbol, title: title, customSymbolPath: customSymbol)
    }
}
