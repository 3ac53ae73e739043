import Foundation
import Localization

/// A view modifier, as SwiftUI's of the same name.
public enum Modifier: Sendable, Hashable {
    case font(FontSpec)
    case foregroundStyle(ColorValue)
    /// The tint of gauges and progress views.
    case tint(ColorValue)
    /// `.accentColor(_:)` (deprecated, still in real widgets): what `Color.accentColor` and the
    /// default tint resolve to inside; nil gives back the system's accent.
    case accentColor(ColorValue?)
    case bold(Bool)
    case italic(Bool)
    case monospacedDigit(Bool)
    /// `.underline(_:color:)` on a view or a `Text`: nil turns it off.
    case underline(TextLineStyle?)
    /// `.strikethrough(_:color:)` on a view or a `Text`: nil turns it off.
    case strikethrough(TextLineStyle?)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(Decoration)
    case overlay(Decoration)
    case opacity(Double)
    case clipShape(ShapeKind)
    case multilineTextAlignment(TextAlignment)
    /// nil removes a limit set further out.
    case lineLimit(Int?)
    case widgetAccentable(Bool)
    case privacySensitive(Bool)
    case redacted(RedactionReason)
    case unredacted
    case widgetURL(String)
    /// `.activityBackgroundTint(_:)`: the colour of a Live Activity's Lock Screen platter (the
    /// system's dark material when none is given); read by whoever draws the platter, not by layout.
    case activityBackgroundTint(ColorValue)
    /// `DynamicIslandExpandedRegion(_:priority:)`: which region the expanded island sizes first; read
    /// by whoever lays the island out, not by layout.
    case islandRegionPriority(Double)
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on a leading or trailing region's
    /// content: too wide for the room beside the sensor housing, it goes below it.
    case islandBelowIfTooWide
    /// `.keylineTint(_:)` on a `DynamicIsland`: the colour of the island's thin edge; read by
    /// whoever draws the island, not by layout.
    case keylineTint(ColorValue)
    /// `.widgetLabel`: a Text, Gauge, ProgressView or Image the watch face draws beside a corner
    /// or circular complication (curved along the bezel); the iPhone ignores it, as iOS does.
    case widgetLabel(View)
    /// `.widgetCurvesContent()`: a corner complication's text and images follow the bezel's curve.
    case widgetCurvesContent(Bool)
    /// `.minimumScaleFactor(_:)`: text that does not fit shrinks, down to this fraction of its size.
    case minimumScaleFactor(Double)
    /// `.layoutPriority(_:)`: a stack offers its space to higher priorities first.
    case layoutPriority(Double)
    /// `.gridCellColumns(_:)`: in a `GridRow`, the cell spans this many columns.
    case gridCellColumns(Int)
    /// `.gridColumnAlignment(_:)`: in a `Grid`, the horizontal alignment of the cell's column.
    case gridColumnAlignment(HorizontalAlignment)
    /// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`: the view takes its ideal size on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` on a view other than an
    /// image: the view is offered a size of this width-over-height ratio (nil: its ideal size's).
    case aspectRatio(Double?, fills: Bool)
    /// `.offset(x:y:)`: drawn moved, in points; layout is unchanged.
    case offset(x: Double, y: Double)
    /// `.position(x:y:)`: the view takes the whole space offered and puts the modified view's
    /// centre at this point of it.
    case position(x: Double, y: Double)
    /// `.scaleEffect(x:y:anchor:)`: drawn scaled about the anchor; layout is unchanged.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `.rotationEffect(_:anchor:)`: drawn turned clockwise by this many degrees; layout is unchanged.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    /// `.environment(\.locale, Locale(identifier:))`: the subtree's dates and numbers that the view
    /// formats (`Text(date, style:)`, `Text(value, format:)`) are written in this locale.
    case locale(PreviewLocale)
    /// `.environment(\.timeZone, TimeZone(identifier:))`: the subtree's dates are in this time zone.
    case timeZone(TimeZone)
    /// `.progressViewStyle(.circular / .linear)`: every `ProgressView` of the subtree takes this
    /// style, unless one nearer to it says otherwise (SwiftUI's styles pass down the environment).
    case progressViewStyle(ProgressStyle)
    /// `.gaugeStyle(…)` with one of the standard styles: every `Gauge` of the subtree takes it,
    /// unless one nearer to it says otherwise.
    case gaugeStyle(GaugeStyle)
    /// `.blur(radius:)`: the view's drawing blurred by a Gaussian whose standard deviation is the
    /// radius in points (chosen: SwiftUI's documentation gives no formula), fading out past its
    /// edges; layout is unchanged.
    case blur(radius: Double)
    /// `.compositingGroup()`: the view and what is inside it are drawn apart, then put down once;
    /// a knock-out inside erases only the group's own drawing.
    case compositingGroup
    /// `.blendMode(.destinationOut)`: the view's drawing is not put down but takes its coverage
    /// out of what was drawn before it in its compositing group (a knock-out: text punched
    /// through a pill).
    case knockOut
    /// `.environment(\.layoutDirection, …)`: the subtree's layout runs this way.
    case layoutDirection(LayoutDirection)
    /// `.flipsForRightToLeftLayoutDirection(_:)`: when true and the layout runs right to left,
    /// the view's drawing is mirrored left to right (its layout is unchanged).
    case flipsForRightToLeftLayoutDirection(Bool)
    /// `.dynamicTypeSize(_:)`: the subtree's text size kept within these sizes (one size: both).
    case dynamicTypeSize(ClosedRange<DynamicTypeSize>)

    /// The name used in widget files.
    public var name: String {
        switch self {
        case .font: "font"
        case .foregroundStyle: "foregroundStyle"
        case .tint: "tint"
        case .accentColor: "accentColor"
        case .bold: "bold"
        case .italic: "italic"
        case .monospacedDigit: "monospacedDigit"
        case .underline: "underline"
        case .strikethrough: "strikethrough"
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .overlay: "overlay"
        case .opacity: "opacity"
        case .clipShape: "clipShape"
        case .multilineTextAlignment: "multilineTextAlignment"
        case .lineLimit: "lineLimit"
        case .widgetAccentable: "widgetAccentable"
        case .privacySensitive: "privacySensitive"
        case .redacted: "redacted"
        case .unredacted: "unredacted"
        case .widgetURL: "widgetURL"
        case .activityBackgroundTint: "activityBackgroundTint"
        case .keylineTint: "keylineTint"
        case .islandRegionPriority: "priority"
        case .locale, .timeZone: "environment"
        case .progressViewStyle: "progressViewStyle"
        case .gaugeStyle: "gaugeStyle"
        case .blur: "blur"
        case .compositingGroup: "compositingGroup"
        case .knockOut: "blendMode"
        case .islandBelowIfTooWide: "dynamicIsland"
        case .layoutDirection: "layoutDirection"
        case .flipsForRightToLeftLayoutDirection: "flipsForRightToLeftLayoutDirection"
        case .dynamicTypeSize: "dynamicTypeSize"
        case .widgetLabel: "widgetLabel"
        case .widgetCurvesContent: "widgetCurvesContent"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .layoutPriority: "layoutPriority"
        case .gridCellColumns: "gridCellColumns"
        case .gridColumnAlignment: "gridColumnAlignment"
        case .fixedSize: "fixedSize"
        case .aspectRatio: "aspectRatio"
        case .offset: "offset"
        case .position: "position"
        case .scaleEffect: "scaleEffect"
        case .rotationEffect: "rotationEffect"
        }
    }
}

/// Why content is redacted (`RedactionReasons`).
public enum RedactionReason: String, Sendable, CaseIterable, Hashable {
    case privacy, placeholder, invalidated
}

/// What `background` or `overlay` puts behind or in front of a view.
public enum Decoration: Sendable, Hashable {
    /// A colour filling the view's bounds (`.background(.red)`).
    case color(ColorValue)
    /// A view proposed the modified view's size and aligned in it.
    case view(View, alignment: Alignment)
}

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`.
/// `Double.infinity` stands for `.infinity`.
public struct FrameSpec: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil,
                minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// A frame whose sizes come from a look-up by label (`width`, `minHeight`, …), centred.
    public init(dimension: (String) -> Double?) {
        self.init(width: dimension("width"), height: dimension("height"),
                  minWidth: dimension("minWidth"), idealWidth: dimension("idealWidth"), maxWidth: dimension("maxWidth"),
                  minHeight: dimension("minHeight"), idealHeight: dimension("idealHeight"), maxHeight: dimension("maxHeight"))
    }

    /// True for the fixed form (`width`/`height`), false for the flexible form.
    public var isFixed: Bool {
        minWidth == nil && idealWidth == nil && maxWidth == nil && minHeight == nil && idealHeight == nil && maxHeight == nil
    }
}

extension View {
    /// An expanded island region's `priority:` (on its outermost view), 0 unless given.
    public var islandRegionPriority: Double {
        for modifier in modifiers.reversed() {
            if case .islandRegionPriority(let priority) = modifier { return priority }
        }
        return 0
    }

    /// Whether a region's content asks to go below the housing when too wide beside it (on its
    /// outermost view, or the outermost view of the region's content).
    public var islandBelowIfTooWide: Bool {
        if modifiers.contains(where: { if case .islandBelowIfTooWide = $0 { true } else { false } }) { return true }
        if case .stack(let stack) = kind, stack.children.count == 1 { return stack.children[0].islandBelowIfTooWide }
        if case .group(let children) = kind, children.count == 1 { return children[0].islandBelowIfTooWide }
        return false
    }

    /// The `.keylineTint` of a Dynamic Island part (on its outermost view).
    public var keylineTint: ColorValue? {
        for modifier in modifiers.reversed() {
            if case .keylineTint(let color) = modifier { return color }
        }
        return nil
    }

    /// The first `.activityBackgroundTint` in the tree, outermost first: the colour of a Live
    /// Activity's platter.
    public var activityBackgroundTint: ColorValue? {
        for modifier in modifiers.reversed() {
            if case .activityBackgroundTint(let color) = modifier { return color }
        }
        switch kind {
        case .stack(let stack): return stack.children.lazy.compactMap(\.activityBackgroundTint).first
        case .group(let children): return children.lazy.compactMap(\.activityBackgroundTint).first
        default: return nil
        }
    }
}
