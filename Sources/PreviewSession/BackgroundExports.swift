import Foundation

/// Draws and writes exports' PNG files on a thread of their own, one after another, so that the
/// live preview goes on reading keys: the device's own pixels take hundreds of milliseconds
/// where a frame takes a few. The session collects each finished export's message on its
/// input loop, and waits for the exports still running before it ends.
final class BackgroundExports: @unchecked Sendable {
    private let queue = DispatchQueue(label: "lockscreen-tui.export")
    private let lock = NSLock()
    private var finished: [SessionMessage] = []
    private var running = 0

    /// Runs `job` after the exports before it; its message is collected by `takeFinished()`.
    func start(_ job: @escaping @Sendable () -> SessionMessage) {
        lock.withLock { running += 1 }
        queue.async { [self] in
            let message = job()
            lock.withLock {
                finished.append(message)
                running -= 1
            }
        }
    }

    /// True while an export is being drawn or written.
    var isBusy: Bool { lock.withLock { running > 0 } }

    /// The messages of the exports that ended since the last call, oldest first.
    func takeFinished() -> [SessionMessage] {
        lock.withLock {
            defer { finished.removeAll() }
            return finished
        }
    }

    /// Blocks until every export started so far has been written (or has failed).
    func waitUntilDone() {
        queue.sync {}
    }
}
