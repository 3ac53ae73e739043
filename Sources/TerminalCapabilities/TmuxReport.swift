/// What tmux says about the terminal its client runs in, asked with one `tmux` command:
/// `display-message -p` for the client's terminal features, `TERM`, XTVERSION answer and
/// tmux's version, then `show-options -gv allow-passthrough`.
public struct TmuxReport: Sendable, Hashable {
    /// `client_termfeatures`: `RGB` when tmux sends the outer terminal 24-bit colour, `sixel`
    /// (tmux 3.4 and later, when built with it) when tmux draws sixel images itself.
    public var features: Set<String>
    /// `client_termname`: `TERM` outside tmux, as the attached client has it now.
    public var termName: String
    /// `client_termtype` (tmux 3.3 and later): the outer terminal's XTVERSION answer, such as
    /// "XTerm(379)"; empty when it gave none.
    public var termType: String
    public var version: String
    /// Whether `allow-passthrough` is `on` or `all`: sequences wrapped in `ESC P tmux; … ESC \`
    /// reach the terminal outside, so pictures can be sent past tmux.
    public var allowsPassthrough: Bool

    public init(features: Set<String>, termName: String, termType: String = "", version: String, allowsPassthrough: Bool) {
        self.features = features
        self.termName = termName
        self.termType = termType
        self.version = version
        self.allowsPassthrough = allowsPassthrough
    }

    /// How long tmux may take. Its server answers over a local socket within milliseconds;
    /// a stopped or hung server must not hold up the start.
    public static let timeout: Duration = .milliseconds(200)

    static let format = "#{client_termfeatures}|#{client_termname}|#{client_termtype}|#{version}"

    /// The command for the server whose socket `TMUX` names ("/tmp/tmux-1000/default,4242,0").
    /// `;` runs the second command after the first in the same client.
    public static func arguments(tmux: String) -> [String] {
        let socket = tmux.split(separator: ",", omittingEmptySubsequences: false)[0]
        return ["tmux", "-S", String(socket), "display-message", "-p", format, ";", "show-options", "-gv", "allow-passthrough"]
    }

    /// Reads the command's output: the format's line, then the option's value. tmux before 3.3
    /// has no such option and passes every wrapped sequence through. Nil when the first line
    /// is not there.
    public init?(output: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let fields = lines[0].split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count >= 4 else { return nil }
        features = Set(fields[0].split(separator: ",").map(String.init))
        termName = String(fields[1])
        termType = fields[2..<(fields.count - 1)].joined(separator: "|")
        version = String(fields[fields.count - 1])
        let passthrough = lines.count > 1 ? lines[1].filter { !$0.isWhitespace } : ""
        if passthrough.isEmpty, let release = Self.release(version), release < (3, 3) {
            allowsPassthrough = true
        } else {
            allowsPassthrough = passthrough == "on" || passthrough == "all"
        }
    }

    /// The major and minor number of a version such as "3.3a" or "next-3.4"; nil when there are none.
    static func release(_ version: String) -> (Int, Int)? {
        let numbers = version.split { !$0.isNumber }.compactMap { Int($0) }
        return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
    }

    /// Asks the tmux the environment runs in; nil outside tmux or when tmux did not answer.
    public static func ask(environment: [String: String], runner: CommandRunner) -> TmuxReport? {
        guard let tmux = environment["TMUX"], !tmux.isEmpty,
              let output = runner.run(arguments(tmux: tmux), timeout) else { return nil }
        return TmuxReport(output: output)
    }

    /// 24-bit colour when tmux's client has the RGB feature; otherwise tmux would turn 24-bit
    /// colours into the nearest of its 256 itself, and the preview dithers better.
    public var colorDepth: Detected<ColorDepth>? {
        // A detached session has no client to ask about; then the environment decides.
        guard !termName.isEmpty || !features.isEmpty else { return nil }
        return features.contains("RGB") ? Detected(.trueColor, because: "tmux's client has the RGB feature")
                                        : Detected(.palette256, because: "tmux's client has no RGB feature")
    }

    /// The pictures that reach the terminal outside: sixel when tmux draws it itself; with
    /// passthrough, what the outer terminal's XTVERSION answer (as tmux got it) or `TERM` name;
    /// the outer terminal's own variables (`LC_TERMINAL`, …) only when tmux could name no
    /// terminal, since they date from when the server started. Nil when the query decides:
    /// through passthrough it reaches the terminal outside.
    public func graphics(environment: [String: String]) -> Detected<GraphicsProtocol>? {
        if features.contains("sixel") { return Detected(.sixel, because: "tmux's client has the sixel feature") }
        guard allowsPassthrough else { return Detected(.blocks, because: "tmux's allow-passthrough is off: half blocks") }
        if let terminal = KnownTerminal.named(version: termType), let graphics = terminal.graphics {
            return Detected(graphics, because: "tmux's client is \(termType), passthrough on")
        }
        if let terminal = KnownTerminal.named(in: ["TERM": termName]), let graphics = terminal.value.graphics {
            return Detected(graphics, because: "tmux's client has \(terminal.reason), passthrough on")
        }
        guard termType.isEmpty else { return nil }
        var outer = environment
        outer["TERM"] = nil
        outer["TERM_PROGRAM"] = nil
        guard let terminal = KnownTerminal.named(in: outer), let graphics = terminal.value.graphics else { return nil }
        return Detected(graphics, because: "\(terminal.reason), tmux passthrough on")
    }
}
