import Foundation
import PreviewSession
import SwiftUISource
import ViewTree

/// The widgets the live preview's picker offers for a family: those of the user's folders
/// first (the arrangement's or widget's folder, then the current folder), then the project's
/// samples, each file once, every widget of a file or extension folder that declares several.
/// Folders are read one level deep (a widget extension folder is one entry), so that a large
/// working folder stays quick to list.
enum WidgetChoices {
    static func offering(_ family: WidgetFamily, folders: [String]) -> [WidgetChoice] {
        offering(family, paths: folders.flatMap(files(in:)))
    }

    /// The widgets of these files and extension folders that offer `family`, each file once.
    static func offering(_ family: WidgetFamily, paths: [String]) -> [WidgetChoice] {
        var seen = Set<String>()
        return paths.flatMap { path -> [WidgetChoice] in
            let key = URL(fileURLWithPath: path).standardizedFileURL.path
            guard seen.insert(key).inserted else { return [] }
            let widgets = WidgetFiles.read(path).widgets
            // A watchOS target's widgets are not on the iPhone's Lock Screen.
            return widgets.filter { $0.families.contains(family) && !$0.isForWatch }.map { widget in
                let repeated = widgets.filter { $0.name == widget.name }.count > 1
                return WidgetChoice(name: repeated ? "\(widget.name) (\(widget.typeName ?? ""))" : widget.name, path: path,
                                    widgetName: widgets.count > 1 ? widget.typeName ?? widget.name : nil)
            }
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
