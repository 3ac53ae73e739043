import ArgumentParser

/// Whether a command line draws text, so that fontconfig is worth loading while it is parsed
/// (`FontFile.startLoading`): `render`, `check` and the live preview (named or the default
/// subcommand) draw; `validate`, `layout`, `devices`, `themes`, help and `--version` do not, and
/// load nothing they do not use.
enum FontPreloading {
    /// The subcommands that draw text.
    static let drawing: [ParsableCommand.Type] = [PreviewCommand.self, RenderCommand.self, CheckCommand.self]
    /// Arguments swift-argument-parser answers itself, printing and drawing nothing.
    static let answeredByTheParser: Set<String> = ["-h", "--help", "--version", "--experimental-dump-help",
                                                   "--generate-completion-script"]

    /// True when `arguments` (without the program's name) run a subcommand that draws.
    static func drawsText(_ arguments: [String]) -> Bool {
        guard !arguments.contains(where: answeredByTheParser.contains) else { return false }
        // The live preview's own options and files come first when its name is left out.
        guard let first = arguments.first, !first.hasPrefix("-") else { return true }
        let names = LockscreenTUI.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard names.contains(first) else { return true }
        return drawing.contains { $0.configuration.commandName == first }
    }
}
