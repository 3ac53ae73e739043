/// Answers recorded byte for byte from real terminals under Xvfb (xterm 379, kitty 0.26.5,
/// tmux 3.3a inside each), for the parser's tests.
enum RecordedAnswers {
    /// xterm -ti vt340 with window operations allowed.
    static let xtermSixelVersion = "\u{1B}P>|XTerm(379)\u{1B}\\"
    static let xtermSixelCellSize = "\u{1B}[6;17;8t"
    static let xtermSixelDecrqss = "\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\"
    static let xtermSixelDA1 = "\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
    /// xterm in vt340 mode: XTSMGRAPHICS, which the query does not ask.
    static let xtermColorRegisters = "\u{1B}[?1;0;1024S"
    /// xterm -fn 6x13 with window operations allowed.
    static let xtermSmallFontCellSize = "\u{1B}[6;13;6t"
    /// xterm with allowTcapOps: XTGETTCAP, which the query does not ask.
    static let xtermTcapRGB = "\u{1B}P1+r524742=38\u{1B}\\"
    /// xterm in its default VT420 mode: no sixel, no `CSI 16 t` answer.
    static let xtermPlainDA1 = "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
    /// xterm's DA2, which the query does not ask but another program might have.
    static let xtermDA2 = "\u{1B}[>41;379;0c"

    /// kitty 0.26.5: the graphics query and DA1 come back in one read.
    static let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"
    static let kittyOKAndDA1 = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c"
    static let kittyVersion = "\u{1B}P>|kitty(0.26.5)\u{1B}\\"
    static let kittyCellSize = "\u{1B}[6;17;8t"
    static let kittyDecrqss = "\u{1B}P1$r38:2:1:2:3m\u{1B}\\"
    static let kittyTcapRGB = "\u{1B}P0+r524742\u{1B}\\"

    /// tmux 3.3a answering for itself: no sixel, and nothing for kitty, DECRQSS or `CSI 16 t`.
    static let tmuxVersion = "\u{1B}P>|tmux 3.3a\u{1B}\\"
    static let tmuxDA1 = "\u{1B}[?1;2c"
    /// tmux's `CSI 18 t` answer, columns and rows swapped.
    static let tmuxTextArea = "\u{1B}[8;80;23t"
    /// tmux's view of its client (`TmuxReport`'s command) in kitty, passthrough on, and in
    /// xterm, passthrough off: kitty lacks the RGB feature there.
    static let tmuxInKitty = "bpaste,ccolour,clipboard,cstyle,focus,title|xterm-kitty|kitty(0.26.5)|3.3a\non\n"
    static let tmuxInXterm = "256,bpaste,ccolour,clipboard,cstyle,extkeys,focus,mouse,RGB,strikethrough,title|xterm|XTerm(379)|3.3a\noff\n"
}
