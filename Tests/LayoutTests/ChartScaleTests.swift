import Devices
import Foundation
import Layout
import Testing
import ViewTree

/// Swift Charts' scale domains and axes, as `ChartScale` and `ChartGeometry` reproduce them.
struct ChartScaleTests {
    @Test func aNumberDomainIncludesZeroAndWidensToNiceTicks() {
        let scale = ChartScale(values: [12, 47, 93].map(ChartValue.number), spec: ChartScaleSpec(), tickCount: 2, isVertical: true)
        #expect(scale.kind == .continuous(lower: 0, upper: 100, isDate: false))
        #expect(scale.ticks == [0, 50, 100])
        #expect(scale.fraction(of: .number(93)) == 0.93)
    }

    @Test func includesZeroFalseStartsNearTheData() {
        let spec = ChartScaleSpec(includesZero: false)
        let scale = ChartScale(values: [112, 147, 181].map(ChartValue.number), spec: spec, tickCount: 3, isVertical: true)
        #expect(scale.kind == .continuous(lower: 100, upper: 200, isDate: false))
    }

    @Test func anExplicitDomainIsKeptAsWritten() {
        let spec = ChartScaleSpec(domain: 60...200)
        let scale = ChartScale(values: [90, 176].map(ChartValue.number), spec: spec, tickCount: 3, isVertical: true)
        #expect(scale.kind == .continuous(lower: 60, upper: 200, isDate: false))
        #expect(scale.ticks.allSatisfy { (60...200).contains($0) })
    }

    @Test func aDateDomainRunsFromTheFirstDateToTheLastWithHourLabels() {
        let nine = Date(timeIntervalSince1970: 1_780_909_200)  // 2026-06-08 09:00 UTC
        let dates = (0...8).map { ChartValue.date(nine.addingTimeInterval(Double($0) * 3_600)) }
        let scale = ChartScale(values: dates, spec: ChartScaleSpec(), tickCount: 3, isVertical: false)
        #expect(scale.kind == .continuous(lower: nine.timeIntervalSince1970, upper: nine.timeIntervalSince1970 + 8 * 3_600, isDate: true))
        #expect(scale.labelledTicks(timeZone: TimeZone(identifier: "UTC")!).map(\.label) == ["9 AM", "12 PM", "3 PM"])
    }

    @Test func categoriesShareTheAxisInTheOrderTheyAppear() {
        let values = ["Mon", "Tue", "Mon", "Wed"].map(ChartValue.category)
        let across = ChartScale(values: values, spec: ChartScaleSpec(), tickCount: 3, isVertical: false)
        #expect(across.labelledTicks(timeZone: .current).map(\.label) == ["Mon", "Tue", "Wed"])
        #expect(across.fraction(of: .category("Mon")) == 0.5 / 3)
        let down = ChartScale(values: values, spec: ChartScaleSpec(), tickCount: 3, isVertical: true)
        #expect(down.fraction(of: .category("Mon")) == 1 - 0.5 / 3, "the first category is at the top of a y axis")
    }

    @Test func thousandsAreGroupedInAxisLabels() {
        let scale = ChartScale(values: [10_400].map(ChartValue.number), spec: ChartScaleSpec(), tickCount: 2, isVertical: true)
        #expect(scale.labelledTicks(timeZone: .current).map(\.label) == ["0", "5,000", "10,000", "15,000"])
    }

    @Test func axesTakeTheirSpaceFromThePlotAndHiddenAxesGiveItBack() {
        let marks = [ChartMark(kind: .line, x: .number(0), y: .number(10)), ChartMark(kind: .line, x: .number(4), y: .number(30))]
        let frame = Rect(x: 0, y: 0, width: 146, height: 58)
        let environment = EnvironmentValues(family: .rectangular)
        let shown = ChartGeometry(chart: ChartView(marks: marks), frame: frame, environment: environment, timeZone: .current)
        let hidden = ChartGeometry(chart: ChartView(marks: marks, isXAxisHidden: true, isYAxisHidden: true), frame: frame,
                                   environment: environment, timeZone: .current)
        #expect(hidden.plot == frame)
        #expect(shown.plot.width < frame.width - 10, "the y labels sit right of the plot")
        #expect(shown.plot.y + shown.plot.height < frame.height - 13, "the x labels sit under the plot")
        #expect(shown.labels.allSatisfy { $0.frame.x >= frame.x && $0.frame.x + $0.frame.width <= frame.width + 0.001 })
        #expect(hidden.labels.isEmpty)
    }
}
