import Devices
import ViewTree

/// Lays out a widget's view tree the way SwiftUI does: each parent proposes a size, each child
/// chooses its own, the parent places it.
public enum LayoutEngine {
    /// Lays out `view` (already resolved by `ViewResolver`) in a widget content area of `size`:
    /// the root is proposed the whole area and centred in it, as WidgetKit places a widget's content.
    /// Frames in the result are relative to the content area's top-left corner.
    /// A tree deeper than `ViewNesting.maximumLevels` (which every reader refuses with an error at
    /// its position) is laid out as nothing rather than overflowing the stack.
    /// The height `view` takes when offered `width` and any height (SwiftUI's ideal height): how
    /// tall a Live Activity's content is.
    public static func idealHeight(_ view: View, width: Double, environment: WidgetEnvironment) -> Double {
        size(view, width: width, height: nil, environment: environment).height
    }

    /// The size `view` chooses when proposed `width` × `height` (nil: any, SwiftUI's ideal):
    /// how wide a Dynamic Island's compact side is for its content.
    public static func size(_ view: View, width: Double?, height: Double?, environment: WidgetEnvironment) -> Size {
        let builder = ElementBuilder(widget: environment)
        let laidOut = ViewNesting.firstViewTooDeep(in: view) == nil ? view : View(.empty, location: view.location)
        let root = builder.element(for: laidOut, in: EnvironmentValues(widget: environment))
        return root.size(for: ProposedSize(width: width, height: height))
    }

    /// `proposal`, when given, is what the root is offered instead of the whole area: the offer it
    /// was measured with, when the area is the size it chose then (a Dynamic Island region).
    /// SwiftUI's stacks answer a tight offer differently from a loose one (a stack offered exactly
    /// its chosen width hands its children other shares), so drawing must repeat the measured offer.
    public static func layout(_ view: View, in size: Size, proposing proposal: ProposedSize? = nil, environment: WidgetEnvironment) -> LayoutNode {
        let area = Size(width: Dimension.length(size.width), height: Dimension.length(size.height))
        let builder = ElementBuilder(widget: environment)
        let laidOut = ViewNesting.firstViewTooDeep(in: view) == nil ? view : View(.empty, location: view.location)
        let root = builder.element(for: laidOut, in: EnvironmentValues(widget: environment))
        let proposal = proposal ?? ProposedSize(area)
        let chosen = root.size(for: proposal)
        return root.place(proposal, at: Point(x: (area.width - chosen.width) / 2, y: (area.height - chosen.height) / 2))
            .mirroredForLayoutDirection()
    }
}
