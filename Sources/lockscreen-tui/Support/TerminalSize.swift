import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The size of the terminal on standard output, when there is one.
enum TerminalSize {
    /// The size used when standard output is not a terminal and COLUMNS/LINES say nothing.
    static let fallback = (columns: 60, rows: 40)

    /// Columns and rows of the terminal on standard output, else COLUMNS and LINES, else nil.
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> (columns: Int, rows: Int)? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), let rows = environment["LINES"].flatMap(Int.init),
           columns > 0, rows > 0 {
            return (columns, rows)
        }
        return nil
    }
}
