import Foundation
import SwiftSyntax

/// Answers about a project's previews that do not change between evaluations, kept once: the
/// names a widget's declaration mentions, and how each preview concerns it. Every picture
/// of every widget asks them again; a 31-file extension asked them 300 times.
final class PreviewRelevance: @unchecked Sendable {
    private struct Pair: Hashable {
        var preview: SyntaxIdentifier
        var candidate: String
    }

    private var names: [String: Set<String>] = [:]
    private var relevance: [Pair: EntryProducer.Relevance] = [:]
    private var corner: Bool?
    private let lock = NSLock()

    func names(of candidate: WidgetCandidate, _ compute: () -> Set<String>) -> Set<String> {
        if let known = lock.withLock({ names[candidate.name] }) { return known }
        let found = compute()
        lock.withLock { names[candidate.name] = found }
        return found
    }

    func relevance(of preview: Syntax, to candidate: WidgetCandidate, _ compute: () -> EntryProducer.Relevance) -> EntryProducer.Relevance {
        let pair = Pair(preview: preview.id, candidate: candidate.name)
        if let known = lock.withLock({ relevance[pair] }) { return known }
        let found = compute()
        lock.withLock { relevance[pair] = found }
        return found
    }

    func cornerMention(_ compute: () -> Bool) -> Bool {
        if let known = lock.withLock({ corner }) { return known }
        let found = compute()
        lock.withLock { corner = found }
        return found
    }
}
