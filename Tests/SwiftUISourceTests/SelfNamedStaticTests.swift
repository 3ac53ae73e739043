import SwiftUISource
import Testing
import ViewTree

/// `extension Color { static let brand = Color(.brand) }`: the `.brand` inside is UIKit's
/// `UIColor.brand` (Swift does not let a stored static read itself), not the static being set,
/// which had recursed until the stack ran out.
@Suite struct SelfNamedStaticTests {
    @Test func aColorStaticNamedAfterAUIColorStaticTakesTheUIColor() throws {
        let source = """
            import SwiftUI
            import UIKit
            extension UIColor { static let brand = UIColor.red }
            extension Color { static let brand = Color(.brand) }
            Text("Hello").foregroundColor(.brand)
            """
        let result = SwiftUILoader.decode(text: source, path: "Brand.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        let body = try #require(result.widget).resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)
        guard case .rgba(let color)? = ExtensionFolderTests.foregrounds(in: body).first else {
            Issue.record("no fixed foreground: \(ExtensionFolderTests.foregrounds(in: body))")
            return
        }
        #expect(color.red > 0.9 && color.green < 0.4 && color.blue < 0.4, "\(color)")
    }
}
