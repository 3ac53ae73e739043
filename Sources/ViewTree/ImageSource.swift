/// Where an `Image` comes from.
public enum ImageSource: Sendable, Hashable {
    /// An SF Symbol name (`heart.fill`); drawn from the built-in set, or as a placeholder.
    case symbol(String)
    /// A PNG file: as written (relative to the widget file), where it was found, and its size in pixels.
    case file(written: String, resolvedPath: String, pixelWidth: Int, pixelHeight: Int)
    /// An SVG or PDF file (an asset catalog's vector image): as written, where it was found, its
    /// size at 1x in points, and whether it is drawn at the size it is shown ("Preserve Vector
    /// Data") or from the @3x rendition Xcode would make of it, scaled.
    case vector(written: String, resolvedPath: String, pointWidth: Double, pointHeight: Double, preservesVectorData: Bool)
    /// A custom symbol (`NAME.symbolset`, an SF Symbols template SVG): sized and placed like an
    /// SF Symbol, drawn in the weight of its font.
    case customSymbol(name: String, resolvedPath: String)

    /// True for an SF Symbol that points along the reading direction (`chevron.forward`,
    /// `arrow.backward.circle`, `rectangle.portrait.and.arrow.forward`), drawn mirrored where
    /// the layout runs right to left. Apple's Human Interface Guidelines (Right to left,
    /// Interface icons): "Flip an interface icon that shows forward or backward motion." Which
    /// symbols those are is chosen here by name: a "forward" or "backward" part after the
    /// first; the media symbols that begin with one (`forward.fill`, `backward.end`) show time,
    /// not reading order, and `arrow.right` and the other left/right names keep their direction.
    public var followsReadingDirection: Bool {
        guard case .symbol(let name) = self else { return false }
        return name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }

    /// True for symbols, built-in or custom: sized by the font, sitting on the text's baseline.
    public var isSymbol: Bool {
        switch self {
        case .symbol, .customSymbol: true
        case .file, .vector: false
        }
    }
}

/// An `Image` view.
public struct ImageView: Sendable, Hashable {
    /// How a resizable image fills the space it is given (`scaledToFit` / `scaledToFill`).
    public enum ContentMode: String, Sendable, CaseIterable, Hashable {
        case fit, fill, stretch
    }

    /// `.widgetAccentedRenderingMode(_:)`: how accented rendering (tinted watch faces, the
    /// iPhone's tinted Lock Screen) draws the image.
    public enum AccentedRenderingMode: String, Sendable, CaseIterable, Hashable {
        /// The default: a template, every pixel its group's colour, alpha kept.
        case accented
        /// The image's own colours.
        case fullColor
        /// Its luminance, in the default group's colour (white).
        case desaturated
        /// Its luminance, in the accent colour.
        case accentedDesaturated
    }

    public var source: ImageSource
    /// nil: the image keeps its natural size, as SwiftUI's `Image` does without `.resizable()`.
    public var resizing: ContentMode?
    /// nil: `.accented`.
    public var accentedRenderingMode: AccentedRenderingMode?
    /// Drawn as a template, every pixel the foreground colour with its alpha kept: an asset's
    /// `"template-rendering-intent": "template"`, or `.renderingMode(.template)`.
    public var rendersAsTemplate = false
    /// The size, in points, a `UIImage` was redrawn at (`UIGraphicsImageRenderer(size:)` drawing
    /// it into its whole canvas, how widget code shrinks an image); nil: the source's own size.
    public var redrawnWidth: Double?
    public var redrawnHeight: Double?

    public init(source: ImageSource, resizing: ContentMode? = nil) {
        self.source = source
        self.resizing = resizing
    }

    /// Points per PNG pixel at natural size: images are taken as @3x, as on the iPhones in the table.
    public static let pixelsPerPoint = 3.0
}
