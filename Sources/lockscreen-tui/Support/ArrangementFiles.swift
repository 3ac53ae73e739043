import Foundation
import ViewTree
import WidgetFormat

/// Reads arrangement files for the commands, with the project's themes to check names against.
enum ArrangementFiles {
    /// Loads one arrangement and the widgets it names, printing every problem to standard error.
    static func load(_ path: String) -> ArrangementLoadResult {
        let themes = (try? ProjectResources.locate()).map { ThemeCatalog(folder: $0.themesFolder) }
        let result = ArrangementLoader.load(path: path, themes: themes) { WidgetFiles.read($0) }
        for line in result.renderedDiagnostics { printError(line) }
        return result
    }

    /// `path: ok: arrangement (theme aurora, device 15-pro); inline weather.yaml; bottom activity-rings.yaml (circular), …`
    static func summary(of result: ArrangementLoadResult) -> String? {
        guard let arrangement = result.arrangement else { return nil }
        let theme = arrangement.theme.map { ThemeCatalog.isPath($0) ? ($0 as NSString).lastPathComponent : $0 } ?? "default"
        var line = "\(result.path): ok: arrangement (theme \(theme), device \(arrangement.device ?? "default"))"
        if let inline = arrangement.inline { line += "; inline \(name(inline))" }
        if !arrangement.bottom.isEmpty {
            line += "; bottom " + arrangement.bottom.map { "\(name($0)) (\($0.family.rawValue))" }.joined(separator: ", ")
        }
        let corners = ArrangedControl.Corner.allCases.compactMap { corner in
            result.controls[corner].map { placed in
                "\(corner.rawValue) \"\(placed.control.name)\"" + (placed.control.kind == .toggle ? (placed.isOn ? " (on)" : " (off)") : "")
            }
        }
        if !corners.isEmpty { line += "; controls " + corners.joined(separator: ", ") }
        let warnings = result.renderedDiagnostics.count
        if warnings > 0 { line += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return line
    }

    /// The widget file's name without its folder, with the widget `name:` picks.
    static func name(_ placed: ArrangedWidget) -> String {
        (placed.path as NSString).lastPathComponent + (placed.widgetName.map { " (\($0))" } ?? "")
    }
}
