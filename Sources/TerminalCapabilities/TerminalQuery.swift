import Glibc

/// One bounded exchange with the terminal: every question written at once, answers read
/// until DA1's arrives or the time runs out.
public enum TerminalQuery {
    /// How long to wait for the answers. A local terminal answers in well under a millisecond
    /// (xterm: 0.1 ms); 250 ms leaves room for a slow ssh link and is what timg allows its
    /// terminal queries, while a terminal that never answers costs a start-up only this much
    /// once per session (`QueryCache`).
    public static let timeout: Duration = .milliseconds(250)

    /// The questions, in the order they are written:
    /// - the kitty graphics query for a 1×1 RGB image (`a=q` only checks, nothing is shown;
    ///   the id 31, from kitty's documentation, is what its answer is recognised by);
    /// - XTVERSION, the terminal's name and version;
    /// - `CSI 16 t`, the cell size in pixels;
    /// - a 24-bit foreground 1, 2, 3, DECRQSS asking the SGR state back, then the default
    ///   foreground again (`CSI 39 m`);
    /// - DA1, last: every terminal answers it, and in order, so its answer ends the wait.
    public static let questions: [[UInt8]] = [
        "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\",
        "\u{1B}[>0q",
        "\u{1B}[16t",
        "\u{1B}[38;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[39m",
        "\u{1B}[c",
    ].map { Array($0.utf8) }

    /// The bytes to write. Through tmux's passthrough each question is wrapped in
    /// `ESC P tmux; … ESC \` with its `ESC`s doubled, so that the terminal outside answers
    /// rather than tmux.
    public static func bytes(throughTmux: Bool) -> [UInt8] {
        guard throughTmux else { return questions.flatMap { $0 } }
        return questions.flatMap { question in
            Array("\u{1B}Ptmux;".utf8) + question.flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] } + Array("\u{1B}\\".utf8)
        }
    }

    /// Asks `tty` and reads the answers for at most `timeout`, with the tty in raw mode for
    /// that time only; nil when the tty's modes cannot be set or the questions cannot be written.
    public static func ask(_ tty: Int32, timeout: Duration = timeout, throughTmux: Bool = false) -> TerminalReplies? {
        RawMode.during(tty) { () -> TerminalReplies? in
            guard writeAll(bytes(throughTmux: throughTmux), to: tty) else { return nil }
            return readAnswers(from: tty, until: ContinuousClock.now + timeout)
        } ?? nil
    }

    /// How much is read at most: the answers take about 150 bytes, the rest is room for typeahead.
    static let bufferLimit = 16_384

    static func readAnswers(from tty: Int32, until deadline: ContinuousClock.Instant) -> TerminalReplies {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        var replies = TerminalReplies(parsing: [])
        while !replies.isComplete, received.count < bufferLimit {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var descriptor = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: milliseconds(rounding: left)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(tty, &chunk, chunk.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += chunk[0..<count]
            replies = TerminalReplies(parsing: received)
        }
        // An answer or key that arrived together with DA1's but in a later read.
        var descriptor = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
        while replies.isComplete, received.count < bufferLimit, poll(&descriptor, 1, 0) > 0 {
            let count = read(tty, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[0..<count]
            replies = TerminalReplies(parsing: received)
        }
        return replies
    }

    /// Whole milliseconds, at least 1 while any time is left, so poll() never spins.
    static func milliseconds(rounding duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return max(1, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// Writes `bytes` with as few write() calls as the tty takes (one, for a query this short).
    static func writeAll(_ bytes: [UInt8], to tty: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
