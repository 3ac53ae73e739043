import Foundation
import Glibc

/// A pty pair: `tty` is what the program asks, `terminal` the side a test plays the terminal on.
final class Pseudoterminal: Sendable {
    let terminal: Int32
    let tty: Int32

    init() {
        var terminal: Int32 = -1
        var tty: Int32 = -1
        precondition(openpty(&terminal, &tty, nil, nil, nil) == 0, "openpty failed")
        self.terminal = terminal
        self.tty = tty
    }

    deinit {
        close(terminal)
        close(tty)
    }

    func setWindow(columns: UInt16, rows: UInt16, width: UInt16, height: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: width, ws_ypixel: height)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// What the program has written and nobody read yet, waiting at most `milliseconds`.
    func unread(waiting milliseconds: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, milliseconds) > 0 {
            let count = read(terminal, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// The bytes of `termios` for `tty`, to compare before and after.
    func modes() -> [UInt8] {
        var modes = termios()
        _ = tcgetattr(tty, &modes)
        return withUnsafeBytes(of: &modes) { Array($0) }
    }
}

/// Plays a terminal on a pty: reads what the program writes until DA1's question (plain or
/// wrapped for tmux's passthrough), then
/// writes its answers in the given pieces, a moment apart, so that they arrive in several reads.
final class AnsweringTerminal: @unchecked Sendable {
    private let lock = NSLock()
    private var heardBytes: [UInt8] = []
    private let finished = DispatchSemaphore(value: 0)

    init(on pty: Pseudoterminal, answers: [String]) {
        let terminal = pty.terminal
        Thread.detachNewThread { [self] in
            play(terminal, answers: answers.map { Array($0.utf8) })
            finished.signal()
        }
    }

    private func play(_ terminal: Int32, answers: [[UInt8]]) {
        let questions = [Array("\u{1B}[c".utf8), Array("\u{1B}[c\u{1B}\\".utf8)]
        let deadline = ContinuousClock.now + .seconds(5)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = read(terminal, &chunk, chunk.count)
            guard count > 0 else { return }
            let heard = lock.withLock {
                heardBytes += chunk[0..<count]
                return heardBytes
            }
            if questions.contains(where: { heard.count >= $0.count && Array(heard.suffix($0.count)) == $0 }) { break }
        }
        for answer in answers {
            _ = answer.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
            usleep(3_000)
        }
    }

    /// Waits until the answers are written; what the program had asked.
    func heard() -> [UInt8] {
        finished.wait()
        return lock.withLock { heardBytes }
    }
}
