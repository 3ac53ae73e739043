import Foundation
import PreviewSession
import SwiftUISource
import ViewTree

/// The widgets the live preview's picker offers for a family: those of the user's folders
/// first (the arrangement's or widget's folder, then the current folder), then the project's
/// samples, each file once. Folders are read one level deep (a widget extension folder counts
/// as one widget), so that a large working folder stays quick to list.
enum WidgetChoices {
    static func offering(_ family: WidgetFamily, folders: [String]) -> [WidgetChoice] {
        var seen = Set<String>()
        return folders.flatMap(files(in:)).compactMap { path in
            let key = URL(fileURLWithPath: path).standardizedFileURL.path
            guard seen.insert(key).inserted else { return nil }
            guard let widget = WidgetFiles.read(path).widget, widget.families.contains(family) else { return nil }
            return WidgetChoice(name: widget.name, path: path)
        }
    }

    /// The widget files and widget extension folders directly inside `folder`, sorted.
    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            let path = (folder as NSString).appendingPathComponent(name)
            if WidgetFiles.isSwiftFolder(path) { return path }
            let lowered = name.lowercased()
            guard WidgetFiles.extensions.contains((name as NSString).pathExtension.lowercased()),
                  !lowered.contains(".arrangement."), !lowered.hasPrefix("."), !SwiftUILoader.isEntryFile(name),
                  !lowered.hasPrefix("package.swift") else { return nil }
            return path
        }
    }
}
