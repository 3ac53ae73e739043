import Findings
import Foundation
import SwiftSyntax

/// Evaluates Swift code of a `Program` as Swift runs it, for one entry and one environment at a
/// time: values, scopes, statements, declarations, and the standard library. What the source and
/// the standard library do not provide is asked of the `EvaluationHost` (SwiftUI's vocabulary);
/// what nobody provides becomes a warning at its position and an `.unknown` value, never the end
/// of the evaluation.
public final class Evaluator {
    /// A message about the source, at a position: its warnings say what the preview draws
    /// instead (kind `preview`) unless their maker says they are about the widget.
    public struct Message: Sendable, Hashable {
        public typealias Severity = Findings.Severity
        public var severity: Severity
        public var kind: FindingKind
        public var id: MessageID?
        public var position: SourcePosition
        public var text: String

        public init(severity: Severity, position: SourcePosition, text: String, kind: FindingKind? = nil, id: MessageID? = nil) {
            self.severity = severity
            self.kind = kind ?? .default(for: severity)
            self.id = id
            self.position = position
            self.text = text
        }
    }

    /// Signals that unwind the evaluation: `return`, `break`, `continue`, and `a?.b` meeting nil.
    enum Unwind: Error {
        case optionalChainNil
    }

    /// How deeply functions, properties and views may call each other.
    public static let maximumCallDepth = 200
    /// How many expressions one evaluation may evaluate before it is stopped: a loop that never
    /// ends or views that expand without bound. A chosen limit (docs/architecture.md, "Limits"):
    /// 43 widget extensions from public repositories took at most 13,000 steps, the samples at
    /// most 255.
    public static let maximumSteps = 200_000
    /// Elements of a collection copied for one step. Measured here: the step budget took about a
    /// second, so a step is a few microseconds; copying values with references in them took
    /// 8 ns each (appending 150,000 entries in a loop ran 1.6 s at a step per 1,000).
    static let copiedPerStep = 100

    public let program: Program
    public let library: StandardLibrary
    public weak var host: EvaluationHost?
    /// The host, to be asked for a value: counted as a read of the environment.
    var consultedHost: EvaluationHost? {
        environmentReads += 1
        return host
    }
    public private(set) var messages: [Message] = []
    private var reported: Set<String> = []
    var callDepth = 0
    var steps = 0
    /// Set by the host when a limit of the whole evaluation is reached (too many views): from
    /// then on no view recovers with a placeholder, so the one error ends the evaluation.
    public var isStopped = false
    /// The computed properties being read, innermost last, with the value each is read on.
    var activeGetters: [(property: SyntaxIdentifier, owner: Value)] = []
    /// For each initializer running, its type and the stored properties its body assigns: a
    /// `self.init()` it delegates to leaves those to it, unsaid (`AssignedProperties`).
    var initializerAssignments: [(typeName: String, names: Set<String>)] = []
    /// The declared subscripts being run: one that reaches itself again is the standard one
    /// (String indices are numbers here, so `self[start ..< end]` inside
    /// `subscript(r: Range<Int>)` means the library's).
    var activeSubscripts: Set<SyntaxIdentifier> = []
    /// The declared result type of a getter or function whose whole body is one call without
    /// arguments (`var low: Int { formatter.min() }`): Swift picks among overloads that differ
    /// only in their result by it. Read by that call's overload choice, then cleared.
    var resultTypeForOverloads: String?
    /// Static stored properties, evaluated once.
    var statics: [String: Value] = [:]
    /// The static stored properties whose initial values are being evaluated (`Type.name`).
    var staticsBeingSet: Set<String> = []
    /// `memberDeclarations(of:)` by type name.
    var memberDeclarationsByType: [String: [TypeDeclaration]] = [:]
    /// How many times this evaluation has read what only its own environment knows: asked the
    /// host for a value, read a global or an entry's value by name, or read a static that did.
    /// A `static let` computed without any is the same in every environment and is shared by
    /// all of them (`SharedStatics`).
    var environmentReads = 0
    /// The statics this evaluation holds whose values came from its environment.
    var environmentDependentStatics: Set<String> = []
    /// The statics this evaluation holds whose values came from the clock.
    var clockDependentStatics: Set<String> = []
    /// Whether this evaluation took a static that another evaluation in the same environment
    /// computed from it: which of the environment's values that computation read is not known here.
    public internal(set) var tookSharedStaticsOfItsEnvironment = false
    /// The messages said while shared statics are being computed, innermost last.
    var capturedMessages: [[Message]] = []
    /// What a name no scope, type or library declares stands for, if the caller knows (the
    /// entry's values, for views that read them by name).
    public var fallbackName: ((String) -> Value?)?
    /// The strings interpolated literals made, with the key a strings table knows them by:
    /// `"\(count) items"` made "3 items", whose key is "%lld items" with the argument 3.
    /// `Text` looks its text up here to translate it as SwiftUI's `LocalizedStringKey` does.
    public private(set) var interpolatedKeys: [String: LocalizationKey] = [:]

    /// Remembers the key of an interpolated string; the oldest are forgotten past a chosen
    /// bound (`interpolatedKeyLimit`), which a widget's own texts never reach.
    func remember(_ key: LocalizationKey, for text: String) {
        if interpolatedKeys.count >= Self.interpolatedKeyLimit { interpolatedKeys.removeAll() }
        interpolatedKeys[text] = key
    }

    /// How many interpolated strings are remembered at most.
    static let interpolatedKeyLimit = 4096

    public init(program: Program, library: StandardLibrary, host: EvaluationHost?) {
        self.program = program
        self.library = library
        self.host = host
    }

    // MARK: Messages

    /// Records a warning once per position and text.
    public func warn(_ node: some SyntaxProtocol, _ text: String, id: MessageID? = nil) {
        record(.warning, node, text, id: id)
    }

    public func record(_ severity: Message.Severity, _ node: some SyntaxProtocol, _ text: String, id: MessageID? = nil) {
        record(severity, program.position(of: node), text, id: id)
    }

    /// Records a message at a position, once.
    public func record(_ severity: Message.Severity, _ position: SourcePosition, _ text: String, id: MessageID? = nil) {
        let message = Message(severity: severity, position: position, text: text, id: id)
        for index in capturedMessages.indices { capturedMessages[index].append(message) }
        guard reported.insert("\(position) \(text)").inserted else { return }
        messages.append(message)
    }

    /// Runs `body` and forgets what it said: code run only to learn a value (the app's code
    /// before the call that starts a Live Activity), whose messages are not about the picture.
    public func quietly<T>(_ body: () throws -> T) rethrows -> T {
        let kept = messages.count
        let said = reported
        let captured = capturedMessages.map(\.count)
        defer {
            if messages.count > kept { messages.removeSubrange(kept...) }
            reported = said
            for (index, count) in captured.enumerated() where capturedMessages.indices.contains(index) && capturedMessages[index].count > count {
                capturedMessages[index].removeSubrange(count...)
            }
        }
        return try body()
    }

    /// Runs `body` and returns, with its result, the messages it added (not those `quietly`
    /// forgot), for a caller that keeps the result and says them again where it reuses it
    /// (`replay`).
    public func recordingMessages<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [Message]) {
        let kept = messages.count
        let result = try body()
        return (result, messages.count > kept ? Array(messages[kept...]) : [])
    }

    /// Runs `body` and returns, with its result, every message said while it ran, those said
    /// before as well (`recordingMessages` gives only the new ones): what one part of the work
    /// raised, for a caller that tells the parts apart.
    public func capturingMessages<T>(_ body: () -> T) -> (result: T, messages: [Message]) {
        capturedMessages.append([])
        let result = body()
        return (result, capturedMessages.removeLast())
    }

    /// Says `said` again, each once per position and text, as `recordingMessages` returned them.
    public func replay(_ said: [Message]) {
        for message in said { record(message.severity, message.position, message.text, id: message.id) }
    }

    /// Forgets the messages, keeping the record of what was said so nothing is said twice.
    public func takeMessages() -> [Message] {
        defer { messages = [] }
        return messages
    }

    /// A value standing for something not provided: a warning and an `.unknown`.
    func approximated(_ node: some SyntaxProtocol, _ text: String, id: MessageID? = nil) -> Value {
        warn(node, text, id: id)
        return .unknown(text)
    }

    func failure(_ node: some SyntaxProtocol, _ text: String) -> PositionedError {
        PositionedError(position: program.position(of: node), message: text)
    }

    /// Counts one step; stops an evaluation that runs away.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > Self.maximumSteps {
            throw failure(node, "the evaluation took more than \(Self.maximumSteps) steps; does a loop never end, or a view use itself?")
        }
    }

    /// Counts work that grows with its operands (joining Text runs, which copies them) as that
    /// many steps, so that the step limit bounds the time an evaluation takes.
    public func charge(_ work: Int, at node: some SyntaxProtocol) throws {
        steps += max(0, work - 1)
        try step(node)
    }

    /// Stops an evaluation whose string (in bytes) or array would pass `StandardLibrary.elementLimit`:
    /// `s = s + s` 64 times reached 6 GB before any step limit.
    func limitLength(_ length: Int, of kind: String, at node: some SyntaxProtocol) throws {
        if let problem = StandardLibrary.lengthProblem(length, of: kind) { throw failure(node, problem) }
    }

    /// Runs `body` one call deeper, refusing to go past `maximumCallDepth`.
    func deeper<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        guard callDepth < Self.maximumCallDepth else {
            throw failure(node, "calls nest more than \(Self.maximumCallDepth) deep here; does something use itself?")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        return try body()
    }

    /// Starts a new evaluation (one entry, one environment): the step count starts again.
    public func resetSteps() {
        steps = 0
        isStopped = false
    }

    // MARK: Entry points

    /// A new top-level scope.
    public func globalScope() -> Scope { Scope(parent: nil) }

    /// A scope whose `self` is a value (an instance or a type).
    public func scope(self value: Value) -> Scope {
        let declaration: TypeDeclaration?
        switch value {
        case .instance(let instance): declaration = program.type(named: instance.typeName)
        case .type(let name): declaration = program.type(named: name)
        case .enumCase(let e): declaration = program.type(named: e.typeName)
        default: declaration = nil
        }
        return Scope(parent: nil, selfValue: value, selfType: declaration)
    }

    /// Evaluates an expression; a thrown `PositionedError` is a problem Swift would stop at.
    public func evaluate(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        do {
            return try evaluateChain(expression, scope)
        } catch Unwind.optionalChainNil {
            return .null
        } catch let error as EvaluationError {
            throw failure(expression, error.message)
        }
    }

    /// Runs statements as a result builder and combines what they list with the host.
    public func build<Items: Sequence>(_ statements: Items, in scope: Scope, at node: some SyntaxProtocol) throws -> Value
    where Items.Element == CodeBlockItemSyntax {
        let values = try buildValues(statements, in: scope)
        return combine(values, at: Syntax(node))
    }

    func combine(_ values: [Value], at node: Syntax) -> Value {
        if values.count == 1 { return values[0] }
        return consultedHost?.buildBlock(values, at: node, in: self) ?? .array(values)
    }
}

/// An error at a position in the source.
public struct PositionedError: Error, Sendable {
    public var position: SourcePosition
    public var message: String

    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }
}

extension Evaluator {
    /// A value as text shows it; an unknown value as a dash.
    public func displayText(_ value: Value) -> String {
        if case .unknown = value { return "—" }
        return value.description
    }
}

/// The key a strings table knows an interpolated string by, and the values that fill it in.
public struct LocalizationKey: Sendable {
    /// The literal with each interpolation written as a conversion: `"%lld items"`.
    public var key: String
    /// The interpolated values, in order.
    public var arguments: [Value]
}
