import ArgumentParser
import Devices
import LockScreen
import Rendering
import ViewTree
import WidgetFormat

/// `lockscreen-tui render FILE`: one widget, or with `--lockscreen` a whole Lock Screen, as
/// truecolor half blocks.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a widget, or a whole Lock Screen, in the terminal: real pixels where it shows them (kitty, iTerm2, sixel), else half blocks (ANSI text that cat shows in any modern terminal).",
        discussion: """
        One widget: drawn as the Lock Screen draws it, vibrant over the wallpaper behind its slot on the chosen iPhone (the first theme unless --theme says otherwise; --mode, --privacy and --luminance-reduced as on the Lock Screen). --mode fullColor without a theme draws it in full colour on a neutral dark backdrop the size of its slot, as a widget gallery would.

        The Lock Screen (--lockscreen): the phone fitted into --width × --height cells (default: the terminal's size, else 60×40), with the wallpaper, the date line and inline widget, the clock and the widget row of an arrangement file (default: sample-widgets/arrangements/default.arrangement.yaml).

        Apple Watch faces (--watch): a face file (NAME.face.yaml) with its widgets, or a face (infograph, modular, digital) with the widget file in every slot of its families; accented (the default) or fullColor, --luminance-reduced for Always-On, --watch-size for the watch, --variants for every mode. A widget of a watchOS extension target never shows on an iPhone: without --watch it is drawn in the slots of its family on the first face that has them.

        iPads and StandBy: --device ipad-pro-13 (any iPad 'lockscreen-tui devices' lists) draws an iPad's Lock Screen, portrait or --orientation landscape, where a widget's systemSmall view (--family small) has a place too; --standby draws the widget's systemSmall view as StandBy shows it on an iPhone on its side, --night in Night Mode's red.

        Live Activities (--activity): an ActivityConfiguration's Lock Screen view on its platter above the bottom buttons (lockscreen, also without the option when the file's widget is an activity), its Dynamic Island at the top of the Home Screen (compact, minimal, expanded; on a phone with an island), StandBy's 200 % view (standby, --night) or its Apple Watch Smart Stack tile (watch, --watch-size); one content state of its previews per --entry, every one with --entry all; --variants draws every presentation, stale and Always-On; --stale sets context.isStale.

        Controls (--control): the iOS 18 controls a SwiftUI source or extension declares, in the Lock Screen's bottom corners instead of the flashlight and camera, symbol only: one toggle off (left) and on (right), else the first two (--widget NAME picks one). An arrangement places them with 'controls'.

        Shapes, gauges and symbols are anti-aliased pixels; small text is terminal characters; large text and the clock are drawn from a real font. On a terminal that shows real pixels (--graphics auto: kitty, Ghostty, iTerm2, WezTerm, Konsole, VS Code, foot, xterm -ti vt340, Windows Terminal) the picture is the device's own pixels instead, fitted into the terminal (or --width × --height cells), every text from the font; --graphics blocks keeps half blocks.

        Pictures (-o FILE.png or --format png): without --width, --height or --scale, a PNG at the device's own pixels (1179×2556 for a 15 Pro Lock Screen), every text drawn from the font; with one of them, exactly what the terminal shows, each cell 10×20 pixels. A PNG is not written to a terminal.

        Sheets: --variants draws the widget (in its family) or the Lock Screen in every rendering mode (vibrant, accented, full colour) × privacy (off, on) × Always-On (off, on): twelve captioned pictures, a mode's four in a row, the way Xcode's preview canvas shows variants. --devices (names separated by commas, or all) and --ios (17,26 or all) add a block per iPhone and iOS version. --entry all draws every timeline entry of one widget in a row, each drawn at the moment it becomes current and captioned with its number and date ("2 · 11:11 AM"). A sheet fits the terminal's width or --width (the whole sheet's; 200 columns when there is no terminal) and wraps into more rows; --scale sets the size of its pictures (default: a widget at 3 points per pixel, a Lock Screen 46 columns wide so that four fit 200 columns). --entry all and --variants do not combine (--variants draws the entry --entry N names). -o FILE.png writes a sheet as the terminal shows it.

        Examples:
          lockscreen-tui render sample-widgets/weather.yaml --family circular
          lockscreen-tui render sample-widgets/weather.yaml --family circular \\
              --mode fullColor
          lockscreen-tui render sample-widgets/stocks.yaml --family rectangular \\
              --scale 2 -o stocks.ans
          lockscreen-tui render sample-widgets/heart-rate.yaml --theme paper --privacy
          lockscreen-tui render sample-widgets/weather.yaml --family circular \\
              --graphics sixel
          lockscreen-tui render --lockscreen
          lockscreen-tui render --lockscreen \\
              sample-widgets/arrangements/tinted.arrangement.yaml --mode accented
          lockscreen-tui render --lockscreen --device se-3 --theme dusk-lake \\
              --luminance-reduced --width 100 --height 50
          lockscreen-tui render --lockscreen -o lockscreen.png
          lockscreen-tui render sample-widgets/stocks.yaml --family rectangular \\
              --width 60 -o stocks-cells.png
          lockscreen-tui render sample-widgets/weather.swift --family circular
          lockscreen-tui render sample-widgets/weather.swift --family inline \\
              --entry other.entry.json:2
          lockscreen-tui render MyApp/MyWidgetExtension --widget Steps \\
              --entry 3 --strict
          lockscreen-tui render sample-widgets/heart-rate.yaml --variants
          lockscreen-tui render --lockscreen --variants --width 200
          lockscreen-tui render sample-widgets/stocks.yaml --variants --devices 16,air
          lockscreen-tui render sample-widgets/ --family all --devices all \\
              --output-dir pictures/
          lockscreen-tui render --lockscreen --variants --ios all -o variants.png
          lockscreen-tui render sample-widgets/game-health.yaml --entry all
          lockscreen-tui render --watch sample-widgets/faces/infograph.face.yaml
          lockscreen-tui render sample-widgets/uv-index.yaml --watch modular \\
              --mode fullColor --watch-size 41mm
          lockscreen-tui render sample-widgets/weather.swift --entry all --width 80
          lockscreen-tui render sample-widgets/game-health.swift --control \\
              -o controls.png
          lockscreen-tui render sample-widgets/weather.swift --standby --night
          lockscreen-tui render --lockscreen --device ipad-pro-13 \\
              --orientation landscape
          lockscreen-tui render sample-widgets/delivery-activity.swift \\
              --activity lockscreen --entry 2
          lockscreen-tui render sample-widgets/delivery-activity.swift \\
              --activity expanded --device 16-pro -o island.png
        """
    )

    @Argument(help: ArgumentHelp("The widget file (YAML, JSON or SwiftUI .swift) or widget extension folder (its .swift files, asset catalog and strings read together); with --lockscreen, an arrangement file (optional). With --output-dir, several files and folders.", valueName: "file"))
    var files: [String] = []

    /// The one file drawn (all but `--output-dir` take one).
    var file: String? { files.first }

    @Flag(name: .long, help: "Draw the whole Lock Screen of an arrangement instead of one widget.")
    var lockscreen = false

    @Flag(name: .long, help: "Draw the file's iOS 18 controls (ControlWidget) in the Lock Screen's bottom corners, where the flashlight and camera are: a toggle off and on, or the first two controls (--widget picks one).")
    var control = false

    @OptionGroup var preview: PreviewOptions
    @OptionGroup var variants: VariantOptions
    @OptionGroup var device: DeviceOption
    @OptionGroup var theme: ThemeOption
    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var furniture: FurnitureOptions
    @OptionGroup var clock: ClockOption
    @OptionGroup var size: ScaleOptions
    @OptionGroup var height: HeightOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var watchFace: WatchOptions
    @OptionGroup(title: "StandBy") var standBy: StandByOptions
    @OptionGroup(title: "Live Activities") var liveActivity: ActivityOptions

    func validate() throws {
        try validateBatch()
        if watchFace.watch == nil, (watchFace.watchSize != nil && liveActivity.activity != .watch) || watchFace.tint != nil {
            throw ValidationError("--watch-size and --tint are for --watch FACE (--watch-size for --activity watch too)")
        }
        if standBy.night && !standBy.standby && liveActivity.activity != .standby {
            throw ValidationError("--night is StandBy's Night Mode; add --standby")
        }
        if environment.luminanceReduced, let named = try device.override(), named.idiom == .pad {
            throw ValidationError("--luminance-reduced is Always-On, which no iPad has; leave it out, or name an iPhone with --device")
        }
        if !lockscreen && file == nil && watchFace.watch == nil {
            throw ValidationError("give a widget file to draw, or --lockscreen for the whole Lock Screen")
        }
        if lockscreen && size.scale != nil && !variants.variants {
            throw ValidationError("--scale is for one widget; the Lock Screen fits --width and --height")
        }
        if lockscreen && preview.family != nil {
            throw ValidationError("--family is for one widget; an arrangement file places each widget in its family")
        }
        try validateSheet()
        if control, lockscreen || variants.variants || preview.entry.isEveryEntry || batch.outputDir != nil || watchFace.watch != nil || preview.family != nil {
            throw ValidationError("--control draws a file's controls in the Lock Screen's corners; --lockscreen, --variants, --entry all, --output-dir, --watch and --family draw widgets")
        }
        if standBy.standby, lockscreen || control || drawsSheet || batch.outputDir != nil || watchFace.watch != nil {
            throw ValidationError("--standby draws one widget file in StandBy; --lockscreen, --control, --variants, --entry all, --output-dir and --watch draw other things")
        }
        if standBy.standby, let family = preview.family?.family, family != .small {
            throw ValidationError("StandBy shows systemSmall widgets; leave out --family \(family.rawValue) (or write --family small)")
        }
        if watchFace.watch != nil {
            if lockscreen { throw ValidationError("--watch draws a watch face, --lockscreen the iPhone's Lock Screen; choose one") }
            if preview.entry.isEveryEntry || batch.outputDir != nil || variants.devices != nil {
                throw ValidationError("--watch draws one face, or with --variants a sheet of its modes; --entry all, --devices and --output-dir are for the iPhone")
            }
            if device.device != nil { throw ValidationError("--device names an iPhone; for a watch give --watch-size (\(WatchCatalog.all.map(\.identifier).joined(separator: ", ")))") }
        } else if preview.family?.family == .corner && (drawsSheet || batch.outputDir != nil || lockscreen) {
            throw Self.cornerOnPhone
        }
    }

    func run() throws {
        try requireOneFile()
        if watchFace.watch != nil, !drawsSheet {
            try renderWatchFace()
        } else if batch.outputDir != nil {
            try renderBatch()
        } else if drawsSheet {
            try renderSheet()
        } else if control {
            try renderControls()
        } else if lockscreen {
            try renderLockScreen()
        } else {
            try renderWidget()
        }
    }

    func renderLockScreen() throws {
        let inputs = LockScreenInputs(arrangement: file, theme: theme.theme, device: try device.override(), orientation: device.orientation,
                                      locale: preview.language.locale)
        var loaded = try LockScreenInputs.unwrap(inputs.load())
        if let unplaced = loaded.unplaced { printError(unplaced) }
        loaded.scene.device = loaded.scene.device.on(device.ios ?? loaded.ios ?? .standard)
        loaded.scene.theme = try clock.choice().applied(to: loaded.scene.theme)
        // `--lockscreen ARRANGEMENT --activity compact|minimal|expanded`: the island of its activities.
        if let presentation = liveActivity.activity, presentation != .lockscreen {
            guard let island = presentation.island, let first = loaded.scene.activity else {
                throw ValidationError(presentation.island == nil
                    ? "--activity \(presentation.rawValue) draws one file's activity; write render FILE --activity \(presentation.rawValue)"
                    : "the arrangement places no Live Activity; add activity: { widget: FILE } (or activities: for two)")
            }
            return try renderIsland(first.widget, beside: loaded.scene.secondActivity(in: island), island, on: loaded.scene.device)
        }
        try emitLockScreen(loaded.scene)
    }

    /// Writes a whole Lock Screen with the command line's mode, privacy, Always-On, moment, furniture
    /// and clock: at the device's pixels for a picture file, else fitted to `--width` × `--height`
    /// (the terminal's size, else 60×40).
    func emitLockScreen(_ scene: LockScreenScene) throws {
        var options = try lockScreenOptions()
        options.locale = preview.locale(file: scene.locale)
        try emitLockScreen(scene, options: options)
    }

    /// The command line's mode, privacy, Always-On, moment, furniture and clock as the renderer takes them.
    func lockScreenOptions(viewport: LockScreenViewport = .phone) throws -> LockScreenOptions {
        var options = LockScreenOptions(mode: environment.renderingMode, privacy: environment.privacy,
                                        luminanceReduced: environment.luminanceReduced, now: try preview.now(),
                                        viewport: viewport, furniture: furniture.furniture)
        options.twentyFourHour = clock.twentyFourHour
        options.locale = preview.locale()
        options.dynamicTypeSize = preview.text.textSize
        options.activityIsStale = liveActivity.stale
        return options
    }

    /// Writes a whole screen drawn with `options` (StandBy's own, say): at the device's pixels for a
    /// picture file, else fitted to `--width` × `--height`.
    func emitLockScreen(_ scene: LockScreenScene, options: LockScreenOptions) throws {
        if writesDevicePixels { return try emitPixels(screenPixels(of: scene, options: options)) }
        let terminal = TerminalSize.current()
        let columns = size.width ?? terminal?.columns ?? TerminalSize.fallback.columns
        let rows = height.height ?? terminal?.rows ?? TerminalSize.fallback.rows
        let picture = try LockScreenInputs.draw(LockScreenRenderer.forCommandLine(), scene, options: options, columns: columns, rows: rows)
        try output.emit(picture.grid)
    }

    static let cornerOnPhone = ValidationError("accessoryCorner is a complication of Apple Watch faces; the iPhone has no corner slot. Draw it on a face: --watch infograph")

    func renderWidget() throws {
        let profile = try device.profile()
        var asked = preview
        if standBy.standby { asked.family = WidgetFamilyArgument(family: .small) }
        if liveActivity.activity != nil { asked.family = WidgetFamilyArgument(family: .activity) }
        let previewed = try PreviewedWidget(file: file ?? "", preview: asked, views: liveActivity.activity?.views ?? [.lockScreen])
        if previewed.widget.isForWatch { return try renderWatchWidget(previewed) }
        if previewed.family == .corner { throw Self.cornerOnPhone }
        if previewed.family == .activity { return try renderActivity(previewed, on: profile) }
        if standBy.standby { return try renderStandBy(previewed, on: profile) }
        if previewed.family == .small && profile.idiom == .phone {
            // Asked for on the command line, the options are wrong; chosen by the widget's own
            // families, the file is what the iPhone cannot show.
            if preview.family != nil {
                throw ValidationError("systemSmall is not on the iPhone Lock Screen: draw it on an iPad's (--device ipad-pro-13) or in StandBy (--standby)")
            }
            printError(previewed.noPhoneFamilyError)
            throw ExitCode(ExitStatus.invalidInput.rawValue)
        }
        let slot = profile.slotSize(for: previewed.family)
        let now = try preview.now()
        let neutral = drawsOnNeutralBackdrop
        let margin = neutral ? 0 : 2 * LockScreenRenderer.slotViewportMargin
        let scale = size.pointsPerPixel(forWidth: slot.width + margin, height: height.height.map { (slot.height + margin, $0) },
                                        slack: neutral ? 0 : 1)
        guard !neutral else {
            let request = WidgetRenderer.Request(widget: previewed.widget, environment: {
                var environment = WidgetEnvironment(family: previewed.family, renderingMode: .fullColor, now: now)
                environment.locale = preview.locale()
                environment.dynamicTypeSize = preview.text.textSize
                return environment
            }(),
                                                 entryIndex: previewed.entryIndex, device: profile, pointsPerPixel: scale)
            if writesDevicePixels { return try emitPixels(devicePixels(of: request)) }
            try output.emit(WidgetRenderer().render(request))
            return
        }
        let loadedTheme = try LockScreenInputs.theme(named: theme.theme)
        let widget = SceneWidget(widget: previewed.widget, family: previewed.family, entryIndex: previewed.entryIndex, source: file ?? "")
        let scene = LockScreenScene(device: profile, theme: loadedTheme, inline: previewed.family == .inline ? widget : nil,
                                    bottom: previewed.family == .inline ? [] : [widget])
        guard !scene.slots.isEmpty else {
            throw ValidationError("\(previewed.family.widgetKitName) has no place on this Lock Screen (iPadOS 26's row is measured for the accessory families only); draw it with --ios 18")
        }
        let options = try lockScreenOptions(viewport: .slot(0))
        if writesDevicePixels { return try emitPixels(devicePixels(of: scene, options: options)) }
        let picture: LockScreenPicture
        do {
            picture = try LockScreenRenderer.forCommandLine().render(scene, options: options, pointsPerPixel: scale)
        } catch {
            throw WallpaperFailure.report(error, theme: loadedTheme)
        }
        try output.emit(picture.grid)
    }
}
