import Foundation
import ArgumentParser
import ViewTree
import WidgetFormat

/// `lockscreen-tui themes [THEME…]`: the Lock Screen themes and their colours.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the Lock Screen themes: wallpaper, clock colour, tint and accent colour.",
        discussion: """
        Themes are the YAML files in the project's themes/ folder (see docs/lockscreen-files.md); a theme's name is its file name without .yaml. The folder is found through LOCKSCREEN_TUI_HOME, else above the program, else above the current folder.

        Without arguments every theme in themes/ is listed; with arguments, the themes named (by name, or by path to a theme file), each with its summary. A theme file with problems is reported as file:line:col: error: …

        Exit status: 0 when every theme is valid, 65 when one is invalid, 66 when one cannot be read.

        Examples:
          lockscreen-tui themes
          lockscreen-tui themes aurora paper
          lockscreen-tui themes my-themes/forest.yaml
        """
    )

    @Argument(help: ArgumentHelp("Theme names or theme files; default: every theme in themes/.", valueName: "theme"))
    var themes: [String] = []

    func run() throws {
        let resources = try ProjectResources.locate()
        let catalog = ThemeCatalog(folder: resources.themesFolder)
        let references = themes.isEmpty ? catalog.names : themes
        var worst = ExitStatus.success
        var rows = [["name", "title", "wallpaper", "clock", "tint", "accent"]]
        var summaries: [String] = []
        for reference in references {
            let result = catalog.load(reference)
            for line in result.renderedDiagnostics { printError(line) }
            worst = max(worst, result.exitStatus)
            guard let theme = result.theme else { continue }
            let mark = theme.name == ThemeCatalog.defaultName ? " (default)" : ""
            rows.append([theme.name, theme.title + mark, Self.describe(theme.wallpaper), theme.clockColor.description,
                         theme.tint?.description ?? "none", theme.accent.description])
            if let summary = theme.summary { summaries.append("\(theme.name): \(summary)") }
        }
        if rows.count > 1 { printLine(Self.table(rows)) }
        if !themes.isEmpty, !summaries.isEmpty { printLine("\n" + summaries.joined(separator: "\n")) }
        if worst != .success { throw ExitCode(worst.rawValue) }
    }

    /// "gradient, 4 stops, 3 glows" or "image dusk-lake.png".
    static func describe(_ wallpaper: Wallpaper) -> String {
        switch wallpaper {
        case .gradient(let gradient):
            var text = "gradient, \(gradient.stops.count) stop\(gradient.stops.count == 1 ? "" : "s")"
            if !gradient.glows.isEmpty { text += ", \(gradient.glows.count) glow\(gradient.glows.count == 1 ? "" : "s")" }
            return text
        case .image(let path):
            return "image " + (path as NSString).lastPathComponent
        }
    }

    /// Columns padded to their widest cell, two spaces apart.
    static func table(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
