import Devices
import Foundation
import Layout
import Rendering
@testable import SwiftUISource
import Testing
import ViewTree

/// SFSafeSymbols (`Image(systemSymbol: .boltFill)`), the package many widget extensions use for
/// SF Symbols: its cases name the symbols, so they are drawn as `Image(systemName:)` draws them.
@Suite struct SafeSymbolTests {
    @Test func aCaseSpellsItsSymbolsName() {
        #expect(SwiftUIHost.symbolName(ofSafeSymbol: "boltFill") == "bolt.fill")
        #expect(SwiftUIHost.symbolName(ofSafeSymbol: "sunMax") == "sun.max")
        #expect(SwiftUIHost.symbolName(ofSafeSymbol: "person2Fill") == "person.2.fill")
        #expect(SwiftUIHost.symbolName(ofSafeSymbol: "battery100percent") == "battery.100percent")
    }

    @Test func imageLabelAndUIImageTakeASafeSymbol() throws {
        let source = """
            import SwiftUI
            import SFSafeSymbols
            VStack {
                Image(systemSymbol: .boltFill)
                Label("Sun", systemSymbol: .sunMax)
                Image(uiImage: UIImage(systemSymbol: .heartFill))
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Safe.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        let root = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        let symbols = root.allNodes.filter { $0.name == "Image" }.map(LayoutDump.description(of:))
        #expect(symbols == ["bolt.fill", "sun.max", "heart.fill"], "\(symbols)")
    }
}
