import ViewTree

/// The inherited values a laid-out view is drawn with, as SwiftUI's environment: set by a modifier
/// on a view, they apply to everything inside it unless a modifier further in sets them again.
public struct EnvironmentValues: Sendable, Hashable {
    public var family: WidgetFamily
    /// The font as the widget asks for it; nil is the default (`.body`).
    public var font: FontSpec?
    public var bold: Bool
    public var italic: Bool
    public var monospacedDigit: Bool
    /// The line under the text inside (`.underline()` on a view); nil: none.
    public var underline: TextLineStyle? = nil
    /// The line through the text inside (`.strikethrough()` on a view); nil: none.
    public var strikethrough: TextLineStyle? = nil
    public var foregroundStyle: ColorValue
    /// The tint of gauges and progress views.
    public var tint: ColorValue
    /// What `Color.accentColor` resolves to, set by `.accentColor(_:)`; nil: the system's accent.
    public var accentColor: ColorValue? = nil
    public var multilineTextAlignment: TextAlignment
    /// nil: no limit.
    public var lineLimit: Int?
    public var widgetAccentable: Bool
    public var privacySensitive: Bool
    /// Reasons given by `redacted(reason:)`; `unredacted()` clears them for its subtree.
    public var redactionReasons: Set<RedactionReason>
    /// True inside `unredacted()`: the subtree is exempt from privacy redaction.
    public var unredacted: Bool
    /// The product of the opacities set on this view and around it: what its own content is drawn with.
    public var opacity: Double
    /// How far text may shrink to fit (`minimumScaleFactor`): 1 means not at all.
    public var minimumScaleFactor: Double
    /// The factor a shrunk text's fonts are drawn at; set by the text's own layout, 1 elsewhere.
    public var fontScale: Double
    /// Which way the layout runs: the locale's, or `.environment(\.layoutDirection, …)`'s.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The text size styles are drawn at: the person's within `DynamicTypeSize.widgetRange`,
    /// then within what `.dynamicTypeSize(_:)` allows.
    public var dynamicTypeSize = DynamicTypeSize.standard

    /// The values at a widget's root. In the inline family the system font and colour apply
    /// whatever the widget asks (`inlineFont`, primary).
    public init(family: WidgetFamily) {
        self.family = family
        font = family == .inline ? EnvironmentValues.inlineFont : nil
        bold = false
        italic = false
        monospacedDigit = false
        foregroundStyle = .hierarchical(level: 0)
        tint = .accent
        multilineTextAlignment = .leading
        lineLimit = nil
        widgetAccentable = false
        privacySensitive = false
        redactionReasons = []
        unredacted = false
        opacity = 1
        minimumScaleFactor = 1
        fontScale = 1
    }

    /// The values at the root of a view drawn in `widget`'s environment: a Dynamic Island's
    /// compact and minimal views start from `islandCompactFont`.
    public init(widget: WidgetEnvironment) {
        self.init(family: widget.family)
        layoutDirection = widget.locale.isRightToLeft ? .rightToLeft : .leftToRight
        dynamicTypeSize = widget.widgetTextSize
        if widget.family == .activity, [.compactLeading, .compactTrailing, .minimal].contains(widget.activityView) {
            font = EnvironmentValues.islandCompactFont
        }
    }

    /// The text of the compact island when the code names no font: 15 pt. Measured: LocalTennis's
    /// `Text("Match")` is 40.7 pt of ink there (about 15.4 pt of SF Pro; 17 pt would be 45), and
    /// the `.frame(width: 40)` real activities give a compact timer fits "10:00" at 15 pt only.
    public static let islandCompactFont = FontSpec(size: 15)

    /// The system font of the inline family: the Lock Screen's date line, about 22 pt medium
    /// (measured; `shared/facts/lockscreen.md` §2), in a slot 26 pt tall.
    public static let inlineFont = FontSpec(size: 22, weight: .medium)

    /// The font text is measured and drawn with.
    public var resolvedFont: ResolvedFont {
        var resolved = FontMerging.resolve(font, bold: bold, italic: italic, monospacedDigit: monospacedDigit,
                                           dynamicTypeSize: usesSystemStyle ? .standard : dynamicTypeSize)
        resolved.size *= fontScale
        return resolved
    }

    /// True where the widget's own fonts and colours are ignored (the inline family).
    var usesSystemStyle: Bool { family == .inline }

    /// The values inside a modifier; modifiers that set none return the values unchanged.
    func applying(_ modifier: Modifier) -> EnvironmentValues {
        var values = self
        switch modifier {
        case .font(let spec) where !usesSystemStyle: values.font = FontMerging.merge(spec, into: font)
        case .bold(let on) where !usesSystemStyle: values.bold = on
        case .italic(let on) where !usesSystemStyle: values.italic = on
        case .foregroundStyle(let color) where !usesSystemStyle: values.foregroundStyle = color
        case .monospacedDigit(let on): values.monospacedDigit = on
        case .underline(let line) where !usesSystemStyle: values.underline = line
        case .strikethrough(let line) where !usesSystemStyle: values.strikethrough = line
        case .tint(let color): values.tint = color
        case .accentColor(let color): values.accentColor = color
        case .multilineTextAlignment(let alignment): values.multilineTextAlignment = alignment
        case .lineLimit(let limit): values.lineLimit = limit.map { max($0, 1) }
        case .widgetAccentable(let on): values.widgetAccentable = on
        case .privacySensitive(let on): values.privacySensitive = on
        case .redacted(let reason): values.redactionReasons.insert(reason)
        case .unredacted:
            values.redactionReasons = []
            values.unredacted = true
        case .opacity(let amount): values.opacity *= amount.isNaN ? 1 : min(max(amount, 0), 1)
        case .minimumScaleFactor(let factor): values.minimumScaleFactor = factor.isNaN ? 1 : min(max(factor, 0.01), 1)
        case .layoutDirection(let direction): values.layoutDirection = direction
        case .dynamicTypeSize(let range): values.dynamicTypeSize = min(max(dynamicTypeSize, range.lowerBound), range.upperBound)
        default: break
        }
        return values
    }
}
