import Devices
import ViewTree

extension HorizontalAlignment {
    /// Where a child sits in spare width: 0 leading, 0.5 centre, 1 trailing.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// Where a child sits in spare height; nil for the text baseline guides.
    var fraction: Double? {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        case .firstTextBaseline, .lastTextBaseline: nil
        }
    }

    /// The guide's position in a child of `height` with `baselines`: a baseline guide falls back to
    /// the bottom edge for a view without text, as SwiftUI's default guides do.
    func guide(height: Double, baselines: Baselines) -> Double {
        switch self {
        case .firstTextBaseline: baselines.first ?? height
        case .lastTextBaseline: baselines.last ?? height
        default: height * (fraction ?? 0)
        }
    }
}

/// Placing children across one axis by an alignment guide.
enum AlignmentMath {
    /// Vertical offsets that line children up on `alignment`, and the height they span together.
    static func verticalOffsets(heights: [Double], baselines: [Baselines], alignment: VerticalAlignment) -> (offsets: [Double], height: Double) {
        let guides = zip(heights, baselines).map { alignment.guide(height: $0, baselines: $1) }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let bottom = zip(offsets, heights).map { $0 + $1 }.max() ?? 0
        let top = offsets.min() ?? 0
        return (offsets.map { $0 - top }, bottom - top)
    }

    /// Where a child of `size` sits inside a container of `container` size. A baseline guide lines
    /// the child's baseline up with the container's bottom (a frame has no text of its own).
    static func origin(of size: Size, baselines: Baselines, in container: Size, alignment: Alignment) -> Point {
        let x = (container.width - size.width) * alignment.horizontal.fraction
        let y = alignment.vertical.guide(height: container.height, baselines: .none)
            - alignment.vertical.guide(height: size.height, baselines: baselines)
        return Point(x: x, y: y)
    }
}
