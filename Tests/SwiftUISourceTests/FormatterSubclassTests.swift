import Testing

/// `Text(value, formatter:)` asks the formatter's own `string(for:)`: a `Formatter` subclass the
/// source declares writes the text (bitcoin-widgets' "Moscow time" drew the raw number).
@Suite struct FormatterSubclassTests {
    @Test func aFormatterSubclassWritesTheText() throws {
        let source = """
            import SwiftUI
            final class ClockFormatter: Formatter {
                override func string(for value: Any?) -> String? {
                    guard let number = value as? Double else { return nil }
                    let whole = Int(number)
                    return "\\(whole / 100 % 100):\\(whole % 100)"
                }
            }
            struct Price: View {
                var body: some View { Text(5152.5, formatter: ClockFormatter()) }
            }
            """
        let laidOut = try LaidOutSource(source, path: "Price.swift")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
        #expect(laidOut.shown("Text") == ["\"51:52\""])
    }
}
