import Foundation

/// What `preview FILE` was given: an arrangement, or one widget to show in every slot.
enum PreviewTarget {
    /// True for a widget: a SwiftUI source, a folder, or a YAML/JSON file that is not named
    /// `NAME.arrangement.yaml` and declares a widget (`format:`, `views:` or `view:` at its top).
    static func isWidget(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        if name.contains(".arrangement.") { return false }
        if WidgetFiles.isSwiftSource(path) { return true }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return true }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        let widgetKeys = ["format", "views", "view"]
        return text.split(separator: "\n").contains { line in
            widgetKeys.contains { line.hasPrefix("\($0):") || line.hasPrefix("\"\($0)\":") || line.contains("\"\($0)\":") }
        }
    }
}
