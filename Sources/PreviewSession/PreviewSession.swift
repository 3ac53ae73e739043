import Cells
import Foundation
import LockScreen
import TerminalScreen

/// The live preview: keys → actions → state → picture → frame → screen. One renderer for the
/// whole session, so that the wallpaper and its blur are made once per size and theme.
public final class PreviewSession {
    public private(set) var state: SessionState
    let source: SceneSource
    let screen: SessionScreen
    let settings: SessionSettings
    let renderer = LockScreenRenderer()
    var placements = SlotPlacements()
    var watcher = FileWatcher()
    /// The last scene and picture that loaded and rendered without a problem.
    public private(set) var scene: LockScreenScene?
    public private(set) var picture: LockScreenPicture?
    /// The last frame handed to the screen.
    public private(set) var frame: CellGrid?
    var renderedMinute: Int?
    var lastFileCheck = Date.distantPast
    /// How often watched files are looked at.
    static let fileCheckInterval = 0.1

    public init(state: SessionState, source: SceneSource, screen: SessionScreen, settings: SessionSettings) {
        self.state = state
        self.source = source
        self.screen = screen
        self.settings = settings
    }

    /// Loads, draws, and handles input until quit.
    public func run() {
        start()
        while step(waiting: 50) {}
    }

    /// Loads the scene and draws the first frame (and writes `--export FILE`).
    public func start() {
        state.themes = source.themeNames
        reload()
        if settings.exportFile != nil { export() }
    }

    /// Handles at most one input, waiting up to `milliseconds` for it, then checks the
    /// watched files and the clock. False once the user quit.
    @discardableResult
    public func step(waiting milliseconds: Int32) -> Bool {
        if let input = screen.read(waiting: milliseconds), !handle(input) { return false }
        let now = Date()
        if now.timeIntervalSince(lastFileCheck) >= Self.fileCheckInterval {
            lastFileCheck = now
            if watcher.changed() { reload() }
        }
        if settings.now == nil, renderedMinute != Self.minute(of: now) { renderAndPresent() }
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
        case .place(let slot, let path):
            placements.paths[slot] = path
            reload()
        case .export: export()
        case .quit: return false
        }
        return true
    }

    /// Loads the scene again (files, device, theme, placements), then renders. A problem keeps
    /// the last good scene and picture and shows the problem in the status area.
    func reload() {
        let load = placements.apply(to: source.load(device: state.layoutDevice, theme: state.themeName), reading: source.readWidget)
        watcher.watch(load.scene == nil ? watcher.paths + load.files + placements.files : load.files)
        if let loaded = load.scene {
            scene = loaded
            if state.message?.isError == true { state.message = nil }
        } else {
            state.message = SessionMessage(load.problem ?? "the scene could not be loaded", isError: true)
        }
        renderAndPresent()
    }

    /// Renders the scene at the terminal's size, then shows it.
    func renderAndPresent() {
        let now = settings.now ?? Date()
        renderedMinute = Self.minute(of: now)
        let size = screen.size
        if let scene, let pictureSize = FrameComposer.pictureSize(columns: size.columns, rows: size.rows) {
            do {
                picture = try renderer.render(scene, options: state.options(now: now, timeZone: settings.timeZone),
                                              columns: min(settings.pictureLimit.columns ?? .max, pictureSize.columns),
                                              rows: min(settings.pictureLimit.rows ?? .max, pictureSize.rows))
                state.slotCount = picture?.slots.count ?? 0
                if state.selectedSlot >= state.slotCount { state.selectedSlot = 0 }
            } catch {
                state.message = SessionMessage("cannot draw the Lock Screen: \(error)", isError: true)
            }
        }
        present()
    }

    /// Composes the frame from the last picture and the state, and draws it.
    func present() {
        let size = screen.size
        let grid = FrameComposer.compose(picture: picture?.grid, state: state, facts: facts, columns: size.columns, rows: size.rows)
        frame = grid
        screen.draw(grid)
    }

    /// The names the status bar shows.
    var facts: StatusFacts {
        guard let scene else { return StatusFacts(themeTitle: state.themeName ?? "–") }
        let slot = scene.slots.first { $0.index == state.selectedSlot }
        return StatusFacts(themeTitle: scene.theme.title, slotWidget: slot?.widget.widget.name, slotFamily: slot?.widget.family)
    }

    /// Writes the picture as a screenshot and says where.
    func export() {
        guard let picture else {
            state.message = SessionMessage("nothing to export yet", isError: true)
            present()
            return
        }
        let exporter = ScreenshotExport(directory: settings.exportDirectory, file: settings.exportFile, depth: settings.exportDepth)
        do {
            state.message = SessionMessage("exported \(try exporter.write(picture.grid))")
        } catch {
            state.message = SessionMessage("cannot export: \(error.localizedDescription)", isError: true)
        }
        present()
    }

    static func minute(of date: Date) -> Int { Int(date.timeIntervalSince1970 / 60) }
}
