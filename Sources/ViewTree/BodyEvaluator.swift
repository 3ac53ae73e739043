/// A body that is evaluated for one environment and one entry at a time, as Swift runs a
/// widget's `body` (SwiftUI sources); its result holds no branches and no entry references.
/// Two evaluators are equal when they are the same evaluator. The source that makes one keeps
/// what it has evaluated (SwiftUI sources: `EvaluationMemo`, which knows which settings each
/// evaluation read), so asking again for the same picture does not evaluate it again.
public final class BodyEvaluator: @unchecked Sendable, Hashable {
    private let evaluate: @Sendable (WidgetEnvironment, Int) -> View

    public init(_ evaluate: @escaping @Sendable (WidgetEnvironment, Int) -> View) {
        self.evaluate = evaluate
    }

    /// The body for an environment and an entry index.
    public func view(for environment: WidgetEnvironment, entry: Int) -> View {
        evaluate(environment, entry)
    }

    public static func == (a: BodyEvaluator, b: BodyEvaluator) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
