import Foundation
@testable import WidgetFormat
import Testing
import ViewTree

/// Inputs whose cost used to grow faster than their size: nested branches (each level
/// resolved its chosen branch twice: 2^depth) and many messages in one file (each rescanned
/// the file for its source line).
@Suite struct LinearCostTests {
    /// 30 nested `Switch`es: 2^30 resolutions before, 30 now. The test finishes only if the
    /// cost is linear.
    @Test func deeplyNestedBranchesResolveOnce() throws {
        let depth = 30
        var lines = ["format: 1", "name: Deep", "families: [rectangular]", "entries:", "  - date: now", "view:"]
        var indent = "  "
        for _ in 0..<depth {
            lines += [indent + "Switch:", indent + "  on: isPrivacyRedacted", indent + "  cases:",
                      indent + "    true: { Text: \"hidden\" }", indent + "  default:"]
            indent += "    "
        }
        lines.append(indent + "Text: \"deep\"")
        let widget = try #require(WidgetLoader.decode(text: lines.joined(separator: "\n") + "\n").widget)
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)
        guard case .text(let runs) = body.kind else {
            Issue.record("the innermost branch is not a Text: \(body.kind)")
            return
        }
        #expect(runs.compactMap(\.resolvedText).joined() == "deep")
        let hidden = widget.resolvedBody(for: WidgetEnvironment(family: .rectangular, isPrivacyRedacted: true), entryIndex: 0)
        #expect(hidden.kind == .text([.literal("hidden")]))
    }

    @Test func sourceLinesAreFoundByNumber() {
        let text = SourceText(text: "first\r\nsecond\n\tthird\n")
        #expect(text.line(1) == "first" && text.line(2) == "second" && text.line(3) == "\tthird" && text.line(4) == "")
        #expect(text.line(0) == nil && text.line(5) == nil)
        #expect(text.preparedLine(3) == "    third")
    }

    @Test func anExcerptOfAVeryLongLineIsCutAroundItsColumn() {
        let line = String(repeating: "a", count: 200_000) + "X" + String(repeating: "b", count: 200_000)
        let (excerpt, column) = SourceText.excerpt(of: line, around: 200_001)
        #expect(excerpt.count == SourceText.excerptWidth + 2, "an ellipsis at each end")
        #expect(Array(excerpt)[column - 1] == "X")
    }
}
