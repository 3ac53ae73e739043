import Foundation
import SwiftEvaluator
import SwiftSyntax
import Localization
import ViewTree

/// Modifiers on views, from their evaluated arguments: each adds a `Modifier` outermost, changes
/// the view itself (shapes, images, gauges), or is one the Lock Screen ignores.
extension SwiftUIHost {
    func modified(_ base: View, _ name: String, _ arguments: [Argument], reading: ValueReading, at node: Syntax,
                  in evaluator: Evaluator) throws -> Value? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let first = arguments.first?.value
        var view = base
        func add(_ modifier: Modifier) -> Value { .view(view.modified(modifier)) }
        if let charted = try chartModified(view, name, arguments, reading: reading, at: node, in: evaluator) { return charted }
        switch name {
        case "font":
            if Self.isUnknownOrNone(first) { return .view(view) }
            guard let font = reading.font(first) else {
                return skipped(view, "'.font(\(Self.shown(first)))' is not a font the preview knows; it is skipped", node, evaluator)
            }
            return add(.font(font))
        case "fontWeight":
            guard let weight = reading.symbolName(first).flatMap(FontWeight.init(rawValue:)) else { return .view(view) }
            return add(.bold(weight >= .semibold))
        case "foregroundStyle", "foregroundColor":
            if Self.isUnknownOrNone(first) { return .view(view) }
            if let gradient = reading.gradient(first) {
                // A shape is filled with it; anything else takes its mean colour, said.
                if case .shape(var shape) = view.kind, shape.fill == nil, shape.stroke == nil {
                    shape.fill = gradient.mean
                    shape.gradient = gradient
                    view.kind = .shape(shape)
                    return .view(view)
                }
                evaluator.warn(node, "a gradient foreground is drawn in the mean of its colours")
                if let mean = gradient.mean { return add(.foregroundStyle(mean)) }
            }
            guard let color = reading.color(first) else {
                return skipped(view, "'.\(name)(\(Self.shown(first)))' is not a colour the preview knows; it is skipped\(Self.colorSuggestion(first))", node, evaluator)
            }
            return add(.foregroundStyle(color))
        case "tint":
            guard let color = reading.color(first) else { return .view(view) }
            return add(.tint(color))
        case "accentColor":
            if case .null? = first { return add(.accentColor(nil)) }
            if case .unknown? = first { return .view(view) }
            guard let color = reading.color(first) else {
                return skipped(view, "'.accentColor(\(Self.shown(first)))' is not a colour the preview knows; it is skipped\(Self.colorSuggestion(first))", node, evaluator)
            }
            return add(.accentColor(color))
        case "bold", "italic", "widgetAccentable", "privacySensitive":
            let on = reading.bool(first) ?? true
            switch name {
            case "bold": return add(.bold(on))
            case "italic": return add(.italic(on))
            case "widgetAccentable": return add(.widgetAccentable(on))
            default: return add(.privacySensitive(on))
            }
        case "monospacedDigit":
            return add(.monospacedDigit(true))
        case "underline", "strikethrough":
            // `.underline(_ isActive: Bool = true, pattern: = .solid, color: Color? = nil)`, on a
            // Text or (iOS 16) on any view for the text inside it.
            let isActive = argument(nil).flatMap { reading.bool($0) } ?? true
            if let pattern = argument("pattern").flatMap({ reading.symbolName($0) }), pattern != "solid" {
                evaluator.warn(node, "the \(pattern) pattern of '.\(name)' is drawn as a solid line")
            }
            let style = isActive ? TextLineStyle(color: argument("color").flatMap { reading.color($0) }) : nil
            return add(name == "underline" ? .underline(style) : .strikethrough(style))
        case "monospaced":
            return add(.font(FontSpec(design: .monospaced)))
        case "fontDesign":
            guard let name = reading.symbolName(first), let design = FontDesign(rawValue: name) else { return .view(view) }
            reading.warnAboutDesign(design)
            return add(.font(FontSpec(design: design)))
        case "textCase":
            guard case .text(let runs) = view.kind, let mode = reading.symbolName(first) else { return .view(view) }
            view.kind = .text(runs.map { run in
                guard let text = run.resolvedText else { return run }
                return .literal(mode == "uppercase" ? text.uppercased() : mode == "lowercase" ? text.lowercased() : text, style: run.style)
            })
            return .view(view)
        case "padding":
            return add(.padding(padding(arguments, reading)))
        case "frame":
            return add(.frame(frame(arguments, reading)))
        case "widgetLabel":
            guard let label = try widgetLabel(arguments, reading: reading, at: node, in: evaluator) else {
                return skipped(view, "this widgetLabel holds no Text, Gauge, ProgressView or Image, so WidgetKit ignores it", node, evaluator)
            }
            return add(.widgetLabel(label))
        case "widgetCurvesContent":
            return add(.widgetCurvesContent(reading.bool(first) ?? true))
        case "border":
            // `.border(_ content: some ShapeStyle, width: CGFloat = 1)`: a rectangle's outline
            // drawn over the view, inside its bounds.
            guard let color = reading.color(first) else {
                return skipped(view, "'.border(\(Self.shown(first)))' is not a colour the preview knows; it is skipped", node, evaluator)
            }
            // A stroke is centred on its shape's edge: the rectangle is inset by half the width.
            let width = max(reading.number(argument("width")) ?? 1, 0)
            let outline = View(.shape(ShapeView(shape: .rectangle, stroke: ShapeStroke(color: color, lineWidth: width))), location: nil)
                .modified(.padding(EdgeInsets(top: width / 2, leading: width / 2, bottom: width / 2, trailing: width / 2)))
            return add(.overlay(.view(outline, alignment: .center)))
        case "background", "overlay":
            guard let decoration = try decoration(name, arguments, reading: reading, at: node, in: evaluator) else {
                return skipped(view, "this \(name) is not provided", node, evaluator)
            }
            return add(name == "background" ? .background(decoration) : .overlay(decoration))
        case "opacity":
            return add(.opacity(min(max(reading.number(first) ?? 1, 0), 1)))
        case "hidden" where arguments.isEmpty:
            // `.hidden()`: the view keeps its place in the layout and draws nothing.
            return add(.opacity(0))
        case "mask":
            // A mask keeps the content where the mask is opaque. A shape at one opacity, as widgets
            // make a translucent panel (`.mask(RoundedRectangle(cornerRadius: 10).opacity(0.3))`),
            // is that shape's clip at that opacity; another mask (a gradient, text) is drawn
            // unmasked, said (the registry's wording).
            guard case .view(let mask, _)? = try decoration(name, arguments, reading: reading, at: node, in: evaluator),
                  let (shape, opacity) = Self.uniformShape(of: mask) else {
                return skipped(view, "'.mask' is approximated: \(ModifierRegistry.approximated["mask"] ?? "")", node, evaluator)
            }
            let clipped = view.modified(.clipShape(shape))
            return .view(opacity < 1 ? clipped.modified(.opacity(opacity)) : clipped)
        case "clipShape":
            guard let shape = reading.shape(first) else { return .view(view) }
            return add(.clipShape(shape))
        case "cornerRadius":
            return add(.clipShape(.roundedRectangle(cornerRadius: reading.number(first) ?? 0)))
        case "clipped":
            return add(.clipShape(.rectangle))
        case "multilineTextAlignment":
            guard let alignment = reading.symbolName(first).flatMap(TextAlignment.init(rawValue:)) else { return .view(view) }
            return add(.multilineTextAlignment(alignment))
        case "lineLimit":
            if case .null? = first { return add(.lineLimit(nil)) }
            if let lines = reading.number(first) { return add(.lineLimit(max(1, Int(saturating: lines)))) }
            if case .range(_, let upper?, let closed)? = first, let lines = reading.number(upper) {
                return add(.lineLimit(max(1, Int(saturating: lines - (closed ? 0 : 1)))))
            }
            return .view(view)
        case "redacted":
            guard let reason = reading.symbolName(argument("reason")).flatMap(RedactionReason.init(rawValue:)) else { return .view(view) }
            return add(.redacted(reason))
        case "unredacted":
            return add(.unredacted)
        case "widgetURL":
            guard let url = reading.string(first) else { return .view(view) }
            return add(.widgetURL(url))
        case "activityBackgroundTint":
            guard let color = reading.color(first) else { return .view(view) }
            return add(.activityBackgroundTint(color))
        case "fill", "stroke", "strokeBorder":
            guard case .shape(var shape) = view.kind else { return .view(view) }
            let gradient = reading.gradient(first)
            if name == "fill" {
                shape.fill = gradient?.mean ?? reading.color(first) ?? .hierarchical(level: 0)
                shape.gradient = gradient
            } else {
                let width = reading.number(argument("lineWidth")) ?? styleLineWidth(argument("style"), reading) ?? 1
                shape.stroke = ShapeStroke(color: gradient?.mean ?? reading.color(first), gradient: gradient, lineWidth: width,
                                           roundCaps: styleRoundCaps(argument("style"), reading), dash: styleDash(argument("style"), reading))
            }
            view.kind = .shape(shape)
            return .view(view)
        case "trim":
            guard case .shape(var shape) = view.kind else { return .view(view) }
            let from = min(max(reading.number(argument("from")) ?? 0, 0), 1), to = min(max(reading.number(argument("to")) ?? 1, 0), 1)
            guard from.isFinite, to.isFinite else { return .view(view) }
            if shape.shape != .circle {
                return skipped(view, "'.trim' is approximated on a \(shape.shape.name): the whole outline is drawn", node, evaluator)
            }
            shape.trim = min(from, to)...max(from, to)
            view.kind = .shape(shape)
            return .view(view)
        case "widgetAccentedRenderingMode":
            guard case .image(var image) = view.kind else { return .view(view) }
            image.accentedRenderingMode = reading.symbolName(first).flatMap(ImageView.AccentedRenderingMode.init(rawValue:))
            view.kind = .image(image)
            return .view(view)
        case "renderingMode":
            // Symbols are drawn in one colour either way (their multicolour renderings are not in the built-in set).
            guard case .image(var image) = view.kind, !image.source.isSymbol,
                  let mode = reading.symbolName(first), ["template", "original"].contains(mode) else { return .view(view) }
            image.rendersAsTemplate = mode == "template"
            view.kind = .image(image)
            return .view(view)
        case "resizable":
            guard case .image(var image) = view.kind else { return .view(view) }
            image.resizing = .stretch
            view.kind = .image(image)
            return .view(view)
        case "scaledToFit", "scaledToFill", "aspectRatio":
            var mode: ImageView.ContentMode = name == "scaledToFill" ? .fill : .fit
            if name == "aspectRatio", let given = reading.symbolName(argument("contentMode")), let parsed = ImageView.ContentMode(rawValue: given) {
                mode = parsed
            }
            guard case .image(var image) = view.kind else {
                // `aspectRatio(1)`, `aspectRatio(CGSize(width: 2, height: 1))`, or none: the ideal size's.
                let given = arguments.first { $0.label == nil }?.value
                let ratio = reading.number(given) ?? Self.cgSize(given, reading).flatMap { $0.height > 0 ? $0.width / $0.height : nil }
                return add(.aspectRatio(ratio, fills: mode == .fill))
            }
            image.resizing = mode
            view.kind = .image(image)
            return .view(view)
        case "dynamicIsland":
            // `.dynamicIsland(verticalPlacement: .belowIfTooWide)`; `.default` changes nothing.
            guard reading.symbolName(argument("verticalPlacement")) == "belowIfTooWide" else { return .view(view) }
            return add(.islandBelowIfTooWide)
        case "gaugeStyle":
            guard case .gauge(var gauge) = view.kind else {
                // On a container the style passes down to every gauge inside, as SwiftUI's styles do.
                if case .host(let hosted)? = first, let typed = hosted as? GaugeStyleValue {
                    view.modifiers.append(.gaugeStyle(typed.style))
                    return typed.tint.map { add(.tint($0)) } ?? .view(view)
                }
                if let style = gaugeStyle(first, reading) { return add(.gaugeStyle(style)) }
                evaluator.warn(node, "'.gaugeStyle(…)' with a style of its own is applied only on a Gauge itself here; the gauges inside keep their style")
                return .view(view)
            }
            if let drawn = try customGaugeStyle(first, gauge: gauge, at: node, in: evaluator) { return drawn }
            // The gauge's own style is kept as a modifier too, so that a style further out does not replace it.
            if case .host(let hosted)? = first, let typed = hosted as? GaugeStyleValue {
                gauge.style = typed.style
                view.kind = .gauge(gauge)
                view.modifiers.append(.gaugeStyle(typed.style))
                return typed.tint.map { add(.tint($0)) } ?? .view(view)
            }
            guard let style = gaugeStyle(first, reading) else { return .view(view) }
            gauge.style = style
            view.kind = .gauge(gauge)
            return add(.gaugeStyle(style))
        case "progressViewStyle":
            guard let style = reading.symbolName(first).flatMap(ProgressStyle.init(rawValue:)) else {
                evaluator.warn(node, "'.progressViewStyle(…)' is not applied: only .circular and .linear are drawn; its progress views keep their style")
                return .view(view)
            }
            return add(.progressViewStyle(style))
        case "labelStyle":
            guard case .stack(var stack) = view.kind, stack.children.count == 2, let style = reading.symbolName(first) else { return .view(view) }
            if style == "iconOnly" { stack.children = [stack.children[0]] }
            if style == "titleOnly" { stack.children = [stack.children[1]] }
            view.kind = .stack(stack)
            return .view(view)
        case "dynamicTypeSize":
            guard let range = Self.dynamicTypeSizes(first) else {
                evaluator.warn(node, "'.dynamicTypeSize(…)' is not applied: its value is not a text size or a range of them here")
                return .view(view)
            }
            return add(.dynamicTypeSize(range))
        case "environment":
            if let direction = Self.layoutDirection(arguments) { return add(.layoutDirection(direction)) }
            if let written = Self.localeOrTimeZone(arguments) {
                // `.formatted()` and formatters use `Locale.current` on iOS too (the preview's), so only
                // a `Text(_:format:)` inside, written as the body ran, is not what SwiftUI draws.
                let differs = switch written {
                case .locale(let locale): locale != environment.locale
                case .timeZone(let zone): zone.secondsFromGMT(for: environment.now) != environment.timeZone.secondsFromGMT(for: environment.now)
                default: false
                }
                if differs, let inside = firstFormattedText(in: view) {
                    let (key, preview) = if case .locale = written { ("locale", environment.locale.identifier) } else { ("timeZone", environment.timeZone.identifier) }
                    evaluator.warn(node, "'.environment(\\.\(key), …)' is not applied to Text(_:format:) at \(inside.line):\(inside.column), "
                        + "written in the preview's \(preview) where SwiftUI writes it in this one; "
                        + "the dates its views write (Text(date, style:)) are in it")
                }
                return add(written)
            }
            warnIfEnvironmentIsNotApplied(arguments, at: node, in: evaluator)
            return .view(view)
        case "previewContext":
            if case .previewContext(let family)? = first?.swiftUI {
                // `Group { A(); B() }.previewContext(…)` is a preview of each view, as Xcode's canvas shows it.
                if let members = view.groupMembers {
                    return .array(members.map { .host(PreviewValue(content: .view($0), family: family, isLockScreen: family != nil)) })
                }
                return .host(PreviewValue(content: .view(view), family: family, isLockScreen: family != nil))
            }
            return .view(view)
        case "minimumScaleFactor":
            guard let factor = reading.number(first), factor.isFinite else { return .view(view) }
            return add(.minimumScaleFactor(min(max(factor, 0.01), 1)))
        case "gridCellColumns":
            guard let count = reading.number(first), count.isFinite, count >= 1, count <= 100 else { return .view(view) }
            return add(.gridCellColumns(Int(count)))
        case "gridColumnAlignment":
            guard let name = reading.symbolName(first), let alignment = HorizontalAlignment(rawValue: name) else { return .view(view) }
            return add(.gridColumnAlignment(alignment))
        case "layoutPriority":
            guard let priority = reading.number(first), priority.isFinite else { return .view(view) }
            return add(.layoutPriority(priority))
        case "fixedSize":
            return add(.fixedSize(horizontal: reading.bool(argument("horizontal")) ?? true,
                                  vertical: reading.bool(argument("vertical")) ?? true))
        case "offset":
            if let size = reading.size(first) { return add(.offset(x: size.width, y: size.height)) }
            let x = finite(reading.number(argument("x"))) ?? 0, y = finite(reading.number(argument("y"))) ?? 0
            return x == 0 && y == 0 ? .view(view) : add(.offset(x: x, y: y))
        case "position":
            if let point = Self.point(first, reading) { return add(.position(x: point.x, y: point.y)) }
            guard let x = finite(reading.number(argument("x")) ?? 0), let y = finite(reading.number(argument("y")) ?? 0) else { return .view(view) }
            return add(.position(x: x, y: y))
        case "scaleEffect":
            let anchor = reading.unitPoint(argument("anchor")) ?? .center
            if let size = reading.size(first) { return add(.scaleEffect(x: size.width, y: size.height, anchor: anchor)) }
            if let factor = finite(reading.number(first)) { return add(.scaleEffect(x: factor, y: factor, anchor: anchor)) }
            let x = finite(reading.number(argument("x"))) ?? 1, y = finite(reading.number(argument("y"))) ?? 1
            return add(.scaleEffect(x: x, y: y, anchor: anchor))
        case "compositingGroup":
            return add(.compositingGroup)
        case "blur":
            guard let radius = finite(reading.number(argument("radius") ?? first)) else {
                return skipped(view, "'.blur(radius: \(Self.shown(argument("radius") ?? first)))' is not a number the preview can read; the view is drawn sharp", node, evaluator)
            }
            return radius > 0 ? add(.blur(radius: radius)) : .view(view)
        case "blendMode":
            guard reading.symbolName(first) == "destinationOut" else {
                return skipped(view, "'.blendMode(\(Self.shown(first)))' is approximated: the view is drawn over what is behind it with normal "
                    + "blending (of the blend modes only .destinationOut, a knock-out, is drawn)", node, evaluator)
            }
            return add(.knockOut)
        case "flipsForRightToLeftLayoutDirection":
            guard let enabled = reading.bool(first) else {
                return skipped(view, "'.flipsForRightToLeftLayoutDirection(\(Self.shown(first)))' is not true or false here; the view is not mirrored", node, evaluator)
            }
            return add(.flipsForRightToLeftLayoutDirection(enabled))
        case "rotationEffect":
            guard let degrees = reading.angleDegrees(first).flatMap(finite) else {
                return skipped(view, "'.rotationEffect(\(Self.shown(first)))' is not an angle the preview can read; the view is drawn unturned", node, evaluator)
            }
            return add(.rotationEffect(degrees: degrees, anchor: reading.unitPoint(argument("anchor")) ?? .center))
        default:
            switch ModifierRegistry.disposition(of: name) {
            case .ignored?, .drawn?:
                return .view(view)
            case .approximated(let instead)?:
                return skipped(view, "'.\(name)' is approximated: \(instead)", node, evaluator)
            case nil:
                if let near = EditDistance.nearest(to: name, in: ModifierRegistry.names) {
                    return skipped(view, "unknown modifier '.\(name)'; did you mean '.\(near)'? It is skipped", node, evaluator)
                }
                return skipped(view, "the modifier '.\(name)' is not provided; it is skipped", node, evaluator)
            }
        }
    }

    /// A finite number, or nil: infinities and NaN would throw a picture off the canvas.
    private func finite(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// An argument already warned about (an unknown value) or `nil` / `.none`, which change nothing.
    static func isUnknownOrNone(_ value: Value?) -> Bool {
        switch value {
        case .unknown?, .null?, nil: return true
        case .symbol(let symbol)?: return symbol.name == "none" && symbol.chain.isEmpty
        default: return false
        }
    }

    /// A value as a message shows it: `.reddish`, `Color`.
    static func shown(_ value: Value?) -> String {
        guard let value else { return "" }
        if case .symbol(let symbol) = value { return "." + symbol.name + (symbol.arguments == nil ? "" : "(…)") }
        return value.typeName
    }

    static func colorSuggestion(_ value: Value?) -> String {
        guard case .symbol(let symbol)? = value, let near = EditDistance.nearest(to: symbol.name, in: NamedColors.names) else { return "" }
        return " (did you mean '.\(near)'?)"
    }

    /// The sizes `.dynamicTypeSize(_:)` allows: one size (`.large`), a range (`.small ... .xxLarge`)
    /// or a half-open one (`...DynamicTypeSize.xxxLarge`, `.large...`).
    static func dynamicTypeSizes(_ value: Value?) -> ClosedRange<DynamicTypeSize>? {
        func size(_ value: Value?) -> DynamicTypeSize? {
            switch value {
            case .symbol(let symbol)?: DynamicTypeSize(rawValue: symbol.name)
            case .enumCase(let value)?: DynamicTypeSize(rawValue: value.caseName)
            default: nil
            }
        }
        if let one = size(value) { return one ... one }
        guard case .range(let lower, let upper, let closed)? = value else { return nil }
        let low = lower.map { size($0) } ?? DynamicTypeSize.allCases.first
        var high = upper.map { size($0) } ?? DynamicTypeSize.allCases.last
        if !closed, upper != nil, let top = high, let index = DynamicTypeSize.allCases.firstIndex(of: top), index > 0 {
            high = DynamicTypeSize.allCases[index - 1]
        }
        guard let low, let high, low <= high else { return nil }
        return low ... high
    }

    /// `.environment(\.layoutDirection, .rightToLeft)`'s direction; nil for another key, or a
    /// value that is not a direction.
    static func layoutDirection(_ arguments: [Argument]) -> LayoutDirection? {
        guard arguments.count == 2, case .function(let keyPath) = arguments[0].value,
              keyPath.name.split(separator: ".").last == "layoutDirection" else { return nil }
        switch arguments[1].value {
        case .enumCase(let value): return LayoutDirection(rawValue: value.caseName)
        case .symbol(let symbol): return LayoutDirection(rawValue: symbol.name)
        default: return nil
        }
    }

    /// `.environment(\.locale, Locale(identifier: "de_DE"))` or `.environment(\.timeZone,
    /// TimeZone(identifier: "Asia/Tokyo"))`: the subtree's view-formatted dates and numbers in
    /// them (nil for another key, or an identifier Foundation does not know).
    static func localeOrTimeZone(_ arguments: [Argument]) -> Modifier? {
        guard arguments.count == 2, case .function(let keyPath) = arguments[0].value,
              let key = keyPath.name.split(separator: ".").last, key == "locale" || key == "timeZone" else { return nil }
        guard let name = identifier(of: arguments[1].value) else { return nil }
        if key == "locale" { return PreviewLocale(name).map(Modifier.locale) }
        return TimeZone(identifier: name).map(Modifier.timeZone)
    }

    /// The place of the first `Text(_:format:)` in `view`'s subtree that was written as the
    /// body ran (`formattedTexts`).
    func firstFormattedText(in view: View) -> SourceLocation? {
        guard !formattedTexts.isEmpty else { return nil }
        if let location = view.location, formattedTexts.contains(location), case .text = view.kind { return location }
        return ViewNesting.children(of: view).lazy.compactMap { self.firstFormattedText(in: $0) }.first
    }

    /// The identifier a `Locale(identifier:)` or `TimeZone(identifier:)` (or `.init(identifier:)`) was made with.
    static func identifier(of value: Value) -> String? {
        switch value {
        case .instance(let given): if case .string(let name)? = given.fields["identifier"] { return name }
        case .symbol(let symbol): if case .string(let name)? = symbol.argument("identifier") { return name }
        default: break
        }
        return nil
    }

    /// The environment values that change what a picture shows but that a subtree cannot change
    /// here: its language and region, its time zone and calendar (the preview's `--locale`
    /// and time zone hold for the whole widget).
    static let fixedEnvironmentKeys: Set<String> = ["locale", "layoutDirection", "timeZone", "calendar"]

    /// `.environment(\.locale, Locale(identifier: "he"))` and the like: said, since the subtree
    /// stays in the preview's locale and time zone (other environment values a Lock Screen fixes,
    /// such as the colour scheme, are ignored without a word).
    func warnIfEnvironmentIsNotApplied(_ arguments: [Argument], at node: Syntax, in evaluator: Evaluator) {
        guard case .function(let keyPath)? = arguments.first?.value,
              let key = keyPath.name.split(separator: ".").last.map(String.init), Self.fixedEnvironmentKeys.contains(key) else { return }
        let locale = environment.locale
        // The preview's own language (`Locale(identifier: "en")` on an en_US preview) is what is drawn.
        if key == "locale", arguments.count > 1, let given = Self.identifier(of: arguments[1].value),
           PreviewLocale(given)?.languageCode == locale.languageCode {
            return
        }
        if key == "layoutDirection" {
            evaluator.warn(node, "'.environment(\\.layoutDirection, …)' is not applied: its value is not .leftToRight or .rightToLeft here")
            return
        }
        evaluator.warn(node, "'.environment(\\.\(key), …)' is not applied: the preview draws in its locale (\(locale.identifier); --locale "
            + "names another), in its own time zone and the Gregorian calendar")
    }

    private func skipped(_ view: View, _ message: String, _ node: Syntax, _ evaluator: Evaluator) -> Value {
        evaluator.warn(node, message)
        return .view(view)
    }

    private func styleLineWidth(_ value: Value?, _ reading: ValueReading) -> Double? {
        if case .symbol(let symbol)? = value { return reading.number(symbol.argument("lineWidth")) }
        return nil
    }

    /// `StrokeStyle(lineCap: .round)`.
    /// `StrokeStyle(dash: [5, 3])`'s lengths in points; none for a solid line.
    private func styleDash(_ value: Value?, _ reading: ValueReading) -> [Double] {
        guard case .symbol(let symbol)? = value, case .array(let lengths)? = symbol.argument("dash") else { return [] }
        return lengths.compactMap(reading.number).filter { $0 >= 0 && $0.isFinite }
    }

    private func styleRoundCaps(_ value: Value?, _ reading: ValueReading) -> Bool {
        guard case .symbol(let symbol)? = value else { return false }
        return reading.symbolName(symbol.argument("lineCap")) == "round"
    }

    private func gaugeStyle(_ value: Value?, _ reading: ValueReading) -> GaugeStyle? {
        guard let name = reading.symbolName(value) else { return nil }
        if let style = GaugeStyle(rawValue: name) { return style }
        switch name {
        case "circular": return .accessoryCircular
        case "linear": return .accessoryLinear
        case "linearCapacity": return .linearCapacity
        default: return nil
        }
    }

    /// `.padding()`, `.padding(4)`, `.padding(.horizontal)`, `.padding(.horizontal, 4)`,
    /// `.padding([.top, .leading], 4)`, `.padding(EdgeInsets(…))`.
    func padding(_ arguments: [Argument], _ reading: ValueReading) -> EdgeInsets {
        let values = arguments.map(\.value)
        guard let first = values.first else { return EdgeInsets(all: EdgeInsets.systemDefaultLength) }
        if case .tuple(let parts) = first {
            var insets = EdgeInsets()
            for part in parts { if let label = part.label, let n = reading.number(part.value) { insets.set(label, to: n) } }
            return insets
        }
        if let edges = reading.edges(first) {
            let length = values.count > 1 ? reading.number(values[1]) ?? EdgeInsets.systemDefaultLength : EdgeInsets.systemDefaultLength
            var insets = EdgeInsets()
            for edge in edges { insets.set(edge, to: length) }
            return insets
        }
        return EdgeInsets(all: reading.number(first) ?? EdgeInsets.systemDefaultLength)
    }

    func frame(_ arguments: [Argument], _ reading: ValueReading) -> FrameSpec {
        var spec = FrameSpec { label in
            guard let n = reading.number(arguments.first { $0.label == label }?.value) else { return nil }
            return n.isFinite ? max(0, n) : (label.hasPrefix("max") ? .infinity : nil)
        }
        if let low = spec.minWidth, let high = spec.maxWidth, low > high { spec.minWidth = high }
        if let low = spec.minHeight, let high = spec.maxHeight, low > high { spec.minHeight = high }
        if let alignment = reading.alignment(arguments.first { $0.label == "alignment" }?.value) { spec.alignment = alignment }
        return spec
    }

    /// `.background(.red)`, `.background(.red, in: Capsule())`, `.background { … }`,
    /// `.background(alignment: .bottom) { … }`, `.overlay(Circle())`.
    /// `.widgetLabel("Text")`, `.widgetLabel(Text(…))` or `.widgetLabel { Gauge(…) }`: the label
    /// when it is a view WidgetKit draws there (Text, Gauge, ProgressView, Image).
    func widgetLabel(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> View? {
        let location = Self.location(of: node, in: evaluator)
        var label: View?
        if let content = arguments.first(where: { $0.label == "label" })?.value
            ?? arguments.last(where: { if case .function = $0.value { return $0.label == nil }; return false })?.value {
            label = combined(try views(from: content, at: node, in: evaluator))
        } else if let given = arguments.first(where: { $0.label == nil })?.value {
            if let text = reading.string(given) {
                label = View(.text([TextRun.literal(localized(text, table: nil, in: evaluator, isLiteral: Self.writesLiteral(node)))]), location: location)
            } else {
                label = try viewOrNil(given, at: node, in: evaluator)
            }
        }
        guard let label else { return nil }
        switch label.kind {
        case .text, .gauge, .progress, .image: return label
        default: return nil
        }
    }

    /// A mask that is one shape filled at one opacity (its fill's and its `.opacity` modifiers'),
    /// nothing else changed: the shape and the opacity; nil for any other mask.
    static func uniformShape(of mask: View) -> (ShapeKind, Double)? {
        guard case .shape(let shape) = mask.kind, shape.stroke == nil, shape.gradient == nil, shape.trim == nil else { return nil }
        var opacity = shape.fill.map(Self.alpha(of:)) ?? 1
        for modifier in mask.modifiers {
            guard case .opacity(let amount) = modifier else { return nil }
            opacity *= min(max(amount, 0), 1)
        }
        return (shape.shape, opacity)
    }

    /// A colour's own opacity: a fixed colour's alpha times every `.opacity` on it; 1 for the
    /// environment's styles.
    static func alpha(of color: ColorValue) -> Double {
        switch color {
        case .rgba(let rgba): rgba.alpha
        case .withOpacity(let base, let amount): alpha(of: base) * min(max(amount, 0), 1)
        case .hierarchical, .accent: 1
        }
    }

    func decoration(_ name: String, _ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> Decoration? {
        let placement = reading.alignment(arguments.first { $0.label == "alignment" }?.value) ?? .center
        if let content = arguments.first(where: { $0.label == "content" })?.value
            ?? arguments.last(where: { if case .function = $0.value { return $0.label == nil }; return false })?.value {
            return .view(combined(try views(from: content, at: node, in: evaluator)), alignment: placement)
        }
        guard let given = arguments.first(where: { $0.label == nil })?.value else { return nil }
        let shape = reading.shape(arguments.first { $0.label == "in" }?.value)
        if let gradient = reading.gradient(given) {
            return .view(View(.shape(ShapeView(shape: shape ?? .rectangle, fill: gradient.mean, gradient: gradient)),
                              location: Self.location(of: node, in: evaluator)), alignment: placement)
        }
        if let shape {
            let fill = reading.color(given) ?? .hierarchical(level: 0)
            return .view(View(.shape(ShapeView(shape: shape, fill: fill)), location: Self.location(of: node, in: evaluator)), alignment: placement)
        }
        // A filled shape other than a rectangle (`.background(Circle().fill(.red))`) keeps its
        // outline: it is the view, not its colour.
        if case .view(let view, _)? = given.swiftUI, case .shape(let shape) = view.kind, shape.shape != .rectangle {
            return .view(view, alignment: placement)
        }
        if let color = reading.color(given) {
            if name == "background" { return .color(color) }
            return .view(View(.shape(ShapeView(shape: .rectangle, fill: color))), alignment: placement)
        }
        guard let view = try viewOrNil(given, at: node, in: evaluator) else { return nil }
        return .view(view, alignment: placement)
    }
}
