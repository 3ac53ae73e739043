import Foundation
import Layout
import Raster
import Symbols
import ViewTree

/// Draws a laid-out widget into pixels: shapes, backgrounds, gauges, symbols, images and large
/// text go into the canvas; small text is collected as `TextPlacement`s for terminal characters.
public struct WidgetPainter {
    public var mapping: PixelMapping
    public var colors: WidgetColors
    public var family: WidgetFamily
    /// The widget's slot in picture pixels: `AccessoryWidgetBackground` fills it.
    public var slot: PixelRect
    /// The preview's time, for timer progress views.
    public var now: Date
    public var text: TextRasterizing
    public var images: ImageStore
    /// "Allow Access When Locked" is off: privacy-sensitive content is drawn as placeholders.
    public var privacyRedaction = false
    /// Every text is drawn from the font with smooth edges, whatever its size in pixels (a
    /// picture file has no terminal characters); leaves `placements` empty when a font was found.
    public var drawsAllTextAsPixels = false

    public private(set) var placements: [TextPlacement] = []
    /// Which texts go to pixels, decided for the widget being painted.
    var scaleRule: TextScaleRule?

    /// Corner radius of the rectangular accessory background and container shape, in points.
    /// Apple publishes none; widgets use about 8 points.
    public static let rectangularCornerRadius = 8.0
    /// Corner radius of a systemSmall widget's container, in points: Apple publishes none; about
    /// 22 points as iPhone Home Screen widgets are commonly measured (chosen).
    public static let smallCornerRadius = 22.0

    /// The container's corner radius for the painter's family.
    var containerCornerRadius: Double { family == .small ? Self.smallCornerRadius : Self.rectangularCornerRadius }

    public init(mapping: PixelMapping, colors: WidgetColors, family: WidgetFamily, slot: PixelRect, now: Date,
                text: TextRasterizing, images: ImageStore) {
        self.mapping = mapping
        self.colors = colors
        self.family = family
        self.slot = slot
        self.now = now
        self.text = text
        self.images = images
    }

    /// Paints a laid-out widget, clipped as iOS clips it: a circular widget to the disc it is
    /// drawn in, the others to their slot (the whole pixels it touches, so that its own
    /// anti-aliased edge is not weighted twice), so content laid out past it is not drawn there.
    public mutating func paint(_ root: LayoutNode, into canvas: inout PixelCanvas) {
        scaleRule = TextScaleRule(root: root)
        if family == .circular {
            canvas.withClip(to: .ellipse(in: contentRect)) { clipped in draw(root, anchor: .center, into: &clipped) }
        } else {
            let pixels = slot.enclosingBounds
            let bounds = PixelRect(x: Double(pixels.x), y: Double(pixels.y), width: Double(pixels.width), height: Double(pixels.height))
            canvas.withClip(to: bounds) { clipped in draw(root, anchor: .center, into: &clipped) }
        }
    }

    /// The content area in picture pixels: the slot less the content inset.
    var contentRect: PixelRect {
        PixelRect(x: mapping.origin.x, y: mapping.origin.y,
                  width: slot.width - 2 * (mapping.origin.x - slot.x), height: slot.height - 2 * (mapping.origin.y - slot.y))
    }

    /// Draws a node and what is inside it: as a knock-out (`.blendMode(.destinationOut)`: its
    /// text drawn from the font, since characters cannot erase pixels) or a compositing group
    /// when it is one, else as `drawMoved` draws it.
    mutating func draw(_ node: LayoutNode, anchor: TextPlacement.Anchor, into canvas: inout PixelCanvas) {
        if node.modifiers.contains(.knockOut) {
            let drewAllTextAsPixels = drawsAllTextAsPixels
            if text.isAvailable { drawsAllTextAsPixels = true }
            canvas.knockingOut { layer in drawMoved(node, anchor: anchor, into: &layer) }
            drawsAllTextAsPixels = drewAllTextAsPixels
        } else if let radius = Self.blurRadius(of: node) {
            // Terminal characters cannot be blurred: the text is drawn from the font.
            let drewAllTextAsPixels = drawsAllTextAsPixels
            if text.isAvailable { drawsAllTextAsPixels = true }
            canvas.withBlur(sigma: mapping.pixels(radius)) { layer in drawMoved(node, anchor: anchor, into: &layer) }
            drawsAllTextAsPixels = drewAllTextAsPixels
        } else if node.modifiers.contains(.compositingGroup) {
            canvas.withCompositingGroup { layer in drawMoved(node, anchor: anchor, into: &layer) }
        } else {
            drawMoved(node, anchor: anchor, into: &canvas)
        }
    }

    /// Draws a node and what is inside it, moved, scaled or turned by its drawing effects.
    mutating func drawMoved(_ node: LayoutNode, anchor: TextPlacement.Anchor, into canvas: inout PixelCanvas) {
        let transform = DrawingEffects.transform(of: node, in: rect(of: node), mapping: mapping)
        guard !transform.isIdentity else { return drawClipped(node, anchor: anchor, into: &canvas) }
        let firstPlacement = placements.count
        let drewAllTextAsPixels = drawsAllTextAsPixels
        let isTranslation = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        // Terminal characters cannot be scaled or turned: such text is drawn from the font.
        if !isTranslation && text.isAvailable { drawsAllTextAsPixels = true }
        canvas.withTransform(transform) { layer in drawClipped(node, anchor: anchor, into: &layer) }
        drawsAllTextAsPixels = drewAllTextAsPixels
        for index in placements.indices.dropFirst(firstPlacement) {
            placements[index].minX += transform.tx
            placements[index].maxX += transform.tx
            placements[index].centerY += transform.ty
        }
    }

    mutating func drawClipped(_ node: LayoutNode, anchor: TextPlacement.Anchor, into canvas: inout PixelCanvas) {
        let clip = node.modifiers.compactMap { modifier -> ShapeKind? in
            if case .clipShape(let shape) = modifier { return shape }
            return nil
        }.last
        if let clip {
            let path = shapePath(clip, in: rect(of: node))
            canvas.withClip(to: path) { clipped in drawContent(node, anchor: anchor, into: &clipped) }
        } else {
            drawContent(node, anchor: anchor, into: &canvas)
        }
    }

    mutating func drawContent(_ node: LayoutNode, anchor: TextPlacement.Anchor, into canvas: inout PixelCanvas) {
        let environment = node.environment
        switch node.kind {
        case .color(let value):
            canvas.fill(.rect(rect(of: node)), with: colors.resolve(value, in: environment))
        case .view(let kind):
            drawView(kind, node: node, anchor: anchor, into: &canvas)
        case .indicator, .label, .padding, .frame, .fixedSize, .aspectRatio, .position, .background, .overlay:
            break
        }
        let anchors = TextAnchoring.childAnchors(of: node, inherited: anchor)
        let hidesLabels = isIndicator(node.kind) && isRedacted(environment)
        for (child, childAnchor) in zip(node.children, anchors) where !(hidesLabels && child.isIndicatorLabel) {
            draw(child, anchor: childAnchor, into: &canvas)
        }
    }

    mutating func drawView(_ kind: ViewKind, node: LayoutNode, anchor: TextPlacement.Anchor, into canvas: inout PixelCanvas) {
        let environment = node.environment
        let foreground = colors.resolve(environment.foregroundStyle, in: environment)
        let redacted = isRedacted(environment)
        switch kind {
        case .text where redacted:
            if let layout = node.text { drawTextPlaceholder(layout, environment: environment, into: &canvas) }
        case .text:
            if let layout = node.text { drawText(layout, node: node, anchor: anchor, into: &canvas) }
        case .image where redacted:
            drawShapePlaceholder(in: rect(of: node), color: foreground, into: &canvas)
        case .image(let image):
            drawImage(image, in: rect(of: node), environment: environment, into: &canvas)
        case .shape(let shape):
            drawShape(shape, node: node, into: &canvas)
        case .accessoryWidgetBackground:
            drawAccessoryBackground(node: node, into: &canvas)
        case .gauge(let gauge):
            if let ring = node.children.first(where: { $0.kind == .indicator }) {
                IndicatorPainter(colors: colors, showsValue: !redacted)
                    .drawGauge(gauge, in: rect(of: ring), environment: ring.environment, into: &canvas)
            }
        case .progress(let progress):
            if let bar = node.children.first(where: { $0.kind == .indicator }) {
                IndicatorPainter(colors: colors, showsValue: !redacted).drawProgress(progress, in: rect(of: bar), now: now, environment: bar.environment, into: &canvas)
            }
        case .chart(let chart):
            drawChart(chart, node: node, into: &canvas)
        case .stack, .spacer, .viewThatFits, .group, .empty, .branch, .geometryReader:
            break
        }
    }

    /// The radius of a node's `.blur`, in points (the outermost, when there are several).
    static func blurRadius(of node: LayoutNode) -> Double? {
        node.modifiers.lazy.compactMap { modifier -> Double? in
            if case .blur(let radius) = modifier { return radius }
            return nil
        }.last
    }

    func rect(of node: LayoutNode) -> PixelRect {
        mapping.rect(x: node.frame.x, y: node.frame.y, width: node.frame.width, height: node.frame.height)
    }

    /// A shape's outline in a frame, as SwiftUI draws it: circles inscribed and centred.
    func shapePath(_ shape: ShapeKind, in frame: PixelRect) -> VectorPath {
        switch shape {
        case .circle:
            let radius = min(frame.width, frame.height) / 2
            return .circle(center: PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2), radius: radius)
        case .capsule:
            return .capsule(in: frame)
        case .rectangle:
            return .rect(frame)
        case .roundedRectangle(let radius):
            return .roundedRect(frame, cornerRadius: min(mapping.pixels(radius), min(frame.width, frame.height) / 2))
        case .path(let path):
            return vectorPath(path, in: frame)
        case .containerRelative:
            if family == .circular { return .ellipse(in: frame) }
            let inset = max(frame.x - slot.x, frame.y - slot.y, 0)
            let radius = max(mapping.pixels(containerCornerRadius) - inset, 0)
            return .roundedRect(frame, cornerRadius: min(radius, min(frame.width, frame.height) / 2))
        }
    }

    /// A path the code draws, in pixels: a `Shape`'s made for the frame (else stretched from its
    /// reference rect to the frame), a `Path` view's from the frame's corner at its own size.
    func vectorPath(_ path: ShapePath, in frame: PixelRect) -> VectorPath {
        let pixelsPerPoint = mapping.pixels(1)
        if let maker = path.maker, pixelsPerPoint > 0,
           let sized = maker.path(width: frame.width / pixelsPerPoint, height: frame.height / pixelsPerPoint) {
            return vectorPath(ShapePath(elements: sized.elements, referenceWidth: sized.referenceWidth, referenceHeight: sized.referenceHeight),
                              in: frame)
        }
        let scaleX = path.referenceWidth.map { $0 > 0 ? frame.width / $0 : 0 } ?? mapping.pixels(1)
        let scaleY = path.referenceHeight.map { $0 > 0 ? frame.height / $0 : 0 } ?? mapping.pixels(1)
        func point(_ x: Double, _ y: Double) -> PixelPoint { PixelPoint(x: frame.x + x * scaleX, y: frame.y + y * scaleY) }
        var result = VectorPath()
        for element in path.elements {
            switch element {
            case .move(let x, let y): result.move(to: point(x, y))
            case .line(let x, let y): result.addLine(to: point(x, y))
            case .quadCurve(let x, let y, let cx, let cy): result.addQuadCurve(to: point(x, y), control: point(cx, cy))
            case .cubicCurve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                result.addCurve(to: point(x, y), control1: point(c1x, c1y), control2: point(c2x, c2y))
            case .arc(let cx, let cy, let radius, let startDegrees, let sweepDegrees):
                let start = startDegrees * .pi / 180
                result.addArc(center: point(cx, cy), radiusX: radius * scaleX, radiusY: radius * scaleY,
                              startAngle: start, endAngle: start + sweepDegrees * .pi / 180)
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    mutating func drawShape(_ shape: ShapeView, node: LayoutNode, into canvas: inout PixelCanvas) {
        let frame = rect(of: node)
        if let trim = shape.trim, shape.shape == .circle {
            let radius = min(frame.width, frame.height) / 2
            let center = PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            let (start, end) = (trim.lowerBound * 2 * .pi, trim.upperBound * 2 * .pi)
            guard end > start else { return }
            if let stroke = shape.stroke {
                let arc = VectorPath.arcStroke(center: center, radius: radius, startAngle: start, endAngle: end,
                                               lineWidth: max(mapping.pixels(stroke.lineWidth), 0.5), cap: stroke.roundCaps ? .round : .butt)
                if let gradient = stroke.gradient { return fill(arc, with: gradient, across: frame, node: node, into: &canvas) }
                canvas.fill(arc, with: colors.resolve(stroke.color ?? node.environment.foregroundStyle, in: node.environment))
            } else {
                // A trimmed fill is what the trimmed outline encloses: the arc closed by its chord.
                var segment = VectorPath()
                segment.move(to: PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: start))
                segment.addArc(center: center, radius: radius, startAngle: start, endAngle: end)
                segment.closeSubpath()
                if let gradient = shape.gradient { return fill(segment, with: gradient, across: frame, node: node, into: &canvas) }
                canvas.fill(segment, with: colors.resolve(shape.fill ?? node.environment.foregroundStyle, in: node.environment))
            }
            return
        }
        if let stroke = shape.stroke {
            let width = max(mapping.pixels(stroke.lineWidth), 0.5)
            let band = stroke.dash.isEmpty ? strokePath(shape.shape, in: frame, lineWidth: width)
                : dashedStroke(shapePath(shape.shape, in: frame), pattern: stroke.dash.map(mapping.pixels), lineWidth: width)
            if let gradient = stroke.gradient {
                fill(band, with: gradient, across: frame, node: node, into: &canvas)
            } else {
                canvas.fill(band, with: colors.resolve(stroke.color ?? node.environment.foregroundStyle, in: node.environment))
            }
            let inside = shapePath(shape.shape, in: frame.insetBy(width / 2))
            if let gradient = shape.gradient {
                fill(inside, with: gradient, across: frame, node: node, into: &canvas)
            } else if let fill = shape.fill {
                canvas.fill(inside, with: colors.resolve(fill, in: node.environment))
            }
            return
        }
        if let gradient = shape.gradient { return fill(shapePath(shape.shape, in: frame), with: gradient, across: frame, node: node, into: &canvas) }
        let fill = shape.fill ?? node.environment.foregroundStyle
        canvas.fill(shapePath(shape.shape, in: frame), with: colors.resolve(fill, in: node.environment))
    }

    /// A stroke with `StrokeStyle(dash:)`: the outline's dashes, each a band with square (butt)
    /// ends, as `StrokeStyle`'s default cap draws them.
    func dashedStroke(_ outline: VectorPath, pattern: [Double], lineWidth: Double) -> VectorPath {
        var band = VectorPath()
        for line in outline.polylines where line.count > 1 {
            for piece in ChartPath.dashed(line, pattern: pattern) {
                for (a, b) in zip(piece, piece.dropFirst()) { band.addPath(.lineSegment(from: a, to: b, width: lineWidth, cap: .butt)) }
            }
        }
        return band
    }

    /// SwiftUI's `stroke`: a band centred on the outline.
    /// The band a stroke paints: `lineWidth` wide, centred on the shape's edge, as SwiftUI's
    /// `stroke` (half of it outside the frame).
    func strokePath(_ shape: ShapeKind, in frame: PixelRect, lineWidth: Double) -> VectorPath {
        switch shape {
        case .circle:
            let radius = min(frame.width, frame.height) / 2
            return .ring(center: PixelPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2), radius: radius, lineWidth: lineWidth)
        case .capsule:
            return .strokedRoundedRect(frame, cornerRadius: min(frame.width, frame.height) / 2, lineWidth: lineWidth)
        case .rectangle:
            return .strokedRoundedRect(frame, cornerRadius: 0, lineWidth: lineWidth)
        case .roundedRectangle(let radius):
            return .strokedRoundedRect(frame, cornerRadius: mapping.pixels(radius), lineWidth: lineWidth)
        case .path(let path):
            var band = VectorPath()
            for line in vectorPath(path, in: frame).polylines {
                for (a, b) in zip(line, line.dropFirst()) { band.addPath(.lineSegment(from: a, to: b, width: lineWidth, cap: .round)) }
            }
            return band
        case .containerRelative:
            if family == .circular { return .strokedEllipse(in: frame, lineWidth: lineWidth) }
            return .strokedRoundedRect(frame, cornerRadius: mapping.pixels(Self.rectangularCornerRadius), lineWidth: lineWidth)
        }
    }

    /// WidgetKit draws the accessory background behind the content margins: the widget's disc in
    /// circular (the content area, which the widget is clipped to), the whole slot as a rounded
    /// rectangle in rectangular, nothing in inline.
    mutating func drawAccessoryBackground(node: LayoutNode, into canvas: inout PixelCanvas) {
        guard family != .inline else { return }
        let color = PixelColor(colors.accessoryBackgroundColor).withOpacity(node.environment.opacity)
        let reaches = reachesContentEdges(rect(of: node))
        let frame = reaches ? (family == .circular ? contentRect : slot) : rect(of: node)
        let path: VectorPath = family == .circular
            ? .ellipse(in: frame)
            : .roundedRect(frame, cornerRadius: min(mapping.pixels(Self.rectangularCornerRadius), frame.height / 2))
        canvas.fill(path, with: color)
    }

    /// A segment's underline and strikethrough in pixels: in the line's own colour when
    /// `color:` gave one, else the text's.
    func drawLines(of segment: TextSegment, baseline: Double, textColor: PixelColor, environment: EnvironmentValues,
                   into canvas: inout PixelCanvas) {
        let styles = [segment.underline, segment.strikethrough].compactMap { $0 }
        for (rectangle, style) in zip(TextDecorationLines.rectangles(of: segment, baseline: baseline), styles) {
            let color = style.color.map { colors.resolve($0, in: environment) } ?? textColor
            let frame = mapping.rect(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
            // At least a pixel tall, so a thin line still shows at small scales.
            let height = max(frame.height, 1)
            canvas.fill(.rect(PixelRect(x: frame.x, y: frame.y - (height - frame.height) / 2, width: frame.width, height: height)), with: color)
        }
    }

    /// True when a frame covers the whole content area (to within a pixel).
    func reachesContentEdges(_ frame: PixelRect) -> Bool {
        let content = contentRect
        return frame.x <= content.x + 1 && frame.y <= content.y + 1
            && frame.x + frame.width >= content.x + content.width - 1 && frame.y + frame.height >= content.y + content.height - 1
    }

    mutating func drawText(_ layout: TextLayout, node: LayoutNode, anchor: TextPlacement.Anchor, into canvas: inout PixelCanvas) {
        let environment = node.environment
        let anchor = layout.lines.count > 1 ? TextAnchoring.anchor(environment.multilineTextAlignment) : anchor
        for line in layout.lines {
            var runs: [TextPlacement.Run] = []
            var span: (minX: Double, maxX: Double)?
            let lineBox = mapping.rect(x: line.x, y: line.y, width: line.width, height: line.height)
            func placeRuns() {
                if let span, !runs.isEmpty {
                    placements.append(TextPlacement(runs: runs, minX: span.minX, maxX: span.maxX,
                                                    centerY: lineBox.y + lineBox.height / 2, anchor: anchor))
                }
                runs = []
                span = nil
            }
            for segment in line.segments where !segment.text.isEmpty {
                let color = colors.resolve(segment.foreground ?? environment.foregroundStyle, in: environment)
                if let symbol = segment.symbol {
                    // A symbol in the text is drawn as the symbol, in pixels; the letters on
                    // either side are placed apart from it, so no character covers it.
                    placeRuns()
                    let size = segment.font.size
                    let frame = mapping.rect(x: segment.x, y: line.baseline - size * ImageElement.symbolBaselineFraction,
                                             width: segment.width, height: size * ImageElement.symbolHeightFactor)
                    canvas.fill(SymbolLibrary.pathOrPlaceholder(for: symbol, in: frame), with: color)
                    continue
                }
                let box = mapping.rect(x: segment.x, y: line.y, width: segment.width, height: line.height)
                let asPixels = (drawsAllTextAsPixels && text.isAvailable)
                    || scaleRule?.drawsAsPixels(segment.font, pointsPerPixel: mapping.pointsPerPixel, text: text)
                    ?? text.drawsAsPixels(segment.font, pointsPerPixel: mapping.pointsPerPixel)
                if asPixels {
                    text.draw(segment.text, font: segment.font, pointsPerPixel: mapping.pointsPerPixel, in: box,
                              baseline: mapping.point(x: segment.x, y: line.baseline).y, color: color,
                              emojiTint: colors.mode == .accented ? color : nil, smoothEdges: drawsAllTextAsPixels, into: &canvas)
                    drawLines(of: segment, baseline: line.baseline, textColor: color, environment: environment, into: &canvas)
                } else {
                    runs.append(TextPlacement.Run(text: segment.text, color: color, bold: segment.font.weight >= .semibold,
                                                  underline: segment.underline != nil, strikethrough: segment.strikethrough != nil))
                    span = (min(span?.minX ?? box.x, box.x), max(span?.maxX ?? box.x + box.width, box.x + box.width))
                }
            }
            placeRuns()
        }
    }

}
