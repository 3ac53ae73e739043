import Glibc

/// The tty without line editing, echo or signal keys for the length of a query, so that the
/// answers arrive byte by byte and are not shown; its modes are put back afterwards, whatever
/// happened in between.
enum RawMode {
    /// Runs `body` with `tty` in raw input mode; nil, without running it, when the modes
    /// cannot be read or set. Output processing is left alone.
    static func during<Result>(_ tty: Int32, _ body: () -> Result) -> Result? {
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR | ISTRIP | IXON)
        // Reads return what is there without waiting: poll() does the waiting, with a deadline.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else {
            tcsetattr(tty, TCSANOW, &saved)
            return nil
        }
        defer { tcsetattr(tty, TCSANOW, &saved) }
        return body()
    }
}
