import CNcursesw
import Foundation

/// Puts the terminal back when the program ends without `endwin`: on SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT, and on a crash (SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGTRAP, SIGFPE). ncurses itself
/// only handles SIGINT and SIGTERM; a hang-up or a crash would leave the alternate screen,
/// the hidden cursor and mouse tracking on.
///
/// The handler only does what is safe in a signal handler: `tcsetattr` with the modes saved
/// before ncurses started, and one `write` of a prepared byte sequence (mouse tracking off,
/// keypad off, attributes off, cursor shown, alternate screen left). After SIGINT, SIGTERM and
/// SIGHUP it reinstalls the handler that was there before and raises the signal again, so the
/// process ends as it would have. After SIGQUIT and a crash it writes the raw backtrace
/// (`backtrace_symbols_fd`: addresses in the binary, for `addr2line`) to standard error and
/// ends with the signal's default action: Swift's own crash reporter would wait for a key when
/// standard input is a terminal, and keep a crashed session alive.
enum TerminalRestorer {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGTRAP, SIGFPE]
    nonisolated(unsafe) static let frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 128)

    nonisolated(unsafe) static var sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    nonisolated(unsafe) static var sequenceLength = 0
    /// The terminal's modes before ncurses, in memory of termios's full stride: a `termios` global
    /// is laid out in 57 bytes and `tcgetattr` writes 60 (AddressSanitizer found it overwriting
    /// the next global).
    nonisolated(unsafe) static let modes = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<termios>.stride, alignment: 16)
        .bindMemory(to: termios.self, capacity: 1)
    nonisolated(unsafe) static var hasModes = false
    nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) static var armed = false
    nonisolated(unsafe) static var input = STDIN_FILENO
    nonisolated(unsafe) static var output = STDOUT_FILENO

    /// Saves the terminal's modes and installs the handlers; call before `newterm`, so that
    /// ncurses sees handlers in place and keeps its own out of the way.
    static func install(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        hasModes = tcgetattr(input, modes) == 0
        _ = backtrace(frames, 1)  // loads the unwinder now: the first call allocates, which a handler must not
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in TerminalRestorer.handle(signal) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in signals {
            sigaction(signal, &action, previous + Int(signal))
        }
        armed = true
    }

    /// The bytes that undo what the screen turned on, from the live terminfo entry, after
    /// `clearing` (what removes the screen's pictures).
    static func prepare(clearing: [UInt8] = []) {
        var bytes: [UInt8] = clearing + Array("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8)
        for capability in ["rmkx", "sgr0", "cnorm", "rmcup"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        sequenceLength = min(bytes.count, 512)
        for i in 0..<sequenceLength { sequence[i] = bytes[i] }
    }

    /// Puts the previous handlers back (after a normal `endwin`).
    static func uninstall() {
        guard armed else { return }
        armed = false
        for signal in signals {
            sigaction(signal, previous + Int(signal), nil)
        }
    }

    static func handle(_ signal: Int32) {
        // A handler must leave errno as it found it: the code it interrupted may be about to read it.
        let savedErrno = errno
        defer { errno = savedErrno }
        if armed {
            armed = false
            if sequenceLength > 0 { _ = write(output, sequence, sequenceLength) }
            if hasModes { tcsetattr(input, TCSANOW, modes) }
        }
        if signal != SIGINT, signal != SIGTERM, signal != SIGHUP {
            writeBacktrace(for: signal)
            var fallback = sigaction()
            fallback.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&fallback.sa_mask)
            sigaction(signal, &fallback, nil)
        } else {
            sigaction(signal, previous + Int(signal), nil)
        }
        raise(signal)
    }

    /// The signal's number and the raw frames, written with `write` only (no allocation).
    static func writeBacktrace(for signal: Int32) {
        var digits: (UInt8, UInt8) = (0x30 + UInt8(signal / 10 % 10), 0x30 + UInt8(signal % 10))
        _ = write(STDERR_FILENO, "\nlockscreen-tui: ended by signal ", 33)
        withUnsafeBytes(of: &digits) { _ = write(STDERR_FILENO, $0.baseAddress! + (signal < 10 ? 1 : 0), signal < 10 ? 1 : 2) }
        _ = write(STDERR_FILENO, "; ", 2)
        _ = write(STDERR_FILENO, "backtrace (addresses for addr2line -f -C -e lockscreen-tui):\n", 61)
        backtrace_symbols_fd(frames, backtrace(frames, 128), STDERR_FILENO)
    }
}
