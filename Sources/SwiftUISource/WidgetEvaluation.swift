import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// One evaluation of a widget's sources, for one environment: the host, the evaluator, and the
/// steps from a candidate and an entry to the view tree.
final class WidgetEvaluation {
    let project: SwiftUIProject
    let host: SwiftUIHost
    let evaluator: Evaluator
    /// Entry values a bare name falls back to, for files whose views read the entry by name.
    var entryFields: [String: Value] = [:]

    init(project: SwiftUIProject, environment: WidgetEnvironment) {
        self.project = project
        host = SwiftUIHost(environment: environment, assets: project.assets, strings: project.strings, resources: project.resources,
                           fontNames: project.fontNames)
        evaluator = Evaluator(program: project.program, library: StandardLibrary(now: environment.now, timeZone: environment.timeZone, locale: environment.locale),
                              host: host)
        evaluator.fallbackName = { [unowned self] name in self.entryFields[name] }
    }

    var anchor: Syntax { Syntax(project.program.files.first?.tree ?? SourceFileSyntax(statements: [])) }

    /// The configurations made so far, by widget type: a body is evaluated once per evaluation,
    /// though the entries, the entry type and every view ask for it.
    private var configurations: [String: WidgetConfiguration?] = [:]

    /// What a `Widget`'s body configures.
    func configuration(of declaration: TypeDeclaration) throws -> WidgetConfiguration? {
        if let made = configurations[declaration.name] { return made }
        let made = try makeConfiguration(of: declaration)
        configurations[declaration.name] = made
        return made
    }

    private func makeConfiguration(of declaration: TypeDeclaration) throws -> WidgetConfiguration? {
        let widget = try evaluator.construct(declaration.name, arguments: [], at: declaration.syntax)
        var body = try evaluator.memberValue("body", of: widget, at: declaration.syntax)
        // A configuration the code declares (`struct NoteConfiguration: WidgetConfiguration`,
        // LockInNote's) is its own body's, as SwiftUI composes it; a few levels deep at most.
        for _ in 0..<Self.declaredConfigurationDepth {
            guard case .instance(let made) = body, let type = project.program.type(named: made.typeName),
                  project.program.conforms(type, to: "WidgetConfiguration") else { break }
            body = try evaluator.memberValue("body", of: body, at: type.syntax)
        }
        if case .configuration(let configuration)? = body.swiftUI { return configuration }
        if case .array(let items) = body {
            for item in items { if case .configuration(let configuration)? = item.swiftUI { return configuration } }
        }
        return nil
    }

    /// How many configurations the code declares, one inside another, are opened: real
    /// extensions wrap one (a shared configuration for several widgets); a cycle stops here.
    static let declaredConfigurationDepth = 4

    /// The view a candidate shows for an entry; what the entry's data names wrongly is said at
    /// `context` (a preview's `.previewContext(…)`), else at the candidate.
    func view(of candidate: WidgetCandidate, entry: EntryContent, context: Syntax? = nil) throws -> View {
        let node = candidate.syntax ?? anchor
        let family = host.environment.family
        var entry: EntryContent = switch entry {
        case .entry(let value): .entry(host.agreeing(value, withFamily: family, at: context ?? node, in: evaluator))
        case .view(let value): .view(host.agreeing(value, withFamily: family, at: context ?? node, in: evaluator))
        }
        // A Live Activity's context is stale when its preview says so, or the environment asks (`--stale`).
        if case .entry(.instance(let context)) = entry, context.typeName == ActivityContext.typeName, host.environment.isActivityStale {
            var fields = context.fields
            fields["isStale"] = .bool(true)
            entry = .entry(.instance(Instance(typeName: context.typeName, fields: fields, isReference: false)))
        }
        if case .entry(let value) = entry, case .instance(let instance) = value {
            entryFields = instance.fields
            entryFields["entry"] = entryFields["entry"] ?? value
        }
        let shown: Value
        switch (candidate.origin, entry) {
        case (_, .view(let view)):
            shown = view
        case (.widget(let declaration), .entry(let value)):
            if host.environment.family == .activity, host.environment.activityView.isIslandPart {
                return try islandView(of: declaration, context: value, at: node)
            }
            guard let content = try configuration(of: declaration)?.content else {
                return View(.empty)
            }
            // The content closure is a view builder: `{ entry in let x = …; SomeView(x) }` lists its view.
            if let builder = content.builder {
                let values = try builder([Argument(label: nil, value: value)])
                return host.combined(try values.flatMap { try host.views(from: $0, at: node, in: evaluator) })
            }
            shown = try content.call(value)
        case (.rootView(let declaration), .entry(let value)):
            shown = try instantiate(declaration, entry: value)
        case (.topLevel, .entry):
            shown = try evaluator.build(project.program.statements, in: evaluator.globalScope(), at: node)
        }
        return try host.view(shown, at: node, in: evaluator)
    }

    /// The part of a Live Activity's Dynamic Island the environment asks for; nothing when the
    /// activity has no `dynamicIsland:` closure or no view for that part.
    func islandView(of declaration: TypeDeclaration, context: Value, at node: Syntax) throws -> View {
        guard let island = try configuration(of: declaration)?.dynamicIsland else { return View(.empty) }
        let made = try island.builder?([Argument(label: nil, value: context)]).last ?? island.call(context)
        guard case .dynamicIsland(let parts)? = made.swiftUI else {
            evaluator.warn(node, "the activity's dynamicIsland closure gives a \(made.typeName), not a DynamicIsland; the island is drawn empty")
            return View(.empty)
        }
        return try host.islandView(parts, host.environment.activityView, at: node, in: evaluator) ?? View(.empty)
    }

    /// A root view made with the entry: `entry:` (or a property of the entry's type) gets the
    /// entry, other stored properties without a value get the entry's value of their name.
    func instantiate(_ declaration: TypeDeclaration, entry: Value) throws -> Value {
        var arguments: [Argument] = []
        for property in declaration.stored where property.initialValue == nil && property.attributes.isEmpty {
            let typeName = property.type?.trimmedDescription ?? ""
            if property.name == "entry" || typeName == entry.typeName || typeName.hasSuffix(".Entry") {
                arguments.append(Argument(label: property.name, value: entry))
            } else if let field = entryFields[property.name] {
                arguments.append(Argument(label: property.name, value: field))
            }
        }
        return try evaluator.construct(declaration.name, arguments: arguments, at: declaration.syntax)
    }
}

/// What an entry gives a widget: an entry value for its content closure, or a whole view (a
/// `PreviewProvider`'s view already holds its data).
enum EntryContent {
    case entry(Value)
    case view(Value)
}
