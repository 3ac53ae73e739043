import Foundation
import Testing

/// The live preview's `!` list holds the warnings of the files in view, as `validate` reports
/// them, not only the errors of a file that could not be drawn. The real binary in tmux, as
/// `LiveSessionTests`.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "tmux is not installed (scripts/ensure-dependencies test installs it)"))
struct LiveProblemListTests {
    @Test func bangListsTheWarningsOfTheWidgetInView() throws {
        let folder = try LiveSessionTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("steps.swift")
        try """
        import SwiftUI

        struct StepsView: View {
            var body: some View {
                Text("6,200 steps")
                    .foregroundStyle(Color.oranje)
            }
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let pane = try TmuxPane(arguments: [source.path] + LiveSessionTests.moment, folder: folder)
        #expect(try pane.wait { $0.contains { $0.contains("│ ? help") } } != nil, "the preview did not start")
        try pane.send("!")
        let listed = try pane.wait { lines in lines.joined().contains("1 problem") && lines.joined().contains("oranje") }
        #expect(listed != nil, "the misspelt colour is not listed: \((try? pane.lines().joined(separator: "\n")) ?? "")")
    }
}
