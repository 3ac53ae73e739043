import Localization
import Testing

/// Lines in the order they are drawn, by ICU's bidirectional algorithm and Arabic shaping.
@Suite struct BidiTextTests {
    @Test func englishIsUntouched() {
        #expect(BidiText.visual("Monday, June 8", rightToLeft: nil) == "Monday, June 8")
        #expect(BidiText.visual("Monday, June 8", rightToLeft: false) == "Monday, June 8")
    }

    @Test func hebrewRunsRightToLeftWithItsNumbersLeftToRight() {
        // "יום שני, 8 ביוני": the day number stays one left-to-right run inside.
        #expect(BidiText.visual("יום שני, 8 ביוני", rightToLeft: true) == "ינויב 8 ,ינש םוי")
    }

    @Test func bracketsInARightToLeftRunAreMirrored() {
        #expect(BidiText.visual("(שלום)", rightToLeft: true) == "(םולש)")
    }

    @Test func arabicLettersJoin() {
        // "سلام": seen initial, lam medial, alef final (after lam: the lam-alef ligature), meem isolated.
        let joined = BidiText.joiningArabic("سلام")
        #expect(joined.unicodeScalars.allSatisfy { (0xFE70...0xFEFF).contains($0.value) })
        #expect(joined.unicodeScalars.count == 3)
        #expect(BidiText.visual("سلام", rightToLeft: true) == String(joined.reversed()))
    }

    @Test func anEnglishWordInAnArabicLineKeepsItsOrder() {
        let line = BidiText.visual("مرحبا iOS", rightToLeft: true)
        #expect(line.hasPrefix("iOS "))
    }
}
