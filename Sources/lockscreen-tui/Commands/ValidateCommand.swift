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
            // A source of controls only is valid: "no widget found" is not said of it.
            let result = try WidgetFiles.load(path, strict: strictness.strict, shown: \.diagnosticsBesideControls)
            let onlyControls = result.holdsOnlyControls
            worst = max(worst, onlyControls ? .success : result.exitStatus)
            for widget in result.widgets {
                printLine(Self.summary(of: widget, path: path, views: result.viewCount, warnings: result.diagnostics.count))
            }
            for control in result.controls where result.exitStatus == .success || onlyControls {
                printLine(Self.summary(of: control, path: path))
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

    /// `path: ok: "Name" (circular, rectangular); 2 entries, 14 views`; a SwiftUI widget's
    /// previews numbered as `--preview` counts them:
    /// `…; 3 entries in 2 previews: 1 "Low" (#Preview at W.swift:80, rectangular, 2 entries); 2 …`
    static func summary(of widget: Widget, path: String, views: Int, warnings: Int) -> String {
        let families = widget.families.map(\.rawValue).joined(separator: ", ")
        var line = "\(path): ok: \"\(widget.name)\" (\(families))" + (widget.target.map { " in \($0)" } ?? "")
            + "; \(entryCount(widget.entries.count))"
        let previews = widget.previews.filter { $0.source != "an empty entry" && $0.source != "the timeline" }
        if previews.count == 1 {
            line += " from " + previews[0].source
        } else if previews.count > 1 {
            line += " in \(previews.count) previews: " + previews.enumerated().map { number, preview in
                let facts = (preview.name == nil ? [] : [preview.source]) + (preview.family.map { [$0.rawValue] } ?? [])
                    + [entryCount(preview.entries.count)]
                return "\(number + 1) \(preview.name.map { "\"\($0)\"" } ?? preview.source) (\(facts.joined(separator: ", ")))"
            }.joined(separator: "; ")
        }
        line += ", \(views) view\(views == 1 ? "" : "s")"
        if warnings > 0 { line += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return line
    }

    /// `path: ok: control "Auto-Heal" (toggle; heart, on heart.fill)`
    static func summary(of control: LockScreenControl, path: String) -> String {
        let symbols = control.kind == .toggle
            ? "\(control.off.symbol ?? "no symbol"), on \(control.on?.symbol ?? "no symbol")" : control.off.symbol ?? "no symbol"
        return "\(path): ok: control \"\(control.name)\" (\(control.kind.rawValue); \(symbols))"
    }

    static func entryCount(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
}
