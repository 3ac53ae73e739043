import Foundation
import Testing

/// `render --watch`, as a user runs it: face files, a widget on a face, and the mistakes.
@Suite struct WatchCommandTests {
    static let moment = ["--time", "10:09", "--date", "2026-06-08"]

    @Test func aFaceFileDrawsAtTwoPointsPerPixel() throws {
        let output = try CommandRunner.run(["render", "--watch", "sample-widgets/faces/infograph.face.yaml", "--format", "cells"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        // 45 mm: 198×242 points at 2 points per pixel is 99 columns × 121 pixel rows (61 cell rows).
        #expect(output.stdout.hasPrefix("cells 99x61\n"), "\(output.stdout.prefix(40))")
    }

    @Test func aWidgetOnAFaceFillsTheSlotsOfItsFamilies() throws {
        let small = try CommandRunner.run(["render", "sample-widgets/uv-index.swift", "--watch", "infograph", "--watch-size", "40mm",
                                           "--format", "cells"] + Self.moment)
        #expect(small.status == 0, "\(small.stderr)")
        #expect(small.stdout.hasPrefix("cells 81x50\n"), "\(small.stdout.prefix(40))")
    }

    @Test func aWidgetWithoutTheFacesFamiliesIsAnError() throws {
        let output = try CommandRunner.run(["render", "sample-widgets/ci-status.yaml", "--watch", "infograph"])
        #expect(output.status == 65)
        #expect(output.stderr == "sample-widgets/ci-status.yaml: error: 'Builds' supports none of the infograph face's families (circular, corner); try modular or digital\n",
                "\(output.stderr)")
    }

    @Test(arguments: [
        (["render", "--watch", "infograph", "--mode", "vibrant", "sample-widgets/uv-index.yaml"], "vibrant is the iPhone Lock Screen's"),
        (["render", "--watch", "infograf", "sample-widgets/uv-index.yaml"], "unknown face 'infograf'"),
        (["render", "--watch", "infograph"], "give the widget file"),
        (["render", "--watch", "infograph", "--device", "15-pro", "sample-widgets/uv-index.yaml"], "--device names an iPhone"),
        (["render", "--watch", "infograph", "--watch-size", "47mm", "sample-widgets/uv-index.yaml"], "unknown watch '47mm'"),
        (["render", "sample-widgets/uv-index.yaml", "--family", "corner"], "the iPhone has no corner slot"),
    ])
    func mistakesSayWhatToDo(_ arguments: [String], _ message: String) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 64 || output.status == 65, "\(arguments): \(output.status)")
        #expect(output.stderr.contains(message), "\(arguments): \(output.stderr)")
    }

    @Test func theIPhoneIgnoresWidgetLabels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: CommandRunner.repository.appendingPathComponent("sample-widgets/uv-index.yaml"), encoding: .utf8)
        let unlabelled = original.replacingOccurrences(of: "    widgetLabel: \"UV {level}\"\n", with: "")
        #expect(unlabelled != original)
        let copy = folder.appendingPathComponent("uv-index.yaml")
        try unlabelled.write(to: copy, atomically: true, encoding: .utf8)
        let with = try CommandRunner.run(["render", "sample-widgets/uv-index.yaml", "--family", "circular", "--format", "cells"] + Self.moment)
        let without = try CommandRunner.run(["render", copy.path, "--family", "circular", "--format", "cells"] + Self.moment)
        #expect(with.status == 0 && without.status == 0)
        #expect(with.stdout == without.stdout)
    }

    @Test func validateReadsFaceFiles() throws {
        let output = try CommandRunner.run(["validate", "sample-widgets/faces/digital.face.yaml"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "sample-widgets/faces/digital.face.yaml: ok: digital face (41mm); top uv-index.yaml (inline), bottom now-playing.yaml (rectangular)\n")
    }

    @Test func variantsDrawTheFaceInEveryWatchMode() throws {
        let output = try CommandRunner.run(["render", "--watch", "sample-widgets/faces/digital.face.yaml", "--variants", "--width", "200",
                                            "--color", "none"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        for caption in ["accented", "accented · privacy", "accented · Always-On", "full colour · privacy · Always-On"] {
            #expect(output.stdout.contains(caption), "no '\(caption)' tile")
        }
        #expect(!output.stdout.contains("vibrant ·") && !output.stdout.hasPrefix("vibrant"), "watch faces have no vibrant tiles")
        #expect(output.stdout.contains("digital.face.yaml · Apple Watch 41 mm (Series 7–9)"))
    }

    @Test func checkLaysACornerWidgetOutOnTheDefaultWatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = folder.appendingPathComponent("corner.yaml")
        try "format: 1\nname: Corner\nfamilies: [corner]\nview:\n  Text: \"Twenty-three kilometres\"\n  lineLimit: 1\n"
            .write(to: widget, atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["check", widget.path] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\(widget.path):5:3: warning: text \"Twenty-three kilometres\" is truncated (on Apple Watch 45 mm (Series 7–9); corner) [truncated-text]"),
                "\(output.stdout)")
        let everyWatch = try CommandRunner.run(["check", "sample-widgets/uv-index.yaml", "--watches", "all", "--disable", "vanishing-content"] + Self.moment)
        #expect(everyWatch.status == 0, "\(everyWatch.stderr)")
        // (2 iPhone families × 20 iPhones + 3 families × 8 watches) × 2 entries.
        #expect(everyWatch.stderr.contains("checked 1 widget in 128 pictures"), "\(everyWatch.stderr)")
    }

    @Test func textOnAWatchIsMeasuredAgainstTheWatchsSmallestSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("small-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = folder.appendingPathComponent("small.yaml")
        try "format: 1\nname: Small\nfamilies: [corner, circular]\nview:\n  Text: \"5\"\n  font: { size: 10.5 }\n"
            .write(to: widget, atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["check", widget.path, "--devices", "15-pro", "--disable", "vanishing-content"] + Self.moment)
        // 10.5 pt is under the iPhone's 11 pt and over the watch's 10 pt.
        #expect(output.stdout == "\(widget.path):5:3: warning: text \"5\" is 10.5 pt; below 11 pt it is hard to read on a Lock Screen (on iPhone 15 Pro; circular) [small-text]\n",
                "\(output.stdout)")
    }
}
