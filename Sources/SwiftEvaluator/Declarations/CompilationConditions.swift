import SwiftSyntax

/// Chooses the active clause of `#if` as it would be compiled for a widget extension of one
/// platform with the newest SDK: `os(iOS)` (or `os(watchOS)`), `canImport(WidgetKit)` and
/// `swift(>=…)` hold; other operating systems, `DEBUG` (a device runs the Release build),
/// `targetEnvironment(simulator)` and unknown flags do not.
public struct CompilationConditions: Sendable, Hashable {
    /// The operating system a target is built for.
    public enum Platform: String, Sendable, CaseIterable {
        case iOS, watchOS
    }

    public var platform: Platform
    /// True for the Debug build Xcode's canvas runs previews in, where `DEBUG` holds.
    public var isDebug = false

    public init(platform: Platform) {
        self.platform = platform
    }

    /// The same platform's Debug build: what preview data written under `#if DEBUG` is compiled in.
    public var debug: CompilationConditions {
        var made = self
        made.isDebug = true
        return made
    }

    /// The clause a Debug build compiles where it is not the Release build's: its declarations
    /// are preview data (a `PreviewProvider`, a sample entry) that Xcode's canvas has and a
    /// device does not. nil when both builds compile the same clause.
    public func debugOnlyClause(of block: IfConfigDeclSyntax) -> (clause: IfConfigClauseSyntax, releaseHasOne: Bool)? {
        let release = activeClause(of: block)
        guard !isDebug, let debug = debug.activeClause(of: block), debug.id != release?.id else { return nil }
        return (debug, release != nil)
    }

    /// An iPhone widget extension's conditions.
    public static let iOS = CompilationConditions(platform: .iOS)

    /// The frameworks a widget extension of each platform can import (`canImport`): watchOS has
    /// WatchKit and ClockKit, not UIKit or ActivityKit.
    var importable: Set<String> {
        let shared: Set<String> = ["WidgetKit", "SwiftUI", "Foundation", "AppIntents", "Charts", "Combine", "CoreLocation",
                                   "HealthKit", "EventKit", "WeatherKit", "os", "OSLog"]
        switch platform {
        case .iOS: return shared.union(["UIKit", "ActivityKit"])
        case .watchOS: return shared.union(["WatchKit", "ClockKit"])
        }
    }

    /// The clause that would be compiled, if any.
    public func activeClause(of block: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in block.clauses {
            guard let condition = clause.condition else { return clause }
            if holds(condition) { return clause }
        }
        return nil
    }

    /// Whether a compilation condition holds for a widget extension of the platform.
    public func holds(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
            default: return false
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return holdsUnfolded(Array(sequence.elements))
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
        if let flag = condition.as(DeclReferenceExprSyntax.self) { return isDebug && flag.baseName.text == "DEBUG" }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == platform.rawValue
            case "canImport": return importable.contains(argument)
            case "swift", "compiler": return true
            case "arch": return argument == "arm64"
            case "targetEnvironment": return false
            default: return false
            }
        }
        return false
    }

    /// `a && b || !c` before operator folding.
    private func holdsUnfolded(_ elements: [ExprSyntax]) -> Bool {
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { disjuncts.append([]) }
                continue
            }
            disjuncts[disjuncts.count - 1].append(element)
        }
        return disjuncts.contains { conjunct in conjunct.allSatisfy(holds) }
    }
}
