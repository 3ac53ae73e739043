import Foundation

/// A body that is evaluated for one environment and one entry at a time, as Swift runs a
/// widget's `body` (SwiftUI sources); its result holds no branches and no entry references.
/// Two evaluators are equal when they are the same evaluator.
public final class BodyEvaluator: @unchecked Sendable, Hashable {
    private let evaluate: @Sendable (WidgetEnvironment, Int) -> View
    private let lock = NSLock()
    private var cache: [CacheKey: View] = [:]
    /// How many results are kept; the live preview asks for the same few again and again.
    static let cacheLimit = 64

    private struct CacheKey: Hashable {
        var family: WidgetFamily
        var renderingMode: RenderingMode
        var isLuminanceReduced: Bool
        var isPrivacyRedacted: Bool
        var now: Date
        var timeZone: String
        var entry: Int
    }

    public init(_ evaluate: @escaping @Sendable (WidgetEnvironment, Int) -> View) {
        self.evaluate = evaluate
    }

    /// The body for an environment and an entry index.
    public func view(for environment: WidgetEnvironment, entry: Int) -> View {
        let key = CacheKey(family: environment.family, renderingMode: environment.renderingMode,
                           isLuminanceReduced: environment.isLuminanceReduced, isPrivacyRedacted: environment.isPrivacyRedacted,
                           now: environment.now, timeZone: environment.timeZone.identifier, entry: entry)
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let result = evaluate(environment, entry)
        lock.lock()
        if cache.count >= Self.cacheLimit { cache.removeAll() }
        cache[key] = result
        lock.unlock()
        return result
    }

    public static func == (a: BodyEvaluator, b: BodyEvaluator) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
