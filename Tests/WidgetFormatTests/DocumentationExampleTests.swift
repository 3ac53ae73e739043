import Foundation
import Testing
import WidgetFormat

/// Every `yaml widget` example in docs/widget-format.md is a valid widget file for the decoder,
/// so the reference and the decoder cannot drift apart.
@Suite struct DocumentationExampleTests {
    static let reference = Fixtures.repository.appendingPathComponent("docs/widget-format.md")

    static func examples() throws -> [String] {
        let text = try String(contentsOf: reference, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml widget" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func referenceHasAnExampleForEveryView() throws {
        let all = try Self.examples().joined()
        #expect(try Self.examples().count >= 10)
        for view in ["Text", "Image", "Gauge", "ProgressView", "HStack", "VStack", "ZStack", "Spacer", "ViewThatFits",
                     "AccessoryWidgetBackground", "Group", "EmptyView", "Circle", "Capsule", "Rectangle",
                     "RoundedRectangle", "ContainerRelativeShape", "Switch", "If"] {
            #expect(all.contains(view), "no example uses \(view)")
        }
    }

    @Test func everyExampleDecodesWithoutProblems() throws {
        let folder = Self.reference.deletingLastPathComponent().path
        for (index, example) in try Self.examples().enumerated() {
            let result = WidgetLoader.decode(text: example, path: "example \(index + 1)", baseDirectory: folder)
            #expect(result.widget != nil && result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        }
    }
}
