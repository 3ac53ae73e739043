import Testing

/// Sources are read in Swift 5's language mode, that of nearly every widget extension: what only
/// Swift 6 refuses is no reason to refuse the file.
@Suite struct LanguageModeTests {
    @Test func aSpaceBeforeAnAttributesArgumentsIsReadAsSwift5ReadsIt() throws {
        let source = """
            import SwiftUI
            @available (iOS 13, *)
            struct NextPrayer: View {
                var body: some View { Text("Fajr 5:12") }
            }
            NextPrayer()
            """
        let laidOut = try LaidOutSource(source, path: "Prayer.swift")
        #expect(!laidOut.result.diagnostics.contains { $0.severity == .error }, "\(laidOut.result.renderedDiagnostics)")
        #expect(laidOut.shown("Text") == ["\"Fajr 5:12\""])
    }
}
