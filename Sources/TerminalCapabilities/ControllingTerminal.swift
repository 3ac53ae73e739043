import Glibc

/// The process's terminal, opened for the query whatever standard input and output are
/// redirected to.
public enum ControllingTerminal {
    /// `/dev/tty` read-write, or nil when the process has no terminal (a pipe, cron, CI).
    /// The caller closes it.
    public static func open() -> Int32? {
        let tty = Glibc.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        return tty >= 0 ? tty : nil
    }

    /// Whether the process may ask `tty` now: it is a terminal, and the process is not in the
    /// background of it (there `tcsetattr` and `write` would stop the process with SIGTTOU).
    /// A terminal that is not the controlling one (a pty in tests) has no foreground to check.
    public static func mayAsk(_ tty: Int32) -> Bool {
        guard isatty(tty) == 1 else { return false }
        let foreground = tcgetpgrp(tty)
        return foreground < 0 || foreground == getpgrp()
    }
}
