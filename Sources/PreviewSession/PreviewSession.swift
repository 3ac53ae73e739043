import Cells
import Devices
import Foundation
import LockScreen
import Raster
import TerminalScreen
import Writers
import ViewTree
import WatchFaces

/// The live preview: keys → actions → state → picture → frame → screen. One renderer for the
/// whole session, so that the wallpaper and its blur are made once per size and theme.
public final class PreviewSession {
    public private(set) var state: SessionState
    let source: SceneSource
    let screen: SessionScreen
    let settings: SessionSettings
    let renderer: LockScreenRenderer
    /// Draws the watch faces `d` reaches past the iPhones; one for the session, so that its fonts are found once.
    let watchRenderer = WatchFaceRenderer()
    /// The export thread's own renderers, so that the device-sized backdrop an export makes
    /// never takes the place of the live picture's in its cache.
    let exportRenderer = LockScreenRenderer()
    let exportWatchRenderer = WatchFaceRenderer()
    /// Exports whose PNG is still being drawn or written.
    let exports = BackgroundExports()
    var placements = SlotPlacements()
    var watcher = FileWatcher()
    /// The last scene and picture that loaded and rendered without a problem.
    public private(set) var scene: LockScreenScene?
    public private(set) var picture: LockScreenPicture? {
        didSet {
            previousGrid = shownGrid ?? previousGrid
            shownGrid = nil
        }
    }
    /// The picture's cells as the screen shows them: with 24-bit colour, near colours reused as
    /// an export writes them (`NearColorReuse`), so that the screen and the export agree.
    private var shownGrid: CellGrid?
    /// The cells shown before the picture last changed: a colour within ΔE 1 of the one at
    /// its place there is kept, so that only what a key changed is sent again.
    private var previousGrid: CellGrid?
    /// The Lock Screen in real pixels, where the screen shows them (`SessionScreen.pictures`):
    /// drawn with the cells, shown instead of them while no overlay is open.
    private(set) var pixelPicture: ScreenPicture? {
        didSet { ringedPicture = nil }
    }
    /// `pixelPicture` with the selected slot ringed, and the slot: kept between frames, since a
    /// frame comes on every key and the ring costs a copy of the picture.
    private var ringedPicture: (slot: Int, picture: ScreenPicture)?
    /// Where the Lock Screen's points fall in `pixelPicture`: its viewport's corner and the points
    /// a pixel covers, to ring the selected slot; nil for pictures without slots.
    private var pixelPlacement: (origin: Point, pointsPerPixel: Double)?
    /// The last frame handed to the screen.
    public private(set) var frame: CellGrid?
    /// Every problem of the last load, each whole (shown on `!`).
    public private(set) var problems: [String] = []
    /// The second (or, when nothing on screen ticks, the minute) the picture was drawn for.
    var renderedTick: Int?
    /// True while a widget on screen shows a timer, a relative date or progress by time:
    /// the picture is then redrawn every second, else every minute.
    public private(set) var showsLiveTime = false
    /// When the session started: entry offsets (`+PT7M30S`) count from here, so timers run.
    let startedAt = Date()
    var lastFileCheck = Date.distantPast
    /// How often watched files are looked at.
    static let fileCheckInterval = 0.1

    public init(state: SessionState, source: SceneSource, screen: SessionScreen, settings: SessionSettings) {
        self.state = state
        self.source = source
        self.screen = screen
        self.settings = settings
        renderer = LockScreenRenderer(backdrops: BackdropCache(store: WallpaperStore(diskCache: settings.wallpaperCache)))
    }

    /// Loads, draws, and handles input until quit.
    public func run() {
        start()
        while step(waiting: 50) {}
        finishExports()
    }

    /// Loads the scene and draws the first frame (and writes `--export FILE`).
    public func start() {
        state.themes = source.themeNames
        // Reading an extension with the frameworks and packages it imports takes seconds for a
        // large app (Home Assistant's: about 5 s): say so instead of a blank terminal.
        state.message = SessionMessage(Self.readingMessage)
        present()
        state.message = nil
        reload()
        if settings.exportFile != nil { export() }
    }

    /// What the first frame says while the widgets are read.
    static let readingMessage = "reading the widgets…"

    /// Handles at most one input, waiting up to `milliseconds` for it, then checks the
    /// watched files and the clock. False once the user quit.
    @discardableResult
    public func step(waiting milliseconds: Int32) -> Bool {
        if let input = screen.read(waiting: milliseconds), !handle(input) { return false }
        showFinishedExports()
        let now = Date()
        if now.timeIntervalSince(lastFileCheck) >= Self.fileCheckInterval {
            lastFileCheck = now
            if watcher.changed() { reload() }
        }
        if settings.now == nil, renderedTick != tick(of: now) { renderAndPresent() }
        return true
    }

    /// Handles one input; false when it quits.
    public func handle(_ input: TerminalInput) -> Bool {
        if case .resize = input {
            renderAndPresent()
            return true
        }
        guard let action = KeyBindings.action(for: input, overlay: state.overlay) else { return true }
        return perform(state.apply(action, slots: picture?.slots ?? [], choices: source.widgets(offering:)))
    }

    func perform(_ effect: SessionEffect) -> Bool {
        switch effect {
        case .none: break
        case .redraw: present()
        case .render: renderAndPresent()
        case .reload: reload()
        case .place(let slot, let choice):
            placements.choices[slot] = choice
            reload()
        case .export: export()
        case .save: save()
        case .quit: return false
        }
        return true
    }

    /// Loads the scene again (files, device, theme, placements), then renders. A problem keeps
    /// the last good scene and picture and shows the problem in the status area.
    func reload() {
        let started = FileWatcher.now()
        let load = placements.apply(to: source.load(device: state.chosenDevice, theme: state.themeName, locale: state.isChosen(.locale) ? state.locale : nil), reading: source.readWidget)
        watcher.watch(load.scene == nil ? watcher.paths + load.files + placements.files : load.files, readSince: started)
        problems = load.problems
        if var loaded = load.scene {
            state.adopt(scene: loaded, fileIOS: load.ios, fileClock: load.clock)
            loaded.device = state.layoutDevice
            loaded.theme = state.clock.applied(to: loaded.theme)
            if state.flipsControls {
                loaded.corners = loaded.corners.mapValues { CornerControl(control: $0.control, isOn: !$0.isOn, source: $0.source) }
            }
            loaded = loaded.showing(entries: state.entryChoices)
            for slot in loaded.slots { state.slotTimelines[slot.index]?.shown = slot.widget.entryIndex }
            state.hasActivity = loaded.activity != nil
            if !state.hasActivity { state.activityShown = nil }
            scene = loaded
            if state.message?.isError == true { state.message = nil }
            if state.overlay == .problems { state.overlay = .none }
        } else {
            state.message = SessionMessage(ProblemList.summary(of: load.problems), isError: true)
        }
        renderAndPresent()
    }

    /// Renders the scene at the terminal's size, then shows it.
    func renderAndPresent() {
        let now = settings.now ?? Date()
        let size = screen.size
        pixelPicture = nil
        pixelPlacement = nil
        if let scene, let pictureSize = FrameComposer.pictureSize(columns: size.columns, rows: size.rows) {
            var options = state.options(now: shownMoment(after: now, in: scene), timeZone: settings.timeZone)
            options.timelineStart = settings.now ?? startedAt
            showsLiveTime = scene.showsLiveTime(options: options)
            let columns = min(settings.pictureLimit.columns ?? .max, pictureSize.columns)
            let rows = min(settings.pictureLimit.rows ?? .max, pictureSize.rows)
            do {
                if let activity = scene.activity, let shown = state.activityShown, shown == .standBy || shown == .smartStack {
                    showActivity(activity.widget, shown, options: options, columns: columns, rows: rows)
                } else if let watch = state.watch {
                    let face = scene.watchFace(on: watch)
                    picture = watchPicture(face, options: options, columns: columns, rows: rows)
                    state.slotCount = 0
                    if let pictures = screen.pictures {
                        let shown = face.layout.watch.screen
                        let pointsPerPixel = pictures.pointsPerPixel(fittingWidth: shown.width, height: shown.height, columns: columns,
                                                                     rows: rows, finest: 1 / WatchModel.scale)
                        pixelPicture = placed(watchRenderer.pixels(face, options: Self.watchOptions(options), pointsPerPixel: pointsPerPixel),
                                              columns: columns, rows: rows, centredVertically: true)
                    }
                } else if state.standBy != .off, let activity = scene.activity, scene.standByScene(on: state.standByPhone).bottom.isEmpty {
                    // StandBy shows a running Live Activity at 200 % where it has no widgets to show.
                    var night = options
                    night.nightMode = state.standBy == .night
                    showActivity(activity.widget, .standBy, options: night, columns: columns, rows: rows)
                } else if state.standBy != .off {
                    let shown = scene.standByScene(on: state.standByPhone)
                    let standByOptions = Self.standByOptions(options, night: state.standBy == .night)
                    // StandBy has no slot to select: its picture carries none, so no outline is drawn.
                    let drawn = try renderer.render(shown, options: standByOptions, columns: columns, rows: rows)
                    picture = LockScreenPicture(grid: drawn.grid, slots: [], caption: nil)
                    pixelPicture = try pixels(of: shown, options: standByOptions, columns: columns, rows: rows)
                    state.slotCount = 0
                    if shown.bottom.isEmpty {
                        state.message = SessionMessage("StandBy shows systemSmall widgets, and none here has one (.supportedFamilies with .systemSmall)")
                    }
                } else if state.island != nil, DynamicIslandGeometry.housing(on: state.layoutDevice) == nil {
                    state.activityShown = nil
                    state.message = SessionMessage("\(state.layoutDevice.name) has no Dynamic Island: its Live Activity shows on the Lock Screen only")
                    picture = try renderer.render(scene, options: options, columns: columns, rows: rows, reservingCaptionRow: true)
                    state.slotCount = picture?.slots.count ?? 0
                } else if let island = state.island, let activity = scene.activity {
                    picture = try islandPicture(activity.widget, island, on: state.layoutDevice, scene: scene, options: options,
                                                columns: columns, rows: rows)
                    state.slotCount = 0
                    if let pictures = screen.pictures {
                        let device = state.layoutDevice
                        let pointsPerPixel = max(1 / device.scale, device.screen.width / Double(max(columns, 1) * pictures.cell.width))
                        let islands = IslandRenderer(widgets: renderer.widgets, wallpapers: renderer.backdrops.store)
                        pixelPicture = try islands.paint(activity.widget, island, on: device, wallpaper: scene.theme.wallpaper, options: options,
                                                         pointsPerPixel: pointsPerPixel, allTextAsPixels: true, beside: scene.secondActivity(in: island))
                            .flatMap { placed($0.pixels, columns: columns, rows: rows, centredVertically: true) }
                    }
                } else if state.showsVariants,
                   let sheet = try VariantSheetView.picture(scene, slot: state.selectedSlot, options: options, renderer: renderer,
                                                            columns: columns, rows: rows) {
                    picture = LockScreenPicture(grid: sheet, slots: [], caption: nil)
                    state.slotCount = scene.slots.count
                    if let pictures = screen.pictures,
                       let sheetPixels = try VariantSheetView.pixels(scene, slot: state.selectedSlot, options: options, renderer: renderer,
                                                                     columns: columns, rows: rows,
                                                                     cell: (pictures.cell.width, pictures.cell.height)) {
                        pixelPicture = placed(sheetPixels, columns: columns, rows: rows, centredVertically: false)
                    }
                } else {
                    // The row for the caption of an accented or full-colour picture is kept in
                    // every mode (`m` redraws only what the mode changes) and stays text.
                    picture = try renderer.render(scene, options: options, columns: columns, rows: rows, reservingCaptionRow: true)
                    state.slotCount = picture?.slots.count ?? 0
                    pixelPicture = try pixels(of: scene, options: options, columns: columns, rows: rows - 1)
                }
                if state.selectedSlot >= state.slotCount { state.selectedSlot = 0 }
            } catch {
                state.message = SessionMessage("cannot draw the Lock Screen: \(error)", isError: true)
            }
        }
        renderedTick = tick(of: now)
        present()
    }

    /// Shows the Live Activity in StandBy or the Smart Stack: its cells, and its pixels where the
    /// terminal shows pictures; no slot to select.
    func showActivity(_ widget: SceneWidget, _ shown: ActivityShown, options: LockScreenOptions, columns: Int, rows: Int) {
        picture = activityPicture(widget, shown, options: options, columns: columns, rows: rows)
        state.slotCount = 0
        if let pictures = screen.pictures {
            pixelPicture = placed(activityPixels(widget, shown, options: options, columns: columns, cellWidth: pictures.cell.width),
                                  columns: columns, rows: rows, centredVertically: true)
        }
    }

    /// The Live Activity in StandBy (on StandBy's phone, by day or at night as `options` say) or
    /// in the Smart Stack (on the watch shown, else the default one), as wide as fits `columns` ×
    /// `rows`, centred.
    func activityPicture(_ widget: SceneWidget, _ shown: ActivityShown, options: LockScreenOptions, columns: Int, rows: Int) -> LockScreenPicture {
        func drawn(columns: Int) -> CellGrid {
            shown == .standBy
                ? ActivityStandByRenderer(widgets: renderer.widgets).cells(widget, on: state.standByPhone, options: options, columns: columns)
                : SmartStackRenderer(widgets: renderer.widgets).cells(widget, on: smartStackWatch, options: options, columns: columns)
        }
        // The Smart Stack's tile is small: no wider than `render --activity watch` draws it.
        var width = max(1, shown == .smartStack ? min(columns, Self.smartStackColumns) : columns)
        var cells = drawn(columns: width)
        if cells.height > rows {
            width = max(1, width * rows / cells.height)
            cells = drawn(columns: width)
        }
        var grid = CellGrid(width: max(columns, 1), height: max(rows, 1))
        grid.paste(cells, at: CellPosition(column: max(0, (grid.width - cells.width) / 2), row: max(0, (grid.height - cells.height) / 2)))
        return LockScreenPicture(grid: grid, slots: [], caption: nil)
    }

    /// The pixels of `activityPicture` for a terminal that shows pictures, `cellWidth` pixels a column.
    func activityPixels(_ widget: SceneWidget, _ shown: ActivityShown, options: LockScreenOptions, columns: Int, cellWidth: Int) -> PixelBuffer {
        if shown == .standBy {
            let phone = state.standByPhone
            let pointsPerPixel = max(1 / phone.scale, phone.screen.height / Double(max(columns, 1) * cellWidth))
            return ActivityStandByRenderer(widgets: renderer.widgets).paint(widget, on: phone, options: options, pointsPerPixel: pointsPerPixel,
                                                                          allTextAsPixels: true).pixels
        }
        let watch = smartStackWatch
        let tile = SmartStackGeometry.tile(on: watch).size.width + 2 * SmartStackRenderer.marginAround
        let pointsPerPixel = max(1 / WatchModel.scale, tile / Double(max(min(columns, Self.smartStackColumns), 1) * cellWidth))
        return SmartStackRenderer(widgets: renderer.widgets).paint(widget, on: watch, options: options,
                                                                   pointsPerPixel: pointsPerPixel, allTextAsPixels: true).pixels
    }

    /// The watch whose Smart Stack `a` shows: the one shown, else the default one.
    var smartStackWatch: WatchModel {
        state.watch ?? WatchCatalog.watch(named: WatchCatalog.defaultIdentifier)!
    }

    /// The most columns the Smart Stack's tile takes (chosen: as `render --activity watch` draws it
    /// in a terminal, a watch-sized picture rather than one filling a wide screen).
    static let smartStackColumns = 80

    /// The Live Activity's Dynamic Island at the top of the Home Screen, as wide as fits
    /// `columns` × `rows`, centred.
    func islandPicture(_ widget: SceneWidget, _ presentation: IslandPresentation, on device: DeviceProfile, scene: LockScreenScene,
                       options: LockScreenOptions, columns: Int, rows: Int) throws -> LockScreenPicture {
        let islands = IslandRenderer(widgets: renderer.widgets, wallpapers: renderer.backdrops.store)
        var grid = CellGrid(width: max(columns, 1), height: max(rows, 1))
        var width = max(columns, 1)
        let second = scene.secondActivity(in: presentation)
        var drawn = try islands.cells(widget, presentation, on: device, wallpaper: scene.theme.wallpaper, options: options, columns: width,
                                      beside: second)
        if let tall = drawn, tall.height > rows {
            width = max(1, width * rows / tall.height)
            drawn = try islands.cells(widget, presentation, on: device, wallpaper: scene.theme.wallpaper, options: options, columns: width,
                                      beside: second)
        }
        if let drawn {
            grid.paste(drawn, at: CellPosition(column: max(0, (grid.width - drawn.width) / 2), row: max(0, (grid.height - drawn.height) / 2)))
        }
        return LockScreenPicture(grid: grid, slots: [], caption: nil)
    }

    /// A watch face fitted into `columns` × `rows`, centred: vibrant (the iPhone's) is drawn
    /// accented, as a tinted face would.
    func watchPicture(_ face: WatchFaceScene, options: LockScreenOptions, columns: Int, rows: Int) -> LockScreenPicture {
        let screen = face.layout.watch.screen
        let scale = max(screen.width / Double(max(columns, 1)), screen.height / Double(2 * max(rows, 1)))
        let drawn = watchRenderer.render(face, options: Self.watchOptions(options), pointsPerPixel: scale)
        var grid = CellGrid(width: max(columns, 1), height: max(rows, 1))
        grid.paste(drawn, at: CellPosition(column: max(0, (grid.width - drawn.width) / 2), row: max(0, (grid.height - drawn.height) / 2)))
        return LockScreenPicture(grid: grid, slots: [], caption: nil)
    }

    /// The Lock Screen's options as StandBy takes them: its own mode (full colour, or Night Mode),
    /// the moment and privacy kept.
    static func standByOptions(_ options: LockScreenOptions, night: Bool) -> LockScreenOptions {
        var standBy = LockScreenOptions.standBy(night: night, privacy: options.privacy, now: options.now, timeZone: options.timeZone)
        standBy.timelineStart = options.timelineStart
        return standBy
    }

    /// The Lock Screen's options as a watch face takes them: vibrant (the iPhone's) becomes accented.
    static func watchOptions(_ options: LockScreenOptions) -> WatchFaceOptions {
        WatchFaceOptions(mode: options.mode == .vibrant ? .accented : options.mode, luminanceReduced: options.luminanceReduced,
                         privacy: options.privacy, now: options.now, timeZone: options.timeZone)
    }

    /// Composes the frame from the last picture and the state, and draws it.
    func present() {
        let size = screen.size
        let selection = picture?.slots.first { $0.index == state.selectedSlot }
        if shownGrid == nil, let picture {
            shownGrid = settings.exportDepth == .trueColor ? NearColorReuse().applied(to: picture.grid, keeping: previousGrid) : picture.grid
        }
        // Real pixels leave the picture's cells blank for the terminal to draw over, the selected
        // slot ringed in the pixels; an overlay brings the cells back, and
        // a message's rows are left to the message (kitty draws a picture over text).
        if let base = pixelPicture, ringedPicture?.slot != state.selectedSlot {
            ringedPicture = (state.selectedSlot, ringingSelection(base))
        }
        var pixels = state.overlay == .none ? ringedPicture?.picture : nil
        if let shown = pixels, let cell = screen.pictures?.cell, let message = state.message {
            let messageRows = min(message.text.split(separator: "\n", omittingEmptySubsequences: false).count, FrameComposer.messageRows)
            let visible = max(0, size.rows - 1 - messageRows - shown.row) * cell.height
            if visible < shown.pixels.height {
                pixels?.pixels = shown.pixels.cropped(to: PixelBounds(x: 0, y: 0, width: shown.pixels.width, height: visible))
            }
        }
        let cells = pixels == nil ? shownGrid : shownGrid.map { grid in
            var blank = CellGrid(width: grid.width, height: grid.height)
            if picture?.caption != nil, grid.height > 0 {
                for column in 0..<grid.width { blank[column, grid.height - 1] = grid[column, grid.height - 1] }
            }
            return blank
        }
        let grid = FrameComposer.compose(picture: cells, selection: pixels == nil ? selection : nil, problems: problems, state: state,
                                         facts: facts, columns: size.columns, rows: size.rows)
        frame = grid
        screen.draw(grid)
        screen.show(pixels)
    }

    /// The Lock Screen drawn in real pixels into `columns` × `rows` cells, centred like its
    /// cells; nil when the screen shows cells only.
    func pixels(of scene: LockScreenScene, options: LockScreenOptions, columns: Int, rows: Int) throws -> ScreenPicture? {
        guard let pictures = screen.pictures else { return nil }
        // The viewport: the whole phone, or zoomed (`z`) the date, clock and widgets.
        let shown = renderer.viewport(scene, options: options)
        let pointsPerPixel = pictures.pointsPerPixel(fittingWidth: shown.width, height: shown.height,
                                                     columns: columns, rows: rows, finest: 1 / scene.device.scale)
        pixelPlacement = (Point(x: shown.x, y: shown.y), pointsPerPixel)
        return placed(try renderer.pixels(scene, options: options, pointsPerPixel: pointsPerPixel), columns: columns, rows: rows,
                      centredVertically: false)
    }

    /// `picture` with the selected slot ringed in the highlight colour, as the cells ring it.
    func ringingSelection(_ picture: ScreenPicture) -> ScreenPicture {
        guard let placement = pixelPlacement, state.standBy == .off,
              let slot = scene?.slots.first(where: { $0.index == state.selectedSlot }) else { return picture }
        let scale = placement.pointsPerPixel
        let x = (slot.frame.x - placement.origin.x) / scale, y = (slot.frame.y - placement.origin.y) / scale
        let width = slot.frame.width / scale, height = slot.frame.height / scale
        // Two pixels wide, two outside the slot: the ring of the cells, at the picture's own pixels.
        let thickness = 2.0, gap = 2.0
        var canvas = PixelCanvas(buffer: picture.pixels)
        let color = PixelColor(hex: SelectionOutline.color.hex)
        let outer = PixelRect(x: x - gap - thickness, y: y - gap - thickness, width: width + 2 * (gap + thickness),
                              height: height + 2 * (gap + thickness))
        for band in [PixelRect(x: outer.x, y: outer.y, width: outer.width, height: thickness),
                     PixelRect(x: outer.x, y: outer.maxY - thickness, width: outer.width, height: thickness),
                     PixelRect(x: outer.x, y: outer.y, width: thickness, height: outer.height),
                     PixelRect(x: outer.maxX - thickness, y: outer.y, width: thickness, height: outer.height)] {
            canvas.fill(band, with: color)
        }
        var ringed = picture
        ringed.pixels = canvas.buffer
        return ringed
    }

    /// `pixels` placed in `columns` × `rows` cells: centred across (and down, as watch faces and
    /// the island are), scaled down first when they do not fit.
    func placed(_ pixels: PixelBuffer, columns: Int, rows: Int, centredVertically: Bool) -> ScreenPicture? {
        guard let pictures = screen.pictures else { return nil }
        let size = pictures.fittedSize(width: pixels.width, height: pixels.height, columns: columns, rows: rows)
        let fitted = size == (pixels.width, pixels.height) ? pixels : pixels.resized(width: size.width, height: size.height)
        let coveredColumns = (fitted.width + pictures.cell.width - 1) / pictures.cell.width
        let coveredRows = pictures.rows(forHeight: fitted.height)
        return ScreenPicture(pixels: fitted, column: max(0, (columns - coveredColumns) / 2),
                             row: centredVertically ? max(0, (rows - coveredRows) / 2) : 0)
    }

    /// The names the status bar shows.
    var facts: StatusFacts {
        guard let scene else {
            var facts = StatusFacts(themeTitle: state.themeName ?? "–")
            facts.terminal = settings.terminal
            return facts
        }
        let slot = scene.slots.first { $0.index == state.selectedSlot }
        var entry: String?
        if let slot, state.entryChoices[slot.index] != nil, slot.widget.widget.entries.count > 1 {
            let shown = slot.widget.entryIndex, widget = slot.widget.widget
            if widget.previews.count > 1, let preview = widget.preview(containing: shown) {
                let range = widget.previews[preview].entries
                entry = "entry \(shown - range.lowerBound + 1)/\(range.count) of \(widget.previews[preview].title)"
            } else {
                entry = "entry \(shown + 1)/\(widget.entries.count)"
            }
            let origin = settings.now ?? startedAt
            if let date = slot.widget.widget.entries[shown].date?.date(now: origin) {
                entry! += " · " + DateText.format(date, style: .time, now: origin, timeZone: settings.timeZone, locale: state.locale)
                    .replacingOccurrences(of: "\u{202F}", with: " ")
            }
        }
        var facts = StatusFacts(themeTitle: scene.theme.title, slotWidget: slot?.widget.widget.name, slotFamily: slot?.widget.family,
                                slotEntry: entry)
        facts.terminal = settings.terminal
        return facts
    }

    /// Writes the picture as a screenshot and says where: the ANSI text now, the PNG at the
    /// device's pixels on the export thread, with renderers of its own, while keys go on
    /// being answered.
    func export() {
        guard let picture, let scene else {
            state.message = SessionMessage("nothing to export yet", isError: true)
            present()
            return
        }
        let exporter = ScreenshotExport(directory: settings.exportDirectory, file: settings.exportFile, depth: settings.exportDepth)
        var options = state.options(now: settings.now ?? Date(), timeZone: settings.timeZone)
        options.timelineStart = settings.now ?? startedAt
        let target: (ansi: URL, png: URL)
        do {
            target = try exporter.writeText(picture.grid)
        } catch {
            state.message = SessionMessage("cannot export: \(error)", isError: true)
            present()
            return
        }
        let watchFace = state.watch.map { scene.watchFace(on: $0) }
        let standBy = state.watch == nil && state.standBy != .off
        let exported = standBy ? scene.standByScene(on: state.standByPhone) : scene
        let renderer = exportRenderer, watchRenderer = exportWatchRenderer
        let moment = standBy ? Self.standByOptions(options, night: state.standBy == .night) : options
        // A Live Activity shown in its island, or in StandBy with no widget beside it, is exported so.
        let activity = state.watch == nil ? scene.activity : nil
        let island = state.island, phone = state.layoutDevice, standByPhone = state.standByPhone, shownOptions = options
        let activityStandBy = (standBy && exported.bottom.isEmpty) || state.activityShown == .standBy ? scene.activity : nil
        let smartStack = state.activityShown == .smartStack ? scene.activity : nil, smartStackWatch = smartStackWatch
        exports.start {
            do {
                let written = try exporter.writePNG({
                    if let island, let activity, let drawn = try IslandRenderer(widgets: renderer.widgets, wallpapers: renderer.backdrops.store)
                        .paint(activity.widget, island, on: phone, wallpaper: scene.theme.wallpaper, options: shownOptions,
                               pointsPerPixel: 1 / phone.scale, allTextAsPixels: true, beside: scene.secondActivity(in: island)) {
                        return drawn.pixels
                    }
                    if let smartStack {
                        return SmartStackRenderer(widgets: renderer.widgets).paint(smartStack.widget, on: smartStackWatch,
                                                                                   options: shownOptions,
                                                                                   pointsPerPixel: 1 / WatchModel.scale, allTextAsPixels: true).pixels
                    }
                    if let activityStandBy {
                        var night = shownOptions
                        night.nightMode = moment.nightMode
                        return ActivityStandByRenderer(widgets: renderer.widgets).paint(activityStandBy.widget, on: standByPhone, options: night,
                                                                                      pointsPerPixel: 1 / standByPhone.scale, allTextAsPixels: true).pixels
                    }
                    guard let watchFace else { return try renderer.devicePixels(exported, options: moment) }
                    return watchRenderer.pixels(watchFace, options: Self.watchOptions(moment), pointsPerPixel: 1 / WatchModel.scale)
                }, to: target)
                return SessionMessage("exported \(written)")
            } catch {
                return SessionMessage("cannot export: \(error)", isError: true)
            }
        }
        state.message = SessionMessage("exporting \(exporter.writesOnlyPNG ? target.png.path : target.ansi.path)…")
        present()
    }

    /// Shows how the exports that ended since the last look went: the last failure among
    /// them, else the last of them.
    func showFinishedExports() {
        let messages = exports.takeFinished()
        guard let shown = messages.last(where: \.isError) ?? messages.last else { return }
        state.message = shown
        present()
    }

    /// Waits for the exports still being written, saying so, and shows how they ended.
    public func finishExports() {
        if exports.isBusy {
            state.message = SessionMessage("finishing the export…")
            present()
        }
        exports.waitUntilDone()
        showFinishedExports()
    }

    /// The second of `date` while something on screen ticks, else its minute.
    func tick(of date: Date) -> Int {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        return showsLiveTime ? seconds : seconds / 60 * 60
    }

    /// The moment the picture shows: `now`, or later when `[` / `]` chose an entry that becomes
    /// current later, as WidgetKit shows an entry from its date on (and Xcode's timeline preview does).
    func shownMoment(after now: Date, in scene: LockScreenScene) -> Date {
        let origin = settings.now ?? startedAt
        let chosen = scene.slots.filter { state.entryChoices[$0.index] != nil }.compactMap { slot -> Date? in
            let entries = slot.widget.widget.entries
            guard entries.indices.contains(slot.widget.entryIndex) else { return nil }
            return entries[slot.widget.entryIndex].date?.date(now: origin)
        }
        return ([now] + chosen).max()!
    }

    /// `s`: writes the scene as it is shown (placements, entries, device, iOS version, theme) as
    /// an arrangement file in the export folder, never over an existing file, and says where.
    func save() {
        guard let scene else {
            state.message = SessionMessage("nothing to save: the scene did not load", isError: true)
            present()
            return
        }
        let folder = settings.exportDirectory
        let text = ArrangementText(scene: scene, theme: state.themeName ?? scene.theme.name, ios: state.ios,
                                   clock: state.clock.over(state.fileClock)).yaml(in: folder)
        var target = folder.appendingPathComponent("saved.arrangement.yaml")
        var n = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = folder.appendingPathComponent("saved-\(n).arrangement.yaml")
            n += 1
        }
        do {
            try Data(text.utf8).write(to: target, options: .atomic)
            state.message = SessionMessage("saved \(target.path); open it with: lockscreen-tui \(target.lastPathComponent)")
        } catch {
            let reason = FileManager.default.fileExists(atPath: folder.path) ? error.localizedDescription : "the folder does not exist"
            state.message = SessionMessage("cannot save '\(target.path)': \(reason)", isError: true)
        }
        present()
    }
}
