import Layout
import Raster
import Symbols
import ViewTree

/// Images: built-in symbols as paths, PNGs as pixels, SVGs and PDFs drawn at the size they are
/// shown (or from their @3x rendition), custom symbols in the font's weight; templates in the
/// foreground colour.
extension WidgetPainter {
    mutating func drawImage(_ image: ImageView, in frame: PixelRect, environment: EnvironmentValues, into canvas: inout PixelCanvas) {
        let color = colors.resolve(environment.foregroundStyle, in: environment)
        let mode: ImagePlacement.Mode = switch image.resizing {
        case .fill?: .cover
        case .stretch?: .stretch
        case .fit?, nil: .fit
        }
        let buffer: PixelBuffer?
        switch image.source {
        case .symbol(let name):
            canvas.fill(SymbolLibrary.pathOrPlaceholder(for: name, in: frame), with: color)
            return
        case .customSymbol(_, let path):
            drawCustomSymbol(at: path, in: frame, environment: environment, color: color, into: &canvas)
            return
        case .file(_, let path, _, _):
            buffer = images.image(at: path)
        case .vector(_, let path, let pointWidth, let pointHeight, let preservesVectorData):
            let drawn = Self.wholeImageSize(width: pointWidth, height: pointHeight, in: frame, mode: mode)
            let width = preservesVectorData ? drawn.width : pointWidth * ImageView.pixelsPerPoint
            let height = preservesVectorData ? drawn.height : pointHeight * ImageView.pixelsPerPoint
            buffer = images.vectorImage(at: path, width: max(1, Int(width.rounded())), height: max(1, Int(height.rounded())))
        }
        guard let buffer else {
            canvas.fill(SymbolLibrary.placeholderPath(in: frame), with: color)
            return
        }
        let shown = image.rendersAsTemplate
            ? Self.template(buffer, color: color)
            : colors.recolored(buffer, in: environment, accentedRenderingMode: image.accentedRenderingMode)
        let placement = ImagePlacement(imageWidth: shown.width, imageHeight: shown.height, frame: frame, mode: mode)
        canvas.withClip(to: frame) { clipped in
            clipped.draw(shown, in: placement.destination, from: placement.source, opacity: image.rendersAsTemplate ? 1 : Double(color.alpha) / 255)
        }
    }

    /// The size in pixels the whole of a `width × height` image is drawn at in `frame` (larger
    /// than the frame when it is cropped to fill it): the size a vector image is drawn at.
    static func wholeImageSize(width: Double, height: Double, in frame: PixelRect, mode: ImagePlacement.Mode) -> (width: Double, height: Double) {
        guard width > 0, height > 0 else { return (frame.width, frame.height) }
        let across = frame.width / width, down = frame.height / height
        switch mode {
        case .stretch: return (frame.width, frame.height)
        case .fit: return (width * min(across, down), height * min(across, down))
        case .cover: return (width * max(across, down), height * max(across, down))
        }
    }

    /// A custom symbol as SF Symbols sit in text, in the font's weight (`ImageStore.drawSymbol`).
    func drawCustomSymbol(at path: String, in frame: PixelRect, environment: EnvironmentValues, color: PixelColor,
                          into canvas: inout PixelCanvas) {
        images.drawSymbol(at: path, weight: environment.resolvedFont.weight, in: frame, color: color, into: &canvas)
    }

    /// An image as a template: every pixel `color`, at the pixel's alpha.
    static func template(_ image: PixelBuffer, color: PixelColor) -> PixelBuffer {
        var result = image
        for index in result.pixels.indices { result.pixels[index] = color.scaled(by: Int(image.pixels[index].alpha)) }
        return result
    }
}

extension ImageStore {
    /// Draws the custom symbol (`NAME.symbolset`) at `path` as SF Symbols sit in text: `frame`
    /// one em tall, the symbol's cap height the font's (`TextRasterizing.capHeight` of it) and
    /// centred in the frame (as layout places a symbol's baseline), in `weight`, filled with
    /// `color`; a placeholder when it cannot be read. A widget's image and a control's corner
    /// button draw custom symbols this one way.
    public func drawSymbol(at path: String, weight: FontWeight, in frame: PixelRect, color: PixelColor, into canvas: inout PixelCanvas) {
        let weightIndex = FontWeight.allCases.firstIndex(of: weight) ?? 0
        let left = Int(frame.x.rounded(.down)), top = Int(frame.y.rounded(.down))
        let width = Int((frame.x + frame.width).rounded(.up)) - left, height = Int((frame.y + frame.height).rounded(.up)) - top
        let capHeight = frame.height * TextRasterizing.capHeight
        let baseline = frame.y + frame.height / 2 + capHeight / 2 - Double(top)
        guard width > 0, height > 0,
              let buffer = symbol(at: path, weight: weightIndex, capHeight: capHeight, baseline: baseline, width: width, height: height) else {
            canvas.fill(SymbolLibrary.placeholderPath(in: frame), with: color)
            return
        }
        canvas.draw(WidgetPainter.template(buffer, color: color),
                    in: PixelRect(x: Double(left), y: Double(top), width: Double(width), height: Double(height)))
    }
}
