import ArgumentParser
import Devices
import Foundation
import PreviewSession
import TerminalCapabilities
import TerminalGraphics
import TerminalScreen
import ViewTree

/// `lockscreen-tui` with no subcommand (or `lockscreen-tui preview`): the live preview.
struct PreviewCommand: ParsableCommand {
    /// The keys as the help overlay lists them (`KeyBindings.help`, the one table), two columns.
    static var keyLines: String {
        let width = (KeyBindings.help.map(\.keys.count).max() ?? 0) + 2
        return KeyBindings.help.map { "  " + $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + $0.meaning }
            .joined(separator: "\n")
    }

    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "The live Lock Screen preview, fitted to the terminal (what lockscreen-tui runs with no subcommand).",
        discussion: """
        Shows the Lock Screen of an arrangement (the same scene 'render --lockscreen' draws), or one widget in every slot its families fit, fitted to the terminal (or to --width × --height inside it), and redraws when the terminal is resized or a widget, arrangement or theme file in use is saved. A file that turns invalid shows its first error at the bottom ('!' lists them all) and keeps the last good picture. Timers and relative dates tick every second while one is on screen; entry offsets (+PT7M30S) count from the moment the preview started.

        Keys (also in the status bar, and on '?'):
        \(PreviewCommand.keyLines)

        Examples:
          lockscreen-tui
          lockscreen-tui sample-widgets/next-event.yaml
          lockscreen-tui MyApp/MyWidgetExtension --widget Steps
          lockscreen-tui --device "15 pro max" --mode accented --privacy
          lockscreen-tui sample-widgets/arrangements/tinted.arrangement.yaml \\
              --theme sunset
          lockscreen-tui --time 9:41 --date 2026-06-08 --export-dir shots/

        Needs a terminal; to write the Lock Screen as text for a file or CI log, use 'lockscreen-tui render --lockscreen'.
        """
    )

    @Argument(help: ArgumentHelp(
        "An arrangement file (NAME.arrangement.yaml), or one widget (a widget file, SwiftUI source or widget extension folder) to show in every slot its families fit. Default: the project's arrangement (sample-widgets/arrangements/default.arrangement.yaml).",
        valueName: "file"))
    var arrangement: String?

    @Option(name: .long, help: ArgumentHelp(
        "Which widget of a folder or file that declares several (a WidgetBundle): its name or its struct's name, as 'validate' lists them. Default: the first.",
        valueName: "name"))
    var widget: String?

    @OptionGroup var device: DeviceOption
    @OptionGroup var theme: ThemeOption
    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var furniture: FurnitureOptions
    @OptionGroup var clock: ClockOption
    @OptionGroup var moment: MomentOptions

    @OptionGroup var language: LocaleOption

    @OptionGroup var text: TextSizeOption
    @OptionGroup var size: WidthOption
    @OptionGroup var height: HeightOption

    @Flag(name: .long, help: "Start zoomed in: the date, clock and widgets fill the terminal (the 'z' key).")
    var zoom = false

    @Option(name: .long, help: ArgumentHelp(
        "Colours: truecolor, 256 or none. Default: none when NO_COLOR is set; else what the terminal has (COLORTERM, the terminal program, tmux's client, terminfo, or the terminal's answer); else 256.",
        valueName: "depth"))
    var color: ColorDepth?

    @Option(name: .long, help: ArgumentHelp(
        "The Lock Screen in real pixels: auto, kitty, iterm, sixel or blocks (as render's --graphics). auto draws it in pixels where the terminal shows them; the status bar says which, '?' why.",
        valueName: "protocol"))
    var graphics: GraphicsChoice = GraphicsChoice(forced: nil)

    @Option(name: .long, help: ArgumentHelp("Write screenshots here instead of files named after the time: the first frame at start, then each 'e'. The PNG goes beside it (FILE.png); a file ending in .png gets only the PNG.", valueName: "file"))
    var export: String?

    @Option(name: .long, help: ArgumentHelp("The folder for screenshots named after the time and for arrangements saved with 's'. Default: the current folder.", valueName: "folder"))
    var exportDir: String?

    func validate() throws {
        try device.requireOneIOSVersion()
        if widget != nil, arrangement.map(PreviewTarget.isWidget) != true {
            throw ValidationError("--widget picks one widget of a widget file or extension folder; give one (an arrangement names its widgets itself, with 'name:')")
        }
        if let arrangement, let command = Self.misspeltCommand(arrangement) {
            throw ValidationError("'\(arrangement)' is not a command or a file; did you mean 'lockscreen-tui \(command)'? ('lockscreen-tui --help' lists the commands)")
        }
    }

    /// What the terminal shows, asked before ncurses takes it: `--color` and `--graphics`, else
    /// the environment, tmux, terminfo and the terminal's answers (`TerminalCapabilities`).
    func detectTerminal() -> TerminalCapabilities {
        let environment = ProcessInfo.processInfo.environment
        let terminfo = environment["TERM"].flatMap { TerminfoColors.read(term: $0) }
        let tty = ControllingTerminal.open()
        defer { if let tty { close(tty) } }
        return TerminalCapabilities.detect(environment: environment, terminfo: terminfo, forcedColor: color,
                                           forcedGraphics: graphics.forced, tty: tty)
    }

    /// The subcommand a word that names no file is a misspelling of (`rendr` → `render`).
    static func misspeltCommand(_ word: String) -> String? {
        guard !FileManager.default.fileExists(atPath: word), !word.contains("/"), !word.contains(".") else { return nil }
        let names = LockscreenTUI.configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        return EditDistance.nearest(to: word.lowercased(), in: names)
    }

    func run() throws {
        if let arrangement, !FileManager.default.fileExists(atPath: arrangement) {
            throw ValidationError("no such file '\(arrangement)': give an arrangement file, a widget file, a SwiftUI source or a widget extension folder")
        }
        let now = moment.isGiven ? try moment.now() : nil
        let resources = try? ProjectResources.locate()
        let source: SceneSource = if let arrangement, PreviewTarget.isWidget(arrangement) {
            WidgetSceneSource(widget: arrangement, widgetName: widget, resources: resources)
        } else {
            ArrangementSceneSource(arrangement: arrangement, resources: resources)
        }
        // The files name the device, theme and iOS version unless the command line does.
        let first = source.load(device: try device.override(), theme: theme.theme, locale: language.locale)
        var themes = source.themeNames
        if let chosen = theme.theme, !themes.contains(chosen) { themes.append(chosen) }
        var fixed: Set<SessionSetting> = []
        if try device.override() != nil { fixed.insert(.device) }
        if device.ios != nil { fixed.insert(.ios) }
        if theme.theme != nil { fixed.insert(.theme) }
        if clock.typeface != nil { fixed.insert(.clockTypeface) }
        if language.locale != nil { fixed.insert(.locale) }
        let terminal = detectTerminal()
        let screen: CursesScreen
        do {
            screen = try CursesScreen(pictures: terminal.graphics.value.sendsPixels
                ? TerminalPicture(graphics: terminal.graphics.value, cell: terminal.cellPixels?.value ?? TerminalPicture.assumedCell,
                                  throughTmux: terminal.passthrough)
                : nil) { _ in terminal.colorDepth.value }
        } catch let error as TerminalError {
            printError("lockscreen-tui: \(error). The live preview needs an interactive terminal; to write the Lock Screen as text, use 'lockscreen-tui render --lockscreen'.")
            throw ExitCode.failure
        }
        defer { screen.stop() }
        screen.pushBack(typed: terminal.typeahead)
        var settings = SessionSettings(
            now: now, exportDirectory: URL(fileURLWithPath: exportDir ?? FileManager.default.currentDirectoryPath),
            exportFile: export.map { URL(fileURLWithPath: $0) }, exportDepth: screen.depth,
            pictureLimit: (size.width, height.height), wallpaperCache: .user())
        settings.terminal = terminal
        let state = SessionState(device: try device.override() ?? first.scene?.device ?? DeviceCatalog.defaultDevice,
                                 mode: environment.renderingMode, privacy: environment.privacy,
                                 luminanceReduced: environment.luminanceReduced, themes: themes, theme: theme.theme, zoomed: zoom,
                                 furniture: furniture.furniture, twentyFourHour: clock.twentyFourHour, locale: language.resolved(), dynamicTypeSize: text.textSize,
                                 ios: device.ios ?? first.ios ?? .standard, clock: try clock.choice(), fixed: fixed)
        PreviewSession(state: state, source: source, screen: screen, settings: settings).run()
    }
}
