import Foundation
import TerminalScreen
import Testing

@Suite struct ColorDepthTests {
    let plain = TerminfoColors(colors: 256, hasRGBFlag: false)

    @Test func forcedWinsThenNoColorThenColorterm() {
        #expect(TerminalColorDepth.choose(forced: .palette256, environment: ["COLORTERM": "truecolor"], terminfo: plain) == .palette256)
        #expect(TerminalColorDepth.choose(forced: nil, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminfo: plain) == .monochrome)
        #expect(TerminalColorDepth.choose(forced: nil, environment: ["NO_COLOR": "", "COLORTERM": "24bit"], terminfo: plain) == .direct)
        #expect(TerminalColorDepth.choose(forced: nil, environment: [:], terminfo: plain) == .palette256)
    }

    @Test func terminfoRGBMeansTrueColour() {
        #expect(TerminalColorDepth.choose(forced: nil, environment: [:], terminfo: TerminfoColors(colors: 256, hasRGBFlag: true)) == .direct)
        #expect(TerminalColorDepth.choose(forced: nil, environment: [:], terminfo: TerminfoColors(colors: 0x100_0000, hasRGBFlag: false)) == .direct)
        #expect(TerminalColorDepth.choose(forced: nil, environment: [:], terminfo: TerminfoColors(colors: 8, hasRGBFlag: false)) == .monochrome)
    }

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
