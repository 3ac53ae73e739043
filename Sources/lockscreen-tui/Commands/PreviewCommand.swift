import ArgumentParser
import Devices
import Foundation
import PreviewSession
import TerminalScreen

/// `lockscreen-tui` with no subcommand (or `lockscreen-tui preview`): the live preview.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "The live Lock Screen preview, fitted to the terminal (what lockscreen-tui runs with no subcommand).",
        discussion: """
        Shows the Lock Screen of an arrangement (the same scene 'render --lockscreen' draws), fitted to the terminal (or to --width × --height inside it), and redraws when the terminal is resized or a widget, arrangement or theme file in use is saved. A file that turns invalid shows its error at the bottom and keeps the last good picture.

        Keys (also in the status bar, and on '?'):
          m              rendering mode: vibrant, accented, full colour
          p              privacy redaction
          l              reduced luminance (Always-On)
          d / D          next / previous device
          t              next theme
          z              zoom: whole phone / widget area
          Tab / arrows   select a slot (a mouse click works too)
          Enter          list the widgets that fit the selected slot
          e              export a screenshot (ANSI text, as 'render --lockscreen' writes it)
          r              reload files
          q / Esc        quit

        Examples:
          lockscreen-tui
          lockscreen-tui --device "15 pro max" --mode accented --privacy
          lockscreen-tui sample-widgets/arrangements/tinted.arrangement.yaml --theme sunset
          lockscreen-tui --time 9:41 --date 2026-06-08 --export-dir shots/

        Needs a terminal; to write the Lock Screen as text for a file or CI log, use 'lockscreen-tui render --lockscreen'.
        """
    )

    @Argument(help: ArgumentHelp("The arrangement file. Default: the project's (sample-widgets/arrangements/default.arrangement.yaml).", valueName: "arrangement"))
    var arrangement: String?

    @OptionGroup var device: DeviceOption
    @OptionGroup var theme: ThemeOption
    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var furniture: FurnitureOptions
    @OptionGroup var clock: ClockOption
    @OptionGroup var moment: MomentOptions
    @OptionGroup var size: ScaleOptions
    @OptionGroup var height: HeightOption

    @Flag(name: .long, help: "Start zoomed in: the date, clock and widgets fill the terminal (the 'z' key).")
    var zoom = false

    @Option(name: .long, help: ArgumentHelp(
        "Colours: truecolor, 256 or none. Default: truecolor when COLORTERM or terminfo says so, none when NO_COLOR is set, else 256.",
        valueName: "depth"))
    var color: ColorDepth?

    @Option(name: .long, help: ArgumentHelp("Write screenshots here instead of files named after the time: the first frame at start, then each 'e'.", valueName: "file"))
    var export: String?

    @Option(name: .long, help: ArgumentHelp("The folder for screenshots named after the time. Default: the current folder.", valueName: "folder"))
    var exportDir: String?

    func validate() throws {
        if size.scale != nil { throw ValidationError("--scale is for one widget; the Lock Screen fits the terminal, or --width and --height") }
    }

    func run() throws {
        let now = moment.isGiven ? try moment.now() : nil
        let resources = try? ProjectResources.locate()
        let source = ArrangementSceneSource(arrangement: arrangement, resources: resources)
        // The arrangement names the device and theme unless the command line does.
        let first = try? LockScreenInputs(arrangement: arrangement, theme: theme.theme, device: try device.override()).load().get()
        var themes = source.themeNames
        let startTheme = theme.theme ?? first?.scene.theme.name
        if let startTheme, !themes.contains(startTheme) { themes.append(startTheme) }
        let screen: CursesScreen
        do {
            screen = try CursesScreen(forced: color?.terminalDepth)
        } catch let error as TerminalError {
            printError("lockscreen-tui: \(error). The live preview needs an interactive terminal; to write the Lock Screen as text, use 'lockscreen-tui render --lockscreen'.")
            throw ExitCode.failure
        }
        defer { screen.stop() }
        let settings = SessionSettings(
            now: now, exportDirectory: URL(fileURLWithPath: exportDir ?? FileManager.default.currentDirectoryPath),
            exportFile: export.map { URL(fileURLWithPath: $0) }, exportDepth: screen.depth,
            pictureLimit: (size.width, height.height))
        let state = SessionState(device: try device.override() ?? first?.scene.device ?? DeviceCatalog.defaultDevice,
                                 mode: environment.renderingMode, privacy: environment.privacy,
                                 luminanceReduced: environment.luminanceReduced, themes: themes, theme: startTheme, zoomed: zoom,
                                 furniture: furniture.furniture, twentyFourHour: clock.twentyFourHour,
                                 ios: device.ios ?? first?.ios ?? .standard)
        PreviewSession(state: state, source: source, screen: screen, settings: settings).run()
    }
}
