import Devices
import Foundation
import Raster
import Rendering
import Typography
import ViewTree

/// A `widgetLabel` drawn by the face along the bezel: text whose letters follow an arc (upright,
/// read left to right), or a gauge or progress view as an arc. Corner labels lie on the inside
/// of their corner's content; the Infograph top subdial's label runs along the top of the dial.
/// Apple gives no arc geometry beyond "nearly 180 degrees of the bezel" for the top label; the
/// values here are chosen and listed in docs/devices.md.
struct BezelLabel {
    /// The angle a corner label or gauge may span, in radians.
    static let cornerArc = 0.72
    /// The angle the Infograph top label may span (Apple: "nearly 180 degrees").
    static let topArc = Double.pi * 0.95
    /// The gap between a corner's content and its label, and between the dial's edge and the top label, in points.
    static let gap = 2.0
    /// A label gauge's line width, in points.
    static let gaugeWidth = 3.5
    /// The label's text size as a share of the corner complication (HIG: 10–12 pt text for 32–38 pt corners).
    static let textShare = 0.315
    static let fontPatterns = ["Inter:semibold", "DejaVu Sans:bold"]

    /// The arc the label follows: its centre, radius, the angle of its middle, its span.
    struct Arc {
        var center: Point
        var radius: Double
        var middle: Double
        var span: Double

        /// True when the arc's middle is in the upper half, where reading left to right runs clockwise.
        var readsClockwise: Bool { sin(middle) <= 0 }

        func point(at angle: Double) -> Point {
            Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        }
    }

    /// The arc for `slot` on `layout`, nil when the slot shows no label.
    static func arc(for slot: FaceSlot, on layout: WatchFaceLayout) -> Arc? {
        let screen = layout.watch.screen
        let center = Point(x: screen.width / 2, y: screen.height / 2)
        if slot.corner != nil {
            let dx = slot.center.x - center.x, dy = slot.center.y - center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            return Arc(center: center, radius: distance - slot.frame.width / 2 - gap, middle: atan2(dy, dx), span: cornerArc)
        }
        if slot.showsBezelLabel, case .dial(let dialCenter, let radius) = layout.time {
            return Arc(center: dialCenter, radius: radius - gap - textSize(on: layout.watch) / 2, middle: -Double.pi / 2, span: topArc)
        }
        return nil
    }

    static func textSize(on watch: WatchModel) -> Double { (watch.corner * textShare * 2).rounded() / 2 }

    /// Curved content's text size as a share of the corner (chosen: the corner's large text).
    static let curvedContentShare = 0.36

    static func curvedContentSize(on watch: WatchModel) -> Double { (watch.corner * curvedContentShare).rounded() }

    /// A corner whose body is a Text with `.widgetCurvesContent()`: its words, colour, and the arc
    /// they follow, outside the label's (Apple: "the system places the widget label on the inside
    /// of the curve, and the widget's content on the outside").
    static func curvedText(in view: View, slot: FaceSlot, on layout: WatchFaceLayout) -> (text: String, color: ColorValue, arc: Arc)? {
        guard slot.corner != nil, view.modifiers.contains(.widgetCurvesContent(true)), case .text(let runs) = view.kind,
              var arc = arc(for: slot, on: layout) else { return nil }
        arc.radius += slot.frame.width / 2
        var color = ColorValue.hierarchical(level: 0)
        for modifier in view.modifiers { if case .foregroundStyle(let value) = modifier { color = value } }
        return (runs.compactMap(\.resolvedText).joined(), color, arc)
    }

    /// The label of a resolved body: the first `widgetLabel` found, outermost first.
    static func label(in view: View) -> View? {
        var stack = [view]
        while let next = stack.popLast() {
            for modifier in next.modifiers {
                if case .widgetLabel(let label) = modifier { return label }
            }
            stack.append(contentsOf: ViewNesting.children(of: next).reversed())
        }
        return nil
    }

    let face = LazyFontFace(preferring: fontPatterns)

    /// Draws `label` along `arc`: text as characters (`placements`) or, with `allTextAsPixels`,
    /// from the font; gauges and progress as arcs.
    func draw(_ label: View, along arc: Arc, watch: WatchModel, now: Date, color: PixelColor, gaugeColor: PixelColor,
              pointsPerPixel s: Double, allTextAsPixels: Bool, into canvas: inout PixelCanvas, placements: inout [TextPlacement]) {
        switch label.kind {
        case .text(let runs):
            let text = runs.compactMap(\.resolvedText).joined()
            drawText(text, along: arc, size: Self.textSize(on: watch), color: color, pointsPerPixel: s,
                     allTextAsPixels: allTextAsPixels, into: &canvas, placements: &placements)
        case .gauge(let gauge):
            let fraction = gauge.fraction(of: gauge.value.literalValue ?? gauge.lowerBound)
            drawGauge(fraction: fraction, along: arc, color: gaugeColor, pointsPerPixel: s, into: &canvas)
        case .progress(let progress):
            drawGauge(fraction: progress.fraction(now: now), along: arc, color: gaugeColor, pointsPerPixel: s, into: &canvas)
        default:
            break
        }
    }

    func drawGauge(fraction: Double, along arc: Arc, color: PixelColor, pointsPerPixel s: Double, into canvas: inout PixelCanvas) {
        let center = PixelPoint(x: arc.center.x / s, y: arc.center.y / s)
        let radius = arc.radius / s, width = max(Self.gaugeWidth / s, 1)
        let start = arc.middle - arc.span / 2, end = arc.middle + arc.span / 2
        canvas.fill(.arcStroke(center: center, radius: radius, startAngle: start, endAngle: end, lineWidth: width, cap: .round),
                    with: PixelColor(RGBA.white).withOpacity(0.25))
        guard fraction > 0 else { return }
        let filled = arc.span * min(fraction, 1)
        let (from, to) = arc.readsClockwise ? (start, start + filled) : (end - filled, end)
        canvas.fill(.arcStroke(center: center, radius: radius, startAngle: from, endAngle: to, lineWidth: width, cap: .round), with: color)
    }

    func drawText(_ text: String, along arc: Arc, size: Double, color: PixelColor, pointsPerPixel s: Double,
                  allTextAsPixels: Bool, into canvas: inout PixelCanvas, placements: inout [TextPlacement]) {
        let characters = Array(text)
        guard !characters.isEmpty, arc.radius > 0 else { return }
        let direction = arc.readsClockwise ? 1.0 : -1.0
        if allTextAsPixels {
            guard let font = face.face else { return }
            let pixelSize = max(2, Int((size / s).rounded()))
            let glyphs = text.unicodeScalars.map { font.glyphFallingBack($0, pixelSize: pixelSize) }
            let length = glyphs.reduce(0) { $0 + $1.advance } * s
            let sweep = min(length / arc.radius, arc.span)
            var angle = arc.middle - direction * sweep / 2
            for glyph in glyphs {
                let step = glyph.advance * s / arc.radius
                let middle = arc.point(at: angle + direction * step / 2)
                let x = middle.x / s - glyph.advance / 2, baseline = middle.y / s + Double(pixelSize) * 0.36
                GlyphBlitter.blit(glyph, x: Int(x.rounded()) + glyph.left, y: Int(baseline.rounded()) - glyph.top, color: color, into: &canvas)
                angle += direction * step
            }
            return
        }
        // Characters: one per terminal column along the arc, each at the arc's height there.
        var columns: [(Character, Point)] = []
        let fine = 0.25 * s / arc.radius
        var positions: [Point] = []
        var lastColumn = Int.min
        var sweep = 0.0
        // Walk the whole span from its start, keeping one point per new column.
        var angle = arc.middle - direction * arc.span / 2
        while sweep <= arc.span {
            let point = arc.point(at: angle)
            let column = Int((point.x / s).rounded(.down))
            if column != lastColumn {
                positions.append(point)
                lastColumn = column
            }
            angle += direction * fine
            sweep += fine
        }
        guard !positions.isEmpty else { return }
        let shown = characters.count <= positions.count ? characters : Array(characters.prefix(max(positions.count - 1, 0))) + ["…"]
        let first = (positions.count - shown.count) / 2
        for (offset, character) in shown.enumerated() {
            columns.append((character, positions[first + offset]))
        }
        for (character, point) in columns {
            let x = point.x / s
            placements.append(TextPlacement(runs: [TextPlacement.Run(text: String(character), color: color, bold: true)],
                                            minX: x.rounded(.down), maxX: x.rounded(.down) + 1, centerY: point.y / s, anchor: .center))
        }
    }
}
