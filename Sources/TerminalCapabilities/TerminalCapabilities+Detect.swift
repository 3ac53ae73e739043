extension TerminalCapabilities {
    /// Decides each capability from the first source that knows, in this order:
    ///
    /// 1. `forcedColor` and `forcedGraphics` (`--color`, `--graphics`);
    /// 2. `NO_COLOR`;
    /// 3. inside tmux, tmux (`TmuxReport`), since the outer terminal's variables may be
    ///    stale there; elsewhere the environment (`EnvironmentRules`); then terminfo's RGB flag;
    /// 4. the terminal's answers (`TerminalQuery`), asked only when something is still
    ///    undecided (the cell size counts when pictures are sent as pixels) and there is a
    ///    terminal to ask, or kept from earlier in the session (`QueryCache`);
    /// 5. what is left: half blocks, and terminfo's colour count (256 when there is no entry).
    ///
    /// `tty` is the terminal to ask (`ControllingTerminal.open()`); nil asks nothing.
    public static func detect(environment: [String: String], terminfo: TerminfoColorSupport?,
                              forcedColor: ColorDepth? = nil, forcedGraphics: GraphicsProtocol? = nil,
                              tty: Int32?, timeout: Duration = TerminalQuery.timeout,
                              tmux: CommandRunner = .spawning, cache: QueryCache.Location = .session) -> TerminalCapabilities {
        let insideTmux = EnvironmentRules.isInsideTmux(environment)
        let report = insideTmux ? TmuxReport.ask(environment: environment, runner: tmux) : nil
        let passthrough = report?.allowsPassthrough ?? false

        var color = forcedColor.map { Detected($0, because: "--color \($0.rawValue)") }
            ?? EnvironmentRules.noColor(in: environment)
            ?? report?.colorDepth
            ?? (insideTmux ? EnvironmentRules.colorTerm(in: environment) : EnvironmentRules.colorDepth(in: environment))
            ?? terminfoTrueColor(terminfo, environment: environment)
        var graphics = forcedGraphics.map { Detected($0, because: "--graphics \($0.rawValue)") }
            ?? (insideTmux ? report?.graphics(environment: environment) : EnvironmentRules.graphics(in: environment))
        var cellPixels = tty.flatMap(CellPixelSize.fromWindowSize(of:))
        var typeahead: [UInt8] = []

        let needsCellPixels = cellPixels == nil && (graphics?.value.sendsPixels ?? true)
        if color == nil || graphics == nil || needsCellPixels {
            if let tty, ControllingTerminal.mayAsk(tty),
               let answers = answers(of: tty, environment: environment, timeout: timeout, throughTmux: passthrough, cache: cache) {
                typeahead = answers.replies.typeahead
                let suffix = answers.fromCache ? " (cached)" : ""
                color = color ?? trueColor(from: answers.replies).map { Detected($0.value, because: $0.reason + suffix) }
                graphics = graphics ?? Self.graphics(from: answers.replies, timeout: timeout).map { Detected($0.value, because: $0.reason + suffix) }
                cellPixels = cellPixels ?? answers.replies.cellPixels.map {
                    Detected($0, because: "the terminal answered CSI 16 t" + suffix)
                }
            } else {
                graphics = graphics ?? Detected(.blocks, because: tty == nil ? "no terminal to ask: half blocks" : "the terminal cannot be asked now: half blocks")
            }
        }
        return TerminalCapabilities(colorDepth: color ?? terminfoColorCount(terminfo, environment: environment),
                                    graphics: graphics ?? Detected(.blocks, because: "half blocks"),
                                    cellPixels: cellPixels, passthrough: passthrough, typeahead: typeahead)
    }

    /// The answers of `tty`, from the session's cache or asked now (and then kept); nil when
    /// its modes cannot be set, which is not kept.
    static func answers(of tty: Int32, environment: [String: String], timeout: Duration, throughTmux: Bool,
                        cache location: QueryCache.Location) -> (replies: TerminalReplies, fromCache: Bool)? {
        let cache = QueryCache(location: location, environment: environment, tty: tty, throughTmux: throughTmux)
        if let kept = cache?.read() { return (kept, true) }
        guard let replies = TerminalQuery.ask(tty, timeout: timeout, throughTmux: throughTmux) else { return nil }
        cache?.write(replies)
        return (replies, false)
    }

    /// The pictures the answers allow, the preferred one when several (`GraphicsProtocol`):
    /// a known terminal's choice by its XTVERSION name, a kitty graphics OK, sixel in DA1;
    /// half blocks otherwise.
    static func graphics(from replies: TerminalReplies, timeout: Duration) -> Detected<GraphicsProtocol>? {
        if let version = replies.terminalVersion, let terminal = KnownTerminal.named(version: version), let graphics = terminal.graphics {
            return Detected(graphics, because: "the terminal calls itself \(version)")
        }
        var candidates: [Detected<GraphicsProtocol>] = []
        if replies.acceptsKittyGraphics { candidates.append(Detected(.kitty, because: "the terminal answered the kitty graphics query")) }
        if replies.hasSixel { candidates.append(Detected(.sixel, because: "the terminal's device attributes include sixel")) }
        if let best = GraphicsProtocol.preferred(candidates) { return best }
        if !replies.answerBytes.isEmpty { return Detected(.blocks, because: "the terminal answered without kitty graphics or sixel: half blocks") }
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        return Detected(.blocks, because: "no answer within \(milliseconds) ms: half blocks")
    }

    /// 24-bit colour when the terminal gave the test colour back unchanged.
    static func trueColor(from replies: TerminalReplies) -> Detected<ColorDepth>? {
        replies.keptTrueColor == true ? Detected(.trueColor, because: "the terminal kept a 24-bit colour (DECRQSS)") : nil
    }

    static func terminfoTrueColor(_ terminfo: TerminfoColorSupport?, environment: [String: String]) -> Detected<ColorDepth>? {
        guard let terminfo, terminfo.offersTrueColor else { return nil }
        return Detected(.trueColor, because: "terminfo's \(environment["TERM"] ?? "entry") has 24-bit colour")
    }

    /// The last word: 256 colours when terminfo offers them or has no entry, else none.
    static func terminfoColorCount(_ terminfo: TerminfoColorSupport?, environment: [String: String]) -> Detected<ColorDepth> {
        let name = environment["TERM"] ?? "entry"
        guard let terminfo else { return Detected(.palette256, because: "no terminfo entry: 256 colours") }
        return terminfo.colors >= 256 ? Detected(.palette256, because: "terminfo's \(name) has 256 colours")
                                      : Detected(.none, because: "terminfo's \(name) has \(terminfo.colors) colours: no colour")
    }
}
