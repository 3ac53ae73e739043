import Foundation
import ViewTree

/// One scale of a chart: maps plotted values to a fraction of the plot's length (0 at the
/// leading or bottom edge, 1 at the trailing or top edge) and chooses the axis' tick values.
///
/// Continuous scales (numbers and dates) follow Swift Charts' `ScaleDomain`: numbers include
/// zero unless `.automatic(includesZero: false)` says otherwise, and an automatic number domain
/// is widened to "nice" tick values (0…93 becomes 0…100); a date domain runs from the first date
/// to the last; an explicit domain is kept as given. Categories share the length in equal bands
/// in the order they first appear.
public struct ChartScale: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case continuous(lower: Double, upper: Double, isDate: Bool)
        /// Categories in equal bands, the first at the leading edge, or at the top of a
        /// vertical axis (as Swift Charts lists categories down the y axis).
        case band(categories: [String], isVertical: Bool)
    }

    public var kind: Kind
    /// The tick values of a continuous scale, inside the domain.
    public var ticks: [Double]

    /// A number axis steps by 1, 2 or 5 times a power of ten, whichever is nearest (on a log
    /// scale) to the span divided by the ticks asked for: the conventional "nice" steps.
    /// Above these ratios of the raw step to its power of ten, the step rounds up to 10, 5 or 2.
    static let niceStepThresholds: [(ratio: Double, step: Double)] = [(50.0.squareRoot(), 10), (10.0.squareRoot(), 5), (2.0.squareRoot(), 2)]
    /// The tick spacings a date axis chooses from, in seconds: minutes, hours, days, weeks.
    static let dateSteps: [Double] = [60, 300, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200, 86_400, 172_800, 604_800]
    /// No axis of a widget has room for more ticks than this; a domain of years on a date axis (whose
    /// longest step is a week) or of ±1e308 would otherwise be counted out tick by tick.
    static let maximumTicks = 100

    /// A scale for values plotted on one axis.
    /// - Parameters:
    ///   - values: every value the marks plot on this axis.
    ///   - spec: the chart's `chart…Scale` setting.
    ///   - tickCount: about how many tick intervals the axis should show, from its length.
    ///   - isVertical: true for the y axis, whose categories run from the top down.
    public init(values: [ChartValue], spec: ChartScaleSpec, tickCount: Int, isVertical: Bool) {
        var categories: [String] = []
        var numbers: [Double] = []
        var isDate = false
        for value in values {
            switch value {
            case .category(let name): if !categories.contains(name) { categories.append(name) }
            case .date(let date): isDate = true; numbers.append(date.timeIntervalSince1970)
            case .number(let n) where n.isFinite: numbers.append(n)
            case .number: break
            }
        }
        if !categories.isEmpty && numbers.isEmpty && spec.domain == nil {
            kind = .band(categories: categories, isVertical: isVertical)
            ticks = []
            return
        }
        if let domain = spec.domain {
            let lower = domain.lowerBound, upper = max(domain.upperBound, domain.lowerBound + Self.minimumSpan(isDate: isDate))
            kind = .continuous(lower: lower, upper: upper, isDate: isDate)
            ticks = isDate ? Self.dateTicks(lower, upper, tickCount) : Self.numberTicks(lower, upper, tickCount, widen: false).ticks
            return
        }
        var lower = numbers.min() ?? 0, upper = numbers.max() ?? 1
        if isDate {
            if upper - lower < Self.minimumSpan(isDate: true) { upper = lower + Self.minimumSpan(isDate: true) }
            kind = .continuous(lower: lower, upper: upper, isDate: true)
            ticks = Self.dateTicks(lower, upper, tickCount)
            return
        }
        if spec.includesZero ?? true { lower = min(lower, 0); upper = max(upper, 0) }
        if upper - lower < Self.minimumSpan(isDate: false) { upper = lower + 1 }
        let nice = Self.numberTicks(lower, upper, tickCount, widen: true)
        kind = .continuous(lower: nice.lower, upper: nice.upper, isDate: false)
        ticks = nice.ticks
    }

    /// The smallest span a domain is given, so that a single value still has a place: one unit,
    /// or one minute of dates.
    static func minimumSpan(isDate: Bool) -> Double { isDate ? 60 : 1e-9 }

    /// The fraction of the plot's length where a value sits (a band's centre for categories);
    /// nil for a value this scale cannot place.
    public func fraction(of value: ChartValue) -> Double? {
        switch kind {
        case .continuous(let lower, let upper, _):
            guard let number = value.continuous else { return nil }
            return (number - lower) / (upper - lower)
        case .band(let categories, let isVertical):
            guard case .category(let name) = value, let index = categories.firstIndex(of: name) else { return nil }
            return Self.bandCentre(index, of: categories.count, isVertical: isVertical)
        }
    }

    /// The centre of the band of the category at `index`, as a fraction from the leading or bottom edge.
    static func bandCentre(_ index: Int, of count: Int, isVertical: Bool) -> Double {
        let fromStart = (Double(index) + 0.5) / Double(count)
        return isVertical ? 1 - fromStart : fromStart
    }

    /// The fraction of the length one band takes, for bars on a category scale; nil on continuous scales.
    public var bandFraction: Double? {
        if case .band(let categories, _) = kind { return 1 / Double(max(categories.count, 1)) }
        return nil
    }

    /// The axis' labelled values: (fraction along the axis, label).
    public func labelledTicks(timeZone: TimeZone) -> [(fraction: Double, label: String)] {
        switch kind {
        case .band(let categories, let isVertical):
            return categories.enumerated().map { (Self.bandCentre($0.offset, of: categories.count, isVertical: isVertical), $0.element) }
        case .continuous(let lower, let upper, let isDate):
            let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
            return ticks.map { tick in
                ((tick - lower) / (upper - lower), isDate ? Self.dateLabel(tick, step: step, timeZone: timeZone) : Self.numberLabel(tick, step: step))
            }
        }
    }

    /// True for a scale of dates.
    public var isDate: Bool {
        if case .continuous(_, _, true) = kind { return true }
        return false
    }

    /// The widest label a date axis writes at its tick step, whatever the time zone.
    var widestDateLabel: String {
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 3_600
        if step >= 86_400 { return "Sep 30" }
        return step.truncatingRemainder(dividingBy: 3_600) == 0 ? "12 AM" : "12:00"
    }

    /// Ticks at a nice step; with `widen`, the domain grows outwards to the ticks around it.
    static func numberTicks(_ lower: Double, _ upper: Double, _ count: Int, widen: Bool) -> (lower: Double, upper: Double, ticks: [Double]) {
        let raw = (upper - lower) / Double(max(count, 1))
        guard raw.isFinite, raw > 0 else { return (lower, upper, [lower, upper].filter(\.isFinite)) }
        let magnitude = pow(10, floor(log10(raw)))
        let step = (niceStepThresholds.first { raw / magnitude >= $0.ratio }?.step ?? 1) * magnitude
        let first = widen ? floor(lower / step + 1e-9) * step : ceil(lower / step - 1e-9) * step
        let last = widen ? ceil(upper / step - 1e-9) * step : floor(upper / step + 1e-9) * step
        let steps = Int(saturating: ((last - first) / step).rounded())
        let ticks = (0...min(max(steps, 0), maximumTicks)).map { first + Double($0) * step }
        return widen ? (first, last, ticks) : (lower, upper, ticks)
    }

    /// Date ticks at whole minutes, hours or days inside the domain.
    static func dateTicks(_ lower: Double, _ upper: Double, _ count: Int) -> [Double] {
        let raw = (upper - lower) / Double(max(count, 1))
        guard raw.isFinite, raw > 0 else { return [lower, upper].filter(\.isFinite) }
        let step = dateSteps.first { $0 >= raw } ?? dateSteps[dateSteps.count - 1]
        var tick = ceil(lower / step) * step
        var ticks: [Double] = []
        while tick <= upper + 1e-6, ticks.count < maximumTicks {
            ticks.append(tick)
            tick += step
        }
        return ticks
    }

    /// A number as an axis labels it, as Swift Charts formats numbers (en_US `.number`):
    /// thousands grouped, no more decimals than the step needs.
    static func numberLabel(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 || !(step > 0) ? 0 : min(Int(ceil(-log10(step) - 1e-9)), 6)
        let rounded = abs(value) < step / 2 ? 0 : value
        return NumberFormat(style: .number, fractionDigits: decimals).format(rounded)
    }

    /// A date as an axis labels it: the hour ("9 AM") when ticks are whole hours, the time
    /// ("9:30") within hours, the day ("Jun 8") for ticks a day or more apart.
    static func dateLabel(_ seconds: Double, step: Double, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .day, .month], from: Date(timeIntervalSince1970: seconds))
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        if step >= 86_400 {
            let month = calendar.shortMonthSymbols[(parts.month ?? 1) - 1]
            return "\(month) \(parts.day ?? 1)"
        }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        if step.truncatingRemainder(dividingBy: 3_600) == 0 { return "\(twelve) \(hour < 12 ? "AM" : "PM")" }
        return String(format: "%d:%02d", twelve, minute)
    }
}
