import Foundation
import Glibc
import TerminalCapabilities
import Testing

/// tmux's answers, from a runner that plays tmux and from the real tmux installed here.
@Suite struct TmuxReportTests {
    static let insideTmux = ["TMUX": "/tmp/tmux-1000/default,4242,0", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]

    /// A runner that answers `output` and records the arguments it was given.
    final class FakeTmux: @unchecked Sendable {
        let output: String?
        private let lock = NSLock()
        private var calls: [[String]] = []
        init(_ output: String?) { self.output = output }
        var runner: CommandRunner {
            CommandRunner { arguments, _ in
                self.lock.withLock { self.calls.append(arguments) }
                return self.output
            }
        }
        var arguments: [[String]] { lock.withLock { calls } }
    }

    @Test func theOutputIsRead() throws {
        let report = try #require(TmuxReport(output: RecordedAnswers.tmuxInXterm))
        #expect(report.features.contains("RGB"))
        #expect(report.termName == "xterm")
        #expect(report.termType == "XTerm(379)")
        #expect(report.version == "3.3a")
        #expect(!report.allowsPassthrough)
        #expect(TmuxReport(output: "RGB|xterm-kitty||3.4\nall\n")?.allowsPassthrough == true)
        #expect(TmuxReport(output: "RGB|xterm-kitty||3.4\non\n")?.allowsPassthrough == true)
        #expect(TmuxReport(output: "") == nil)
        #expect(TmuxReport(output: "no server running on /tmp/tmux-0/default\n") == nil)
    }

    @Test func tmuxBefore33PassesEverythingThrough() {
        #expect(TmuxReport(output: "RGB|xterm|XTerm(379)|3.2a\n")?.allowsPassthrough == true)
        #expect(TmuxReport(output: "RGB|xterm|XTerm(379)|3.3a\n")?.allowsPassthrough == false)
    }

    @Test func theCommandAsksTheServerNamedInTMUX() {
        let tmux = FakeTmux(nil)
        _ = TmuxReport.ask(environment: Self.insideTmux, runner: tmux.runner)
        #expect(tmux.arguments == [["tmux", "-S", "/tmp/tmux-1000/default", "display-message", "-p",
                                    "#{client_termfeatures}|#{client_termname}|#{client_termtype}|#{version}",
                                    ";", "show-options", "-gv", "allow-passthrough"]])
        let outside = FakeTmux(nil)
        _ = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"], terminfo: nil, tty: nil, tmux: outside.runner)
        #expect(outside.arguments.isEmpty)
    }

    @Test func insideTmuxTmuxDecidesNotTheStaleOuterVariables() {
        // Started in kitty, now attached from xterm: KITTY_WINDOW_ID and COLORTERM are left over.
        var environment = Self.insideTmux
        environment["KITTY_WINDOW_ID"] = "1"
        environment["COLORTERM"] = "truecolor"
        let tmux = FakeTmux("256,bpaste,focus,title|xterm|XTerm(379)|3.3a\noff\n")
        let detected = TerminalCapabilities.detect(environment: environment, terminfo: nil, tty: nil, tmux: tmux.runner)
        #expect(detected.colorDepth == Detected(.palette256, because: "tmux's client has no RGB feature"))
        #expect(detected.graphics == Detected(.blocks, because: "tmux's allow-passthrough is off: half blocks"))
        #expect(!detected.passthrough)
    }

    @Test func tmuxInKittySendsKittyImagesThroughAnd256Colours() {
        let detected = TerminalCapabilities.detect(environment: Self.insideTmux, terminfo: nil, tty: nil,
                                                   tmux: FakeTmux(RecordedAnswers.tmuxInKitty).runner)
        #expect(detected.graphics == Detected(.kitty, because: "tmux's client is kitty(0.26.5), passthrough on"))
        #expect(detected.colorDepth == Detected(.palette256, because: "tmux's client has no RGB feature"))
        #expect(detected.passthrough)
    }

    @Test func tmuxsRGBFeatureGivesTrueColour() {
        let tmux = FakeTmux("256,RGB,title|xterm-256color||3.3a\non\n")
        let detected = TerminalCapabilities.detect(environment: Self.insideTmux, terminfo: nil, tty: nil, tmux: tmux.runner)
        #expect(detected.colorDepth == Detected(.trueColor, because: "tmux's client has the RGB feature"))
    }

    @Test func aDetachedSessionHasNoClientSoTheEnvironmentDecidesTheColours() {
        // `tmux new-session -d` (a script, a test): no client, every client field empty.
        var environment = Self.insideTmux
        environment["COLORTERM"] = "truecolor"
        let tmux = FakeTmux("|||3.3a\noff\n")
        let detected = TerminalCapabilities.detect(environment: environment, terminfo: nil, tty: nil, tmux: tmux.runner)
        #expect(detected.colorDepth == Detected(.trueColor, because: "COLORTERM=truecolor"))
    }

    @Test func tmuxsSixelFeatureGivesSixelWithoutPassthrough() {
        let tmux = FakeTmux("RGB,sixel|xterm|XTerm(390)|3.4\noff\n")
        let detected = TerminalCapabilities.detect(environment: Self.insideTmux, terminfo: nil, tty: nil, tmux: tmux.runner)
        #expect(detected.graphics == Detected(.sixel, because: "tmux's client has the sixel feature"))
        #expect(!detected.passthrough)
    }

    @Test func withPassthroughTheClientsTerminalDecides() {
        let byVersion = TerminalCapabilities.detect(environment: Self.insideTmux, terminfo: nil, tty: nil,
                                                    tmux: FakeTmux("RGB|xterm-256color|WezTerm 20240203-110809-5046fc22|3.3a\non\n").runner)
        #expect(byVersion.graphics == Detected(.iterm, because: "tmux's client is WezTerm 20240203-110809-5046fc22, passthrough on"))
        #expect(byVersion.passthrough)
        let byName = TerminalCapabilities.detect(environment: Self.insideTmux, terminfo: nil, tty: nil,
                                                 tmux: FakeTmux("RGB|xterm-kitty||3.3a\non\n").runner)
        #expect(byName.graphics == Detected(.kitty, because: "tmux's client has TERM=xterm-kitty, passthrough on"))
        // The outer variables count only when tmux cannot name the terminal.
        var environment = Self.insideTmux
        environment["LC_TERMINAL"] = "iTerm2"
        let byVariable = TerminalCapabilities.detect(environment: environment, terminfo: nil, tty: nil,
                                                     tmux: FakeTmux("RGB|xterm-256color||3.3a\non\n").runner)
        #expect(byVariable.graphics == Detected(.iterm, because: "LC_TERMINAL=iTerm2, tmux passthrough on"))
        let namedOtherwise = TerminalCapabilities.detect(environment: environment, terminfo: nil, tty: nil,
                                                         tmux: FakeTmux("RGB|xterm|XTerm(379)|3.3a\non\n").runner)
        #expect(namedOtherwise.graphics == Detected(.blocks, because: "no terminal to ask: half blocks"))
    }

    @Test func withPassthroughTheQueryAsksTheTerminalOutside() {
        // The real xterm behind tmux answered the wrapped questions (recorded).
        let pty = Pseudoterminal()
        let terminal = AnsweringTerminal(on: pty, answers: [RecordedAnswers.xtermSixelVersion, RecordedAnswers.xtermSixelDA1])
        let detected = TerminalCapabilities.detect(environment: Self.insideTmux, terminfo: nil, tty: pty.tty,
                                                   tmux: FakeTmux("256,RGB|xterm|XTerm(379)|3.3a\non\n").runner, cache: .none)
        #expect(terminal.heard() == TerminalQuery.bytes(throughTmux: true))
        #expect(detected.graphics == Detected(.sixel, because: "the terminal's device attributes include sixel"))
        #expect(detected.passthrough)
    }

    @Test func whenTmuxDoesNotAnswerOnlyCOLORTERMAndTheQueryCount() {
        var environment = Self.insideTmux
        environment["COLORTERM"] = "truecolor"
        environment["KITTY_WINDOW_ID"] = "1"
        let detected = TerminalCapabilities.detect(environment: environment, terminfo: nil, tty: nil, tmux: FakeTmux(nil).runner)
        #expect(detected.colorDepth == Detected(.trueColor, because: "COLORTERM=truecolor"))
        #expect(detected.graphics == Detected(.blocks, because: "no terminal to ask: half blocks"))
    }

    @Test func aHangingCommandIsKilledAtTheTimeBound() {
        let start = ContinuousClock.now
        #expect(CommandRunner.spawning.run(["sleep", "5"], .milliseconds(100)) == nil)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(CommandRunner.spawning.run(["printf", "a|b"], .seconds(2)) == "a|b")
        #expect(CommandRunner.spawning.run(["no-such-program-here"], .seconds(1)) == nil)
    }

    /// The real tmux 3.3a: a server with its own socket and a client on a pty with
    /// TERM=xterm-kitty and the RGB feature; the server is killed afterwards.
    @Test(.enabled(if: CommandRunner.spawning.run(["tmux", "-V"], .seconds(2)) != nil))
    func realTmuxIsAskedThroughItsSocket() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-tmux-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let socket = folder + "/socket"
        let pty = Pseudoterminal()
        pty.setWindow(columns: 80, rows: 24, width: 0, height: 0)
        let client = try #require(spawnTmuxClient(socket: socket, on: pty.tty))
        defer { stopTmux(socket: socket, client: client) }
        let environment = ["TMUX": "\(socket),\(client),0", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]
        var report: TmuxReport?
        for _ in 0..<100 where report?.termName != "xterm-kitty" {
            _ = pty.unread(waiting: 20)
            report = TmuxReport.ask(environment: environment, runner: .spawning)
        }
        #expect(report?.features.contains("RGB") == true)
        #expect(report?.termName == "xterm-kitty")
        #expect(report?.version.hasPrefix("3.") == true)
        #expect(report?.allowsPassthrough == false)

        _ = CommandRunner.spawning.run(["tmux", "-S", socket, "set-option", "-g", "allow-passthrough", "on"], .seconds(2))
        let detected = TerminalCapabilities.detect(environment: environment, terminfo: nil, tty: nil, tmux: .spawning)
        #expect(detected.colorDepth == Detected(.trueColor, because: "tmux's client has the RGB feature"))
        #expect(detected.graphics == Detected(.kitty, because: "tmux's client has TERM=xterm-kitty, passthrough on"))
        #expect(detected.passthrough)
    }

    /// Ends the server with `kill-server`, then SIGKILL for the client and the server in case
    /// they are still there (a server can stay behind while its client's tty is not read).
    func stopTmux(socket: String, client: pid_t) {
        let server = CommandRunner.spawning.run(["tmux", "-S", socket, "display-message", "-p", "#{pid}"], .seconds(2))
            .flatMap { pid_t($0.filter(\.isNumber)) }
        _ = CommandRunner.spawning.run(["tmux", "-S", socket, "kill-server"], .seconds(2))
        kill(client, SIGKILL)
        var status: Int32 = 0
        waitpid(client, &status, 0)
        if let server, server > 0 { kill(server, SIGKILL) }
    }

    /// `tmux -S socket -f /dev/null -T RGB new-session` on `tty` as a session of its own.
    func spawnTmuxClient(socket: String, on tty: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, tty, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc's spawn.h, hidden from Swift without _GNU_SOURCE): the client
        // gets a session of its own, away from the test runner's.
        posix_spawnattr_setflags(&attributes, 0x80)
        let arguments = ["tmux", "-S", socket, "-f", "/dev/null", "-T", "RGB", "new-session"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ["TERM=xterm-kitty", "PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
                           "HOME=\(NSTemporaryDirectory())", "SHELL=/bin/sh"]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var child: pid_t = 0
        return posix_spawnp(&child, "tmux", &actions, &attributes, argv, envp) == 0 ? child : nil
    }
}
