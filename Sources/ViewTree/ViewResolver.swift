import Foundation

/// Evaluates a widget's body for one environment and one timeline entry, as SwiftUI evaluates
/// `body`: branches are chosen, entry data and dates become literal text and numbers.
/// The result holds no `.branch`, no `Quantity.entry` and no unresolved text.
public struct ViewResolver: Sendable {
    public var environment: WidgetEnvironment
    public var entry: TimelineEntry
    /// The `.progressViewStyle(…)` of the nearest view above that set one.
    var progressStyle: ProgressStyle?
    /// The `.gaugeStyle(…)` of the nearest view above that set one.
    var gaugeStyle: GaugeStyle?

    public init(environment: WidgetEnvironment, entry: TimelineEntry) {
        self.environment = environment
        self.entry = entry
    }

    public func resolve(_ view: View) -> View {
        // `.environment(\.locale/\.timeZone, …)`, `.progressViewStyle(…)` or `.gaugeStyle(…)` on the view: its subtree takes those.
        let here = within(view.modifiers)
        guard here.environment.locale == environment.locale, here.environment.timeZone == environment.timeZone,
              here.progressStyle == progressStyle, here.gaugeStyle == gaugeStyle else {
            return here.resolveHere(view)
        }
        return resolveHere(view)
    }

    /// This resolver with the locale, time zone and progress style `modifiers` set: the
    /// innermost of each wins, as in SwiftUI's environment (modifiers are listed inside out).
    func within(_ modifiers: [Modifier]) -> ViewResolver {
        var adjusted = self
        for modifier in modifiers.reversed() {
            switch modifier {
            case .locale(let locale): adjusted.environment.locale = locale
            case .timeZone(let zone): adjusted.environment.timeZone = zone
            case .progressViewStyle(let style): adjusted.progressStyle = style
            case .gaugeStyle(let style): adjusted.gaugeStyle = style
            default: break
            }
        }
        return adjusted
    }

    private func resolveHere(_ view: View) -> View {
        // A branch is the view it chooses, resolved once (resolving it twice at each level made
        // nested branches cost 2^depth), with the branch's own modifiers outside.
        if case .branch(let branch) = view.kind {
            var chosen = resolve(branch.choose(in: environment))
            chosen.modifiers += view.modifiers.compactMap(resolve)
            return chosen
        }
        var result = view
        result.kind = resolve(view.kind)
        result.modifiers = view.modifiers.compactMap(resolve)
        return result
    }

    func resolve(_ kind: ViewKind) -> ViewKind {
        switch kind {
        case .text(let runs):
            return .text(runs.map(resolve))
        case .gauge(var gauge):
            gauge.value = .literal(number(gauge.value))
            gauge.label = gauge.label.map(resolve)
            gauge.currentValueLabel = gauge.currentValueLabel.map(resolve)
            gauge.minimumValueLabel = gauge.minimumValueLabel.map(resolve)
            gauge.maximumValueLabel = gauge.maximumValueLabel.map(resolve)
            if let gaugeStyle { gauge.style = gaugeStyle }
            return .gauge(gauge)
        case .progress(var progress):
            switch progress.source {
            case .value(let q, let total):
                progress.source = .value(.literal(number(q)), total: total)
            case .timer(let start, let end, let countsDown):
                progress.source = .timer(start: .absolute(date(start)), end: .absolute(date(end)), countsDown: countsDown)
            }
            progress.label = progress.label.map(resolve)
            progress.currentValueLabel = progress.currentValueLabel.map(resolve)
            if let progressStyle { progress.style = progressStyle }
            return .progress(progress)
        case .stack(var stack):
            stack.children = stack.children.map(resolve)
            return .stack(stack)
        case .viewThatFits(let axes, let children):
            return .viewThatFits(axes: axes, children: children.map(resolve))
        case .group(let children):
            return .group(children.map(resolve))
        case .branch(let branch):
            return resolve(branch.choose(in: environment)).kind
        case .geometryReader(let content):
            let resolver = self
            return .geometryReader(content.mapped { resolver.resolve($0) })
        case .image, .spacer, .accessoryWidgetBackground, .empty, .shape, .chart:
            return kind
        }
    }

    /// The modifier as drawing reads it; nil for a style the progress views or gauges took here.
    func resolve(_ modifier: Modifier) -> Modifier? {
        switch modifier {
        case .progressViewStyle, .gaugeStyle: return nil
        case .background(.view(let v, let alignment)): return .background(.view(resolve(v), alignment: alignment))
        case .overlay(.view(let v, let alignment)): return .overlay(.view(resolve(v), alignment: alignment))
        case .widgetLabel(let label): return .widgetLabel(resolve(label))
        default: return modifier
        }
    }

    func resolve(_ run: TextRun) -> TextRun {
        if case .symbol = run.piece { return run }
        return TextRun.literal(text(of: run.piece), style: run.style)
    }

    /// The text a run shows now.
    public func text(of piece: TextPiece) -> String {
        switch piece {
        case .template(let parts):
            return parts.map { part in
                switch part {
                case .literal(let s): return s
                case .value(let ref): return entry.value(at: ref)?.displayText ?? ""
                }
            }.joined()
        case .value(let ref, let format):
            switch entry.value(at: ref) {
            case .number(let n)?: return format.format(n, locale: environment.locale)
            case let other?: return other.displayText
            case nil: return ""
            }
        case .date(let spec, .timer) where environment.isLuminanceReduced:
            return DateText.wholeMinuteTimer(seconds: abs(date(spec).timeIntervalSince(environment.now)))
        case .date(let spec, let style):
            return DateText.format(date(spec), style: style, now: environment.now, timeZone: environment.timeZone, locale: environment.locale)
        case .symbol:
            return String(TextRun.symbolCharacter)
        }
    }

    func number(_ quantity: Quantity) -> Double {
        switch quantity {
        case .literal(let v): return v
        case .entry(let ref):
            if case .number(let n)? = entry.value(at: ref) { return n }
            return 0
        }
    }

    /// The moment a date spec names; entry values hold ISO 8601 text or offsets.
    public func date(_ spec: DateSpec) -> Date {
        switch spec {
        case .absolute(let d): return d
        case .offset(let s): return environment.offsetOrigin.addingTimeInterval(s)
        case .entry(let ref):
            if case .string(let text)? = entry.value(at: ref), let parsed = DateParsing.parse(text) {
                return date(parsed)
            }
            return environment.now
        }
    }
}
