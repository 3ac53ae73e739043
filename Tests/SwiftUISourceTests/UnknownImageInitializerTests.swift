import Foundation
import SwiftUISource
import Testing
import ViewTree

/// An `Image` made by an initializer another module adds (`Image(braveSystemName:)`, a design
/// system's icons) is one placeholder with one warning naming the call.
@Suite struct UnknownImageInitializerTests {
    @Test func anInitializerFromAnotherModuleIsOnePlaceholderSaidOnce() throws {
        let source = """
        import SwiftUI
        struct ShortcutView: View {
            var body: some View { Image(braveSystemName: "leo.plus.add") }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Shortcut.swift")
        _ = try #require(result.widget)
        let messages = result.diagnostics(ofPictureOf: 0, family: .circular, entry: 0).map(\.message)
        #expect(messages == ["Image(braveSystemName:) is not SwiftUI's and is not declared in the files read (another module's extension?); a placeholder is drawn"],
                "\(messages)")
    }

    @Test func anInitializerTheFilesDeclareIsUsed() throws {
        let source = """
        import SwiftUI
        extension Image {
            init(brandName: String) { self.init(systemName: brandName) }
        }
        struct ShortcutView: View {
            var body: some View { Image(brandName: "magnifyingglass") }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Shortcut.swift")
        let widget = try #require(result.widget)
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .circular), entryIndex: 0)
        #expect("\(body)".contains("magnifyingglass"), "\(body)")
        #expect(result.diagnostics(ofPictureOf: 0, family: .circular, entry: 0).isEmpty)
    }
}
