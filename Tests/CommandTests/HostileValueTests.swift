import Foundation
import Testing

/// Values in a widget's source and entries that trapped the process (issue "hardened"): numbers
/// no `Int` holds, NaN and infinite colours, and chart domains wider than a `Double` spans. Each
/// now gives a picture and, where the picture differs from the device's, a positioned warning.
@Suite struct HostileValueTests {
    /// A widget whose rectangular view is `body`, with an entry holding `count: Int`.
    static func widget(_ body: String, imports: String = "") -> String {
        """
        import WidgetKit
        import SwiftUI
        \(imports)
        struct CountEntry: TimelineEntry { let date: Date; let count: Int }
        struct CountView: View {
            let entry: CountEntry
            var body: some View {
        \(body)
            }
        }
        struct CountWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "count", provider: CountProvider()) { CountView(entry: $0) }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        struct CountProvider: TimelineProvider {
            func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 3) }
            func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        """
    }

    /// Source bodies that trapped, and a line each one's messages must hold (empty: none needed).
    static let trappingBodies: [(body: String, message: String)] = [
        ("Text(\"a\").lineLimit(Int.max)", ""),
        ("Text(\"a\").lineLimit(0...Int.max)", ""),
        ("Text(\"a\").foregroundStyle(Color(hue: .infinity, saturation: 1, brightness: 1))",
         "warning: the hue inf is not a finite number; the preview uses hue 0 (red)"),
        ("Text(\"a\").foregroundStyle(Color(red: .nan, green: 0.5, blue: 1))", ""),
        ("Text(\"\\(Int(clamping: 1e300))\")", ""),
        ("Text(\"\\([1, 2, 3][0...Int.max].count)\")", "the range 0..<9223372036854775807 is out of bounds"),
        ("Chart { BarMark(x: .value(\"x\", \"a\"), y: .value(\"y\", 1e308)); BarMark(x: .value(\"x\", \"b\"), y: .value(\"y\", -1e308)) }", ""),
        ("Chart { LineMark(x: .value(\"t\", Date(timeIntervalSince1970: -1e15)), y: .value(\"y\", 1)); LineMark(x: .value(\"t\", Date(timeIntervalSince1970: 1e15)), y: .value(\"y\", 2)) }", ""),
    ]

    @Test(arguments: trappingBodies.indices)
    func aValueSwiftCannotHoldIsDrawnOrAPositionedMessage(_ index: Int) throws {
        let (body, message) = Self.trappingBodies[index]
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Count.swift", Self.widget(body, imports: body.hasPrefix("Chart") ? "import Charts" : ""))
        let output = try CommandRunner.run(["render", file, "--family", "rectangular", "--format", "cells"])
        #expect(output.status == 0 || output.status == 65, "\(body): status \(output.status)\n\(output.stderr)")
        #expect(output.stdout.hasPrefix("cells ") || output.status == 65, "\(body)")
        if !message.isEmpty { #expect(output.stderr.contains(message), "\(body): \(output.stderr)") }
    }

    @Test(arguments: ["1e300", "9223372036854775807", "2.5"])
    func anEntriesNumberNoIntHoldsIsAWarningAtTheProperty(_ number: String) throws {
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Count.swift", Self.widget("Text(\"\\(entry.count)\")"))
        try scratch.write("Count.entry.json", "[{\"count\": \(number)}]")
        for command in ["render", "validate"] {
            let output = try CommandRunner.run([command, file] + (command == "render" ? ["--format", "cells"] : []))
            #expect(output.status == 0, "\(command) \(number): \(output.stderr)")
            #expect(output.stderr.contains("Count.swift:4:56: warning: the entries file gives 'count' as "), "\(output.stderr)")
            #expect(output.stderr.contains("which no Int holds (in at least one entry); the preview shows a placeholder for it"))
        }
    }

    /// Values that grew without a step to pay for them: 6 GB strings, a Set of a million.
    static let runawayBodies: [(body: String, message: String)] = [
        ("var s = \"ab\"; for _ in 0..<64 { s = s + s }; return Text(s)", "warning: this string would be 262144 bytes long, more than the 200000 a preview evaluates"),
        ("var s = \"ab\"; for _ in 0..<64 { s = \"\\(s)\\(s)\" }; return Text(s)", "warning: this string would be 262144 bytes long"),
        ("var s = \"ab\"; for _ in 0..<64 { s.append(s) }; return Text(s)", "this string would be 262144 bytes long"),
        ("var a = [1]; for _ in 0..<64 { a += a }; return Text(\"\\(a.count)\")", "warning: this array would be 262144 elements long"),
        ("Text(\"\\(Set(0..<1_000_000).count)\")", "has more than 200000 elements"),
        ("Text(\"\\((0..<1_000_000).map { $0 * 2 }.reduce(0, +))\")", "has more than 200000 elements"),
        ("var a: [Int] = []; for i in 0..<150_000 { a.append(i) }; return Text(\"\\(a.count)\")", "took more than 200000 steps"),
    ]

    @Test(arguments: runawayBodies.indices)
    func aValueThatGrowsPastTheLimitStopsAtItsPosition(_ index: Int) throws {
        let (body, message) = Self.runawayBodies[index]
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Count.swift", Self.widget(body))
        let output = try CommandRunner.run(["validate", file])
        #expect(output.status == 0, "\(body): \(output.stderr)")
        #expect(output.stderr.contains("Count.swift:8:"), "\(body): \(output.stderr)")
        #expect(output.stderr.contains(message), "\(body): \(output.stderr)")
    }

    /// Parse recovery that grew exponentially (30 lines took over 15 s and 4.2 GB) is refused.
    @Test func linesOfStrayDeclarationsAreRefusedAtTheFirst() throws {
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Bomb.swift", String(repeating: "struct A.\n", count: 30))
        let output = try CommandRunner.run(["validate", file])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(file):1:9: error: "), "\(output.stderr)")
        #expect(output.stderr.contains("places in this file are not Swift the parser can read"), "\(output.stderr)")
    }

    @Test func aThousandPreviewsAreReadOnceEach() throws {
        let previews = (1...1_000).map { "#Preview(\"p\($0)\", as: .accessoryRectangular) { CountWidget() } timeline: { CountEntry(date: .now, count: \($0)) }" }
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Count.swift", Self.widget("Text(\"\\(entry.count)\")") + "\n" + previews.joined(separator: "\n"))
        let output = try CommandRunner.run(["validate", file])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(": ok: \"CountWidget\" (rectangular); 1003 entries in 1003 previews: 1 \"p1\""), "\(output.stdout.prefix(300))")
    }

    /// Each Group's content is built once: it was built twice, so nested Groups cost 2ⁿ (14 took
    /// half a second, 50 ran into the step limit). A tally in the innermost Group counts.
    @Test func nestedGroupsAreBuiltOnceEach() throws {
        let body = String(repeating: "Group { ", count: 8) + "Text(\"built \\(Tally.shared.next()) times\")" + String(repeating: " }", count: 8)
        let tally = "\nfinal class Tally {\n    static let shared = Tally()\n    var count = 0\n    func next() -> Int { count += 1; return count }\n}\n"
        let scratch = try DamagedInputTests.Scratch()
        let file = try scratch.write("Count.swift", Self.widget(body) + tally)
        let output = try CommandRunner.run(["layout", file])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Text \"built 1 times\""), "\(output.stdout)")
    }
}
