import Foundation
import ViewTree

/// One line of progress on standard error for a command that runs long (`check` of a large
/// extension): shown only on a terminal and only once the command has run past `delay`, so a
/// quick run and a CI log stay as they were; rewritten in place, and cleared when done.
final class ProgressLine: @unchecked Sendable {
    /// How long a command runs before it says how far it is: about when waiting starts to feel
    /// like something is stuck (chosen).
    static let delay: TimeInterval = 1

    private let lock = NSLock()
    private let started = Date()
    private let enabled: Bool
    private var text = ""
    private var shown = false
    private var finished = false

    init(enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.enabled = enabled
        guard enabled else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.delay) { [weak self] in self?.showIfLong() }
    }

    /// What the command is doing now ("reading MyWidgets/", "checking 3 of 10: Steps").
    func update(_ text: String) {
        lock.withLock {
            self.text = text
            if enabled && !finished && Date().timeIntervalSince(started) >= Self.delay { draw() }
        }
    }

    /// Clears the line before the command prints its result.
    func finish() {
        lock.withLock {
            finished = true
            if shown { StandardStreams.write("\r\u{1B}[K".utf8, to: STDERR_FILENO) }
            shown = false
        }
    }

    private func showIfLong() {
        lock.withLock { if !finished && !text.isEmpty { draw() } }
    }

    /// Writes the line over the last one; the caller holds the lock.
    private func draw() {
        // Within one row, or the next redraw could not take it back.
        let columns = max((TerminalSize.current()?.columns ?? 80) - 1, 1)
        let visible = String(VisibleText.escaping(text, keepingLineBreaks: false).prefix(columns))
        StandardStreams.write(("\r\u{1B}[K" + visible).utf8, to: STDERR_FILENO)
        shown = true
    }
}
