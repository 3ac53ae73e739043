import ArgumentParser
import Typography

/// The `lockscreen-tui` command: previews iOS Lock Screen widgets in a terminal.
@main
struct LockscreenTUI: ParsableCommand {
    /// The release this source tree is; `--version` prints it.
    static let version = "0.12.0"

    /// Runs the command line, as swift-argument-parser's `main` does; a file that cannot be
    /// written is one line naming it and status 73 (`CannotWrite`), a write to standard output
    /// or error that failed status 74 (`StandardStreams`). A usage error a subcommand meets while
    /// it runs points at that subcommand's help (`lockscreen-tui render --help`), not the root's.
    static func main() {
        LargeBufferReuse.apply()
        StandardStreams.checkWritesAtExit()
        if FontPreloading.drawsText(Array(CommandLine.arguments.dropFirst())) { FontFile.startLoading() }
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let failure as CannotWrite {
            printError(failure.description)
            exit(withError: ExitCode(CannotWrite.status))
        } catch let invalid as ValidationError {
            let name = type(of: command) == LockscreenTUI.self ? "" : (type(of: command).configuration.commandName ?? "") + " "
            printError("Error: \(invalid.message)")
            printError("  See 'lockscreen-tui \(name)--help' for more information.")
            exit(withError: ExitCode.validationFailure)
        } catch {
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "lockscreen-tui",
        abstract: "Preview iOS Lock Screen widgets (accessoryCircular, accessoryRectangular, accessoryInline) and Live Activities in a terminal.",
        discussion: """
        Widgets are read from their SwiftUI source (a .swift file, a widget extension's folder, or a repository with its Xcode project; see docs/swiftui.md) or from YAML widget files (docs/widget-format.md). With no subcommand, lockscreen-tui opens the live Lock Screen preview in the terminal ('lockscreen-tui help preview' lists its keys). Start with the samples:

          lockscreen-tui
          lockscreen-tui sample-widgets/weather.swift
          lockscreen-tui render path/to/MyWidgetExtension
          lockscreen-tui validate sample-widgets/
          lockscreen-tui layout sample-widgets/weather.yaml --family circular
          lockscreen-tui devices
          lockscreen-tui themes

        Run 'lockscreen-tui help <subcommand>' for the options of each subcommand.
        """,
        version: "lockscreen-tui \(version)",
        subcommands: [PreviewCommand.self, ValidateCommand.self, CheckCommand.self, RenderCommand.self, LayoutCommand.self,
                      DevicesCommand.self, ThemesCommand.self],
        defaultSubcommand: PreviewCommand.self
    )
}
