import Foundation
import SwiftEvaluator
import ViewTree

/// One widget's evaluations, each kept with what its body read of the environment. A `check`
/// asks for every rendering mode, Always-On and privacy state of each family and entry, and the
/// live preview for each as its keys toggle them; a body that read none of them evaluates to
/// the same view and messages in each, so it is evaluated once for all of them.
final class EvaluationMemo: @unchecked Sendable {
    /// An evaluation's view and messages, and which settings of its environment it read.
    struct Outcome {
        var view: View
        var messages: [Evaluator.Message]
        var reads: Reads
    }

    /// The settings besides family and moment that an evaluation's outcome may depend on.
    struct Reads: OptionSet {
        let rawValue: Int
        static let renderingMode = Reads(rawValue: 1)
        static let luminance = Reads(rawValue: 2)
        static let privacy = Reads(rawValue: 4)
        /// The screen or the slot (`UIScreen.main`, `\.displayScale`, `context.displaySize`).
        static let display = Reads(rawValue: 8)
        static let all: Reads = [.renderingMode, .luminance, .privacy, .display]
    }

    /// What every outcome depends on: the family (and a Live Activity's view), the moment, the locale and the entry.
    private struct Moment: Hashable {
        var family: WidgetFamily
        var activityView: ActivityView
        var isActivityStale: Bool
        var now: Date
        var timeZone: String
        var locale: String
        var timelineStart: Date?
        var entry: Int
    }

    private var outcomes: [Moment: [(environment: WidgetEnvironment, outcome: Outcome)]] = [:]
    private let lock = NSLock()
    /// How many moments are kept: a chosen bound, for a live preview left running for days (each
    /// minute is a moment of its own); a check meets one per family and entry of the widget.
    static let momentLimit = 256

    /// The outcome for an environment and an entry: one kept whose reads agree with it, else a new evaluation.
    func outcome(for environment: WidgetEnvironment, entry: Int, evaluate: () -> Outcome) -> Outcome {
        if let kept = kept(for: environment, entry: entry) { return kept }
        let moment = Self.moment(of: environment, entry: entry)
        let outcome = evaluate()
        lock.lock()
        if outcomes[moment] == nil, outcomes.count >= Self.momentLimit { outcomes.removeAll() }
        outcomes[moment, default: []].append((environment, outcome))
        lock.unlock()
        return outcome
    }

    /// An outcome kept whose reads agree with the environment, if there is one: the live
    /// preview asks for its picture on every frame, without a thread of its own when it is kept.
    func kept(for environment: WidgetEnvironment, entry: Int) -> Outcome? {
        let moment = Self.moment(of: environment, entry: entry)
        return lock.withLock { outcomes[moment]?.first { Self.agree($0.environment, environment, on: $0.outcome.reads) }?.outcome }
    }

    private static func moment(of environment: WidgetEnvironment, entry: Int) -> Moment {
        Moment(family: environment.family, activityView: environment.activityView, isActivityStale: environment.isActivityStale, now: environment.now, timeZone: environment.timeZone.identifier,
               locale: environment.locale.identifier, timelineStart: environment.timelineStart, entry: entry)
    }

    private static func agree(_ a: WidgetEnvironment, _ b: WidgetEnvironment, on reads: Reads) -> Bool {
        (!reads.contains(.renderingMode) || a.renderingMode == b.renderingMode)
            && (!reads.contains(.luminance) || a.isLuminanceReduced == b.isLuminanceReduced)
            && (!reads.contains(.privacy) || a.isPrivacyRedacted == b.isPrivacyRedacted)
            && (!reads.contains(.display) || a.display == b.display)
    }
}
