import Foundation
@testable import SwiftUISource
import Testing

/// The modifier registry is the one list: docs/swiftui.md names exactly its drawn and approximated
/// modifiers, and every registered name is handled as registered.
@Suite struct ModifierRegistryTests {
    static let docs: String = {
        let root = Fixtures.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)) ?? ""
    }()

    /// The code-formatted names in the docs' bullet that starts with `heading`, up to its first
    /// `;` (the drawn list) or the whole bullet.
    static func namesInBullet(_ heading: String, upTo end: String) -> [String] {
        guard let start = docs.range(of: "- **\(heading)**") else { return [] }
        let rest = docs[start.upperBound...]
        let bullet = rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)]
        let pattern = /`([a-zA-Z0-9]+)`/
        return bullet.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func docsListTheDrawnModifiers() {
        let documented = Set(Self.namesInBullet("drawn", upTo: "Notes:"))
        #expect(documented == Set(ModifierRegistry.drawn))
    }

    @Test func docsListTheApproximatedModifiers() {
        let documented = Set(Self.namesInBullet("approximated, with a warning", upTo: "- **ignored"))
        #expect(documented == Set(ModifierRegistry.approximated.keys))
    }

    @Test func everyNameHasOneDisposition() {
        let ignored = ModifierRegistry.ignored.flatMap(\.names)
        let all = ModifierRegistry.drawn + ignored + Array(ModifierRegistry.approximated.keys)
        #expect(all.count == Set(all).count)
        #expect(ModifierRegistry.names.count == all.count)
        #expect(!all.contains { $0.hasSuffix("_") })
    }

    @Test func layoutChangingModifiersAreNotIgnored() {
        for name in ["layoutPriority", "fixedSize", "minimumScaleFactor", "clipped", "offset", "rotationEffect", "scaleEffect"] {
            #expect(ModifierRegistry.disposition(of: name) == .drawn, "\(name)")
        }
    }

    /// A knock-out (`.blendMode(.destinationOut)` in a compositing group, as home-assistant's
    /// value pill cuts its digits out of the pill) is drawn and not warned; another blend mode is
    /// drawn with normal blending, and says so.
    @Test func aKnockOutIsDrawnAndOtherBlendModesAreWarned() throws {
        func diagnostics(_ mode: String) -> [String] {
            let source = """
            import SwiftUI

            struct PillView: View {
                var body: some View {
                    ZStack {
                        Capsule().fill(.orange)
                        Text("68%").blendMode(.\(mode))
                    }
                    .compositingGroup()
                }
            }
            """
            let result = SwiftUILoader.decode(text: source, path: "Pill.swift")
            #expect(result.widget != nil)
            return result.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        }
        #expect(diagnostics("destinationOut").isEmpty)
        let multiply = diagnostics("multiply")
        #expect(multiply.count == 1 && multiply[0].hasPrefix("7:25") && multiply[0].contains("normal blending"), "\(multiply)")
    }
}
