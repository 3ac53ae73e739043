import Foundation
import Testing

/// The live preview of a widget extension folder reloads when any file it read changes, not
/// only the one it was given (issue "hardened"): a save in another source, a half-written file,
/// a source added to the folder. The real binary in tmux, as `LiveSessionTests`.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "tmux is not installed (scripts/ensure-dependencies test installs it)"))
struct LiveReloadTests {
    /// An extension of two sources: the widget, and the text it shows in `Greeting.swift`.
    static func extensionFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        import WidgetKit
        import SwiftUI

        struct GreetingEntry: TimelineEntry { let date: Date }

        struct GreetingWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "greeting", provider: GreetingProvider()) { _ in Text(Greeting.text) }
                    .supportedFamilies([.accessoryInline])
            }
        }

        struct GreetingProvider: TimelineProvider {
            func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        """.write(to: folder.appendingPathComponent("GreetingWidget.swift"), atomically: true, encoding: .utf8)
        try greeting("Hello there").write(to: folder.appendingPathComponent("Greeting.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    static func greeting(_ text: String) -> String {
        "enum Greeting {\n    static let text = \"\(text)\"\n}\n"
    }

    @Test func aSaveInAnotherFileOfTheFolderIsShown() throws {
        let folder = try Self.extensionFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try TmuxPane(arguments: [folder.path] + LiveSessionTests.moment, folder: folder)
        #expect(try pane.wait { $0.joined().contains("Hello there") } != nil, "the widget did not show: \(LiveReviewTests.screen(pane))")
        let other = folder.appendingPathComponent("Greeting.swift")

        // Saved in place, as some editors do.
        try Data(Self.greeting("Goodbye now").utf8).write(to: other)
        let seconds = try pane.wait(timeout: 5) { $0.joined().contains("Goodbye now") }
        #expect(seconds != nil && seconds! < 0.5, "took \(seconds.map { "\($0) s" } ?? "too long"): \(LiveReviewTests.screen(pane))")

        // Half written: the message names the file, and the last good picture stays.
        try Data("enum Greeting {\n    static let text = \"Hal".utf8).write(to: other)
        #expect(try pane.wait(timeout: 5) { $0.joined().contains("Greeting.swift") } != nil, "no message: \(LiveReviewTests.screen(pane))")
        #expect(try pane.lines().joined().contains("Goodbye now"), "the last good picture went away")

        // Replaced whole (a new file renamed over it), as most editors save.
        try Self.greeting("Welcome back").write(to: other, atomically: true, encoding: .utf8)
        #expect(try pane.wait(timeout: 5) { $0.joined().contains("Welcome back") } != nil, "\(LiveReviewTests.screen(pane))")
    }

    @Test func aSourceAddedToTheFolderIsRead() throws {
        let folder = try Self.extensionFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("Greeting.swift")
        try FileManager.default.removeItem(at: other)
        let pane = try TmuxPane(arguments: [folder.path] + LiveSessionTests.moment, folder: folder)
        #expect(try pane.wait { $0.joined().contains("│ ? help") } != nil, "\(LiveReviewTests.screen(pane))")
        #expect(!(try pane.lines().joined().contains("Hello again")))
        try Self.greeting("Hello again").write(to: other, atomically: true, encoding: .utf8)
        let seconds = try pane.wait(timeout: 5) { $0.joined().contains("Hello again") }
        #expect(seconds != nil && seconds! < 0.5, "took \(seconds.map { "\($0) s" } ?? "too long"): \(LiveReviewTests.screen(pane))")
    }
}
