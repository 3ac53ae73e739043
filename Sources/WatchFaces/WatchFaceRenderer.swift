import Cells
import Devices
import Foundation
import Localization
import Layout
import Raster
import Rendering
import ViewTree

/// Draws a watch face: black, the dial or digital time, the date, each complication through
/// the face's rendering mode (clipped to a circle for circular and corner families, as watchOS
/// masks them), the widget labels along the bezel, and Always-On dimming; then half-block cells
/// with small text as characters.
public final class WatchFaceRenderer: @unchecked Sendable {
    /// The default scale of a face in the terminal: 2 points per pixel puts a 45 mm face in 99
    /// columns × 61 rows.
    public static let defaultPointsPerPixel = 2.0
    /// How bright an Always-On face is against the face awake (chosen; Apple says only "a
    /// low-luminance presentation").
    public static let alwaysOnBrightness = 0.5

    public let widgets: WidgetRenderer
    private let dialText = FaceTextPainter()
    private let labels = BezelLabel()
    private let inlineLine = InlineSlotPainter()

    public init(widgets: WidgetRenderer = WidgetRenderer()) {
        self.widgets = widgets
    }

    /// The face as cells at `pointsPerPixel`.
    public func render(_ scene: WatchFaceScene, options: WatchFaceOptions, pointsPerPixel s: Double = defaultPointsPerPixel) -> CellGrid {
        let (pixels, text) = compose(scene, options: options, pointsPerPixel: s, allTextAsPixels: false)
        var grid = HalfBlockEncoder(backdrop: .black).encode(pixels)
        TextCellPlacer(bounds: 0...max(grid.width - 1, 0)).place(text, into: &grid, backdrop: .black)
        return grid
    }

    /// The face as pixels at `pointsPerPixel`, every text drawn from the font (a PNG at the
    /// watch's own pixels: `1 / WatchModel.scale`).
    public func pixels(_ scene: WatchFaceScene, options: WatchFaceOptions, pointsPerPixel s: Double) -> PixelBuffer {
        compose(scene, options: options, pointsPerPixel: s, allTextAsPixels: true).pixels
    }

    func compose(_ scene: WatchFaceScene, options: WatchFaceOptions, pointsPerPixel s: Double,
                 allTextAsPixels: Bool) -> (pixels: PixelBuffer, text: [TextPlacement]) {
        let layout = scene.layout, watch = layout.watch
        let width = max(1, Int((watch.screen.width / s).rounded(.up)))
        var height = max(2, Int((watch.screen.height / s).rounded(.up)))
        height += height % 2
        var canvas = PixelCanvas(width: width, height: height, background: PixelColor(red: 0, green: 0, blue: 0))
        var text: [TextPlacement] = []
        let dial: DialPainter? = if case .dial(let center, let radius) = layout.time {
            DialPainter(center: center, radius: radius, pointsPerPixel: s)
        } else {
            nil
        }
        dial?.drawTicks(into: &canvas)
        drawTime(layout, options: options, pointsPerPixel: s, into: &canvas)
        if let date = layout.date {
            let tint = PixelColor(scene.tint)
            let label = DateWording(locale: options.locale, timeZone: options.timeZone).shortWeekdayAndDay(options.now).uppercased(with: options.locale.locale)
            if allTextAsPixels {
                dialText.draw(label, face: dialText.dateFace, size: date.size, baseline: date.baseline, centerX: date.centered ? date.x : nil,
                              trailing: date.centered ? nil : date.x, pointsPerPixel: s, color: tint, into: &canvas)
            } else {
                let end = date.centered ? (date.x / s + Double(label.count) / 2).rounded() : date.x / s
                text.append(TextPlacement(runs: [TextPlacement.Run(text: label, color: tint, bold: true)], minX: end - Double(label.count),
                                          maxX: end, centerY: (date.baseline - date.size * 0.35) / s, anchor: date.centered ? .center : .trailing))
            }
        }
        var colors = widgets.colors
        colors.primary = .white
        colors.accent = scene.tint
        colors.mode = options.mode
        let painter = WidgetRenderer(colors: colors, text: widgets.text, images: widgets.images)
        for slot in layout.slots {
            guard let placed = scene.widgets[slot.name], placed.widget.body(for: slot.family) != nil else { continue }
            let environment = options.environment(for: slot.family)
            let resolved = placed.widget.resolvedBody(for: environment, entryIndex: placed.entryIndex)
            if let curved = BezelLabel.curvedText(in: resolved, slot: slot, on: layout) {
                // `.widgetCurvesContent()` on a corner's text: the text follows the bezel outside its label.
                labels.drawText(curved.text, along: curved.arc, size: BezelLabel.curvedContentSize(on: watch),
                                color: colors.resolve(curved.color, in: EnvironmentValues(family: slot.family)), pointsPerPixel: s,
                                allTextAsPixels: allTextAsPixels, into: &canvas, placements: &text)
                drawLabel(of: resolved, slot: slot, layout: layout, options: options, colors: colors, pointsPerPixel: s,
                          allTextAsPixels: allTextAsPixels, into: &canvas, placements: &text)
                continue
            }
            if slot.family == .inline {
                // Laid out unbounded, so that the line's own (smaller) font decides where it is cut.
                let unbounded = SlotGeometry(size: Size(width: InlineSlotPainter.layoutWidth, height: slot.frame.height), contentInset: 0)
                let request = WidgetRenderer.Request(widget: placed.widget, environment: environment, entryIndex: placed.entryIndex,
                                                     slot: unbounded, pointsPerPixel: s)
                let content = InlineContent(painter.layout(request), redaction: RedactionRule(privacy: options.privacy))
                let color = options.mode == .accented && content.isAccentable ? PixelColor(scene.tint) : PixelColor(red: 255, green: 255, blue: 255)
                inlineLine.draw(content, in: slot, color: color, pointsPerPixel: s, allTextAsPixels: allTextAsPixels,
                                into: &canvas, placements: &text)
                continue
            }
            let request = WidgetRenderer.Request(widget: placed.widget, environment: environment, entryIndex: placed.entryIndex,
                                                 slot: SlotGeometry(size: slot.frame.size, contentInset: WatchModel.contentInset), pointsPerPixel: s)
            let root = painter.layout(request)
            let painting = painter.paint(root, request: request, allTextAsPixels: allTextAsPixels, backdrop: .transparent)
            let x = Int((slot.frame.x / s).rounded()), y = Int((slot.frame.y / s).rounded())
            var picture = painting.pixels
            if slot.family == .circular || slot.family == .corner {
                picture = Self.masked(picture, toCircleOf: slot.frame.width / s)
            }
            canvas.draw(picture, in: PixelRect(x: Double(x), y: Double(y), width: Double(picture.width), height: Double(picture.height)))
            let columns = Double(x)...Double(x + picture.width)
            text += painting.text.map { $0.moved(x: Double(x), y: Double(y)) }.filter { columns.contains($0.minX) }
            drawLabel(of: resolved, slot: slot, layout: layout, options: options, colors: colors, pointsPerPixel: s,
                      allTextAsPixels: allTextAsPixels, into: &canvas, placements: &text)
        }
        dial?.drawHands(at: options.now, timeZone: options.timeZone, tint: scene.tint, showsSeconds: !options.luminanceReduced,
                        dimming: 1, into: &canvas)
        var pixels = canvas.buffer
        if options.luminanceReduced {
            let weight = Int((Self.alwaysOnBrightness * 255).rounded())
            for index in pixels.pixels.indices { pixels.pixels[index] = pixels.pixels[index].scaled(by: weight) }
            pixels = pixels.flattened(over: PixelColor(red: 0, green: 0, blue: 0))
            text = text.map { placement in
                var dimmed = placement
                dimmed.runs = placement.runs.map { run in
                    var dim = run
                    dim.color = run.color.scaled(by: weight)
                    return dim
                }
                return dimmed
            }
        }
        return (pixels, text)
    }

    /// The `widgetLabel` of a slot's resolved body along the bezel, if it has one and the slot shows labels.
    private func drawLabel(of resolved: View, slot: FaceSlot, layout: WatchFaceLayout, options: WatchFaceOptions, colors: WidgetColors,
                           pointsPerPixel s: Double, allTextAsPixels: Bool, into canvas: inout PixelCanvas, placements: inout [TextPlacement]) {
        guard let label = BezelLabel.label(in: resolved), let arc = BezelLabel.arc(for: slot, on: layout) else { return }
        let tint = PixelColor(colors.accent)
        let gaugeColor = options.mode == .accented ? tint : Self.tint(of: label, colors: colors) ?? tint
        labels.draw(label, along: arc, watch: layout.watch, now: options.now, color: PixelColor(RGBA.white), gaugeColor: gaugeColor,
                    pointsPerPixel: s, allTextAsPixels: allTextAsPixels, into: &canvas, placements: &placements)
    }

    /// The digital time, or nothing for a dial (its hands are drawn over the complications).
    private func drawTime(_ layout: WatchFaceLayout, options: WatchFaceOptions, pointsPerPixel s: Double, into canvas: inout PixelCanvas) {
        guard case .digital(let size, let baseline, let centerX, let trailing) = layout.time else { return }
        let time = DateWording(locale: options.locale, timeZone: options.timeZone).clock(options.now)
        dialText.draw(time, face: dialText.timeFace, size: size, baseline: baseline, centerX: centerX, trailing: trailing,
                      pointsPerPixel: s, color: PixelColor(RGBA.white), into: &canvas)
    }

    /// `picture` with everything outside the circle of `diameter` pixels (centred) made transparent.
    static func masked(_ picture: PixelBuffer, toCircleOf diameter: Double) -> PixelBuffer {
        var mask = PixelCanvas(width: picture.width, height: picture.height)
        let radius = diameter / 2
        mask.fill(.circle(center: PixelPoint(x: Double(picture.width) / 2, y: Double(picture.height) / 2), radius: radius),
                  with: PixelColor(red: 255, green: 255, blue: 255))
        var result = picture
        for index in result.pixels.indices {
            result.pixels[index] = result.pixels[index].scaled(by: Int(mask.buffer.pixels[index].alpha))
        }
        return result
    }

    /// The `.tint` a label view carries (a gauge's colour in full colour).
    static func tint(of label: View, colors: WidgetColors) -> PixelColor? {
        for modifier in label.modifiers {
            if case .tint(let value) = modifier { return PixelColor(value.resolved(primary: colors.primary, accent: colors.accent)) }
        }
        return nil
    }
}
