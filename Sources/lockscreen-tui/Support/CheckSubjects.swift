import Checks
import Foundation
import Localization
import ViewTree
import WidgetFormat

/// What `check` was given, read: every widget (a folder's files, each widget of a SwiftUI
/// bundle, the widgets an arrangement or a watch face names, each once) and the problems of reading them.
struct CheckSubjects {
    var widgets: [CheckRunner.Subject] = []
    var problems: [ReportItem] = []
    /// Widgets not read because they have no family the check draws (systemSmall on iPhones only,
    /// a Live Activity).
    var unread = 0

    /// With `families`, the widgets of SwiftUI sources that support none of them are not read.
    static func gather(_ paths: [String], families: Set<WidgetFamily>? = nil, locale: PreviewLocale = .fromEnvironment()) -> CheckSubjects {
        var result = CheckSubjects()
        var seen = Set<String>()
        var arguments: [(path: String, argument: String)] = []
        for (path, argument) in WidgetFiles.found(in: paths) {
            // A file a scene names is named relative to the scene's folder.
            let sceneFolder = (path as NSString).deletingLastPathComponent
            if (path as NSString).lastPathComponent.lowercased().contains(".arrangement.") {
                let arrangement = ArrangementLoader.load(path: path, themes: nil) { WidgetFiles.read($0) }
                result.problems += items(arrangement.diagnostics.filter { $0.severity == .error && arrangement.widgets.isEmpty }, path: path)
                for placed in arrangement.widgets where seen.insert(placed.placement.path).inserted {
                    result.add(WidgetFiles.read(placed.placement.path, locale: locale, families: families), path: placed.placement.path)
                    arguments.append((placed.placement.path, sceneFolder))
                }
                continue
            }
            if FaceLoader.isFaceFile(path) {
                let face = FaceLoader.load(path: path) { WidgetFiles.read($0) }
                result.problems += items(face.diagnostics.filter { $0.severity == .error && face.widgets.isEmpty }, path: path)
                for placed in face.widgets.values.sorted(by: { $0.placement.location < $1.placement.location })
                where seen.insert(placed.placement.path).inserted {
                    result.add(WidgetFiles.read(placed.placement.path, locale: locale, families: families), path: placed.placement.path)
                    arguments.append((placed.placement.path, sceneFolder))
                }
                continue
            }
            guard seen.insert(path).inserted else { continue }
            result.add(WidgetFiles.read(path, locale: locale, families: families), path: path)
            arguments.append((path, argument))
        }
        let stems = PictureStems.stems(of: arguments)
        for index in result.widgets.indices {
            result.widgets[index].pictureStem = stems[result.widgets[index].path] ?? result.widgets[index].pictureStem
        }
        return result
    }

    /// A source of controls only (an extension of iOS 18 controls) holds no widget to check, and
    /// that is no fault of it: its "no widget found" is left out (`validate` lists its controls).
    mutating func add(_ loaded: WidgetLoadResult, path: String) {
        problems += Self.items(loaded.diagnosticsBesideControls, path: path)
        unread += loaded.unreadWidgets
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
