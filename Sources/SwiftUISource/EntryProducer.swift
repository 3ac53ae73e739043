import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// One place a widget's entries come from. An entries file, when there is one, is the only one;
/// otherwise every `#Preview` timeline, `PreviewProvider` preview and timeline-provider method
/// that can be evaluated gives entries, in that order, and an entry synthesised from the entry
/// type's declaration is the last resort.
struct EntryProducer {
    /// Said in messages and in `validate`: "#Preview at Widgets/Widget.swift:80".
    var label: String
    /// The label with the file's name only, for captions: "#Preview at Widget.swift:80".
    var shortLabel: String
    /// The name a `#Preview` gives (`#Preview("Low battery", as: …)`).
    var name: String?
    /// True for the synthesised entry, which `validate` warns about.
    var isSynthesised = false
    /// True for data used only when no preview gives any: a Live Activity's start in the app's
    /// code, the synthesised entry.
    var isFallback = false
    /// True for the timeline provider's methods: data for loading, not for previews.
    var isProviderMethod = false
    /// True when each entry it makes is a preview of its own (a `PreviewProvider`'s previews,
    /// each in its own family), not one preview's timeline.
    var isEachEntryAPreview = false
    /// Makes the entries in an evaluation (each evaluation makes them anew, with its own time).
    var make: (WidgetEvaluation, WidgetCandidate) throws -> [ProducedEntry]

    init(label: String, at position: SourcePosition? = nil, name: String? = nil, isSynthesised: Bool = false,
         isFallback: Bool = false, isProviderMethod: Bool = false, isEachEntryAPreview: Bool = false,
         make: @escaping (WidgetEvaluation, WidgetCandidate) throws -> [ProducedEntry]) {
        self.label = position.map { "\(label) at \($0.path):\($0.line)" } ?? label
        shortLabel = position.map { "\(label) at \(($0.path as NSString).lastPathComponent):\($0.line)" } ?? label
        self.name = name
        self.isSynthesised = isSynthesised
        self.isFallback = isFallback || isSynthesised
        self.isProviderMethod = isProviderMethod || isSynthesised
        self.isEachEntryAPreview = isEachEntryAPreview
        self.make = make
    }

    /// The producers for a candidate, in order.
    static func all(for candidate: WidgetCandidate, evaluation: WidgetEvaluation, entriesFile: (path: String, entries: [TimelineEntry])?,
                    entryType: TypeDeclaration?) -> [EntryProducer] {
        let program = evaluation.project.program
        var producers: [EntryProducer] = []
        if let entriesFile {
            return [EntryProducer(label: entriesFile.path) { evaluation, _ in
                // Offsets in an entries file count from the timeline's start, as in widget files.
                let values = EntryValues(evaluator: evaluation.evaluator, now: evaluation.host.environment.offsetOrigin)
                return entriesFile.entries.map { ProducedEntry(.entry(values.entry($0, type: entryType))) }
            }]
        }
        let cache = evaluation.project.previewRelevance
        let relevantNames = cache.names(of: candidate) { Self.names(in: candidate, evaluation: evaluation) }
        func relevance(_ preview: Syntax) -> Relevance {
            cache.relevance(of: preview, to: candidate) { Self.relevance(of: preview, relevantNames, candidate, program: program) }
        }
        // A Live Activity's data is its `#Preview(as: .content)` content states: previews of the
        // views it uses are of its Dynamic Island's parts or of views without the context.
        let activityAttributesName = activityAttributes(of: candidate, evaluation: evaluation)?.name
        let isActivity = activityAttributesName != nil
        // Previews of the views the widget names come first, those of views further in after.
        for level in [Relevance.direct, .reached] {
            for preview in program.previews where relevance(Syntax(fromProtocol: preview)) == level
                && (!isActivity || preview.arguments.contains { $0.label?.text == "as" }) {
                let position = program.position(of: preview)
                producers.append(EntryProducer(label: "#Preview", at: position, name: previewName(preview)) { evaluation, candidate in
                    try previewEntries(preview, evaluation: evaluation, candidate: candidate, entryType: entryType)
                })
            }
            for declaration in program.typesDeclaring(conformanceTo: "PreviewProvider") {
                // A Live Activity's older previews name its attributes, not its widget.
                let namesAttributes = level == .direct && activityAttributesName.map { direct(declaration.syntax).contains($0) } == true
                guard relevance(declaration.syntax) == level || (isActivity && namesAttributes) else { continue }
                let position = program.position(of: declaration.syntax)
                producers.append(EntryProducer(label: declaration.name, at: position, isEachEntryAPreview: true) { evaluation, _ in
                    let previews = try evaluation.evaluator.memberValue("previews", of: .type(declaration.name), at: declaration.syntax)
                    // A Live Activity's previews are `attributes.previewContext(state, viewKind: .content)`:
                    // each a context for its closures; views of its parts say nothing of its data.
                    return Self.flattened(Self.eachPreview(previews)).compactMap { preview in
                        let isContext = { if case .instance(let made) = preview.value { made.typeName == ActivityContext.typeName } else { false } }()
                        if isActivity { return isContext ? ProducedEntry(.entry(preview.value), family: .activity, name: preview.name, context: preview.context) : nil }
                        return ProducedEntry(content(ofPreview: preview.value, for: candidate, entryType: entryType),
                                             family: preview.family, name: preview.name, context: preview.context)
                    }
                })
            }
        }
        if case .widget(let declaration) = candidate.origin {
            for method in ["placeholder", "getSnapshot", "snapshot", "getTimeline", "timeline"] {
                producers.append(EntryProducer(label: "the provider's \(method)", isProviderMethod: true) { evaluation, _ in
                    guard let provider = try evaluation.configuration(of: declaration)?.provider else { return [] }
                    return try ProviderCall(evaluation: evaluation, provider: provider, entryType: entryType).entries(from: method).map { ProducedEntry(.entry($0)) }
                })
            }
        }
        if let attributes = activityAttributes(of: candidate, evaluation: evaluation) {
            // With no preview data, the states the app's own code starts the activity with.
            let requests = ActivityRequest.all(in: program, attributes: attributes.name)
            if let first = requests.first {
                // The app's code is run once for every picture's environment alike (it reads none).
                let memo = ActivityRequest.Memo()
                producers.append(EntryProducer(label: "the app's Activity.request", at: program.position(of: first.call),
                                               isFallback: true) { evaluation, _ in
                    let now = evaluation.host.environment.now
                    let outcome = memo.outcome(at: now) {
                        evaluation.evaluator.recordingMessages {
                            let values = EntryValues(evaluator: evaluation.evaluator, now: now)
                            // Each call that evaluates is an entry; when none does, the first failure is said.
                            var made: [ProducedEntry] = []
                            var failure: Error?
                            for request in requests {
                                do {
                                    if let context = try request.context(attributes: attributes, evaluator: evaluation.evaluator, values: values) {
                                        made.append(ProducedEntry(.entry(context), family: .activity))
                                    }
                                } catch {
                                    failure = failure ?? error
                                }
                            }
                            return made.isEmpty && failure != nil ? Result.failure(failure!) : Result.success(made)
                        }
                    }
                    evaluation.evaluator.replay(outcome.messages)
                    return try outcome.result.get()
                })
            }
        }
        if let attributes = activityAttributes(of: candidate, evaluation: evaluation),
           let state = program.type(named: "ContentState", from: attributes.name) {
            // A Live Activity with no preview data: its attributes and state made from their types.
            producers.append(EntryProducer(label: "synthesised from \(attributes.name) and its ContentState", isSynthesised: true) { evaluation, _ in
                let values = EntryValues(evaluator: evaluation.evaluator, now: evaluation.host.environment.now)
                return [ProducedEntry(.entry(ActivityContext.value(attributes: values.synthesised(type: attributes),
                                                                   state: values.synthesised(type: state))), family: .activity)]
            })
        } else if let entryType {
            producers.append(EntryProducer(label: "synthesised from \(entryType.name)", isSynthesised: true) { evaluation, _ in
                [ProducedEntry(.entry(EntryValues(evaluator: evaluation.evaluator, now: evaluation.host.environment.now).synthesised(type: entryType)))]
            })
        } else {
            producers.append(EntryProducer(label: "an empty entry", isSynthesised: true) { _, _ in
                [ProducedEntry(.entry(.instance(Instance(typeName: "Entry", fields: [:], isReference: false))))]
            })
        }
        return producers
    }

    /// A `PreviewProvider`'s `previews`, one value per preview: the views of a `Group` it gives
    /// are previews of their own in Xcode's canvas.
    static func eachPreview(_ previews: Value) -> Value {
        guard case .view(let view, _)? = previews.swiftUI, let members = view.groupMembers else { return previews }
        return .array(members.map { .view($0) })
    }

    /// The previews' views, `Group`s and arrays opened, each with the family its
    /// `.previewContext` names and the name its `.previewDisplayName` gives.
    static func flattened(_ value: Value) -> [(value: Value, family: WidgetFamily?, name: String?, context: Syntax?)] {
        if case .array(let items) = value { return items.flatMap(flattened) }
        if case .host(let hosted) = value, let preview = hosted as? PreviewValue {
            return preview.isLockScreen ? [(preview.content, preview.family, preview.name, preview.context)] : []
        }
        return [(value, nil, nil, nil)]
    }

    /// The name a `#Preview` gives in its first, unlabelled argument.
    static func previewName(_ preview: any FreestandingMacroExpansionSyntax) -> String? {
        guard let first = preview.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    /// The family a `#Preview(as: .accessoryRectangular)` is made for; nil for none or a Home
    /// Screen family that no Lock Screen shows (`systemMedium` and larger).
    static func previewFamily(_ preview: any FreestandingMacroExpansionSyntax) -> WidgetFamily? {
        guard let written = preview.arguments.first(where: { $0.label?.text == "as" })?.expression.as(MemberAccessExprSyntax.self)
        else { return nil }
        // A Live Activity's `#Preview(as: .content, using: …)`: its Lock Screen presentation.
        if written.declName.baseName.text == "content" { return .activity }
        return ValueReading.family(written.declName.baseName.text)
    }

    /// `#Preview(as: .accessoryRectangular) { W() } timeline: { … }` gives the timeline's entries;
    /// `#Preview { SomeView(entry: …) }` gives its view.
    static func previewEntries(_ preview: any FreestandingMacroExpansionSyntax, evaluation: WidgetEvaluation,
                               candidate: WidgetCandidate, entryType: TypeDeclaration?) throws -> [ProducedEntry] {
        let evaluator = evaluation.evaluator
        let scope = evaluator.globalScope()
        let isWidgetPreview = preview.arguments.contains { $0.label?.text == "as" }
        let family = previewFamily(preview)
        // `#Preview(as: .dynamicIsland(.compact), using: …)`: a presentation not drawn here.
        if let kind = preview.arguments.first(where: { $0.label?.text == "as" })?.expression.as(FunctionCallExprSyntax.self),
           kind.calledExpression.trimmedDescription.hasSuffix("dynamicIsland") {
            return []
        }
        if isWidgetPreview {
            // `timeline:` follows the widget's closure, or is an argument of its own:
            // `#Preview(as: .accessoryCircular, widget: { W() }, timeline: { … })`.
            let closures = preview.additionalTrailingClosures.map { (label: $0.label.text, closure: $0.closure) }
                + preview.arguments.compactMap { argument in
                    argument.expression.as(ClosureExprSyntax.self).map { (label: argument.label?.text ?? "", closure: $0) }
                }
            for closure in closures {
                switch closure.label {
                case "timeline":
                    let values = try evaluator.buildValues(closure.closure.statements, in: scope)
                    return values.flatMap(flattened).map(\.value).filter { !$0.isNull }
                        .map { value in ProducedEntry(.entry(entryType.map { evaluator.coerce(value, toTypeNamed: $0.name) } ?? value), family: family) }
                case "contentStates":
                    // A Live Activity's preview: each content state with the `using:` attributes is one picture.
                    guard let using = preview.arguments.first(where: { $0.label?.text == "using" })?.expression else { return [] }
                    let attributes = try evaluator.evaluate(using, in: scope)
                    let states = try evaluator.buildValues(closure.closure.statements, in: scope).flatMap(flattened).map(\.value)
                    return states.filter { !$0.isNull }.map { state in
                        ProducedEntry(.entry(ActivityContext.value(attributes: attributes, state: state)), family: .activity)
                    }
                case "timelineProvider":
                    guard let expression = closure.closure.statements.first?.item.as(ExprSyntax.self) else { continue }
                    let provider = try evaluator.evaluate(expression, in: scope)
                    let call = ProviderCall(evaluation: evaluation, provider: provider, entryType: entryType)
                    return try call.entries(from: "getTimeline").map { ProducedEntry(.entry($0), family: family) }
                default: continue
                }
            }
            return []
        }
        guard let body = preview.trailingClosure else { return [] }
        let values = try evaluator.buildValues(body.statements, in: scope)
        return values.flatMap(flattened).filter { !$0.value.isNull }.map {
            ProducedEntry(content(ofPreview: $0.value, for: candidate, entryType: entryType), family: $0.family, name: $0.name)
        }
    }

    /// What a preview's view gives a widget. A preview of the very view the widget's content
    /// closure makes, holding one entry of the widget's entry type, gives that entry to the
    /// widget's own closure: the device draws the view with the arguments and modifiers the
    /// widget gives it (MC-Stats' second widget passes `widgetType: .OnlyImage` to the entry
    /// view its previews show with the default). Any other view is drawn as the preview makes it.
    static func content(ofPreview view: Value, for candidate: WidgetCandidate, entryType: TypeDeclaration?) -> EntryContent {
        guard case .widget(let declaration) = candidate.origin, let entryType, case .instance(let made) = view, !made.isReference
        else { return .view(view) }
        let entries = made.fields.values.filter { if case .instance(let field) = $0 { field.typeName == entryType.name } else { false } }
        guard entries.count == 1, let entry = entries.first, constructs(made.typeName, in: declaration.syntax) else { return .view(view) }
        return .entry(entry)
    }

    /// Whether a declaration's code calls `name(…)`.
    static func constructs(_ name: String, in syntax: Syntax) -> Bool {
        var tokens = syntax.tokens(viewMode: .sourceAccurate).makeIterator()
        var previous: TokenSyntax?
        while let token = tokens.next() {
            if token.tokenKind == .leftParen, previous?.tokenKind == .identifier(name) { return true }
            previous = token
        }
        return false
    }

    /// A Live Activity's `ActivityAttributes` type, nil for a widget.
    static func activityAttributes(of candidate: WidgetCandidate, evaluation: WidgetEvaluation) -> TypeDeclaration? {
        guard case .widget(let declaration) = candidate.origin, let configuration = try? evaluation.configuration(of: declaration),
              configuration.isActivity, let name = configuration.activityAttributes else { return nil }
        return evaluation.project.program.type(named: name)
    }

    /// The type the widget's entries are: the provider's `Entry`, what `placeholder(in:)` returns,
    /// the root view's `entry` property, or the first `TimelineEntry` declared; none for a Live
    /// Activity, whose entries are contexts.
    static func entryType(for candidate: WidgetCandidate, evaluation: WidgetEvaluation) -> TypeDeclaration? {
        let program = evaluation.project.program
        if case .widget(let declaration) = candidate.origin, (try? evaluation.configuration(of: declaration))??.isActivity == true {
            return nil
        }
        switch candidate.origin {
        case .widget(let declaration):
            if let configuration = try? evaluation.configuration(of: declaration), case .instance(let provider)? = configuration.provider,
               let providerType = program.type(named: provider.typeName) {
                let context = providerType.name
                if let alias = providerType.typeAliases["Entry"], let found = program.type(named: alias.trimmedDescription, from: context) {
                    return found
                }
                for method in ["placeholder", "snapshot"] {
                    if let returned = providerType.methods[method]?.first?.signature.returnClause?.type.trimmedDescription,
                       let found = program.type(named: returned, from: context) {
                        return found
                    }
                }
                if let timeline = providerType.methods["timeline"]?.first?.signature.returnClause?.type.trimmedDescription,
                   let inner = timeline.split(separator: "<").last?.split(separator: ">").first, let found = program.type(named: String(inner), from: context) {
                    return found
                }
                if let snapshot = providerType.methods["getSnapshot"]?.first,
                   let completion = snapshot.signature.parameterClause.parameters.last?.type.trimmedDescription,
                   let open = completion.firstIndex(of: "("), let close = completion.firstIndex(of: ")") {
                    let inner = completion[completion.index(after: open)..<close]
                    if let found = program.type(named: String(inner), from: context) { return found }
                }
            }
        case .rootView(let declaration):
            if let written = declaration.storedProperty("entry")?.type?.trimmedDescription,
               let found = program.type(named: written, from: declaration.name) {
                return found
            }
            return nil
        case .topLevel:
            return nil
        }
        return program.typesDeclaring(conformanceTo: "TimelineEntry").first
    }

    /// The names a candidate's declaration and the views it uses mention.
    /// How many declarations deep the views a widget uses are followed (the widget, its switcher
    /// view, the family's view, …): a chosen bound, deeper than the extensions tried nest.
    static let viewReachDepth = 4

    /// The names the candidate's declaration uses, and those the views it uses use in turn (to
    /// `viewReachDepth` declarations deep).
    static func names(in candidate: WidgetCandidate, evaluation: WidgetEvaluation) -> Set<String> {
        guard let syntax = candidate.syntax else { return [] }
        let program = evaluation.project.program
        var names = resolved(direct(syntax), inFileOf: syntax, program: program)
        var frontier = names
        for _ in 0..<viewReachDepth {
            var next: Set<String> = []
            for name in frontier where name.first?.isUppercase == true {
                guard let declared = program.type(named: name), program.conforms(declared, to: "View") else { continue }
                next.formUnion(resolved(direct(declared.syntax), inFileOf: declared.syntax, program: program).subtracting(names))
            }
            names.formUnion(next)
            frontier = next
        }
        return names
    }

    /// Names as the file that writes them means them: a file's own private type of a name
    /// another file's type has too is kept under its own name (`Program.type(named:inFileOf:)`).
    static func resolved(_ names: Set<String>, inFileOf node: Syntax, program: Program) -> Set<String> {
        Set(names.map { name in
            name.first?.isUppercase == true ? program.type(named: name, inFileOf: node)?.name ?? name : name
        })
    }

    static func direct(_ syntax: Syntax) -> Set<String> {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(syntax)
        return collector.names
    }

    /// How a preview concerns the candidate: it names the candidate, or a view the candidate
    /// uses (directly); a view one of those uses in turn (DaysLeft's `AccessoryRectangularView` inside its
    /// switcher view) counts when the preview is made for a Lock Screen family, as its canvas
    /// shows it (reached: after the direct ones). Only views and widgets the source declares count
    /// (a model type such as `Donut` both a widget and a Live Activity's preview mention says
    /// nothing), and a preview that names another widget is that widget's.
    /// How a preview concerns a widget.
    enum Relevance {
        case none
        /// It names the widget or a view the widget names.
        case direct
        /// It is made for a Lock Screen family and names a view further in.
        case reached
    }

    static func relevance(of preview: Syntax, _ names: Set<String>, _ candidate: WidgetCandidate, program: Program) -> Relevance {
        let mentionedNames = resolved(direct(preview), inFileOf: preview, program: program)
        if mentionedNames.contains(candidate.name) { return .direct }
        func declaresView(_ name: String) -> Bool {
            guard name.first?.isUppercase == true, let declared = program.type(named: name) else { return false }
            return program.conforms(declared, to: "View") || program.conforms(declared, to: "Widget")
        }
        let mentioned = mentionedNames.filter(declaresView)
        if mentioned.contains(where: { $0 != candidate.name && program.type(named: $0).map { program.conforms($0, to: "Widget") } == true }) {
            return .none
        }
        let used = candidate.syntax.map { resolved(direct($0), inFileOf: $0, program: program) } ?? []
        if !mentioned.isDisjoint(with: used.filter(declaresView)) { return .direct }
        let text = preview.description
        let isForLockScreen = text.containsUTF8("family: .accessory") || text.containsUTF8("as: .accessory")
        return isForLockScreen && !mentioned.isDisjoint(with: names.filter(declaresView)) ? .reached : .none
    }
}

/// One entry a producer makes, with the family the preview that holds it is made for and the
/// name `.previewDisplayName` gives that preview.
struct ProducedEntry {
    var content: EntryContent
    var family: WidgetFamily?
    var name: String?
    /// Where a `PreviewProvider`'s `.previewContext(…)` is written, to say there what its data
    /// names wrongly.
    var context: Syntax?

    init(_ content: EntryContent, family: WidgetFamily? = nil, name: String? = nil, context: Syntax? = nil) {
        self.content = content
        self.family = family
        self.name = name
        self.context = context
    }
}

/// Calls a timeline provider's methods as WidgetKit would, with a context for the family and a
/// completion that keeps what it is given.
struct ProviderCall {
    let evaluation: WidgetEvaluation
    let provider: Value
    /// The entry type, to read `.sample` and `.init(…)` given to a completion.
    let entryType: TypeDeclaration?

    func entries(from method: String) throws -> [Value] {
        let evaluator = evaluation.evaluator
        guard case .instance(let instance) = provider, let declaration = evaluator.program.type(named: instance.typeName),
              let function = declaration.methods[method]?.first else { return [] }
        var received: Value?
        let completion = Function(name: "completion") { arguments in
            received = arguments.first?.value
            return .void
        }
        var arguments: [Argument] = []
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let type = parameter.type.trimmedDescription
            let value: Value
            if label == "in" || type.hasSuffix("Context") {
                value = .host(SwiftUIValue.providerContext(family: evaluation.host.environment.family))
            } else if type.contains("->") {
                value = .function(completion)
            } else if let declared = evaluator.program.type(named: type, from: declaration.name) {
                value = (try? evaluator.construct(declared.name, arguments: [], at: parameter)) ?? .unknown(type)
            } else {
                value = .unknown(type)
            }
            arguments.append(Argument(label: label, value: value))
        }
        let returned = try evaluator.callMethod(method, on: provider, arguments: arguments, at: function)
        let result = received ?? returned
        func typed(_ value: Value) -> Value {
            entryType.map { evaluator.coerce(value, toTypeNamed: $0.name) } ?? value
        }
        switch result {
        case .host(let hosted):
            if case .timeline(let entries)? = hosted as? SwiftUIValue { return entries.map(typed).filter(isEntry) }
            return []
        case .symbol(let symbol) where symbol.name == "init" && symbol.chain.isEmpty:
            // `completion(.init(entries: […], policy: …))`: the completion takes a Timeline, so
            // the implicit initializer is Timeline's; anything else is the entry's own.
            if let given = symbol.arguments?.first(where: { $0.label == "entries" })?.value {
                guard case .array(let entries) = given else { return [] }
                return entries.map(typed).filter(isEntry)
            }
            return isEntry(typed(result)) ? [typed(result)] : []
        default:
            return isEntry(typed(result)) ? [typed(result)] : []
        }
    }

    private func isEntry(_ value: Value) -> Bool {
        if case .instance = value { return true }
        return false
    }
}
