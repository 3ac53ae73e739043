import Devices
import Layout
import Testing
import ViewTree

struct TextLayoutTests {
    @Test func wrapsAtWordBoundaries() throws {
        // SwiftUI: a text narrower than its line breaks between words, never inside one that fits.
        let node = layout(text("one two three").frame(width: width("one two") + 1))
        let label = try child(node, 0)
        #expect(label.text?.lines.map(\.text) == ["one two", "three"])
        #expect(abs(label.frame.width - width("one two")) < 1e-9)
        #expect(abs(label.frame.height - 2 * lineHeight()) < 1e-9)
    }

    @Test func breaksAWordTooLongForALineBetweenCharacters() throws {
        // SwiftUI: a word wider than the line is broken by character. At 10 pt "0" is 6 pt wide,
        // so 20 pt holds three.
        let node = layout(text("0000000", size: 10).frame(width: 20))
        let label = try child(node, 0)
        #expect(label.text?.lines.map(\.text) == ["000", "000", "0"])
        #expect(abs(label.frame.width - 18) < 1e-9)
        #expect(abs(label.frame.height - 3 * lineHeight(10)) < 1e-9)
    }

    @Test func lineLimitTruncatesTheTailWithAnEllipsis() throws {
        // SwiftUI: .lineLimit(1) sets one line and ends it with "…", cutting between characters.
        let available = width("one tw") + width("…") + 0.5
        let node = layout(text("one two three").modified(.lineLimit(1)).frame(width: available))
        let label = try child(node, 0)
        #expect(label.text?.lines.map(\.text) == ["one tw…"])
        #expect(label.text?.isTruncated == true)
        #expect(abs(label.frame.width - (width("one tw") + width("…"))) < 1e-9)
    }

    @Test func heightTruncatesToTheLinesThatFit() throws {
        // SwiftUI: offered 30 pt of height, a 17 pt text (20.23 pt lines) shows one line, truncated.
        // At width("one two") + 1, "one tw…" is 16.49 − 9.17 − 1 pt too wide, "one t…" fits.
        let node = layout(text("one two three").frame(width: width("one two") + 1, height: 30))
        let label = try child(node, 0)
        #expect(label.text?.lines.map(\.text) == ["one t…"])
        #expect(abs(label.frame.height - lineHeight()) < 1e-9)
    }

    @Test func minimumScaleFactorShrinksALineTooTallForTheHeight() throws {
        // SwiftUI: one 50-pt line (xDrip's reading) offered 40 pt of height with
        // .minimumScaleFactor(0.2) is set smaller until it fits the height, as one too wide would be.
        let node = layout(text("109", size: 50).modified(.lineLimit(1)).modified(.minimumScaleFactor(0.2)).frame(height: 40))
        let label = try child(node, 0)
        #expect(label.frame.height <= 40 + 1e-6, "\(label.frame.height)")
        #expect(label.frame.height > 40 - lineHeight(50) / 256 - 1, "the largest scale that fits: \(label.frame.height)")
        #expect(label.text?.isTruncated == false)
        // Without the factor it keeps its size and reaches past the height.
        let unscaled = try child(layout(text("109", size: 50).modified(.lineLimit(1)).frame(height: 40)), 0)
        #expect(abs(unscaled.frame.height - lineHeight(50)) < 1e-9)
    }

    @Test func minimumScaleFactorShrinksAWordRatherThanBreakIt() throws {
        // filmscreen/JustWalk's steps, "4,200" with .minimumScaleFactor(0.6) in 36 pt: a device sets
        // it on one line, smaller; it had been broken "4,20" over "0" at full size (graded C).
        let narrow = width("4,200") * 0.8
        let node = layout(text("4,200").modified(.minimumScaleFactor(0.6)).frame(width: narrow))
        let label = try child(node, 0)
        #expect(label.text?.lines.map(\.text) == ["4,200"])
        #expect(label.frame.width <= narrow + 1e-6)
        // Without the factor the word is broken between its characters, as text views do.
        let unscaled = try child(layout(text("4,200").frame(width: narrow)), 0)
        #expect((unscaled.text?.lines.count ?? 0) == 2)
        // Words run together in Japanese: broken between characters, not shrunk.
        let japanese = "今日の歩数は四千二百歩です"
        let wrapped = try child(layout(text(japanese).modified(.minimumScaleFactor(0.6)).frame(width: width(japanese) * 0.6)), 0)
        #expect((wrapped.text?.lines.count ?? 0) >= 2)
    }

    @Test func proposalNarrowerThanEllipsisShowsNothing() throws {
        // SwiftUI: a text offered less than "…" shows nothing, keeping one line of height.
        let node = layout(text("Hello").frame(width: 5))
        let label = try child(node, 0)
        #expect(label.text?.lines.isEmpty == true)
        expectFrame(label, 73, (58 - lineHeight()) / 2, 0, lineHeight())
    }

    @Test func multilineTextAlignmentCentresEachLine() throws {
        // SwiftUI: .multilineTextAlignment(.center) centres each line in the text's frame.
        let node = layout(text("one two three").modified(.multilineTextAlignment(.center)).frame(width: width("one two") + 1))
        let label = try child(node, 0)
        let lines = try #require(label.text?.lines)
        try #require(lines.count == 2)
        #expect(abs(lines[0].x - label.frame.x) < 1e-9)
        #expect(abs(lines[1].x - (label.frame.x + (width("one two") - width("three")) / 2)) < 1e-9)
        #expect(abs(lines[1].baseline - (label.frame.y + lineHeight() + 0.95 * 17)) < 1e-9)
    }

    @Test func runsWithTwoFontsMeasureEachRunInItsOwnFont() throws {
        // SwiftUI: Text("Big").font(.system(size: 30)) + Text(" small").font(.system(size: 12)):
        // widths add per font; the line is as tall as the larger font.
        let runs: [TextRun] = [.literal("Big", style: RunStyle(font: FontSpec(size: 30))),
                               .literal(" small", style: RunStyle(font: FontSpec(size: 12)))]
        let node = layout(View(.text(runs)))
        let total = width("Big", 30) + width(" small", 12)
        expectFrame(node, (146 - total) / 2, (58 - lineHeight(30)) / 2, total, lineHeight(30))
        let line = try #require(node.text?.lines.first)
        #expect(line.segments.map(\.text) == ["Big", " small"])
        #expect(line.segments.map(\.font.size) == [30, 12])
        #expect(abs(line.baseline - (node.frame.y + 28.5)) < 1e-9)
    }

    @Test func monospacedDigitWidensNarrowDigits() {
        // SwiftUI: .monospacedDigit() gives every digit the same advance: "1111" at 10 pt is 24 pt, not 16.8.
        let mono = layout(text("1111", size: 10).modified(.monospacedDigit(true)))
        #expect(abs(mono.frame.width - 24) < 1e-9)
        let proportional = layout(text("1111", size: 10))
        #expect(abs(proportional.frame.width - 16.8) < 1e-9)
    }

    @Test func boldModifierWidensText() {
        // SwiftUI: .bold() sets the text in bold, which is wider.
        let node = layout(text("Hello").modified(.bold(true)))
        #expect(abs(node.frame.width - width("Hello", 17, .bold)) < 1e-9)
    }
}
