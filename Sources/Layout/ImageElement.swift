import Devices
import Symbols
import ViewTree

/// `Image`. A symbol (built-in or custom) is sized by the font like a glyph; a PNG keeps its
/// natural size (pixels ÷ `ImageView.pixelsPerPoint`), an SVG or PDF its size in points, unless it is resizable, when it scales to the proposal.
public final class ImageElement: LayoutElement {
    /// A symbol's widest box per point of font size: typical SF Symbols are a little wider than
    /// tall. A narrower symbol (a drop, a thermometer, a figure) is as wide as its drawing at the
    /// symbol's height and `symbolSideRoom` more (`symbolWidth(of:fontSize:)`), as SF Symbols'
    /// advances follow their ink (Apple publishes no figures: chosen).
    public static let symbolWidthFactor = 1.2
    /// The room beside a narrow symbol's ink, both sides together, per point of font size: chosen
    /// so that a square symbol keeps the whole 1.2-em box (about 1.7 pt a side at the body size,
    /// near an SF Symbol's side bearing); only symbols narrower than tall become narrower.
    public static let symbolSideRoom = symbolWidthFactor - 1
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
        case .symbol(let name):
            let fontSize = info.environment.resolvedFont.size
            // Made resizable, a symbol is an image of its drawing's proportions, without the side
            // room a symbol set in a line has: `circle.fill` fitted in a square fills it.
            let width = image.resizing == nil ? ImageElement.symbolWidth(of: name, fontSize: fontSize)
                : fontSize * ImageElement.symbolHeightFactor * (SymbolLibrary.aspectRatio(for: name) ?? 1)
            naturalSize = Size(width: width, height: fontSize * ImageElement.symbolHeightFactor)
        case .customSymbol:
            let fontSize = info.environment.resolvedFont.size
            naturalSize = Size(width: fontSize * ImageElement.symbolWidthFactor, height: fontSize * ImageElement.symbolHeightFactor)
        case .file(_, _, let pixelWidth, let pixelHeight):
            naturalSize = Size(width: Dimension.length(Double(pixelWidth) / ImageView.pixelsPerPoint),
                               height: Dimension.length(Double(pixelHeight) / ImageView.pixelsPerPoint))
        case .vector(_, _, let pointWidth, let pointHeight, _):
            naturalSize = Size(width: Dimension.length(pointWidth), height: Dimension.length(pointHeight))
        }
    }

    /// The width of the built-in symbol `name` at `fontSize`: its drawing's width at the symbol's
    /// height and the side room, at most `symbolWidthFactor` em; a name without a drawing (the
    /// placeholder) takes the widest box.
    public static func symbolWidth(of name: String, fontSize: Double) -> Double {
        guard let aspect = SymbolLibrary.aspectRatio(for: name) else { return fontSize * symbolWidthFactor }
        return fontSize * min(symbolWidthFactor, aspect * symbolHeightFactor + symbolSideRoom)
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
