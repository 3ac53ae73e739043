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
        Arrangement files (*.arrangement.yaml) are checked as arrangements, and watch face files (*.face.yaml) as faces, with the widget files they name.

        Exit status: 0 when every file is valid, 65 when a file is invalid, 66 when a file
        cannot be read.

        Examples:
          lockscreen-tui validate my-widget.yaml
          lockscreen-tui validate MyWidget.swift
          lockscreen-tui validate sample-widgets/
        """
    )

    @Argument(help: ArgumentHelp("Widget, arrangement or watch face files, SwiftUI sources, widget extension folders, or folders of them.", valueName: "file"))
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
            if FaceLoader.isFaceFile(path) {
                let result = FaceLoader.load(path: path) { WidgetFiles.read($0) }
                result.renderedDiagnostics.forEach(printError)
                worst = max(worst, result.exitStatus)
                if let summary = Self.summary(of: result) { printLine(summary) }
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

    /// `path: ok: infograph face (45mm); top-left uv-index.yaml (corner), top uv-index.yaml (circular)`
    static func summary(of result: FaceLoadResult) -> String? {
        guard let face = result.face else { return nil }
        let slots = result.widgets.values.sorted { $0.placement.location < $1.placement.location }.compactMap { placed -> String? in
            guard let slot = face.slots.first(where: { $0.value.location == placed.placement.location })?.key else { return nil }
            return "\(slot) \((placed.placement.path as NSString).lastPathComponent) (\(placed.placement.family.rawValue))"
        }
        return "\(result.path): ok: \(face.style) face (\(face.watch ?? "default watch"))" + (slots.isEmpty ? "" : "; " + slots.joined(separator: ", "))
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
