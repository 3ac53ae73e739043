import Dispatch
import Foundation

/// Splits work over independent lines (rows of a picture, or columns) across the machine's
/// cores. Each line is computed exactly as it would be alone, so the pixels are the same bytes
/// whatever the number of cores.
public enum ParallelLines {
    /// Fewer pixels than this are done on the calling thread: a hand-over to another core costs
    /// tens of microseconds, about what 64 K pixels of the cheapest per-pixel work take here.
    public static let smallestShared = 65_536

    /// Calls `body` with consecutive ranges that together cover `0..<count` once, on as many
    /// cores as there are (one range when `count × pixelsPerLine` is under `smallestShared`).
    /// The ranges run at the same time: `body` may write only what its own lines own.
    public static func forEachRange(count: Int, pixelsPerLine: Int, _ body: (Range<Int>) -> Void) {
        guard count > 0 else { return }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count > 1, count * max(pixelsPerLine, 1) >= smallestShared else {
            body(0..<count)
            return
        }
        let parts = min(cores, count)
        withoutActuallyEscaping(body) { body in
            let shared = SendableBody(body: body)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                shared.body((part * count / parts)..<((part + 1) * count / parts))
            }
        }
    }

    /// Lets the non-escaping body cross into `concurrentPerform`, which returns only when every
    /// part has run; the caller keeps each part to its own lines.
    private struct SendableBody: @unchecked Sendable {
        let body: (Range<Int>) -> Void
    }
}
