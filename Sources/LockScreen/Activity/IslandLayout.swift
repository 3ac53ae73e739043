import Devices
import Layout
import Rendering
import ViewTree

/// A Live Activity in the Dynamic Island, in points on the screen: the island's black shapes and
/// the frame of each part's view, from the content's sizes and `DynamicIslandGeometry`.
public struct IslandLayout: Sendable {
    /// A black shape of the island: a rounded rectangle (a capsule when the radius is half its height).
    public struct Shape: Sendable, Hashable {
        public var frame: Rect
        public var cornerRadius: Double
    }

    /// One part's view: where it is laid out, and the size it was offered when it chose that
    /// frame's size (drawing offers the same: see `LayoutEngine.layout(_:in:proposing:environment:)`).
    public struct Part: Sendable {
        public var view: ActivityView
        public var frame: Rect
        public var proposal: ProposedSize
        /// Whose view it is: 0 the activity laid out, 1 the one beside it (`measured(…beside:)`).
        public var activity = 0
    }

    /// The island, and the detached circle of the minimal presentation.
    public var shapes: [Shape]
    /// Where each part's view is laid out.
    public var parts: [Part]
    /// Content that did not fit the HIG's 160-pt expanded island is cut at its bottom.
    public var isCut = false

    /// The picture's height: the island and a margin of wallpaper under it.
    public var bottom: Double { shapes.map(\.frame.maxY).max() ?? 0 }

    /// Lays out `widget`'s island for `presentation` on `device` (which has a Dynamic Island).
    /// With a second activity running (`second`), the minimal presentation shows both, as iOS
    /// does with two: `widget`'s attached to the island's leading end, `second`'s detached in its
    /// circle; compact and expanded show `widget`'s alone.
    public static func measured(_ widget: SceneWidget, _ presentation: IslandPresentation, on device: DeviceProfile,
                                options: LockScreenOptions, renderer: WidgetRenderer, beside second: SceneWidget? = nil) -> IslandLayout? {
        guard let housing = DynamicIslandGeometry.housing(on: device) else { return nil }
        typealias G = DynamicIslandGeometry
        func environment(_ part: ActivityView) -> WidgetEnvironment {
            var environment = options.environment(for: .activity)
            environment.activityView = part
            return environment
        }
        // Each of `widget`'s parts is made once (the expanded layout reads a region's more than once).
        var made: [ActivityView: View] = [:]
        func body(_ part: ActivityView) -> View {
            if let view = made[part] { return view }
            let view = widget.widget.resolvedBody(for: environment(part), entryIndex: widget.entryIndex)
            made[part] = view
            return view
        }
        func size(_ part: ActivityView, of other: SceneWidget? = nil, width: Double?, height: Double?) -> Size? {
            let shown = other.map { $0.widget.resolvedBody(for: environment(part), entryIndex: $0.entryIndex) } ?? body(part)
            if case .empty = shown.kind { return nil }
            let chosen = LayoutEngine.size(shown, width: width, height: height, environment: environment(part))
            return Size(width: min(max(chosen.width, 0), width ?? .infinity), height: min(max(chosen.height, 0), height ?? .infinity))
        }
        let contentHeight = housing.height - 2 * G.compactVerticalInset
        switch presentation {
        case .compact:
            let room = (device.screen.width - housing.width) / 2 - G.compactScreenMargin - G.compactOuterMargin
            let offers = (leading: ProposedSize(width: room - G.compactLeadingGap, height: contentHeight),
                          trailing: ProposedSize(width: room - G.compactTrailingGap, height: contentHeight))
            let leading = size(.compactLeading, width: offers.leading.width, height: contentHeight)
            let trailing = size(.compactTrailing, width: offers.trailing.width, height: contentHeight)
            let left = leading.map { G.compactOuterMargin + $0.width + G.compactLeadingGap } ?? 0
            let right = trailing.map { G.compactOuterMargin + $0.width + G.compactTrailingGap } ?? 0
            let island = Rect(x: housing.x - left, y: housing.y, width: housing.width + left + right, height: housing.height)
            var parts: [Part] = []
            if let leading {
                parts.append(Part(view: .compactLeading, frame: Rect(x: island.x + G.compactOuterMargin, y: housing.y + G.compactVerticalInset,
                                                                     width: leading.width, height: contentHeight), proposal: offers.leading))
            }
            if let trailing {
                parts.append(Part(view: .compactTrailing, frame: Rect(x: housing.maxX + G.compactTrailingGap, y: housing.y + G.compactVerticalInset,
                                                                      width: trailing.width, height: contentHeight), proposal: offers.trailing))
            }
            return IslandLayout(shapes: [Shape(frame: island, cornerRadius: housing.height / 2)], parts: parts)
        case .minimal:
            let offer = ProposedSize(width: G.minimalWidths.upperBound - 2 * G.minimalSideInset, height: contentHeight)
            // Alone, the activity's minimal view is the detached circle; with a second, the second's is.
            let content = size(.minimal, of: second, width: offer.width, height: contentHeight)
            let width = min(max((content?.width ?? 0) + 2 * G.minimalSideInset, housing.height, G.minimalWidths.lowerBound),
                            G.minimalWidths.upperBound)
            let circle = Rect(x: housing.maxX + G.minimalGap, y: housing.y, width: width, height: housing.height)
            var parts = content.map { [Part(view: .minimal, frame: Rect(x: circle.x + (width - $0.width) / 2, y: housing.y + G.compactVerticalInset,
                                                                        width: $0.width, height: contentHeight), proposal: offer,
                                            activity: second == nil ? 0 : 1)] } ?? []
            var island = housing
            // The attached view sits where a compact leading view does, the island grown to hold it
            // (Apple publishes no separate figures for it).
            if second != nil, let attached = size(.minimal, width: offer.width, height: contentHeight) {
                let grown = G.compactOuterMargin + attached.width + G.compactLeadingGap
                island = Rect(x: housing.x - grown, y: housing.y, width: housing.width + grown, height: housing.height)
                parts.insert(Part(view: .minimal, frame: Rect(x: island.x + G.compactOuterMargin, y: housing.y + G.compactVerticalInset,
                                                              width: attached.width, height: contentHeight), proposal: offer), at: 0)
            }
            return IslandLayout(shapes: [Shape(frame: island, cornerRadius: housing.height / 2),
                                         Shape(frame: circle, cornerRadius: housing.height / 2)], parts: parts)
        case .expanded:
            let width = G.expandedWidth(screenWidth: device.screen.width)
            let left = (device.screen.width - width) / 2
            let inner = (left: left + G.expandedSideInset, right: left + width - G.expandedSideInset)
            let tallest = G.expandedHeights.upperBound - G.expandedTopInset - G.expandedBottomInset
            let side = housing.x - G.expandedHousingGap - inner.left
            let top = housing.y + G.expandedTopInset
            var parts: [Part] = []
            var above = housing.maxY
            let half = (inner.right - inner.left) / 2
            // A centre of higher `priority` than both sides is sized first, across the island;
            // the sides then share what it leaves. Otherwise the sides come first (the default).
            let centerBody = body(.expandedCenter)
            let sidePriority = max(body(.expandedLeading).islandRegionPriority, body(.expandedTrailing).islandRegionPriority)
            var centerFirst: Size?
            if centerBody.islandRegionPriority > sidePriority {
                centerFirst = size(.expandedCenter, width: inner.right - inner.left, height: nil)
            }
            let room = centerFirst.map { min(side, max(0, (inner.right - inner.left - $0.width) / 2 - G.expandedCenterGap)) } ?? side
            // Offered the room beside the housing; content that cannot be narrower (fixed frames)
            // takes its own width, up to half the island, reaching under the housing as on iOS.
            // Content marked `.dynamicIsland(verticalPlacement: .belowIfTooWide)` that is wider
            // than that room goes below the housing instead, offered its half of the island.
            func region(_ part: ActivityView) -> (size: Size, offer: Double, below: Bool)? {
                let shown = body(part)
                if case .empty = shown.kind { return nil }
                // Only content that asks is measured at its ideal width (layout runs per picture in `check`).
                let below = shown.islandBelowIfTooWide
                    && LayoutEngine.size(shown, width: nil, height: nil, environment: environment(part)).width > room + 0.5
                let offer = below ? half - G.expandedCenterGap / 2 : room
                // What the content chooses when offered that: a text wraps within it, fixed frames may not.
                let chosen = LayoutEngine.size(shown, width: offer, height: nil, environment: environment(part))
                return (Size(width: min(max(chosen.width, 0), half), height: min(max(chosen.height, 0), tallest)), offer, below)
            }
            let leading = region(.expandedLeading)
            let trailing = region(.expandedTrailing)
            // Beside the housing first; a side placed below goes under the centre.
            for (part, placed) in [(ActivityView.expandedLeading, leading), (.expandedTrailing, trailing)] {
                guard let placed, !placed.below else { continue }
                let x = part == .expandedLeading ? inner.left : inner.right - placed.size.width
                parts.append(Part(view: part, frame: Rect(x: x, y: top, width: placed.size.width, height: placed.size.height),
                                  proposal: ProposedSize(width: placed.offer, height: placed.size.height)))
                above = max(above, top + placed.size.height)
            }
            let besideHousing = [leading, trailing].compactMap { $0 }.filter { !$0.below }.map(\.size.width)
            let sides = besideHousing.max() ?? 0
            let centerWidth = centerFirst.map { min($0.width, inner.right - inner.left) }
                ?? max(0, inner.right - inner.left - 2 * (sides > 0 ? sides + G.expandedCenterGap : 0))
            var underCenter = housing.maxY
            if let center = centerFirst ?? size(.expandedCenter, width: centerWidth, height: nil) {
                let height = min(center.height, tallest)
                let frame = Rect(x: left + (width - centerWidth) / 2, y: housing.maxY, width: centerWidth, height: height)
                let offer = centerFirst == nil ? ProposedSize(frame.size) : ProposedSize(width: inner.right - inner.left, height: height)
                parts.append(Part(view: .expandedCenter, frame: frame, proposal: offer))
                above = max(above, housing.maxY + height)
                underCenter = housing.maxY + height
            }
            for (part, placed) in [(ActivityView.expandedLeading, leading), (.expandedTrailing, trailing)] {
                guard let placed, placed.below else { continue }
                let x = part == .expandedLeading ? inner.left : inner.right - placed.size.width
                parts.append(Part(view: part, frame: Rect(x: x, y: underCenter, width: placed.size.width, height: placed.size.height),
                                  proposal: ProposedSize(width: placed.offer, height: placed.size.height)))
                above = max(above, underCenter + placed.size.height)
            }
            var end = above
            if let bottom = size(.expandedBottom, width: inner.right - inner.left, height: nil) {
                let y = above + G.expandedBottomGap
                let frame = Rect(x: inner.left, y: y, width: inner.right - inner.left, height: min(bottom.height, tallest))
                parts.append(Part(view: .expandedBottom, frame: frame, proposal: ProposedSize(frame.size)))
                end = y + bottom.height
            }
            let wanted = end + G.expandedBottomInset - housing.y
            let height = min(max(wanted, G.expandedHeights.lowerBound), G.expandedHeights.upperBound)
            var layout = IslandLayout(shapes: [Shape(frame: Rect(x: left, y: housing.y, width: width, height: height),
                                                     cornerRadius: G.expandedCornerRadius)], parts: parts)
            layout.isCut = wanted > G.expandedHeights.upperBound + 0.5
            return layout
        }
    }
}
