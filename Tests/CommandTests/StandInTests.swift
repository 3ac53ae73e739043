import Foundation
import Testing

/// A value the preview could not compute is drawn as `.redacted(reason: .placeholder)` draws
/// text, a bar, with one warning where the value is made; no output holds stand-in words.
@Suite struct StandInTests {
    static let source = "Tests/CommandTests/ExtensionFixtures/order-number.swift"

    @Test func anUncomputedTextIsARedactedBarInTheCells() throws {
        let output = try CommandRunner.run(["render", Self.source, "--family", "rectangular", "--format", "cells", "--color", "none"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("Placeholder") && !output.stdout.contains("0000"), "stand-in words were drawn:\n\(output.stdout)")
        #expect(output.stdout.contains("Order") && output.stdout.contains("On its way"), "\(output.stdout)")
        #expect(output.stderr.contains("order-number.swift:11:18: warning: 'OrderStore' is not declared in the files read; it is drawn as a redacted placeholder"),
                "\(output.stderr)")
        #expect(output.stderr.components(separatedBy: "warning:").count == 2, "one warning for the one approximation: \(output.stderr)")
        let golden = CommandRunner.repository.appendingPathComponent("Tests/CommandTests/Goldens/order-number-rectangular.cells")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try output.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(output.stdout == (try String(contentsOf: golden, encoding: .utf8)),
                "the picture changed; rerun with UPDATE_GOLDENS=1, look at it as a picture and read the difference")
    }

    @Test func noOutputDrawsTheWords() throws {
        let ansi = try CommandRunner.run(["render", Self.source, "--family", "rectangular", "--format", "ansi"])
        #expect(!ansi.stdout.contains("Placeholder") && !ansi.stdout.contains("0000"), "\(ansi.stdout)")
        let inline = try CommandRunner.run(["render", Self.source, "--family", "inline", "--format", "cells", "--color", "none"])
        #expect(!inline.stdout.contains("Placeholder") && !inline.stdout.contains("0000"), "\(inline.stdout)")
    }
}
