import Devices
import Foundation
import Layout
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// Initializers the source adds to SwiftUI's types (`extension Text { init(status:) }`,
/// `extension Color { init(gray:) }`, as Mastodon's widget and many apps write them) run when
/// the labels are theirs, and leave the type's own initializers alone otherwise.
@Suite struct AddedInitializerTests {
    @Test func anAddedInitializerRunsOnlyForItsOwnLabels() throws {
        let source = """
            import SwiftUI
            extension Text {
                init(shout word: String, times: Int = 2) {
                    self.init(String(repeating: word.uppercased() + " ", count: times))
                }
            }
            extension Color {
                init(gray level: Double) { self.init(red: level, green: level, blue: level) }
            }
            VStack {
                Text(shout: "hi")
                Text("quiet").foregroundColor(Color(gray: 0.5))
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Added.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        let root = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        let texts = root.allNodes.filter { $0.name == "Text" }.map(LayoutDump.description(of:))
        #expect(texts == ["\"HI HI\"", "\"quiet\""], "\(texts)")
    }
}
