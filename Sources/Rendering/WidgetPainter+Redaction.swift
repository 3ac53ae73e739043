import Layout
import Raster
import ViewTree

/// Which content is shown as a placeholder: always under `redacted(reason: .placeholder)`;
/// with privacy redaction on, under `privacySensitive()` or `redacted(reason: .privacy)`;
/// never inside `unredacted()`.
public struct RedactionRule: Sendable, Hashable {
    /// "Allow Access When Locked" is off.
    public var privacy: Bool

    public init(privacy: Bool) {
        self.privacy = privacy
    }

    public func redacts(_ environment: EnvironmentValues) -> Bool {
        if environment.unredacted { return false }
        if environment.redactionReasons.contains(.placeholder) { return true }
        return privacy && (environment.privacySensitive || environment.redactionReasons.contains(.privacy))
    }
}

/// Privacy placeholders: redacted content keeps its layout and is drawn as semi-opaque shapes.
extension WidgetPainter {
    /// How opaque placeholders are, relative to the content they stand for. Apple publishes no value.
    public static let placeholderOpacity = 0.4
    /// A text placeholder bar's height as a fraction of its line's height.
    public static let placeholderBarHeight = 0.6

    func isRedacted(_ environment: EnvironmentValues) -> Bool {
        RedactionRule(privacy: privacyRedaction).redacts(environment)
    }

    func isIndicator(_ kind: LayoutNode.Kind) -> Bool {
        switch kind {
        case .view(.gauge), .view(.progress): true
        default: false
        }
    }

    /// Text as rounded bars, one per laid-out line, as wide as the line.
    func drawTextPlaceholder(_ layout: TextLayout, environment: EnvironmentValues, into canvas: inout PixelCanvas) {
        let color = colors.resolve(environment.foregroundStyle, in: environment).withOpacity(Self.placeholderOpacity)
        for line in layout.lines where line.width > 0 {
            let box = mapping.rect(x: line.x, y: line.y, width: line.width, height: line.height)
            let height = max(box.height * Self.placeholderBarHeight, 1)
            let bar = PixelRect(x: box.x, y: box.midY - height / 2, width: max(box.width, height), height: height)
            canvas.fill(.capsule(in: bar), with: color)
        }
    }

    /// Symbols and images as a filled rounded shape over their frame.
    func drawShapePlaceholder(in frame: PixelRect, color: PixelColor, into canvas: inout PixelCanvas) {
        let radius = min(frame.width, frame.height) / 4
        canvas.fill(.roundedRect(frame, cornerRadius: radius), with: color.withOpacity(Self.placeholderOpacity))
    }

    /// A data-protected widget with privacy redaction on: the whole slot as one placeholder.
    public func drawWidgetPlaceholder(into canvas: inout PixelCanvas) {
        let color = PixelColor(colors.primary).withOpacity(Self.placeholderOpacity)
        let path: VectorPath = switch family {
        case .circular, .corner: .ellipse(in: contentRect)
        case .rectangular, .small, .activity: .roundedRect(slot, cornerRadius: min(mapping.pixels(containerCornerRadius), slot.height / 2))
        case .inline: .capsule(in: PixelRect(x: slot.x, y: slot.midY - slot.height * 0.3, width: slot.width * 0.6, height: slot.height * 0.6))
        }
        canvas.fill(path, with: color)
    }
}

extension LayoutNode {
    /// True for the labels of a gauge or progress view.
    var isIndicatorLabel: Bool {
        if case .label = kind { return true }
        return false
    }
}
