import Foundation
import Localization
import SwiftEvaluator
import SwiftSyntax
import ViewTree
import WidgetFormat

/// Makes one `Widget` from a candidate: its name, families and entries, evaluated once per
/// family and entry to find every problem, and an evaluator for the renderer.
struct WidgetBuilder {
    let box: ProjectBox
    let candidate: WidgetCandidate
    let entriesFile: (path: String, entries: [TimelineEntry])?
    let now: Date
    let locale: PreviewLocale
    let path: String
    /// Build only a widget that supports one of these families (nil: every widget).
    var wantedFamilies: Set<WidgetFamily>?

    func build(into report: inout LoadReport) -> (widget: Widget, views: Int, problems: PictureProblems)? {
        let project = box.project
        let evaluation = WidgetEvaluation(project: project, environment: WidgetEnvironment(family: .circular, now: now, locale: locale))
        defer { report.add(evaluation.evaluator.takeMessages()) }
        if let note = candidate.note, let syntax = candidate.syntax { evaluation.evaluator.warn(syntax, note) }
        // Without .supportedFamilies a widget supports every family of its platform; a source
        // does not say which platform it is built for, so the iPhone's are assumed, and the
        // watch's corner too when the source names `.accessoryCorner` (a view that switches on it).
        var families = WidgetFamily.phoneFamilies
        if project.namesAccessoryCorner { families.append(.corner) }
        var name = candidate.name
        var summary: String?
        var offersSmallActivity = false
        switch candidate.origin {
        case .widget(let declaration):
            do {
                guard let configuration = try evaluation.configuration(of: declaration) else {
                    evaluation.evaluator.warn(declaration.syntax, "\(declaration.name)'s body is not a widget configuration (StaticConfiguration, AppIntentConfiguration, …); it is left out")
                    return nil
                }
                guard configuration.content != nil else { return nil }
                if let given = configuration.families {
                    families = WidgetFamily.allCases.filter(given.contains)
                    if families.isEmpty { return nil }
                }
                name = configuration.displayName ?? declaration.name
                summary = configuration.description
                offersSmallActivity = configuration.offersSmallActivity
            } catch let error as PositionedError {
                report.add(.error, error.position, error.message)
                return nil
            } catch {
                return nil
            }
        case .rootView:
            break
        case .topLevel:
            name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        if let wantedFamilies, wantedFamilies.isDisjoint(with: families) {
            report.unwantedWidgets += 1
            return nil
        }
        let entryType = EntryProducer.entryType(for: candidate, evaluation: evaluation)
        if let entriesFile, let entryType { warnAboutUnusableEntryValues(entriesFile.entries, of: entryType, in: evaluation.evaluator) }
        let producers = EntryProducer.all(for: candidate, evaluation: evaluation, entriesFile: entriesFile, entryType: entryType)
        var index: [(producer: Int, item: Int)] = []
        var labels: [String] = []
        var entries: [TimelineEntry] = []
        var previews: [WidgetPreview] = []
        // What was said before the entries are made is about the whole widget; what making a
        // producer's entries says is about those entries (`LoadReport.entryOnly`).
        report.add(evaluation.evaluator.takeMessages())
        for (number, producer) in producers.enumerated() {
            if producer.isFallback, !index.isEmpty { continue }
            let (outcome, said) = evaluation.evaluator.capturingMessages { Result { try producer.make(evaluation, candidate) } }
            _ = evaluation.evaluator.takeMessages()
            if case .success(let made) = outcome, !made.isEmpty {
                report.add(said, madeEntries: entries.count..<entries.count + made.count)
            } else {
                report.add(said)
            }
            do {
                let made = try outcome.get()
                for (item, produced) in made.enumerated() {
                    index.append((number, item))
                    labels.append(made.count > 1 ? "\(producer.label), entry \(item + 1)" : producer.label)
                    entries.append(TimelineEntry(date: Self.date(of: produced.content), values: [:]))
                }
                previews += Self.previews(of: producer, made: made, from: entries.count - made.count)
                if producer.isSynthesised, producer.label.hasPrefix("synthesised"), let syntax = candidate.syntax {
                    evaluation.evaluator.warn(syntax, "no entry data in the sources (no #Preview timeline, PreviewProvider or provider that could be evaluated) and no entries file; the preview shows \(producer.label): made-up numbers, and its strings as placeholders")
                }
            } catch let error as PositionedError {
                report.add(.warning, error.position, "\(producer.label) could not be evaluated (\(error.message)); its entries are left out")
            } catch let error as ThrownError {
                report.add(.warning, error.position, "\(producer.label) threw \(error.description); its entries are left out")
            } catch {
                if let syntax = candidate.syntax {
                    evaluation.evaluator.warn(syntax, "\(producer.label) could not be evaluated (\(error)); its entries are left out")
                }
            }
        }
        let order = index
        let shared = box
        let owner = candidate
        let file = entriesFile
        let context = EvaluationContext(box: shared, candidate: owner, entriesFile: file, producers: producers, order: order,
                                        entryType: entryType, memo: EvaluationMemo())
        let captured = UncheckedBox(context)
        let bodyEvaluator = BodyEvaluator { environment, entry in
            if let kept = captured.value.memo.kept(for: environment, entry: entry) { return kept.view }
            return LargeStack.run { Self.evaluate(captured.value, environment: environment, entry: entry).view }
        }
        // What was said before the pictures is about the whole widget; each picture's own messages follow.
        report.add(evaluation.evaluator.takeMessages())
        var views = 0
        var bodies: [WidgetFamily: View] = [:]
        for family in families {
            for number in order.indices where family == families.first || number == 0 {
                let environment = WidgetEnvironment(family: family, now: now, locale: locale)
                let (view, messages) = Self.evaluate(context, environment: environment, entry: number)
                report.add(messages, fromPicture: true)
                // A body that reads the rendering mode runs other code in the other modes: what that says is said too.
                if number == 0, context.memo.kept(for: environment, entry: number)?.reads.contains(.renderingMode) == true {
                    for mode in RenderingMode.allCases where mode != environment.renderingMode {
                        var other = environment
                        other.renderingMode = mode
                        report.add(Self.evaluate(context, environment: other, entry: number).messages, fromPicture: true)
                    }
                }
                if bodies[family] == nil { bodies[family] = view }
                if number == 0, family == families.first { views = ViewCounting.count(view) }
            }
        }
        var widget = Widget(name: name, summary: summary, families: families, bodies: bodies, entries: entries,
                            evaluator: bodyEvaluator, entrySources: labels)
        widget.typeName = candidate.name
        widget.previews = previews
        widget.isForWatch = project.platform == .watchOS
        widget.offersSmallActivity = offersSmallActivity
        if case .widget(let declaration) = candidate.origin {
            let position = evaluation.evaluator.program.position(of: declaration.syntax)
            widget.familiesLocation = SourceLocation(line: position.line, column: position.column)
            widget.familiesFile = position.path
        }
        let converter = LoadReport(mainPath: report.mainPath)
        let moment = now
        let language = locale
        let problems = PictureProblems { family, view, entry in
            LargeStack.run {
                var environment = WidgetEnvironment(family: family, now: moment, locale: language)
                environment.activityView = view
                return Self.evaluate(captured.value, environment: environment, entry: entry).messages
                    .map(converter.diagnostic)
            }
        }
        return (widget, views, problems)
    }

    /// The previews a producer's entries make: one timeline, or (a `PreviewProvider`) one
    /// preview per entry, each in its own family.
    static func previews(of producer: EntryProducer, made: [ProducedEntry], from start: Int) -> [WidgetPreview] {
        guard !made.isEmpty else { return [] }
        guard producer.isEachEntryAPreview, made.count > 1 else {
            return [WidgetPreview(name: producer.name ?? made[0].name, source: producer.shortLabel, family: made[0].family,
                                  entries: start..<start + made.count, isProviderMethod: producer.isProviderMethod)]
        }
        return made.enumerated().map { item, produced in
            WidgetPreview(name: produced.name ?? producer.name, source: "\(producer.shortLabel), preview \(item + 1)", family: produced.family,
                          entries: start + item..<start + item + 1)
        }
    }

    static func date(of content: EntryContent) -> DateSpec? {
        if case .entry(.instance(let instance)) = content, case .date(let date)? = instance.fields["date"] { return .absolute(date) }
        return nil
    }

    /// What an evaluation of a widget needs, found once when it is loaded.
    struct EvaluationContext {
        let box: ProjectBox
        let candidate: WidgetCandidate
        let entriesFile: (path: String, entries: [TimelineEntry])?
        /// Where the entries come from, found once: with a thousand `#Preview`s, finding them for
        /// each entry's evaluation was a million steps.
        let producers: [EntryProducer]
        /// Each entry's producer and its place among what that producer makes.
        let order: [(producer: Int, item: Int)]
        let entryType: TypeDeclaration?
        /// The evaluations made, for the environments that agree with them.
        let memo: EvaluationMemo
    }

    /// Says which of the entry type's values the entries file leaves out, and which `Int`s it gives
    /// as numbers no `Int` holds (`1e300`, `2.5`).
    func warnAboutUnusableEntryValues(_ entries: [TimelineEntry], of type: TypeDeclaration, in evaluator: Evaluator) {
        for property in type.stored where property.initialValue == nil && property.attributes.isEmpty && property.name != "date" {
            guard property.type?.trimmedDescription.hasSuffix("?") != true else { continue }
            if entries.contains(where: { $0.values[property.name] == nil }) {
                evaluator.warn(property.syntax, "the entries file gives no '\(property.name)' (in at least one entry); the preview shows a placeholder for it")
            }
        }
        for property in type.stored {
            var typeName = property.type?.trimmedDescription ?? ""
            while typeName.hasSuffix("?") || typeName.hasSuffix("!") { typeName.removeLast() }
            guard typeName == "Int" else { continue }
            for entry in entries {
                guard case .number(let n)? = entry.values[property.name], Int(exactly: n) == nil else { continue }
                evaluator.warn(property.syntax, "the entries file gives '\(property.name)' as \(Value.describe(n)), which no Int holds (in at least one entry); the preview shows a placeholder for it")
                break
            }
        }
    }

    /// Evaluates the candidate's view for an environment and an entry number, in a new evaluation.
    static func evaluate(_ context: EvaluationContext, environment: WidgetEnvironment, entry: Int) -> (view: View, messages: [Evaluator.Message]) {
        let outcome = context.memo.outcome(for: environment, entry: entry) {
            let evaluation = WidgetEvaluation(project: context.box.project, environment: environment)
            let (view, messages) = evaluate(context, in: evaluation, entry: entry)
            let keys = evaluation.host.readKeys
            var reads: EvaluationMemo.Reads = []
            if keys.contains("widgetRenderingMode") { reads.insert(.renderingMode) }
            if keys.contains("isLuminanceReduced") { reads.insert(.luminance) }
            if keys.contains("redactionReasons") { reads.insert(.privacy) }
            if keys.contains(SwiftUIHost.displayKey) || keys.contains("displayScale") { reads.insert(.display) }
            if evaluation.evaluator.tookSharedStaticsOfItsEnvironment { reads = .all }
            return EvaluationMemo.Outcome(view: view, messages: messages, reads: reads)
        }
        return (outcome.view, outcome.messages)
    }

    private static func evaluate(_ context: EvaluationContext, in evaluation: WidgetEvaluation, entry: Int) -> (view: View, messages: [Evaluator.Message]) {
        let evaluator = evaluation.evaluator
        let candidate = context.candidate, order = context.order
        do {
            let producers = context.producers
            var produced = ProducedEntry(.entry(.instance(Instance(typeName: "Entry", fields: [:], isReference: false))))
            if order.indices.contains(entry) {
                let (producer, item) = order[entry]
                let made = try producers[producer].make(evaluation, candidate)
                produced = made.indices.contains(item) ? made[item] : ProducedEntry(.entry(.unknown("entry")))
            }
            let view = try evaluation.view(of: candidate, entry: produced.content, context: produced.context)
            if let deep = ViewNesting.firstViewTooDeep(in: view) {
                throw PositionedError(position: position(of: deep, or: candidate, in: evaluation),
                                      message: "views and modifiers nest more than \(ViewNesting.maximumLevels) levels deep here (each modifier is a level)")
            }
            return (view, evaluator.takeMessages())
        } catch let error as PositionedError {
            var messages = evaluator.takeMessages()
            messages.append(Evaluator.Message(severity: .warning, position: error.position,
                                              text: error.message + "; the preview shows a placeholder"))
            return (SwiftUIHost.placeholder(at: nil), messages)
        } catch {
            return (SwiftUIHost.placeholder(at: nil), evaluator.takeMessages())
        }
    }
}

/// Where a built view was written, or else where its widget was.
private func position(of view: View, or candidate: WidgetCandidate, in evaluation: WidgetEvaluation) -> SourcePosition {
    let program = evaluation.evaluator.program
    guard let location = view.location, let mainPath = program.files.first?.path else {
        return program.position(of: candidate.syntax ?? evaluation.anchor)
    }
    return SourcePosition(path: location.file ?? mainPath, line: location.line, column: location.column)
}

/// How many views a tree holds, labels and decorations included.
enum ViewCounting {
    static func count(_ view: View) -> Int {
        var total = 0
        var pending = [view]
        while let next = pending.popLast() {
            total += 1
            pending += ViewNesting.children(of: next)
        }
        return total
    }
}
