import Foundation
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
        let laidOut = try LaidOutSource(source, path: "Safe.swift")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics.joined(separator: "\n"))")
        let symbols = laidOut.shown("Image")
        #expect(symbols == ["bolt.fill", "sun.max", "heart.fill"], "\(symbols)")
    }
}
