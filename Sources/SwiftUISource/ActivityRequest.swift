import Foundation
import SwiftEvaluator
import SwiftSyntax

/// Where the app starts a Live Activity: `Activity<A>.request(attributes: a, content:
/// .init(state: s, staleDate: nil), pushType: nil)` (`contentState: s` before iOS 16.2). With no
/// preview data in the sources, the attributes and state the app's own code passes there are
/// what a device shows when the app starts the activity: better data than values made up from
/// the types. The call is not run; its arguments are evaluated where it is written, after what
/// comes before it in its function (`Evaluator.scope(reaching:)`).
struct ActivityRequest {
    let call: FunctionCallExprSyntax

    /// The entries the app's requests make at one moment, with what evaluating them said: the
    /// same for every picture's environment (the app's code reads none of it), so made once.
    final class Memo: @unchecked Sendable {
        typealias Outcome = (result: Result<[ProducedEntry], Error>, messages: [Evaluator.Message])
        private var kept: [Date: Outcome] = [:]
        private let lock = NSLock()

        func outcome(at now: Date, make: () -> Outcome) -> Outcome {
            if let found = lock.withLock({ kept[now] }) { return found }
            let made = make()
            lock.withLock { kept[now] = made }
            return made
        }
    }

    /// The calls that may start an activity of `attributes`, in source order: `request` on
    /// `Activity<attributes>`, on `Activity` or on an inferred type (`.request(…)`), with an
    /// `attributes:` argument.
    static func all(in program: Program, attributes: String) -> [ActivityRequest] {
        program.files.flatMap { file -> [ActivityRequest] in
            guard file.text.containsUTF8("request") else { return [] }
            let finder = CallFinder { isRequest($0, attributes: attributes) }
            finder.walk(file.tree)
            return finder.found.map(ActivityRequest.init)
        }
    }

    /// The activity's context as this call starts it; nil when its function cannot be run to
    /// it, or its attributes are not of `attributes`.
    func context(attributes: TypeDeclaration, evaluator: Evaluator, values: EntryValues) throws -> Value? {
        // What runs before the call is the app's code, run only for the values the call is
        // given: what it says is not about the picture, so it is not kept.
        var madeUp: [String] = []
        let reached = try evaluator.quietly {
            try Self.scope(reaching: call, depth: 0, evaluator: evaluator, values: values, madeUp: &madeUp)
        }
        guard let scope = reached else { return nil }
        guard let attributesArgument = argument("attributes") else { return nil }
        let attributesValue = try evaluator.evaluate(attributesArgument, in: scope)
        guard case .instance(let made) = attributesValue, made.typeName == attributes.name
                || made.typeName.hasSuffix("." + attributes.name) else { return nil }
        let state: Value
        if let contentState = argument("contentState") {
            state = try evaluator.evaluate(contentState, in: scope)
        } else if let content = argument("content") {
            // `.init(state:staleDate:)` has no type to infer it from here: its `state:` is read.
            if let made = content.as(FunctionCallExprSyntax.self), let written = made.arguments.first(where: { $0.label?.text == "state" }) {
                state = try evaluator.evaluate(written.expression, in: scope)
            } else if case .instance(let made) = try evaluator.evaluate(content, in: scope), let given = made.fields["state"] {
                state = given
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard case .instance = state else { return nil }
        if !madeUp.isEmpty {
            let names = madeUp.map { "'\($0)'" }.joined(separator: ", ")
            evaluator.warn(call, "the Live Activity is drawn with what this call starts it with, but its function's \(madeUp.count == 1 ? "parameter" : "parameters") \(names) \(madeUp.count == 1 ? "is" : "are") made up from \(madeUp.count == 1 ? "its type" : "their types") (numbers made up, strings as placeholders)")
        }
        return ActivityContext.value(attributes: attributesValue, state: state)
    }

    /// How many calls up a parameter's value is looked for (`startActivity(data: song[index])`
    /// in the function that starts the activity's caller): a chosen bound, as deep as the apps
    /// tried need.
    static let callerDepth = 2

    /// The scope where `node` is written: its function's `self` (`instance(of:)`) and
    /// parameters bound, the statements before it run (`Evaluator.scope(reaching:)`). A
    /// parameter without a default takes the argument of the first call of the function written
    /// in the sources that evaluates there (up to `callerDepth` calls up), else is made from its
    /// type (its name added to `madeUp`).
    static func scope(reaching node: some SyntaxProtocol, depth: Int, evaluator: Evaluator, values: EntryValues,
                      madeUp: inout [String]) throws -> Scope? {
        let owner = enclosingType(of: node).flatMap { evaluator.program.type(named: $0) }
        let selfValue = owner.map { instance(of: $0, evaluator: evaluator, values: values) }
        var made: [String] = []
        let found = try evaluator.scope(reaching: node, self: selfValue, parameter: { parameter in
            if depth < callerDepth, let given = argumentAtCaller(for: parameter, depth: depth + 1, evaluator: evaluator, values: values) {
                return given
            }
            let name = (parameter.secondName ?? parameter.firstName).text
            made.append(name)
            return values.sample(parameter.type.trimmedDescription, name: name, depth: 0)
        })
        madeUp += made
        return found
    }

    /// The value a call of `parameter`'s function written in the sources passes for it,
    /// evaluated where that call is written; nil when no call gives one.
    static func argumentAtCaller(for parameter: FunctionParameterSyntax, depth: Int, evaluator: Evaluator, values: EntryValues) -> Value? {
        var enclosing = parameter.parent
        while let node = enclosing, !node.is(FunctionDeclSyntax.self) { enclosing = node.parent }
        guard let function = enclosing?.as(FunctionDeclSyntax.self) else { return nil }
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        guard let index = function.signature.parameterClause.parameters.firstIndex(where: { $0.id == parameter.id }) else { return nil }
        let position = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: index)
        let finder = CallFinder { call in
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return called == name && call.arguments.map { $0.label?.text } == labels
        }
        for file in evaluator.program.files where file.text.containsUTF8(name + "(") { finder.walk(file.tree) }
        for site in finder.found {
            var ignored: [String] = []
            guard let scope = try? scope(reaching: site, depth: depth, evaluator: evaluator, values: values, madeUp: &ignored),
                  ignored.isEmpty else { continue }
            let written = site.arguments[site.arguments.index(site.arguments.startIndex, offsetBy: position)].expression
            if let value = try? evaluator.evaluate(written, in: scope) { if case .unknown = value { continue }; return value }
        }
        return nil
    }

    /// The files under `folder` that an Xcode project keeps out of the extension target (`files`)
    /// but that name one of its Live Activities' attributes: the app's code that starts them,
    /// read with the extension so its requests can be found. Empty when the target declares no
    /// `ActivityConfiguration`.
    static func appSources(in folder: String, besides files: [String]) -> [String] {
        var attributes: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.containsUTF8("ActivityConfiguration") else { continue }
            for match in text.matches(of: /ActivityConfiguration\s*\(\s*for:\s*([A-Za-z_][A-Za-z0-9_]*)\.self/) {
                attributes.insert(String(match.output.1))
            }
        }
        guard !attributes.isEmpty else { return [] }
        // Compared as absolute paths with links resolved: the target's files and the folder's
        // walk may name one file differently (relative, absolute, through a link).
        func identity(_ path: String) -> String { ProjectFiles.realPath(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path }
        let taken = Set(files.map(identity))
        return SwiftUIProject.sources(inFolder: folder).filter { path in
            guard !taken.contains(identity(path)),
                  let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return attributes.contains { text.containsUTF8($0) }
        }
    }

    /// The value `self` is where the call is written: the first construction of its type in the
    /// sources that evaluates with every field known (the app's `Voip(status: .ringing, name:
    /// "Harry", …)`), else its initialiser without arguments when it has one, else made from its
    /// declaration.
    static func instance(of owner: TypeDeclaration, evaluator: Evaluator, values: EntryValues) -> Value {
        if owner.kind == .enumeration { return .type(owner.name) }
        // `Name(arguments)` with at least one argument.
        let finder = CallFinder { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == owner.name && !call.arguments.isEmpty
        }
        for file in evaluator.program.files where file.text.containsUTF8(owner.name + "(") {
            finder.walk(file.tree)
        }
        // A construction written where its arguments are a caller's (`AdventureView(hero: hero)`
        // in another view) evaluates here with those fields unknown: the next one is taken.
        for construction in finder.found {
            if let made = try? evaluator.evaluate(ExprSyntax(construction), in: evaluator.globalScope()), case .instance(let object) = made,
               !object.fields.values.contains(where: { if case .unknown = $0 { true } else { false } }) {
                return made
            }
        }
        let takesNoArguments = owner.initializers.isEmpty
            ? owner.stored.allSatisfy { $0.initialValue != nil || $0.type?.trimmedDescription.hasSuffix("?") == true }
            : owner.initializers.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
        if takesNoArguments, let made = try? evaluator.construct(owner.name, arguments: [], at: owner.syntax) { return made }
        return values.synthesised(type: owner)
    }

    private func argument(_ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The name of the type whose member the call is in (an extension's extended type).
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let declared = node.asProtocol(NamedDeclSyntax.self), node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self)
                || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) {
                return declared.name.text
            }
            if let extended = node.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }

    /// The function calls of a tree that `matches` accepts, in source order.
    private final class CallFinder: SyntaxVisitor {
        let matches: (FunctionCallExprSyntax) -> Bool
        var found: [FunctionCallExprSyntax] = []

        init(matching matches: @escaping (FunctionCallExprSyntax) -> Bool) {
            self.matches = matches
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            if matches(node) { found.append(node) }
        }
    }

    /// `request(…)` on `Activity<attributes>`, on `Activity` or on an inferred type, with an
    /// `attributes:` argument.
    static func isRequest(_ node: FunctionCallExprSyntax, attributes: String) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "request",
              node.arguments.contains(where: { $0.label?.text == "attributes" }) else { return false }
        let base = member.base?.trimmedDescription.filter { !$0.isWhitespace }
        return base == nil || base == "Activity" || base == "Activity<\(attributes)>"
    }
}

extension ExtensionTarget {
    /// The target with the app's files that start its Live Activities (`ActivityRequest.appSources`)
    /// as its `appFiles`.
    func addingActivityStarters(from folder: String) -> ExtensionTarget {
        var whole = self
        whole.appFiles = ActivityRequest.appSources(in: folder, besides: files)
        return whole
    }
}
