import CNcursesw
import Foundation
import TerminalCapabilities

/// Reads what a terminfo entry says about colour, with `setupterm`, before the screen starts.
public enum TerminfoColors {
    /// The entry for `term`: `colors#` and the `RGB` or `Tc` extended flag; nil when terminfo
    /// has no such entry.
    public static func read(term: String, output: Int32 = STDOUT_FILENO) -> TerminfoColorSupport? {
        var status: Int32 = 0
        guard setupterm(term, output, &status) == OK, status == 1 else { return nil }
        defer { cncurses_free_terminal() }
        let colors = Int(tigetnum("colors"))
        let rgb = tigetflag("RGB") == 1 || tigetflag("Tc") == 1
        return TerminfoColorSupport(colors: max(colors, 0), hasRGBFlag: rgb)
    }
}
