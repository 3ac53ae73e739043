import Foundation
import Testing

/// `lockscreen-tui check`: a widget broken on purpose for each check, a clean one that stays
/// silent, the report formats and the exit statuses CI relies on.
@Suite struct CheckCommandTests {
    static let fixtures = "Tests/CommandTests/CheckFixtures"
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    @Test func eachBrokenWidgetGetsItsWarningAndTheCleanOneNone() throws {
        let output = try CommandRunner.run(["check", Self.fixtures] + Self.moment)
        #expect(output.status == 0, "warnings without --strict exit 0: \(output.stderr)")
        let golden = CommandRunner.repository.appendingPathComponent("\(Self.fixtures)/expected-warnings.txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try output.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(output.stdout == (try String(contentsOf: golden, encoding: .utf8)))
        for name in ["truncated-text", "outside-content", "circular-mask", "small-text", "vanishing-content", "inline-images", "inline-colors"] {
            #expect(output.stdout.contains("\(name).yaml:") && output.stdout.contains("[\(name)]"), "no \(name) warning at its fixture")
        }
        #expect(!output.stdout.contains("clean.yaml"), "the clean widget was reported")
        #expect(output.stderr.contains("checked 8 widgets"), "\(output.stderr)")
    }

    /// The samples are what a new user copies: every one is clean on every iPhone (vanishing
    /// content measured in the default iOS layout, to keep the test quick).
    @Test func everySampleIsSilent() throws {
        let output = try CommandRunner.run(["check", "sample-widgets", "--strict", "--ios", "18"] + Self.moment)
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.isEmpty, "\(output.stdout)")
        #expect(output.stderr.contains("0 errors, 0 warnings"), "\(output.stderr)")
    }

    /// A view previewed for one family (`.previewContext(WidgetPreviewContext(family:
    /// .accessoryInline))`) is only ever that family's: it is not checked in the widget's other
    /// families, where a device never shows it (bravelocation/daysleft: its inline text was
    /// reported truncated "in circular").
    @Test func aViewPreviewedForOneFamilyIsCheckedOnlyInIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now)], policy: .never))
            }
        }
        struct InlineView: View {
            var body: some View { Text("Twenty-seven days to the winter holidays") }
        }
        struct CircularView: View {
            var body: some View { Text("27") }
        }
        struct SwitchView: View {
            @Environment(\\.widgetFamily) var family
            var body: some View {
                if family == .accessoryInline { InlineView() } else { CircularView() }
            }
        }
        struct DaysWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Days", provider: Provider()) { _ in SwitchView() }
                    .supportedFamilies([.accessoryCircular, .accessoryInline])
            }
        }
        struct InlineView_Previews: PreviewProvider {
            static var previews: some View {
                InlineView().previewContext(WidgetPreviewContext(family: .accessoryInline))
            }
        }
        """.write(to: folder.appendingPathComponent("Days.swift"), atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["check", folder.path] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("circular"), "the inline view was checked in the circular family: \(output.stdout)")
        // In its own family the preview is checked, and its text is truncated there.
        #expect(output.stdout.contains("is truncated (inline) [truncated-text]"), "\(output.stdout)")
    }

    @Test func strictMakesWarningsFailAndDisableTurnsACheckOff() throws {
        let strict = try CommandRunner.run(["check", "\(Self.fixtures)/small-text.yaml", "--strict"] + Self.moment)
        #expect(strict.status == 1)
        let disabled = try CommandRunner.run(["check", "\(Self.fixtures)/small-text.yaml", "--strict", "--disable", "small-text"] + Self.moment)
        #expect(disabled.status == 0, "\(disabled.stdout)")
        #expect(disabled.stdout.isEmpty)
        let misspelt = try CommandRunner.run(["check", "--disable", "small-txt"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("did you mean 'small-text'?"), "\(misspelt.stderr)")
    }

    @Test func aFileWithErrorsExits65WithItsPosition() throws {
        let output = try CommandRunner.run(["check", "Tests/WidgetFormatTests/Broken/bad-date-string.yaml"] + Self.moment)
        #expect(output.status == 65)
        #expect(output.stdout.contains("bad-date-string.yaml:") && output.stdout.contains(": error: "), "\(output.stdout)")
    }

    @Test func githubAndJSONCarryTheSameFindings() throws {
        let github = try CommandRunner.run(["check", "\(Self.fixtures)/inline-colors.yaml", "--format", "github"] + Self.moment)
        #expect(github.stdout == "::warning file=\(Self.fixtures)/inline-colors.yaml,line=8,col=3,title=lockscreen-tui inline-colors::"
                + "foregroundStyle in an inline widget is ignored: the system draws inline text and images in the Lock Screen's colour (inline)\n",
                "\(github.stdout)")
        let json = try CommandRunner.run(["check", "\(Self.fixtures)/inline-colors.yaml", "--format", "json"] + Self.moment)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["check"] as? String == "inline-colors")
        #expect(items.first?["line"] as? Int == 8)
    }

    /// Record, compare unchanged (passes), move one view by 1 pt (fails, with the side-by-side
    /// picture and the summary written), as a CI job would.
    @Test func snapshotsRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = folder.appendingPathComponent("steps.yaml")
        let clean = CommandRunner.repository.appendingPathComponent("\(Self.fixtures)/clean.yaml")
        let text = try String(contentsOf: clean, encoding: .utf8)
        try text.write(to: widget, atomically: true, encoding: .utf8)
        let references = folder.appendingPathComponent("references")
        let devices = ["--devices", "15-pro"]
        let recorded = try CommandRunner.run(["check", widget.path, "--record", references.path] + devices + Self.moment)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("recorded 3 pictures"), "\(recorded.stderr)")
        for name in ["steps-circular-15-pro-1", "steps-rectangular-15-pro-1", "steps-inline-15-pro-1"] {
            #expect(FileManager.default.fileExists(atPath: references.appendingPathComponent(name + ".png").path), "no \(name).png")
            #expect(FileManager.default.fileExists(atPath: references.appendingPathComponent(name + ".cells").path), "no \(name).cells")
        }
        let same = try CommandRunner.run(["check", widget.path, "--compare", references.path] + devices + Self.moment)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stderr.contains("0 of 3 pictures differ"), "\(same.stderr)")

        // One point of padding moves the rectangular widget's text.
        try text.replacingOccurrences(of: "          font: body\n", with: "          font: body\n    padding: { leading: 1 }\n")
            .write(to: widget, atomically: true, encoding: .utf8)
        let moved = try CommandRunner.run(["check", widget.path, "--compare", references.path] + devices + Self.moment)
        #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
        #expect(moved.stdout.contains("steps-rectangular-15-pro-1 differs in"), "\(moved.stdout)")
        #expect(moved.stderr.contains("1 of 3 pictures differ"), "\(moved.stderr)")
        let difference = references.appendingPathComponent("differences/steps-rectangular-15-pro-1.png")
        #expect(FileManager.default.fileExists(atPath: difference.path), "no side-by-side difference picture")
        let summary = try String(contentsOf: references.appendingPathComponent("differences/summary.txt"), encoding: .utf8)
        #expect(summary.hasPrefix("1 of 3 pictures differ"), "\(summary)")
    }

    /// Files of one name in two folders, and `x.yaml` beside `x.swift`, keep their pictures
    /// apart: every picture is recorded under its own name, the comparison straight after passes,
    /// and a change in one of them fails it; two arguments' files of one path are refused.
    @Test func snapshotsOfFilesOfOneNameKeepApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-names-\(UUID().uuidString)")
        let widgets = folder.appendingPathComponent("Widgets")
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(at: widgets.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try String(contentsOf: CommandRunner.repository.appendingPathComponent("\(Self.fixtures)/clean.yaml"), encoding: .utf8)
        try clean.write(to: widgets.appendingPathComponent("a/steps.yaml"), atomically: true, encoding: .utf8)
        try clean.replacingOccurrences(of: "          font: body\n", with: "          font: body\n    padding: { top: 2 }\n")
            .write(to: widgets.appendingPathComponent("b/steps.yaml"), atomically: true, encoding: .utf8)
        try clean.write(to: widgets.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
        let samples = CommandRunner.repository.appendingPathComponent("sample-widgets")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("weather.swift"), to: widgets.appendingPathComponent("x.swift"))
        try FileManager.default.copyItem(at: samples.appendingPathComponent("weather.entry.json"), to: widgets.appendingPathComponent("x.entry.json"))
        let references = folder.appendingPathComponent("references")
        let devices = ["--devices", "15-pro"]

        let recorded = try CommandRunner.run(["check", widgets.path, "--record", references.path] + devices + Self.moment)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: references.path).filter { $0.hasSuffix(".png") })
        for stem in ["a-steps", "b-steps", "x-yaml"] {
            for family in ["circular", "rectangular", "inline"] {
                #expect(names.contains("\(stem)-\(family)-15-pro-1.png"), "no \(stem) \(family): \(names.sorted())")
            }
        }
        #expect(names.contains { $0.hasPrefix("x-swift-") }, "\(names.sorted())")
        #expect(recorded.stderr.contains("recorded \(names.count) pictures"), "\(recorded.stderr)")
        let same = try CommandRunner.run(["check", widgets.path, "--compare", references.path] + devices + Self.moment)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stderr.contains("0 of \(names.count) pictures differ"), "\(same.stderr)")

        try clean.write(to: widgets.appendingPathComponent("b/steps.yaml"), atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["check", widgets.path, "--compare", references.path] + devices + Self.moment)
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stdout.contains("b-steps-rectangular-15-pro-1 differs in"), "\(changed.stdout)")
        #expect(changed.stderr.contains("1 of \(names.count) pictures differ"), "\(changed.stderr)")

        let twice = try CommandRunner.run(["check", widgets.appendingPathComponent("a/steps.yaml").path,
                                           widgets.appendingPathComponent("b/steps.yaml").path,
                                           "--record", folder.appendingPathComponent("refused").path] + devices + Self.moment)
        #expect(twice.status == 65, "\(twice.stderr)")
        #expect(twice.stderr.contains("would both be named 'steps'"), "\(twice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refused").path), "a refused record wrote pictures")

        let out = folder.appendingPathComponent("out")
        let rendered = try CommandRunner.run(["render", widgets.path, "--output-dir", out.path, "--family", "all", "--format", "cells"] + Self.moment)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(rendered.stderr.contains("wrote \(files.count) pictures"), "\(rendered.stderr) \(files.sorted())")
        #expect(files.contains("a-steps-circular-15-pro.cells") && files.contains("b-steps-circular-15-pro.cells"), "\(files.sorted())")
    }
}
