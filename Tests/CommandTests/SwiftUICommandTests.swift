import Foundation
import Testing

/// The commands with SwiftUI sources: render, layout and validate take `.swift` files, `--entry`
/// takes an entries file, and folders include `.swift` files but not the entries beside them.
@Suite struct SwiftUICommandTests {
    let moment = ["--time", "9:41", "--date", "2026-06-08"]

    @Test func renderReadsTheEntriesFileBesideTheSource() throws {
        let swiftUI = try CommandRunner.run(["render", "sample-widgets/weather.swift", "--family", "circular", "--format", "cells"] + moment)
        let yaml = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--family", "circular", "--format", "cells"] + moment)
        #expect(swiftUI.status == 0, "\(swiftUI.stderr)")
        #expect(swiftUI.stdout == yaml.stdout)
        #expect(swiftUI.stdout.contains("63°"))
    }

    @Test func entryTakesAnIndexAFileOrAFileAndAnIndex() throws {
        let second = try CommandRunner.run(["render", "sample-widgets/weather.swift", "--family", "inline", "--format", "cells", "--entry", "2"] + moment)
        #expect(second.stdout.contains("72° Mostly Sunny"))
        let entries = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString).json")
        try #"[{"city": "Oslo", "condition": "Snow", "temperature": -3, "low": -8, "high": 0, "dayPosition": 0.6}, {"city": "Oslo", "condition": "Fog", "temperature": 1, "low": -8, "high": 2, "dayPosition": 0.9}]"#
            .write(to: entries, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: entries) }
        let file = try CommandRunner.run(["render", "sample-widgets/weather.swift", "--family", "inline", "--format", "cells", "--entry", entries.path] + moment)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout.contains("-3° Snow"))
        let fileAndIndex = try CommandRunner.run(["layout", "sample-widgets/weather.swift", "--family", "inline", "--entry", entries.path + ":2"] + moment)
        #expect(fileAndIndex.stdout.contains("1° Fog"))
        #expect(fileAndIndex.stdout.contains("entry 2 of 2"))
    }

    /// An app may name a Home Screen widget and a Lock Screen widget alike (walkday's two
    /// "Progress"): `--widget` with `--family` picks the one that offers the family.
    @Test func widgetPicksTheWidgetOfThatNameThatOffersTheFamily() throws {
        let source = """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
        }
        struct HomeProgress: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Progress", provider: Provider()) { _ in Text("home") }
                    .configurationDisplayName("Progress").supportedFamilies([.systemSmall])
            }
        }
        struct LockProgress: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Progress", provider: Provider()) { _ in Text("lock") }
                    .configurationDisplayName("Progress").supportedFamilies([.accessoryCircular])
            }
        }
        @main struct Widgets: WidgetBundle { var body: some Widget { HomeProgress(); LockProgress() } }
        """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Progress-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try CommandRunner.run(["layout", file.path, "--widget", "Progress", "--family", "circular"] + moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Text \"lock\""))
    }

    @Test func anEntriesFileForAWidgetFileIsAUsageError() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--family", "circular", "--entry", "data.entry.json"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--entry takes a file for SwiftUI widgets"))
    }

    @Test func validateFindsSwiftSourcesInFoldersButNotTheirEntries() throws {
        let output = try CommandRunner.run(["validate", "sample-widgets"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("sample-widgets/weather.swift: ok: \"Weather\""))
        #expect(!output.stdout.contains(".entry.json: "), "entries files are read beside their sources, not as widgets")
    }

    @Test func problemsInASourceNameItsLineAndColumn() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID().uuidString).swift")
        try "Text(\"Hi\")\n    .fnt(.caption)\n".write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let output = try CommandRunner.run(["validate", source.path])
        #expect(output.status == 0, "a preview skips what it cannot draw, and says so")
        #expect(output.stderr.contains(source.path + ":2:6: warning: unknown modifier '.fnt'; did you mean '.font'? It is skipped"))
        let strict = try CommandRunner.run(["validate", "--strict", source.path])
        #expect(strict.status == 65, "--strict makes warnings errors, for CI")
        #expect(strict.stderr.contains(source.path + ":2:6: error: unknown modifier '.fnt'; did you mean '.font'? It is skipped"))
    }

    /// `--preview` picks one `#Preview` by name or number; a family shows its own preview
    /// otherwise, and `--entry` counts within the preview.
    @Test func previewPicksOnePreviewAndEntryCountsWithinIt() throws {
        let file = "Tests/SwiftUISourceTests/RealCode/previews-per-family.swift"
        let validate = try CommandRunner.run(["validate", file])
        #expect(validate.stdout.contains("7 entries in 6 previews: 1 \"Charging\" (#Preview at previews-per-family.swift:61, circular, 2 entries); 2 \"Low\""), "\(validate.stdout)")
        let own = try CommandRunner.run(["render", file, "--family", "rectangular", "--format", "cells", "--mode", "fullColor"] + moment)
        #expect(own.stdout.contains("12%"), "\(own.stdout)")
        let named = try CommandRunner.run(["render", file, "--preview", "low", "--family", "inline", "--format", "cells", "--mode", "fullColor"] + moment)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("Battery 12%"), "\(named.stdout)")
        let numbered = try CommandRunner.run(["layout", file, "--preview", "1", "--entry", "2"] + moment)
        #expect(numbered.stdout.contains("accessoryCircular"), "\(numbered.stdout)")
        #expect(numbered.stdout.contains("entry 2 of 2 (#Preview at"), "\(numbered.stdout)")
        let strip = try CommandRunner.run(["render", file, "--entry", "all", "--mode", "fullColor", "--width", "80"] + moment)
        #expect(strip.stdout.contains("Battery · accessoryCircular · \"Charging\" · 2 entries"), "\(strip.stdout)")
        let past = try CommandRunner.run(["render", file, "--preview", "Low", "--entry", "2"] + moment)
        #expect(past.status == 64)
        #expect(past.stderr.contains("--entry 2 is past the end: \"Low\" of 'Battery' has 1 entry"), "\(past.stderr)")
        let unknown = try CommandRunner.run(["render", file, "--preview", "Full"] + moment)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("its previews are 1 \"Charging\", 2 \"Low\", 3 #Preview at previews-per-family.swift:74"), "\(unknown.stderr)")
    }

    /// An arrangement places one widget of an extension folder (`name:`) and one preview of a
    /// SwiftUI widget (`preview:`, `entry:` within it); each slot shows its family's own preview
    /// otherwise, and a name or preview the file lacks is an error at its line.
    @Test func arrangementsNameAWidgetOfAFolderAndAPreview() throws {
        let tests = CommandRunner.repository.appendingPathComponent("Tests").path
        let transit = tests + "/SwiftUISourceTests/Extension/TransitWidgets"
        let battery = tests + "/SwiftUISourceTests/RealCode/previews-per-family.swift"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrangement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("folder.arrangement.yaml")
        try """
        inline: { widget: "\(transit)", name: Departures, preview: 3, entry: 2 }
        bottom:
          - { widget: "\(battery)", family: rectangular }
          - { widget: "\(transit)", name: Line status, family: circular }
        """.write(to: file, atomically: true, encoding: .utf8)
        let validate = try CommandRunner.run(["validate", file.path])
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.contains("inline TransitWidgets (Departures); bottom previews-per-family.swift (rectangular), TransitWidgets (Line status) (circular)"), "\(validate.stdout)")
        let render = try CommandRunner.run(["render", "--lockscreen", file.path, "--width", "120", "--height", "60", "--format", "cells"] + moment)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("S1 in 3 min"), "the getTimeline preview's second entry inline")
        #expect(render.stdout.contains("12%"), "the rectangular slot shows the \"Low\" preview made for it")

        try """
        inline: { widget: "\(transit)", name: Arrivals }
        bottom:
          - { widget: "\(battery)", family: circular, preview: Full }
          - { widget: "\(battery)", family: circular, preview: Low, entry: 2 }
        """.write(to: file, atomically: true, encoding: .utf8)
        let wrong = try CommandRunner.run(["validate", file.path])
        #expect(wrong.status == 65)
        let name = "folder.arrangement.yaml:1:\(transit.count + 29): error: '\(transit)' has no widget named 'Arrivals'; it has 'Departures', 'Line status'"
        #expect(wrong.stderr.contains(name), "\(wrong.stderr)")
        let preview = "folder.arrangement.yaml:3:\(battery.count + 46): error: 'Battery' has no preview 'Full'; its previews are 1 \"Charging\", 2 \"Low\""
        #expect(wrong.stderr.contains(preview), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("error: entry 2 is past the end: \"Low\" of 'Battery' has 1 entry"), "\(wrong.stderr)")
    }

    /// A folder with an iOS and a watchOS extension: `validate` names each widget's target, the
    /// iPhone commands draw the iOS one, `--watch` the watchOS one (and so does `--family` when the
    /// watchOS one is named), and `check` checks the watch widget on the watch only.
    @Test func eachTargetOfAFolderIsReadAndCheckedOnItsOwnPlatform() throws {
        let folder = "Tests/SwiftUISourceTests/Targets/StepsApp"
        let validate = try CommandRunner.run(["validate", folder])
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.contains("ok: \"Steps\" (circular, rectangular, inline, corner) in StepsWatchWidget (watchOS)"), "\(validate.stdout)")
        #expect(validate.stdout.contains("ok: \"Steps\" (circular, inline) in StepsWidget (iOS)"), "\(validate.stdout)")
        let phone = try CommandRunner.run(["render", folder, "--family", "inline", "--format", "cells", "--mode", "fullColor"] + moment)
        #expect(phone.stdout.contains("Phone 6,240 steps"), "\(phone.stdout)")
        let watch = try CommandRunner.run(["render", folder, "--watch", "digital", "--widget", "Steps", "--format", "cells"] + moment)
        #expect(watch.status == 0, "\(watch.stderr)")
        #expect(watch.stdout.contains("Watch 6,240"), "\(watch.stdout)")
        // A face and an arrangement that name the folder's "Steps" take their platform's.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("targets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let app = CommandRunner.repository.appendingPathComponent(folder).path
        func faceCells(_ name: String) throws -> String {
            let face = scratch.appendingPathComponent("steps.face.yaml")
            try "face: digital\nslots:\n  top: { widget: \"\(app)\", name: \"\(name)\" }\n".write(to: face, atomically: true, encoding: .utf8)
            let rendered = try CommandRunner.run(["render", "--watch", face.path, "--format", "cells"] + moment)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            return rendered.stdout
        }
        let plain = try faceCells("Steps")
        #expect(plain == (try faceCells("StepsWatchWidget/Steps")), "a face takes the watchOS target's Steps")
        #expect(plain != (try faceCells("StepsWidget/Steps")), "TARGET/NAME picks the iOS one")
        let arrangement = scratch.appendingPathComponent("steps.arrangement.yaml")
        try "inline: { widget: \"\(app)\", name: Steps }\n".write(to: arrangement, atomically: true, encoding: .utf8)
        let onPhone = try CommandRunner.run(["render", "--lockscreen", arrangement.path, "--width", "120", "--height", "60", "--format", "cells"] + moment)
        #expect(onPhone.stdout.contains("Phone 6,240 steps"), "\(onPhone.stdout)")
        // The watchOS widget asked for in a family without --watch is drawn on a face, never on the iPhone.
        let rectangular = try CommandRunner.run(["render", folder, "--widget", "StepsWatchWidget/Steps", "--family", "rectangular", "--format", "cells"] + moment)
        #expect(rectangular.status == 0, "\(rectangular.stderr)")
        #expect(rectangular.stderr.contains("note: 'Steps' is a watchOS widget (its target builds for watchOS), so its rectangular family is drawn on the modular face of the Apple Watch 45 mm"), "\(rectangular.stderr)")
        let modular = scratch.appendingPathComponent("center.face.yaml")
        try "face: modular\nslots:\n  center: { widget: \"\(app)\", name: \"StepsWatchWidget/Steps\" }\n".write(to: modular, atomically: true, encoding: .utf8)
        let centerOnly = try CommandRunner.run(["render", "--watch", modular.path, "--format", "cells"] + moment)
        #expect(rectangular.stdout == centerOnly.stdout, "only the rectangular slot of the modular face is filled")
        let pictures = scratch.appendingPathComponent("pictures")
        let batch = try CommandRunner.run(["render", folder + "/StepsWatchWidget", "--output-dir", pictures.path, "--family", "all", "--devices", "all", "--format", "cells"] + moment)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
                == ["StepsWatchWidget-circular-watch.cells", "StepsWatchWidget-inline-watch.cells", "StepsWatchWidget-rectangular-watch.cells"],
                "one face a family, not one per iPhone")
        let check = try CommandRunner.run(["check", folder] + moment)
        let watchFindings = check.stdout.split(separator: "\n").filter { $0.contains("StepsWatchWidget.swift") }
        #expect(!watchFindings.isEmpty, "\(check.stdout)")
        #expect(watchFindings.allSatisfy { $0.contains("Apple Watch") && !$0.contains("iPhone") }, "\(check.stdout)")
    }
}
