import Foundation
import SwiftEvaluator
import Testing

/// Foundation's `Scanner` as widgets use it: a hex colour read into an `inout` variable, and the
/// newer methods that answer an optional. Each expected value is what Foundation answers.
@Suite struct ScannerTests {
    @Test func aHexColourIsReadIntoTheInoutVariable() throws {
        let declarations = """
        func rgb(_ hex: String) -> [Double] {
            var hexString = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
            if hexString.hasPrefix("#") { hexString.removeFirst() }
            var rgbValue: UInt64 = 0
            Scanner(string: hexString).scanHexInt64(&rgbValue)
            return [Double((rgbValue & 0xFF0000) >> 16), Double((rgbValue & 0x00FF00) >> 8), Double(rgbValue & 0x0000FF)]
        }
        """
        #expect(try EvaluatorTests.text(declarations, "rgb(\"#FF8000\")") == "[255.0, 128.0, 0.0]")
        #expect(try EvaluatorTests.text(declarations, "rgb(\" 1a2b3c \")") == "[26.0, 43.0, 60.0]")
    }

    @Test func aScanThatReadsNothingAnswersFalseAndLeavesTheVariable() throws {
        let declarations = """
        func scan(_ text: String) -> String {
            var value: UInt64 = 7
            let found = Scanner(string: text).scanHexInt64(&value)
            return "\\(found) \\(value)"
        }
        """
        #expect(try EvaluatorTests.text(declarations, "scan(\"zz\")") == "false 7")
        #expect(try EvaluatorTests.text(declarations, "scan(\"0x1F\")") == "true 31")
    }

    @Test func theNewerMethodsAnswerOptionalsAndMoveOn() throws {
        let declarations = """
        func parts() -> String {
            let scanner = Scanner(string: "#  42 3.5 ff")
            let hash = scanner.scanString("#") ?? "-"
            let whole = scanner.scanInt() ?? -1
            let decimal = scanner.scanDouble() ?? -1
            let hex = scanner.scanUInt64(representation: .hexadecimal) ?? 0
            return "\\(hash) \\(whole) \\(decimal) \\(hex) \\(scanner.isAtEnd)"
        }
        """
        #expect(try EvaluatorTests.text(declarations, "parts()") == "# 42 3.5 255 true")
    }
}
