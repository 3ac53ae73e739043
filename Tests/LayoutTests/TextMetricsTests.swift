import Layout
import Testing
import ViewTree

/// Pins the metrics table so it cannot drift silently; layout tests build on these numbers.
struct TextMetricsTests {
    @Test func lettersAreHelveticaWidthsScaledBy097() {
        // "H" is 722/1000 em in Helvetica; × 0.97 × 17 pt.
        #expect(abs(TextMetrics.advance(of: "H", in: font(17)) - 0.722 * 0.97 * 17) < 1e-12)
        #expect(abs(TextMetrics.advance(of: "i", in: font(10)) - 0.222 * 0.97 * 10) < 1e-12)
        #expect(abs(TextMetrics.advance(of: "…", in: font(10)) - 9.7) < 1e-12)
    }

    @Test func spaceDigitsAndWideCharactersHaveFixedEmWidths() {
        #expect(TextMetrics.advance(of: " ", in: font(20)) == 5)
        #expect(abs(TextMetrics.advance(of: "0", in: font(10)) - 6) < 1e-12)
        #expect(abs(TextMetrics.advance(of: "1", in: font(10)) - 4.2) < 1e-12)
        #expect(TextMetrics.advance(of: "字", in: font(10)) == 10)
        #expect(abs(TextMetrics.advance(of: "😀", in: font(10)) - 10 * 136 / 109) < 1e-12, "as wide as the colour emoji font draws it")
    }

    @Test func boldSetsSixPercentWiderAndWeightsInterpolate() {
        #expect(abs(width("Hello", 17, .bold) - 1.06 * width("Hello")) < 1e-12)
        #expect(abs(TextMetrics.weightFactor(.medium) - 1.02) < 1e-12)
        #expect(abs(TextMetrics.weightFactor(.black) - 1.10) < 1e-12)
        #expect(abs(TextMetrics.weightFactor(.ultraLight) - 0.94) < 1e-12)
    }

    @Test func monospacedDigitMakesEveryDigitTheWidestOne() {
        var mono = font(10)
        mono.monospacedDigit = true
        #expect(abs(TextMetrics.width(of: "1111", in: mono) - 24) < 1e-12)
        #expect(abs(TextMetrics.width(of: "1111", in: font(10)) - 16.8) < 1e-12)
    }

    @Test func lineHeightIsAscenderPlusDescender() {
        #expect(abs(TextMetrics.lineHeight(of: font(17)) - 20.23) < 1e-12)
        #expect(abs(TextMetrics.ascent(of: font(20)) - 19) < 1e-12)
    }
}
