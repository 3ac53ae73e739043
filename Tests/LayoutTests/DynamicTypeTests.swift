import Devices
import Layout
import Testing
import ViewTree

/// Text sizes: every text style at xSmall, Large and accessibility5 against Apple's Dynamic Type
/// table (HIG, Typography), widgets kept within Large … accessibility5, `.dynamicTypeSize(_:)`
/// clamping as SwiftUI clamps.
@Suite struct DynamicTypeTests {
    /// Apple's table, read off the HIG's "iOS, iPadOS Dynamic Type sizes": xSmall, Large, AX5.
    static let table: [(TextStyle, xSmall: Double, large: Double, ax5: Double)] = [
        (.largeTitle, 31, 34, 60), (.title, 25, 28, 58), (.title2, 19, 22, 56), (.title3, 17, 20, 55),
        (.headline, 14, 17, 53), (.body, 14, 17, 53), (.callout, 13, 16, 51), (.subheadline, 12, 15, 49),
        (.footnote, 12, 13, 44), (.caption, 11, 12, 43), (.caption2, 11, 11, 40),
    ]

    func height(_ style: TextStyle, at size: DynamicTypeSize, _ modifiers: [Modifier] = []) -> Double {
        var view = text("Ag").font(FontSpec(style: style))
        for modifier in modifiers { view = view.modified(modifier) }
        return LayoutEngine.layout(view, in: Size(width: 400, height: 400),
                                   environment: WidgetEnvironment(family: .rectangular, dynamicTypeSize: size)).frame.height
    }

    @Test(arguments: table) func eachStylesSizeIsApplesAtEachEnd(row: (TextStyle, xSmall: Double, large: Double, ax5: Double)) {
        let (style, xSmall, large, ax5) = row
        #expect(ResolvedFont(FontSpec(style: style), dynamicTypeSize: .xSmall).size == xSmall)
        #expect(ResolvedFont(FontSpec(style: style), dynamicTypeSize: .large).size == large)
        #expect(ResolvedFont(FontSpec(style: style), dynamicTypeSize: .accessibility5).size == ax5)
        #expect(abs(height(style, at: .large) - lineHeight(large)) < 1e-9)
        #expect(abs(height(style, at: .accessibility5) - lineHeight(ax5)) < 1e-9)
    }

    /// Widgets support Large to AX5 (HIG, Widgets): a person's xSmall draws a widget at Large.
    @Test(arguments: table) func aWidgetIsNeverDrawnSmallerThanLarge(row: (TextStyle, xSmall: Double, large: Double, ax5: Double)) {
        #expect(height(row.0, at: .xSmall) == height(row.0, at: .large))
    }

    @Test func dynamicTypeSizeClampsTheSubtree() {
        #expect(abs(height(.body, at: .accessibility5, [.dynamicTypeSize(.large ... .xxLarge)]) - lineHeight(21)) < 1e-9)
        #expect(abs(height(.body, at: .large, [.dynamicTypeSize(.xxxLarge ... .xxxLarge)]) - lineHeight(23)) < 1e-9)
    }

    @Test func aFixedSizeDoesNotGrowAndScaledMetricGrowsWithItsStyle() {
        #expect(ResolvedFont(FontSpec(size: 12), dynamicTypeSize: .accessibility5).size == 12)
        #expect(DynamicTypeSize.accessibility5.scaled(17) == 53)
        #expect(DynamicTypeSize.large.scaled(10, relativeTo: .caption) == 10)
        #expect(DynamicTypeSize(name: "ax3") == .accessibility3 && DynamicTypeSize(name: "XXXLARGE") == .xxxLarge)
    }
}
