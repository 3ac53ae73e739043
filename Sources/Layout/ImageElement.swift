import Devices
import ViewTree

/// `Image`. A symbol (built-in or custom) is sized by the font like a glyph; a PNG keeps its
/// natural size (pixels ÷ `ImageView.pixelsPerPoint`), an SVG or PDF its size in points, unless it is resizable, when it scales to the proposal.
public final class ImageElement: LayoutElement {
    /// A symbol's width per point of font size: typical SF Symbols are a little wider than tall.
    public static let symbolWidthFactor = 1.2
    /// A symbol's height per point of font size.
    public static let symbolHeightFactor = 1.0
    /// Where a symbol's baseline sits, as a fraction of its height from the top. SF Symbols are
    /// centred on the cap height, so a 1 em symbol reaches 0.15 em below the baseline.
    public static let symbolBaselineFraction = 0.85

    let info: NodeInfo
    let image: ImageView
    let naturalSize: Size

    init(image: ImageView, info: NodeInfo) {
        self.info = info
        self.image = image
        if let width = image.redrawnWidth, let height = image.redrawnHeight {
            naturalSize = Size(width: width, height: height)
            return
        }
        switch image.source {
        case .symbol, .customSymbol:
            let fontSize = info.environment.resolvedFont.size
            naturalSize = Size(width: fontSize * ImageElement.symbolWidthFactor, height: fontSize * ImageElement.symbolHeightFactor)
        case .file(_, _, let pixelWidth, let pixelHeight):
            naturalSize = Size(width: Dimension.length(Double(pixelWidth) / ImageView.pixelsPerPoint),
                               height: Dimension.length(Double(pixelHeight) / ImageView.pixelsPerPoint))
        case .vector(_, _, let pointWidth, let pointHeight, _):
            naturalSize = Size(width: Dimension.length(pointWidth), height: Dimension.length(pointHeight))
        }
    }

    func size(for proposal: ProposedSize) -> Size {
        guard let mode = image.resizing else { return naturalSize }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch mode {
        case .stretch:
            return Size(width: width ?? naturalSize.width, height: height ?? naturalSize.height)
        case .fit, .fill:
            guard naturalSize.width > 0, naturalSize.height > 0 else { return .zero }
            let scales = [width.map { $0 / naturalSize.width }, height.map { $0 / naturalSize.height }].compactMap { $0 }
            let scale = (mode == .fit ? scales.min() : scales.max()) ?? 1
            return Size(width: naturalSize.width * scale, height: naturalSize.height * scale)
        }
    }

    func baselines(for proposal: ProposedSize) -> Baselines {
        guard image.source.isSymbol else { return .none }
        let baseline = size(for: proposal).height * ImageElement.symbolBaselineFraction
        return Baselines(first: baseline, last: baseline)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        info.node(frame(proposal, at: origin))
    }
}
