import Foundation
import TerminalCapabilities
import TerminalScreen

/// What the terminal on standard output can show, found out once per process: the options'
/// forced values, else the environment, tmux and, when standard output is a terminal, the
/// terminal's own answers (`TerminalCapabilities.detect`). Output that is not a terminal gets
/// half blocks and the colours the environment names.
enum TerminalOutput {
    /// The answer for these options; the first call decides, later ones reuse it.
    static func capabilities(color: ColorDepth?, graphics: GraphicsProtocol?, toTerminal: Bool) -> TerminalCapabilities {
        let key = Key(color: color, graphics: graphics, toTerminal: toTerminal)
        return memo.value(for: key) { detect(key) }
    }

    private struct Key: Hashable {
        var color: ColorDepth?
        var graphics: GraphicsProtocol?
        var toTerminal: Bool
    }

    private static let memo = Memo<Key, TerminalCapabilities>()

    private static func detect(_ key: Key) -> TerminalCapabilities {
        let environment = ProcessInfo.processInfo.environment
        guard key.toTerminal else {
            var found = TerminalCapabilities.detect(environment: environment, terminfo: nil, forcedColor: key.color,
                                                    forcedGraphics: key.graphics ?? .blocks, tty: nil)
            if key.graphics == nil { found.graphics = Detected(.blocks, because: "the output is not a terminal: half blocks") }
            return found
        }
        let terminfo = environment["TERM"].flatMap { TerminfoColors.read(term: $0) }
        let tty = ControllingTerminal.open()
        defer { if let tty { close(tty) } }
        return TerminalCapabilities.detect(environment: environment, terminfo: terminfo, forcedColor: key.color,
                                           forcedGraphics: key.graphics, tty: tty)
    }
}

/// Values computed once per key, shared between threads.
private final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = values[key] { return value }
        let value = make()
        values[key] = value
        return value
    }
}
