import ArgumentParser

/// The `lockscreen-tui` command: previews iOS Lock Screen widgets in a terminal.
@main
struct LockscreenTUI: ParsableCommand {
    /// The release this source tree is; `--version` prints it.
    static let version = "0.12.0"

    static let configuration = CommandConfiguration(
        commandName: "lockscreen-tui",
        abstract: "Preview iOS Lock Screen widgets (accessoryCircular, accessoryRectangular, accessoryInline) in a terminal.",
        discussion: """
        Widgets are described in YAML widget files (see docs/widget-format.md). With no subcommand, lockscreen-tui opens the live Lock Screen preview in the terminal ('lockscreen-tui help preview' lists its keys). Start with the samples:

          lockscreen-tui
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
