import ArgumentParser

/// The `lockscreen-tui` command: previews iOS Lock Screen widgets in a terminal.
@main
struct LockscreenTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockscreen-tui",
        abstract: "Preview iOS Lock Screen widgets (accessoryCircular, accessoryRectangular, accessoryInline) in a terminal.",
        discussion: """
        Widgets are described in YAML widget files (see docs/widget-format.md). Start with the samples:

          lockscreen-tui validate sample-widgets/
          lockscreen-tui layout sample-widgets/weather.yaml --family circular
          lockscreen-tui devices
          lockscreen-tui themes

        Run 'lockscreen-tui help <subcommand>' for the options of each subcommand.
        """,
        subcommands: [ValidateCommand.self, RenderCommand.self, LayoutCommand.self, DevicesCommand.self, ThemesCommand.self]
    )
}
