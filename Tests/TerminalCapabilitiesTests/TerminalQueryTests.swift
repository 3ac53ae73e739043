import Foundation
import TerminalCapabilities
import Testing

/// The query on a pty: what is written, answers read within the time bound, modes restored.
@Suite struct TerminalQueryTests {
    static let xtermWithSixel = [
        RecordedAnswers.xtermSixelVersion, RecordedAnswers.xtermSixelCellSize + "\u{1B}P1$r0;38:2",
        "::1:2:3m\u{1B}\\", "\u{1B}[?63;1;2;4", ";6;9;15;16;22;28c",
    ]

    @Test func theQuestionsGoOutInOneWriteWithDA1Last() {
        let pty = Pseudoterminal()
        let terminal = AnsweringTerminal(on: pty, answers: Self.xtermWithSixel)
        let replies = TerminalQuery.ask(pty.tty)
        #expect(terminal.heard() == TerminalQuery.bytes(throughTmux: false))
        #expect(String(decoding: TerminalQuery.bytes(throughTmux: false), as: UTF8.self)
            == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>0q\u{1B}[16t\u{1B}[38;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[39m\u{1B}[c")
        #expect(replies?.isComplete == true)
    }

    @Test func throughTmuxEachQuestionIsWrappedWithItsEscapesDoubled() {
        let wrapped = String(decoding: TerminalQuery.bytes(throughTmux: true), as: UTF8.self)
        #expect(wrapped.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\u{1B}\\\u{1B}\\"))
        #expect(wrapped.hasSuffix("\u{1B}Ptmux;\u{1B}\u{1B}[c\u{1B}\\"))
    }

    @Test func anXtermWithSixelIsDetectedFromItsAnswers() {
        let pty = Pseudoterminal()
        _ = AnsweringTerminal(on: pty, answers: Self.xtermWithSixel)
        let detected = TerminalCapabilities.detect(environment: ["TERM": "xterm"], terminfo: TerminfoColorSupport(colors: 8, hasRGBFlag: false),
                                                   tty: pty.tty, cache: .none)
        #expect(detected.graphics == Detected(.sixel, because: "the terminal's device attributes include sixel"))
        #expect(detected.colorDepth == Detected(.trueColor, because: "the terminal kept a 24-bit colour (DECRQSS)"))
        #expect(detected.cellPixels == Detected(CellPixelSize(width: 8, height: 17)!, because: "the terminal answered CSI 16 t"))
        #expect(detected.passthrough == false)
    }

    @Test func kittyIsDetectedFromItsAnswers() {
        let pty = Pseudoterminal()
        _ = AnsweringTerminal(on: pty, answers: [RecordedAnswers.kittyVersion, RecordedAnswers.kittyCellSize,
                                                 RecordedAnswers.kittyDecrqss, RecordedAnswers.kittyOKAndDA1])
        let detected = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"], terminfo: TerminfoColorSupport(colors: 256, hasRGBFlag: false),
                                                   tty: pty.tty, cache: .none)
        #expect(detected.graphics == Detected(.kitty, because: "the terminal calls itself kitty(0.26.5)"))
        #expect(detected.colorDepth == Detected(.trueColor, because: "the terminal kept a 24-bit colour (DECRQSS)"))
        #expect(detected.cellPixels?.value == CellPixelSize(width: 8, height: 17))
    }

    @Test func theWindowSizeGivesTheCellSizeBeforeAsking() {
        let pty = Pseudoterminal()
        pty.setWindow(columns: 80, rows: 24, width: 800, height: 480)
        _ = AnsweringTerminal(on: pty, answers: [RecordedAnswers.xtermSixelCellSize, RecordedAnswers.xtermSixelDA1])
        let detected = TerminalCapabilities.detect(environment: ["TERM": "xterm"], terminfo: nil, tty: pty.tty, cache: .none)
        #expect(detected.cellPixels == Detected(CellPixelSize(width: 10, height: 20)!, because: "the window is 800×480 px over 80×24 cells"))
        #expect(detected.graphics.value == .sixel)
    }

    @Test func keysTypedDuringTheQueryAreHandedBack() {
        let pty = Pseudoterminal()
        _ = AnsweringTerminal(on: pty, answers: ["q", RecordedAnswers.kittyOK, "\u{1B}[A", RecordedAnswers.tmuxDA1])
        let detected = TerminalCapabilities.detect(environment: [:], terminfo: nil, tty: pty.tty, cache: .none)
        #expect(detected.graphics == Detected(.kitty, because: "the terminal answered the kitty graphics query"))
        #expect(detected.typeahead == Array("q\u{1B}[A".utf8))
    }

    @Test func aTerminalThatNeverAnswersCostsTheTimeoutOnly() {
        let pty = Pseudoterminal()
        let start = ContinuousClock.now
        let replies = TerminalQuery.ask(pty.tty)
        let elapsed = ContinuousClock.now - start
        #expect(replies != nil)
        #expect(replies?.isComplete == false)
        #expect(elapsed >= TerminalQuery.timeout)
        #expect(elapsed < .seconds(2))
    }

    @Test func detectionWithoutAnAnswerFallsBackToHalfBlocks() {
        let pty = Pseudoterminal()
        let start = ContinuousClock.now
        let detected = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"], terminfo: TerminfoColorSupport(colors: 256, hasRGBFlag: false),
                                                   tty: pty.tty, cache: .none)
        #expect(ContinuousClock.now - start >= .milliseconds(250))
        #expect(detected.graphics == Detected(.blocks, because: "no answer within 250 ms: half blocks"))
        #expect(detected.colorDepth == Detected(.palette256, because: "terminfo's xterm-256color has 256 colours"))
        #expect(detected.cellPixels == nil)
    }

    @Test func aTerminalThatAnswersOnlyPartlyIsGivenUpOnAtTheTimeout() {
        let pty = Pseudoterminal()
        _ = AnsweringTerminal(on: pty, answers: [RecordedAnswers.xtermSixelVersion])
        let start = ContinuousClock.now
        let detected = TerminalCapabilities.detect(environment: [:], terminfo: nil, tty: pty.tty, timeout: .milliseconds(100), cache: .none)
        #expect(ContinuousClock.now - start >= .milliseconds(100))
        #expect(detected.graphics == Detected(.blocks, because: "the terminal answered without kitty graphics or sixel: half blocks"))
    }

    @Test func theModesAreRestoredAfterTheQuery() {
        let pty = Pseudoterminal()
        let before = pty.modes()
        _ = AnsweringTerminal(on: pty, answers: [RecordedAnswers.xtermPlainDA1])
        _ = TerminalQuery.ask(pty.tty)
        #expect(pty.modes() == before)
        _ = TerminalQuery.ask(pty.tty, timeout: .milliseconds(20))
        #expect(pty.modes() == before)
    }

    @Test func nothingIsAskedWhenTheEnvironmentDecidesEverything() {
        let pty = Pseudoterminal()
        pty.setWindow(columns: 100, rows: 50, width: 1000, height: 1000)
        let detected = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"], terminfo: nil, tty: pty.tty, cache: .none)
        #expect(detected.graphics == Detected(.kitty, because: "TERM=xterm-kitty"))
        #expect(detected.colorDepth == Detected(.trueColor, because: "TERM=xterm-kitty"))
        #expect(pty.unread(waiting: 50).isEmpty)
    }

    @Test func forcedValuesWinAndNoColorComesNext() {
        let forced = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "NO_COLOR": "1"], terminfo: nil,
                                                 forcedColor: .palette256, forcedGraphics: .sixel, tty: nil)
        #expect(forced.colorDepth == Detected(.palette256, because: "--color 256"))
        #expect(forced.graphics == Detected(.sixel, because: "--graphics sixel"))
        let noColor = TerminalCapabilities.detect(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"], terminfo: nil, tty: nil)
        #expect(noColor.colorDepth == Detected(.none, because: "NO_COLOR is set"))
        #expect(noColor.graphics == Detected(.blocks, because: "no terminal to ask: half blocks"))
    }

    @Test func terminfoDecidesTheColoursNobodyAnswered() {
        let direct = TerminalCapabilities.detect(environment: ["TERM": "xterm-direct"], terminfo: TerminfoColorSupport(colors: 0x100_0000, hasRGBFlag: false), tty: nil)
        #expect(direct.colorDepth == Detected(.trueColor, because: "terminfo's xterm-direct has 24-bit colour"))
        let vt100 = TerminalCapabilities.detect(environment: ["TERM": "vt100"], terminfo: TerminfoColorSupport(colors: 8, hasRGBFlag: false), tty: nil)
        #expect(vt100.colorDepth == Detected(.none, because: "terminfo's vt100 has 8 colours: no colour"))
        let unknown = TerminalCapabilities.detect(environment: ["TERM": "weird"], terminfo: nil, tty: nil)
        #expect(unknown.colorDepth == Detected(.palette256, because: "no terminfo entry: 256 colours"))
    }
}
