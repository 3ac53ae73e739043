import Devices
import Foundation
import Layout
import Rendering
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// A SwiftUI source read from text (or a folder) and laid out in a rectangular slot, for tests
/// that look at what its views became.
struct LaidOutSource {
    let result: WidgetLoadResult
    let root: LayoutNode

    init(_ source: String, path: String) throws {
        try self.init(SwiftUILoader.decode(text: source, path: path))
    }

    /// The first widget of a folder, read as `lockscreen-tui FOLDER` reads it.
    init(folder: String) throws {
        try self.init(SwiftUILoader.load(path: folder, displayPath: "Widgets"))
    }

    private init(_ result: WidgetLoadResult) throws {
        self.result = result
        let widget = try #require(result.widget, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        root = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
    }

    /// What the views of one kind show, as `layout` prints them: `"HI HI"` for a text, `bolt.fill` for an image.
    func shown(_ name: String) -> [String] {
        root.allNodes.filter { $0.name == name }.map(LayoutDump.description(of:))
    }
}
