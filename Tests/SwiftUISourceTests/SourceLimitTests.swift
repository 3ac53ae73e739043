import Foundation
import SwiftUISource
import Testing
import WidgetFormat
import ViewTree

/// Sources of extreme shapes (issue "robust"), generated here: each gets one positioned message
/// instead of a stack overflow, an endless evaluation or gigabytes of parser diagnostics.
@Suite struct SourceLimitTests {
    static func loaded(_ body: String) -> WidgetLoadResult {
        SwiftUILoader.decode(text: "import SwiftUI\n\nstruct Shape: View {\n    var body: some View {\n        \(body)\n    }\n}\n",
                             path: "Shape.swift")
    }

    /// The first rendered message, its first line only.
    static func firstMessage(_ result: WidgetLoadResult) -> String {
        result.renderedDiagnostics.first.map { String($0.prefix { $0 != "\n" }) } ?? "(none)"
    }

    @Test func aModifierChainPastTheSyntaxDepthIsAnErrorAtTheChain() {
        let result = Self.loaded("Text(\"a\")" + String(repeating: ".padding(1)", count: 1_200))
        #expect(result.exitStatus == .invalidInput)
        #expect(Self.firstMessage(result).hasPrefix("Shape.swift:5:"))
        #expect(Self.firstMessage(result).hasSuffix(
            "error: the code nests more than 2000 levels deep here (each modifier or operator of a chain is a level or two); split the chain into smaller views"))
    }

    @Test(arguments: [" + ", "+"])
    func longOperatorChainsAreErrorsNotStackOverflows(_ separator: String) {
        let terms = separator == "+" ? Array(repeating: "1", count: 2_100) : Array(repeating: "Text(\"a\")", count: 2_100)
        let body = separator == "+" ? "Text(\"\\(" + terms.joined(separator: "+") + ")\")" : terms.joined(separator: separator)
        let result = Self.loaded(body)
        #expect(result.exitStatus == .invalidInput)
        #expect(Self.firstMessage(result).contains("error: the code nests more than 2000 levels deep here"))
    }

    @Test func nestedInterpolationsAreRefusedBeforeParsing() {
        let depth = 2_000
        let text = "\"" + String(repeating: "\\(\"", count: depth) + "x" + String(repeating: "\")", count: depth) + "\""
        let result = Self.loaded("Text(\(text))")
        #expect(result.exitStatus == .invalidInput)
        #expect(result.renderedDiagnostics.count == 1)
        #expect(Self.firstMessage(result)
            == "Shape.swift:5:307: error: brackets and string interpolations nest more than 100 deep here; real code nests a few levels, so the source was not read further")
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let noise = "// " + String(repeating: "(", count: 300) + "\n        "
        let result = Self.loaded(noise + "Text(\"" + String(repeating: "{[(", count: 200) + "\") /* " + String(repeating: "(", count: 300) + " */")
        #expect(result.exitStatus == .success, "\(result.renderedDiagnostics)")
    }

    @Test func modifiersPastTheViewNestingLimitShowAPlaceholderWithAWarning() {
        let result = Self.loaded("Text(\"a\")" + String(repeating: ".padding(0)", count: ViewNesting.maximumLevels))
        #expect(result.exitStatus == .success)
        #expect(Self.firstMessage(result)
            == "Shape.swift:5:9: warning: views and modifiers nest more than 512 levels deep here (each modifier is a level); the preview shows a placeholder")
        let fits = Self.loaded("Text(\"a\")" + String(repeating: ".padding(0)", count: ViewNesting.maximumLevels - 1))
        #expect(fits.renderedDiagnostics.isEmpty, "\(fits.renderedDiagnostics)")
    }
}
