import Foundation
import ArgumentParser
import ViewTree
import WidgetFormat

/// `lockscreen-tui validate FILE…`: checks widget files and explains every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check widget files and explain every problem with file:line:col.",
        discussion: """
        Prints one summary line per valid file. Each problem names its place as file:line:col,
        what was found and what was expected, and a suggestion for a near miss. Folders are searched for .yaml, .yml, .json and .swift files (SwiftUI sources, with the NAME.entry.json beside them).
        Arrangement files (*.arrangement.yaml) are checked as arrangements, with the widget files they name.

        Exit status: 0 when every file is valid, 65 when a file is invalid, 66 when a file
        cannot be read.

        Examples:
          lockscreen-tui validate my-widget.yaml
          lockscreen-tui validate MyWidget.swift
          lockscreen-tui validate sample-widgets/
        """
    )

    @Argument(help: ArgumentHelp("Widget or arrangement files, SwiftUI sources, widget extension folders, or folders of them.", valueName: "file"))
    var files: [String]

    @OptionGroup var strictness: StrictOption

    func run() throws {
        var worst = ExitStatus.success
        for path in WidgetFiles.expand(files) {
            if ArrangementLoader.isArrangementFile(path) {
                let result = ArrangementFiles.load(path)
                worst = max(worst, result.exitStatus)
                if let summary = ArrangementFiles.summary(of: result) { printLine(summary) }
                continue
            }
            let result = try WidgetFiles.load(path, strict: strictness.strict)
            worst = max(worst, result.exitStatus)
            for widget in result.widgets {
                printLine(Self.summary(of: widget, path: path, views: result.viewCount, warnings: result.diagnostics.count))
            }
        }
        if worst != .success { throw ExitCode(worst.rawValue) }
    }

    /// `path: ok: "Name" (circular, rectangular); 2 entries, 14 views`
    static func summary(of widget: Widget, path: String, views: Int, warnings: Int) -> String {
        let families = widget.families.map(\.rawValue).joined(separator: ", ")
        let entries = widget.entries.count == 1 ? "1 entry" : "\(widget.entries.count) entries"
        var line = "\(path): ok: \"\(widget.name)\" (\(families)); \(entries)"
        var sources: [String] = []
        for label in widget.entrySources {
            let source = label.components(separatedBy: ", entry ").first ?? label
            if !sources.contains(source), source != "an empty entry" { sources.append(source) }
        }
        if !sources.isEmpty { line += " from " + sources.joined(separator: "; ") }
        line += ", \(views) view\(views == 1 ? "" : "s")"
        if warnings > 0 { line += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return line
    }
}
