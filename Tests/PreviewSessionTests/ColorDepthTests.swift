import Foundation
import TerminalCapabilities
import TerminalScreen
import Testing

/// What terminfo says about colour, and the private direct-colour entry the screen compiles
/// (the choice between depths is `TerminalCapabilities.detect`'s, tested in its own suite).
@Suite struct ColorDepthTests {
    @Test func systemEntriesReadAsTheFactsSay() throws {
        let tmux = try #require(TerminfoColors.read(term: "tmux-256color"))
        #expect(tmux.colors == 256 && !tmux.isDirect)
        #expect(TerminfoColors.read(term: "no-such-terminal-xyz") == nil)
    }

    @Test func thePrivateEntryCompilesWithDirectColourAndTheBaseKeys() throws {
        let entry = try PrivateTerminfo.compile(base: "tmux-256color")
        defer { entry.remove() }
        let infocmp = Process()
        infocmp.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        infocmp.arguments = ["infocmp", "-x", "-A", entry.directory.path, entry.name]
        let pipe = Pipe()
        infocmp.standardOutput = pipe
        try infocmp.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        infocmp.waitUntilExit()
        #expect(text.contains("colors#0x1000000"))
        #expect(text.contains("RGB"))
        #expect(text.contains("38;2;"))
        #expect(text.contains("khome=\\E[1~"))
    }
}
