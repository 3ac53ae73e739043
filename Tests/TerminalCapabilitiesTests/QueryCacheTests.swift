import Foundation
import Glibc
import TerminalCapabilities
import Testing

/// The session cache: a second detection reads it instead of asking; a bad file means asking again.
@Suite struct QueryCacheTests {
    static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("probe-cache-\(getpid())-\(UUID().uuidString)").path
    }

    @Test func theSecondDetectionReadsTheCacheWithoutAsking() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pty = Pseudoterminal()
        _ = AnsweringTerminal(on: pty, answers: TerminalQueryTests.xtermWithSixel)
        let first = TerminalCapabilities.detect(environment: ["TERM": "xterm"], terminfo: nil, tty: pty.tty, cache: .folder(folder))
        #expect(first.graphics == Detected(.sixel, because: "the terminal's device attributes include sixel"))
        _ = pty.unread(waiting: 20)

        let second = TerminalCapabilities.detect(environment: ["TERM": "xterm"], terminfo: nil, tty: pty.tty, cache: .folder(folder))
        #expect(pty.unread(waiting: 100).isEmpty)
        #expect(second.graphics == Detected(.sixel, because: "the terminal's device attributes include sixel (cached)"))
        #expect(second.colorDepth == Detected(.trueColor, because: "the terminal kept a 24-bit colour (DECRQSS) (cached)"))
        #expect(second.cellPixels?.value == CellPixelSize(width: 8, height: 17))

        var status = stat()
        #expect(stat(folder, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o700)
    }

    @Test func noAnswerIsKeptTooSoItCostsTheTimeoutOnce() {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pty = Pseudoterminal()
        let first = TerminalCapabilities.detect(environment: [:], terminfo: nil, tty: pty.tty, timeout: .milliseconds(100), cache: .folder(folder))
        #expect(first.graphics == Detected(.blocks, because: "no answer within 100 ms: half blocks"))
        _ = pty.unread(waiting: 20)
        let start = ContinuousClock.now
        let second = TerminalCapabilities.detect(environment: [:], terminfo: nil, tty: pty.tty, timeout: .milliseconds(100), cache: .folder(folder))
        #expect(ContinuousClock.now - start < .milliseconds(100))
        #expect(second.graphics == Detected(.blocks, because: "no answer within 100 ms: half blocks (cached)"))
        #expect(pty.unread(waiting: 50).isEmpty)
    }

    @Test(arguments: ["", "garbage", "lockscreen-tui terminal answers 1\nanswers=1b5", "lockscreen-tui terminal answers 1\nanswers=zz\n",
                      "lockscreen-tui terminal answers 1\nanswers=+f\n", "lockscreen-tui terminal answers 2\nanswers=\n"])
    func aCorruptFileIsIgnored(contents: String) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pty = Pseudoterminal()
        let cache = try #require(QueryCache(location: .folder(folder), environment: ["TERM": "xterm"], tty: pty.tty, throughTmux: false))
        try contents.write(toFile: cache.path, atomically: false, encoding: .utf8)
        #expect(cache.read() == nil)

        _ = AnsweringTerminal(on: pty, answers: [RecordedAnswers.xtermSixelDA1])
        let detected = TerminalCapabilities.detect(environment: ["TERM": "xterm"], terminfo: nil, tty: pty.tty, cache: .folder(folder))
        #expect(detected.graphics == Detected(.sixel, because: "the terminal's device attributes include sixel"))
        #expect(cache.read()?.hasSixel == true)
    }

    @Test func theFileNameFollowsTheTerminalAndTheSession() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pty = Pseudoterminal()
        let other = Pseudoterminal()
        func path(_ environment: [String: String], _ tty: Int32, tmux: Bool = false) -> String? {
            QueryCache(location: .folder(folder), environment: environment, tty: tty, throughTmux: tmux)?.path
        }
        let xterm = try #require(path(["TERM": "xterm"], pty.tty))
        #expect(xterm.hasPrefix(folder + "/terminal-"))
        #expect(path(["TERM": "xterm"], pty.tty) == xterm)
        #expect(path(["TERM": "xterm"], other.tty) != xterm)
        #expect(path(["TERM": "xterm-256color"], pty.tty) != xterm)
        #expect(path(["TERM": "xterm", "TERM_PROGRAM": "vscode"], pty.tty) != xterm)
        #expect(path(["TERM": "xterm", "SSH_TTY": "/dev/pts/3"], pty.tty) != xterm)
        #expect(path(["TERM": "xterm", "TMUX": "/tmp/tmux-0/default,1,0"], pty.tty) != xterm)
        #expect(path(["TERM": "xterm"], pty.tty, tmux: true) != xterm)
        #expect(QueryCache(location: .none, environment: [:], tty: pty.tty, throughTmux: false) == nil)
    }

    @Test func aFolderOthersCanOpenIsNotUsed() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkdir(folder, 0o777) == 0)
        #expect(chmod(folder, 0o777) == 0)
        let pty = Pseudoterminal()
        #expect(QueryCache(location: .folder(folder), environment: [:], tty: pty.tty, throughTmux: false) == nil)
    }

    @Test func theSessionFolderIsTheRuntimeFolderElseTemporaryWithTheUserId() {
        #expect(QueryCache.Location.session == .session)
        let pty = Pseudoterminal()
        let runtime = Self.temporaryFolder()
        #expect(mkdir(runtime, 0o700) == 0)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let inRuntime = QueryCache(location: .session, environment: ["XDG_RUNTIME_DIR": runtime], tty: pty.tty, throughTmux: false)
        #expect(inRuntime?.path.hasPrefix(runtime + "/lockscreen-tui/terminal-") == true)
        let inTemporary = QueryCache(location: .session, environment: ["TMPDIR": runtime], tty: pty.tty, throughTmux: false)
        #expect(inTemporary?.path.hasPrefix(runtime + "/lockscreen-tui-\(getuid())/terminal-") == true)
    }
}
