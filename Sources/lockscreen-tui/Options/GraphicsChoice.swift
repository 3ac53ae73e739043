import ArgumentParser
import TerminalCapabilities

/// `--graphics auto|kitty|iterm|sixel|blocks`: the protocol pictures are sent with, or `auto`
/// (nil) to ask the terminal. The names are `GraphicsProtocol`'s own.
struct GraphicsChoice: ExpressibleByArgument, Hashable {
    /// The protocol asked for; nil for `auto`.
    var forced: GraphicsProtocol?

    init(forced: GraphicsProtocol?) {
        self.forced = forced
    }

    init?(argument: String) {
        let name = argument.lowercased()
        if name == "auto" {
            forced = nil
        } else if let named = GraphicsProtocol(rawValue: name == "iterm2" ? "iterm" : name) {
            forced = named
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + GraphicsProtocol.allCases.map(\.rawValue) }

    var defaultValueDescription: String { forced?.rawValue ?? "auto" }
}

extension ColorDepth: ExpressibleByArgument {}
