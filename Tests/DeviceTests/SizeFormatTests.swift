import Devices
import Testing

/// Points as text, as the layout dump and `devices` print them.
@Suite struct SizeFormatTests {
    @Test func wholeNumbersHaveNoFractionOthersTwoDecimals() {
        #expect(Size.format(146) == "146")
        #expect(Size.format(14.2857) == "14.29")
        #expect(Size.format(-0.5) == "-0.5")
    }

    /// Values that round to a whole number at two decimals print as that number, never "73." or "-0".
    @Test(arguments: [(72.999, "73"), (88.996, "89"), (6.94, "6.94"), (20.2300001, "20.23"), (-0.001, "0"), (12.5, "12.5")])
    func roundingToAWholeNumberLeavesNoPoint(_ value: Double, _ text: String) {
        #expect(Size.format(value) == text)
    }

    @Test func hostileValuesNeverTrap() {
        #expect(Size.format(.nan) == "nan")
        #expect(Size.format(.infinity) == "∞")
        #expect(Size.format(-.infinity) == "-∞")
        #expect(Size.format(1e300) == "huge")
        #expect(Rect(x: .nan, y: 0, width: 1e20, height: 2).description == "(nan, 0) huge×2")
    }
}
