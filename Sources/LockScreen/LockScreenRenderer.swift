import Cells
import Devices
import Foundation
import Layout
import Raster
import Rendering
import ViewTree

/// Draws a whole Lock Screen: wallpaper, date line with the inline widget, clock, the widget
/// row through the rendering mode, privacy placeholders, Always-On dimming and the phone's
/// outline, then half-block cells with small text as characters.
public final class LockScreenRenderer: @unchecked Sendable {
    /// The margin a one-slot viewport shows around the slot, in points.
    public static let slotViewportMargin = LockScreenFrames.viewportMargin

    public let backdrops: BackdropCache
    public let widgets: WidgetRenderer
    let clock = ClockFace()
    let dateLine = DateLine()

    public init(backdrops: BackdropCache = BackdropCache(), widgets: WidgetRenderer = WidgetRenderer()) {
        self.backdrops = backdrops
        self.widgets = widgets
    }

    /// The picture fitted into `columns` × `rows` cells, centred; when the mode is not vibrant
    /// the last row holds the caption. Cells outside the phone keep the terminal's colours.
    /// `reservingCaptionRow` keeps that row in every mode, so that a picture shown after
    /// another in a different mode has the same size and place (the live preview's `m`).
    public func render(_ scene: LockScreenScene, options: LockScreenOptions, columns: Int, rows: Int,
                       reservingCaptionRow: Bool = false) throws -> LockScreenPicture {
        // StandBy draws in full colour by design: no caption says it is not the Lock Screen's mode.
        let caption = scene.device.idiom == .standBy ? nil : LockScreenCaption.text(for: options.mode)
        let pictureRows = max(1, rows - (caption == nil && !reservingCaptionRow ? 0 : 1))
        let viewport = LockScreenFrames.viewport(options.viewport, scene: scene)
        let scale = max(viewport.width / Double(max(columns, 1)), viewport.height / Double(2 * pictureRows))
        let drawn = try render(scene, options: options, pointsPerPixel: scale)
        var grid = CellGrid(width: max(columns, 1), height: max(rows, 1))
        let origin = CellPosition(column: (grid.width - drawn.grid.width) / 2, row: max(0, (pictureRows - drawn.grid.height) / 2))
        grid.paste(drawn.grid, at: origin)
        if let caption {
            LockScreenCaption.write(caption, into: &grid, row: grid.height - 1)
        }
        let slots = drawn.slots.map { slot in
            var moved = slot
            moved.column += origin.column
            moved.row += origin.row
            return moved
        }
        return LockScreenPicture(grid: grid, slots: slots, caption: caption)
    }

    /// The viewport drawn at `pointsPerPixel`, exactly its size in cells (no caption).
    public func render(_ scene: LockScreenScene, options: LockScreenOptions, pointsPerPixel s: Double) throws -> LockScreenPicture {
        let screen = try compose(scene, options: options, pointsPerPixel: s, allTextAsPixels: false, viewportOnly: true)
        guard let textColors = screen.textColors else { preconditionFailure("a screen composed for characters has their colours") }
        let crop = screen.crop
        var grid = HalfBlockEncoder(backdrop: .black).encode(screen.pixels.cropped(to: crop))
        let offset = (x: Double(crop.x), y: Double(crop.y))
        let textColumns = WidgetTextColumns.bounds(for: screen.widgetText.map(\.columns), screenColumns: screen.pixels.width)
        for (text, columns) in zip(screen.widgetText, textColumns) {
            // A neighbour at the edge of a one-slot crop keeps its pixels but not its words: a line
            // the crop cuts would read as "D…".
            let placements = text.placements.map { textColors.resolve($0, widgetLayer: true).shifted(by: offset) }
                .filter { $0.minX >= -0.5 && $0.maxX <= Double(grid.width) + 0.5 }
            TextCellPlacer(bounds: (columns.lowerBound - crop.x)...(columns.upperBound - crop.x),
                           rows: Self.cellRows(of: text.rows, crop: crop))
                .place(placements, into: &grid, backdrop: .black)
        }
        for (text, columns) in zip(screen.activityText, WidgetTextColumns.bounds(for: screen.activityText.map(\.columns),
                                                                                 screenColumns: screen.pixels.width)) {
            let placements = text.placements.map { textColors.resolve($0, widgetLayer: false).shifted(by: offset) }
            TextCellPlacer(bounds: (columns.lowerBound - crop.x)...(columns.upperBound - crop.x), rows: Self.cellRows(of: text.rows, crop: crop))
                .place(placements, into: &grid, backdrop: .black)
        }
        let datePlacements = screen.dateCharacters.map {
            textColors.resolve($0, widgetLayer: options.mode == .vibrant).shifted(by: offset)
        }
        TextCellPlacer(bounds: -crop.x...(screen.pixels.width - 1 - crop.x)).place(datePlacements, into: &grid, backdrop: .black)

        // The slots' frames are the screen's; the crop is the drawn region's.
        let screenCrop = PixelBounds(x: crop.x + screen.origin.x, y: crop.y + screen.origin.y, width: crop.width, height: crop.height)
        let slots = scene.slots.map { slot in
            LockScreenFrames.cells(of: slot, pointsPerPixel: s, crop: screenCrop, grid: grid)
        }
        return LockScreenPicture(grid: grid, slots: slots, caption: nil)
    }

    /// The pixel stage that cells and picture files share: the whole screen composed at
    /// `pointsPerPixel`, the viewport's pixels in it, and the small text still to be placed as
    /// characters (none with `allTextAsPixels` when the fonts were found).
    ///
    /// With `viewportOnly`, when the viewport is one bottom-row slot, only the viewport is drawn
    /// (the wallpaper cropped, the widgets moved into it): what lies outside it, the clock, the
    /// date line, the status bar and the screen's rounded corners and cutout, is not in view, and
    /// a slot is a thirtieth of the screen's pixels (`check`'s vanishing-content measures
    /// thousands of slots).
    func compose(_ scene: LockScreenScene, options: LockScreenOptions, pointsPerPixel s: Double,
                 allTextAsPixels: Bool, viewportOnly: Bool = false) throws -> ComposedScreen {
        let device = scene.device
        // The slots once: every step below asks for them, and `check` composes thousands of scenes.
        let slots = scene.slots
        let width = max(1, Int((device.screen.width / s - 1e-9).rounded(.up)))
        let height = max(2, Int((device.screen.height / s - 1e-9).rounded(.up)))
        let whole = PixelBounds(x: 0, y: 0, width: width, height: height)
        let viewport = LockScreenFrames.pixelBounds(of: LockScreenFrames.viewport(options.viewport, scene: scene), pointsPerPixel: s,
                                                    within: whole)
        // One bottom-row slot in view (`render FILE`, a variants tile): the clock and the date
        // line lie above it, outside the picture, and are not drawn (nor their fonts loaded).
        var showsClockAndDate = device.idiom != .standBy
        if case .slot(let index) = options.viewport, slots.first(where: { $0.index == index })?.widget.family != .inline {
            showsClockAndDate = false
        }
        // Otherwise the clock and the date line, drawn where the screen has them, are in view:
        // the screen is drawn from its top down to the viewport's bottom (`z`'s zoom is a third
        // of the screen's pixels).
        let region = !viewportOnly ? whole : showsClockAndDate
            ? PixelBounds(x: 0, y: 0, width: width, height: min(height, viewport.y + viewport.height)) : viewport
        // A picture drawn once at the whole screen's size paints its gradient wallpaper on the
        // other core while the content is drawn on this one (`composited` takes it): 15 ms sooner
        // for 6 MB more at once. A photograph is not scaled ahead: that held 13 MB more at once.
        if allTextAsPixels, region == whole, case .gradient = scene.theme.wallpaper {
            backdrops.paintAhead(scene.theme.wallpaper, width: width, height: height, pointsPerPixel: s, dimmed: options.luminanceReduced)
        }
        // A picture drawn once keeps of its content layer only the rows down to the lowest
        // content (the layer is read nowhere else); the live preview's colours for text drawn as
        // characters read the whole layer.
        let layerHeight = allTextAsPixels && region == whole
            ? min(region.height, Self.contentBottom(of: slots, geometry: device.lockScreen, pointsPerPixel: s, clockAndDate: showsClockAndDate))
            : region.height
        var layer = PixelCanvas(width: region.width, height: layerHeight)
        var widgetText: [(placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        let colors = WidgetColors(primary: .white, accent: options.mode == .accented ? scene.theme.accent : WidgetColors.lockScreen.accent,
                                  mode: options.mode)
        for slot in slots where slot.widget.family != .inline && slot.widget.family != .activity {
            let painted = paintWidgetApart(slot, scene: scene, options: options, colors: colors, pointsPerPixel: s,
                                           allTextAsPixels: allTextAsPixels, origin: (region.x, region.y), into: &layer)
            widgetText.append(painted)
        }
        let clockTone = scene.theme.clockColor
        var compositor = LayerCompositor(mode: options.mode, tint: scene.theme.tint,
                                         darkensContent: VibrantMaterial.luminance(clockTone.red, clockTone.green, clockTone.blue) < 0.5)
        if options.nightMode { compositor.monochrome = StandByNight.red }
        let clockColor = PixelColor(scene.theme.clockColor)
        let inline = slots.first { $0.widget.family == .inline }.map { inlineContent($0, scene: scene, options: options) }
        let dateText = DateLine.text(for: options.now, timeZone: options.timeZone, locale: options.locale, shortened: inline != nil,
                                     style: device.lockScreen.dateStyle)
        let clockText = ClockFace.text(for: options.now, timeZone: options.timeZone, locale: options.locale,
                                       twentyFourHour: options.twentyFourHour)
        // Vibrant: the clock and the date are white content of the same material as the widgets,
        // so iOS's tint from the wallpaper (cyan on blue, pink on red) colours all three alike.
        var dateCharacters: [TextPlacement] = []
        // The wallpaper and its blurred copy, kept for what reads them after compositing: the
        // colours of text drawn as characters, and Always-On's dimming.
        var backdrop: (sharp: PixelBuffer?, blurred: BandedPixels?) = (nil, nil)
        // A picture drawn once with all its text as pixels (a PNG, an export) keeps its content
        // and the blurred wallpaper only in the bands that hold content, the only place the
        // material is read, and composites onto the wallpaper's own pixels; the live preview
        // keeps the whole blurred wallpaper for the frames that follow, and the layer for the
        // text drawn as characters, whose colours come from it.
        func composited(_ layer: inout PixelCanvas) throws -> PixelBuffer {
            let wallpaper = scene.theme.wallpaper, dimmed = options.luminanceReduced
            if allTextAsPixels, region == whole {
                let bands = ContentBands.bounds(of: layer.buffer, within: layer.drawnBounds,
                                               gap: 2 * PixelBuffer.blurReach(sigma: BackdropCache.blurSigmaPoints / s))
                let content = BandedPixels(cropping: layer.takeBuffer(), to: bands)
                let (sharp, blurred) = try backdrops.backdrop(for: wallpaper, width: width, height: height, pointsPerPixel: s, dimmed: dimmed,
                                                              blurredOnlyIn: bands)
                if dimmed { backdrop.sharp = sharp }
                return compositor.composite(content, onto: consume sharp, blurred: blurred)
            }
            let kept = region != whole
                ? try backdrops.backdrop(for: wallpaper, width: width, height: height, pointsPerPixel: s, dimmed: dimmed, region: region)
                : try backdrops.backdrop(for: wallpaper, width: width, height: height, pointsPerPixel: s, dimmed: dimmed)
            let blurred = BandedPixels(whole: kept.blurred)
            backdrop = (kept.sharp, blurred)
            return compositor.composite(BandedPixels(whole: allTextAsPixels ? layer.takeBuffer() : layer.buffer), onto: kept.sharp,
                                        blurred: blurred)
        }
        var screen: PixelCanvas
        if options.mode == .vibrant {
            if showsClockAndDate {
                clock.draw(clockText, geometry: device.lockScreen, centreX: device.contentCentreX, pointsPerPixel: s,
                           typeface: scene.theme.clockTypeface, weight: scene.theme.clockWeight,
                           numerals: scene.theme.clockNumerals, color: .white, into: &layer)
                dateCharacters = dateLine.draw(date: dateText, inline: inline, geometry: device.lockScreen, centreX: device.contentCentreX,
                                               inlineWidth: device.slots.inline.width,
                                               pointsPerPixel: s, color: .white, alwaysPixels: allTextAsPixels,
                                               rightToLeft: options.locale.isRightToLeft, into: &layer)
            }
            screen = PixelCanvas(buffer: try composited(&layer))
        } else {
            screen = PixelCanvas(buffer: try composited(&layer))
            if showsClockAndDate {
                clock.draw(clockText, geometry: device.lockScreen, centreX: device.contentCentreX, pointsPerPixel: s,
                           typeface: scene.theme.clockTypeface, weight: scene.theme.clockWeight,
                           numerals: scene.theme.clockNumerals, color: clockColor, into: &screen)
                dateCharacters = dateLine.draw(date: dateText, inline: inline, geometry: device.lockScreen, centreX: device.contentCentreX,
                                               inlineWidth: device.slots.inline.width,
                                               pointsPerPixel: s, color: clockColor, emojiTint: options.mode == .accented ? clockColor : nil,
                                               alwaysPixels: allTextAsPixels, rightToLeft: options.locale.isRightToLeft, into: &screen)
            }
        }

        // A Live Activity is drawn in its own colours over its platter, whatever the mode.
        var activityText: [(placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        for slot in slots where slot.widget.family == .activity && viewportShows(slot, options.viewport) {
            activityText.append(paintActivity(slot, scene: scene, options: options, pointsPerPixel: s, allTextAsPixels: allTextAsPixels,
                                              origin: (region.x, region.y), into: &screen))
        }
        var textColors: TextColoring?
        if !allTextAsPixels, let sharp = backdrop.sharp, let blurred = backdrop.blurred {
            textColors = TextColoring(compositor: compositor, layer: layer.buffer, composed: screen.buffer, sharp: sharp, blurred: blurred,
                                      dims: options.luminanceReduced)
        }
        if region.y == 0, region.x == 0, device.idiom != .standBy {
            let furnitureColor = scene.theme.furnitureColor.map { PixelColor($0) } ?? clockColor
            SystemFurniture.draw(options.furniture, device: device, pointsPerPixel: s, color: furnitureColor, corners: scene.corners,
                                 into: &screen)
        }
        var pixels = (consume screen).buffer
        if options.luminanceReduced, let dimmedWallpaper = backdrop.sharp { AlwaysOnDimming.apply(to: &pixels, dimmedWallpaper: dimmedWallpaper) }
        if region.y == 0, region.x == 0 {
            ScreenMask.apply(device.lockScreen, screen: device.screen, pointsPerPixel: s, screenHeight: height, to: &pixels)
        }

        let crop = PixelBounds(x: viewport.x - region.x, y: viewport.y - region.y, width: viewport.width, height: viewport.height)
        return ComposedScreen(pixels: pixels, origin: (region.x, region.y), crop: crop, widgetText: widgetText,
                              activityText: activityText, dateCharacters: dateCharacters, textColors: textColors)
    }

    /// The pixel row below the lowest content drawn on the content layer: the widgets' slots
    /// (a widget is clipped to its slot) and, when they are drawn, the date line and the clock
    /// with a whole digit's height below the lower baseline for numerals that reach below it.
    static func contentBottom(of slots: [SceneSlot], geometry: LockScreenGeometry, pointsPerPixel s: Double,
                              clockAndDate: Bool) -> Int {
        var bottom = 0.0
        for slot in slots where slot.widget.family != .inline && slot.widget.family != .activity {
            bottom = max(bottom, slot.frame.maxY)
        }
        if clockAndDate {
            bottom = max(bottom, max(geometry.clockBaseline, geometry.dateBaseline) + geometry.clockDigitHeight)
        }
        return max(1, Int((bottom / s).rounded(.up)) + 1)
    }

    /// The cell rows of a widget's pixel rows in a picture cropped at `crop` (two pixels a cell).
    static func cellRows(of pixels: ClosedRange<Int>, crop: PixelBounds) -> ClosedRange<Int> {
        func cell(_ y: Int) -> Int { Int((Double(y - crop.y) / 2).rounded(.down)) }
        return cell(pixels.lowerBound)...cell(pixels.upperBound)
    }

    /// `paintWidget` on a canvas of the slot's own pixels, then put down on `layer`: the widget
    /// is clipped to its slot, so the pictures are the same, but its clip masks and layers
    /// (`.opacity`, `.blur`, a circular widget's disc) are the slot's size, not the screen's
    /// (3 MB each at a phone's own pixels).
    func paintWidgetApart(_ slot: SceneSlot, scene: LockScreenScene, options: LockScreenOptions, colors: WidgetColors,
                          pointsPerPixel s: Double, allTextAsPixels: Bool, origin: (x: Int, y: Int),
                          into layer: inout PixelCanvas) -> (placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let left = Int((slot.frame.x / s).rounded(.down)) - origin.x, top = Int((slot.frame.y / s).rounded(.down)) - origin.y
        let right = Int((slot.frame.maxX / s).rounded(.up)) - origin.x, bottom = Int((slot.frame.maxY / s).rounded(.up)) - origin.y
        var piece = PixelCanvas(width: max(1, right - left), height: max(1, bottom - top))
        var painted = paintWidget(slot, scene: scene, options: options, colors: colors, pointsPerPixel: s, allTextAsPixels: allTextAsPixels,
                                  origin: (origin.x + left, origin.y + top), into: &piece)
        layer.composite(piece, atX: left, y: top)
        painted.placements = painted.placements.map { $0.moved(x: Double(left), y: Double(top)) }
        // The slot's columns and rows are the layer's, not the piece's.
        let columns = (painted.columns.lowerBound + left)...(painted.columns.upperBound + left)
        let rows = (painted.rows.lowerBound + top)...(painted.rows.upperBound + top)
        return (painted.placements, columns, rows)
    }

    /// Lays out and paints one bottom-row widget into the content layer; returns its small text
    /// and the pixel columns and rows of its slot.
    func paintWidget(_ slot: SceneSlot, scene: LockScreenScene, options: LockScreenOptions, colors: WidgetColors,
                     pointsPerPixel s: Double, allTextAsPixels: Bool = false, origin: (x: Int, y: Int) = (0, 0),
                     into layer: inout PixelCanvas) -> (placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let family = slot.widget.family
        let inset = scene.device.contentInset(for: family)
        let dx = Double(origin.x), dy = Double(origin.y)
        let slotRect = PixelRect(x: slot.frame.x / s - dx, y: slot.frame.y / s - dy, width: slot.frame.width / s, height: slot.frame.height / s)
        var painter = WidgetPainter(mapping: PixelMapping(pointsPerPixel: s, origin: PixelPoint(x: (slot.frame.x + inset) / s - dx,
                                                                                                y: (slot.frame.y + inset) / s - dy)),
                                    colors: colors, family: family, slot: slotRect, now: options.now,
                                    text: widgets.text, images: widgets.images)
        painter.privacyRedaction = options.privacy
        painter.drawsAllTextAsPixels = allTextAsPixels
        if options.privacy && slot.widget.widget.isDataProtected {
            painter.drawWidgetPlaceholder(into: &layer)
        } else {
            // The slot's own size: the device's for a family's slot, the content's for an activity's platter.
            let geometry = SlotGeometry(size: Size(width: slot.frame.width, height: slot.frame.height), contentInset: inset)
            let request = WidgetRenderer.Request(widget: slot.widget.widget, environment: options.environment(for: family),
                                                 entryIndex: slot.widget.entryIndex, device: scene.device, slot: geometry, pointsPerPixel: s)
            painter.paint(widgets.layout(request), into: &layer)
        }
        let first = Int(((slot.frame.x + inset) / s).rounded(.down)) - origin.x
        let last = max(first, Int(((slot.frame.maxX - inset) / s).rounded(.up)) - 1 - origin.x)
        let top = Int((slot.frame.y / s).rounded(.down)) - origin.y
        let bottom = max(top, Int((slot.frame.maxY / s).rounded(.up)) - 1 - origin.y)
        return (painter.placements, first...last, top...bottom)
    }

    /// The inline widget's content for the date line.
    func inlineContent(_ slot: SceneSlot, scene: LockScreenScene, options: LockScreenOptions) -> InlineContent {
        if options.privacy && slot.widget.widget.isDataProtected {
            return InlineContent(pieces: [.text("Locked widget", redacted: true)])
        }
        let request = WidgetRenderer.Request(widget: slot.widget.widget, environment: options.environment(for: .inline),
                                             entryIndex: slot.widget.entryIndex, device: scene.device)
        return InlineContent(widgets.layout(request), redaction: RedactionRule(privacy: options.privacy))
    }
}

extension LockScreenRenderer {
    /// A Live Activity's platter when no `activityBackgroundTint` is given: a dark glass (chosen;
    /// Apple calls it the system's material and publishes no colour).
    public static let activityPlatter = PixelColor(red: 28, green: 28, blue: 30, alpha: 200)
    /// The platter's corner radius: 24 pt, fitted to the corner of the platter on the iOS 18 Lock
    /// Screen (gym-diary, 440×956: its edge 14.3 pt in at 2 pt down, 7.0 at 6.7, 2.3 at 13.3).
    public static let activityCornerRadius = 24.0

    /// The colour of a Live Activity's platter (or StandBy's, or its Smart Stack tile): its
    /// `activityBackgroundTint`, else the dark glass. A tint the preview could not make stands as
    /// the primary colour (with its own warning); the platter then keeps the dark glass rather
    /// than turn white under white text.
    public static func platterColor(of body: View, colors: WidgetColors) -> PixelColor {
        var tint = body.activityBackgroundTint
        if case .hierarchical? = tint { tint = nil }
        return tint.map { colors.resolve($0, in: EnvironmentValues(family: .activity)) } ?? activityPlatter
    }

    /// True unless the viewport is one other slot.
    func viewportShows(_ slot: SceneSlot, _ viewport: LockScreenViewport) -> Bool {
        guard case .slot(let index) = viewport else { return true }
        return index == slot.index
    }

    /// The activity's platter (its tint, else the dark glass) and its content in full colour,
    /// clipped to the platter's rounded corners (a background that fills the view is rounded with it).
    func paintActivity(_ slot: SceneSlot, scene: LockScreenScene, options: LockScreenOptions, pointsPerPixel s: Double,
                       allTextAsPixels: Bool, origin: (x: Int, y: Int),
                       into canvas: inout PixelCanvas) -> (placements: [TextPlacement], columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let environment = options.environment(for: .activity)
        let body = slot.widget.widget.resolvedBody(for: environment, entryIndex: slot.widget.entryIndex)
        let colors = WidgetColors(primary: .white, accent: WidgetColors.lockScreen.accent, mode: .fullColor)
        let platter = Self.platterColor(of: body, colors: colors)
        let rect = PixelRect(x: slot.frame.x / s - Double(origin.x), y: slot.frame.y / s - Double(origin.y),
                             width: slot.frame.width / s, height: slot.frame.height / s)
        let shape = VectorPath.roundedRect(rect, cornerRadius: Self.activityCornerRadius / s)
        canvas.fill(shape, with: platter)
        return canvas.withClip(to: shape) { clipped in
            paintWidget(slot, scene: scene, options: options, colors: colors, pointsPerPixel: s, allTextAsPixels: allTextAsPixels,
                        origin: origin, into: &clipped)
        }
    }
}
