import Checks
import Foundation
import ViewTree
import WidgetFormat

/// What `check` was given, read: every widget (a folder's files, each widget of a SwiftUI
/// bundle, the widgets an arrangement or a watch face names, each once) and the problems of reading them.
struct CheckSubjects {
    var widgets: [CheckRunner.Subject] = []
    var problems: [ReportItem] = []

    static func gather(_ paths: [String]) -> CheckSubjects {
        var result = CheckSubjects()
        var seen = Set<String>()
        for path in WidgetFiles.expand(paths) {
            if (path as NSString).lastPathComponent.lowercased().contains(".arrangement.") {
                let arrangement = ArrangementLoader.load(path: path, themes: nil) { WidgetFiles.read($0) }
                result.problems += items(arrangement.diagnostics.filter { $0.severity == .error && arrangement.widgets.isEmpty }, path: path)
                for placed in arrangement.widgets where seen.insert(placed.placement.path).inserted {
                    result.add(WidgetFiles.read(placed.placement.path), path: placed.placement.path)
                }
                continue
            }
            if FaceLoader.isFaceFile(path) {
                let face = FaceLoader.load(path: path) { WidgetFiles.read($0) }
                result.problems += items(face.diagnostics.filter { $0.severity == .error && face.widgets.isEmpty }, path: path)
                for placed in face.widgets.values.sorted(by: { $0.placement.location < $1.placement.location })
                where seen.insert(placed.placement.path).inserted {
                    result.add(WidgetFiles.read(placed.placement.path), path: placed.placement.path)
                }
                continue
            }
            guard seen.insert(path).inserted else { continue }
            result.add(WidgetFiles.read(path), path: path)
        }
        return result
    }

    mutating func add(_ loaded: WidgetLoadResult, path: String) {
        problems += Self.items(loaded.diagnostics, path: path)
        let widgets = loaded.widgets.isEmpty ? [loaded.widget].compactMap { $0 } : loaded.widgets
        self.widgets += widgets.map { CheckRunner.Subject(widget: $0, path: path) }
    }

    static func items(_ diagnostics: [Diagnostic], path: String) -> [ReportItem] {
        diagnostics.map { diagnostic in
            ReportItem(severity: diagnostic.severity, kind: diagnostic.kind, file: diagnostic.path ?? path,
                       location: diagnostic.location, message: diagnostic.message, id: diagnostic.id)
        }
    }
}
