import Devices
import Testing

/// Points as text, as the layout dump and `devices` print them.
@Suite struct SizeFormatTests {
    @Test func wholeNumbersHaveNoFractionOthersTwoDecimals() {
        #expect(Size.format(146) == "146")
        #expect(Size.format(14.2857) == "14.29")
        #expect(Size.format(-0.5) == "-0.5")
    }

    @Test func hostileValuesNeverTrap() {
        #expect(Size.format(.nan) == "nan")
        #expect(Size.format(.infinity) == "∞")
        #expect(Size.format(-.infinity) == "-∞")
        #expect(Size.format(1e300) == "huge")
        #expect(Rect(x: .nan, y: 0, width: 1e20, height: 2).description == "(nan, 0) huge×2")
    }
}
