import Testing

/// A view that takes a `@Binding`, given `.constant(x)` or `Binding.constant(x)`, reads `x`:
/// SwiftUI's constant binding (St. Jude's progress ring had been drawn full, its label a bar).
@Suite struct ConstantBindingTests {
    @Test func aConstantBindingIsItsValue() throws {
        let source = """
            import SwiftUI
            struct Title: View {
                @Binding var name: String
                @Binding var share: Double
                var body: some View { Text("\\(name) \\(Int(share * 100))%") }
            }
            struct Card: View {
                var body: some View {
                    VStack {
                        Title(name: .constant("Raised"), share: .constant(0.25))
                        Title(name: Binding.constant("Goal"), share: Binding.constant(1))
                    }
                }
            }
            """
        let laidOut = try LaidOutSource(source, path: "Title.swift")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
        #expect(laidOut.shown("Text") == ["\"Raised 25%\"", "\"Goal 100%\""])
    }
}

/// `UserDefaults.dictionaryRepresentation()` is every value at once: on a fresh install what
/// the app registered, else empty, said once (it had been read as a key "?" giving nil).
@Suite struct DefaultsDictionaryTests {
    @Test func aFreshInstallsDictionaryIsEmpty() throws {
        let source = """
            import SwiftUI
            struct Stored: View {
                var body: some View {
                    Text("\\(UserDefaults(suiteName: "group.app")!.dictionaryRepresentation().keys.contains("x") ? "set" : "unset")")
                }
            }
            """
        let laidOut = try LaidOutSource(source, path: "Stored.swift")
        #expect(laidOut.shown("Text") == ["\"unset\""])
        let messages = laidOut.result.diagnostics.map(\.message)
        #expect(messages == ["the app's UserDefaults are not available to the preview; dictionaryRepresentation() is empty, as on a fresh install"], "\(messages)")
    }
}
