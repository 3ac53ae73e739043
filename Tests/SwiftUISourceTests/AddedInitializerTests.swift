import Testing

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
        let laidOut = try LaidOutSource(source, path: "Added.swift")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics.joined(separator: "\n"))")
        let texts = laidOut.shown("Text")
        #expect(texts == ["\"HI HI\"", "\"quiet\""], "\(texts)")
    }
}
