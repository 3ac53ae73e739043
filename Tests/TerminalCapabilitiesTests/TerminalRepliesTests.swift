import TerminalCapabilities
import Testing

/// The answers parser on real answer bytes: in any order, split anywhere, with keys typed between.
@Suite struct TerminalRepliesTests {
    static func replies(_ parts: String...) -> TerminalReplies {
        TerminalReplies(parsing: Array(parts.joined().utf8))
    }

    @Test func xtermWithSixelAnswersEverythingButKitty() {
        let replies = Self.replies(RecordedAnswers.xtermSixelVersion, RecordedAnswers.xtermSixelCellSize,
                                   RecordedAnswers.xtermSixelDecrqss, RecordedAnswers.xtermSixelDA1)
        #expect(replies.terminalVersion == "XTerm(379)")
        #expect(replies.cellPixels == CellPixelSize(width: 8, height: 17))
        #expect(replies.keptTrueColor == true)
        #expect(replies.deviceAttributes == [63, 1, 2, 4, 6, 9, 15, 16, 22, 28])
        #expect(replies.hasSixel)
        #expect(replies.kittyGraphics == nil)
        #expect(replies.isComplete)
        #expect(replies.typeahead.isEmpty)
    }

    @Test func xtermWithoutSixelHasNoAttribute4() {
        let replies = Self.replies(RecordedAnswers.xtermPlainDA1)
        #expect(replies.isComplete)
        #expect(!replies.hasSixel)
        // 14 and 24 contain a 4 but are not attribute 4.
        #expect(!Self.replies("\u{1B}[?14;24;64c").hasSixel)
        #expect(Self.replies("\u{1B}[?4c").hasSixel)
    }

    @Test func tmuxAnswersForItselfWithoutSixel() {
        let replies = Self.replies(RecordedAnswers.tmuxVersion, RecordedAnswers.tmuxDA1)
        #expect(replies.terminalVersion == "tmux 3.3a")
        #expect(replies.deviceAttributes == [1, 2])
        #expect(!replies.hasSixel)
        #expect(replies.keptTrueColor == nil)
    }

    @Test func kittyAnswersEverythingButSixel() {
        let replies = Self.replies(RecordedAnswers.kittyVersion, RecordedAnswers.kittyCellSize, RecordedAnswers.kittyDecrqss,
                                   RecordedAnswers.kittyOKAndDA1)
        #expect(replies.acceptsKittyGraphics)
        #expect(replies.kittyGraphics == "OK")
        #expect(replies.terminalVersion == "kitty(0.26.5)")
        #expect(replies.cellPixels == CellPixelSize(width: 8, height: 17))
        #expect(replies.keptTrueColor == true)
        #expect(replies.deviceAttributes == [62])
        #expect(!replies.hasSixel)
        #expect(replies.typeahead.isEmpty)
    }

    @Test func aKittyErrorIsNotAnOK() {
        let replies = Self.replies("\u{1B}_Gi=31;EINVAL:unsupported format\u{1B}\\")
        #expect(replies.kittyGraphics == "EINVAL:unsupported format")
        #expect(!replies.acceptsKittyGraphics)
    }

    @Test(arguments: [
        ("0;38:2::1:2:3m", true), ("38:2:1:2:3m", true), ("0;38;2;1;2;3m", true), ("38:2:0:1:2:3m", true),
        ("0;38;5;16m", false), ("0;38:2::1:2:4m", false), ("0m", false), ("0;48;2;1;2;3m", false),
    ])
    func decrqssKeepsTheTestColour(state: String, kept: Bool) {
        #expect(Self.replies("\u{1B}P1$r\(state)\u{1B}\\").keptTrueColor == kept)
    }

    @Test func aRefusedDecrqssIsNotTrueColour() {
        #expect(Self.replies("\u{1B}P0$r\u{1B}\\").keptTrueColor == false)
    }

    @Test func answersInAnotherOrderAndEndedWithBel() {
        let replies = Self.replies(RecordedAnswers.xtermSixelDA1, "\u{1B}[6;20;10t", "\u{1B}P>|foot(1.16.2)\u{07}", RecordedAnswers.kittyOK)
        #expect(replies.cellPixels == CellPixelSize(width: 10, height: 20))
        #expect(replies.terminalVersion == "foot(1.16.2)")
        #expect(replies.acceptsKittyGraphics)
        #expect(replies.hasSixel)
    }

    @Test func everySplitOfTheAnswersParsesTheSame() {
        let bytes = Array((RecordedAnswers.kittyOK + RecordedAnswers.xtermSixelVersion + RecordedAnswers.xtermSixelCellSize
                           + RecordedAnswers.xtermSixelDecrqss + RecordedAnswers.xtermSixelDA1).utf8)
        let whole = TerminalReplies(parsing: bytes)
        for cut in 1..<bytes.count {
            let prefix = Array(bytes[..<cut])
            let first = TerminalReplies(parsing: prefix)
            // Whole answers are read, the one cut short waits as typeahead, and DA1 comes last.
            #expect(first.answerBytes + first.typeahead == prefix)
            #expect(whole.answerBytes.starts(with: first.answerBytes))
            #expect(!first.isComplete)
        }
        #expect(whole.typeahead.isEmpty)
        #expect(whole.answerBytes == bytes)
    }

    @Test func keysTypedBetweenTheAnswersAreTypeahead() {
        let replies = Self.replies("j", RecordedAnswers.xtermSixelVersion, "\u{1B}[A", "q", RecordedAnswers.xtermSixelCellSize,
                                   "\u{1B}", "\u{1B}[<0;10;5M", RecordedAnswers.xtermDA2, "é", RecordedAnswers.xtermSixelDA1, "\u{03}")
        #expect(replies.terminalVersion == "XTerm(379)")
        #expect(replies.cellPixels == CellPixelSize(width: 8, height: 17))
        #expect(replies.hasSixel)
        #expect(replies.typeahead == Array("j\u{1B}[Aq\u{1B}\u{1B}[<0;10;5Mé\u{03}".utf8))
    }

    @Test func altKeysThatLookLikeStringsDoNotSwallowTheAnswers() {
        // Alt+P sends ESC P, Alt+_ sends ESC _: neither ends in ST, so they are keys.
        let replies = Self.replies("\u{1B}P", RecordedAnswers.kittyOK, "\u{1B}_", RecordedAnswers.xtermSixelDA1)
        #expect(replies.acceptsKittyGraphics)
        #expect(replies.hasSixel)
        #expect(replies.typeahead == Array("\u{1B}P\u{1B}_".utf8))
    }

    @Test func aSequenceCutOffAtTheEndIsNotAnAnswerYet() {
        let replies = Self.replies(RecordedAnswers.xtermSixelVersion, "\u{1B}[?63;1;2;4")
        #expect(!replies.isComplete)
        #expect(replies.typeahead == Array("\u{1B}[?63;1;2;4".utf8))
        #expect(!Self.replies("\u{1B}_Gi=31;OK\u{1B}").acceptsKittyGraphics)
    }

    @Test func xtermsSmallFontCellSize() {
        #expect(Self.replies(RecordedAnswers.xtermSmallFontCellSize).cellPixels == CellPixelSize(width: 6, height: 13))
    }

    @Test func answersToOtherQuestionsAreDropped() {
        let replies = Self.replies("\u{1B}[4;408;640t", RecordedAnswers.tmuxTextArea, "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
                                   RecordedAnswers.xtermColorRegisters, RecordedAnswers.xtermTcapRGB, RecordedAnswers.kittyTcapRGB,
                                   "\u{1B}_Gi=7;OK\u{1B}\\")
        #expect(replies.cellPixels == nil)
        #expect(replies.kittyGraphics == nil)
        #expect(replies.typeahead.isEmpty)
        #expect(replies.answerBytes.isEmpty)
    }
}
