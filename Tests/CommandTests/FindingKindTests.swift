import Foundation
import Testing

/// The trust contract: `check` tells what a device would show wrong (`widget` findings) from what
/// this tool approximates (`preview` findings); CI fails and pull requests are annotated only for
/// the first, unless `--strict=all`; a picture's warnings are about what it draws.
@Suite struct FindingKindTests {
    static let fixtures = "Tests/CommandTests/ExtensionFixtures"
    /// A clean widget extension whose one `.shadow` the preview does not draw.
    static let clean = "\(fixtures)/StepsExtension"
    /// A widget extension whose rectangular text is truncated.
    static let truncated = "\(fixtures)/TruncatedExtension"
    static let quick = ["--devices", "15-pro", "--ios", "18", "--time", "9:41", "--date", "2026-06-08"]

    static func items(_ json: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], "not a JSON array: \(json)")
    }

    @Test func aCleanExtensionPassesStrictAndItsApproximationIsAPreviewFinding() throws {
        let strict = try CommandRunner.run(["check", Self.clean, "--strict"] + Self.quick)
        #expect(strict.status == 0, "\(strict.stdout)\(strict.stderr)")
        #expect(strict.stderr.contains("1 warning (1 about the preview)"), "\(strict.stderr)")
        let json = try CommandRunner.run(["check", Self.clean, "--format", "json"] + Self.quick)
        let items = try Self.items(json.stdout)
        #expect(items.count == 1, "\(json.stdout)")
        let shadow = try #require(items.first)
        #expect(shadow["kind"] as? String == "preview")
        #expect(shadow["line"] as? Int == 49)
        #expect((shadow["message"] as? String)?.contains("'.shadow'") == true, "\(shadow)")
        #expect(shadow["check"] == nil, "a preview finding is no check's")
    }

    @Test func strictAllFailsOnPreviewFindingsToo() throws {
        let all = try CommandRunner.run(["check", Self.clean, "--strict=all"] + Self.quick)
        #expect(all.status == 1, "\(all.stdout)\(all.stderr)")
        let spaced = try CommandRunner.run(["check", "--strict", "all", Self.clean] + Self.quick)
        #expect(spaced.status == 1, "--strict all (a separate word) is --strict=all")
        let beforePath = try CommandRunner.run(["check", "--strict", Self.clean] + Self.quick)
        #expect(beforePath.status == 0, "--strict before a path takes no value from it: \(beforePath.stderr)")
        #expect(beforePath.stderr.contains("checked 1 widget"), "\(beforePath.stderr)")
        let misspelt = try CommandRunner.run(["check", Self.clean, "--strict=al"] + Self.quick)
        #expect(misspelt.status == 64, "\(misspelt.stderr)")
    }

    @Test func strictFailsOnATruncatedTextAWidgetFinding() throws {
        let strict = try CommandRunner.run(["check", Self.truncated, "--strict"] + Self.quick)
        #expect(strict.status == 1, "\(strict.stdout)\(strict.stderr)")
        #expect(strict.stdout.contains("GreetingWidget.swift:29:9: warning: text \"Good morning, Alexandria"), "\(strict.stdout)")
        #expect(strict.stdout.contains("[truncated-text]"))
        let json = try CommandRunner.run(["check", Self.truncated, "--format", "json"] + Self.quick)
        let items = try Self.items(json.stdout)
        #expect(items.map { $0["kind"] as? String } == ["widget"], "\(json.stdout)")
        #expect(items.first?["id"] as? String == "truncated-text")
    }

    @Test func githubAnnotatesOnlyWidgetFindingsAndSumsUpThePreviews() throws {
        let github = try CommandRunner.run(["check", Self.clean, Self.truncated, "--format", "github"] + Self.quick)
        let lines = github.stdout.split(separator: "\n").map(String.init)
        let annotations = lines.filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(github.stdout)")
        #expect(annotations.first?.hasPrefix("::warning file=\(Self.truncated)/GreetingWidget.swift,line=29,col=9,title=lockscreen-tui truncated-text::") == true,
                "\(github.stdout)")
        #expect(!github.stdout.contains("shadow"), "a preview finding was annotated: \(github.stdout)")
        #expect(lines.filter { !$0.hasPrefix("::") } == [
            "lockscreen-tui: 1 preview finding (what this tool approximates, not problems of the widget) is not annotated; 'check --format text' lists them",
        ], "\(github.stdout)")
    }

    @Test func theTextReportListsWidgetFindingsFirstThenThePreviews() throws {
        let text = try CommandRunner.run(["check", Self.clean, Self.truncated] + Self.quick)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text.stdout)")
        #expect(lines.first?.contains("[truncated-text]") == true, "\(text.stdout)")
        #expect(lines.dropFirst().first == "preview: what this tool approximates (1)")
        #expect(lines.last?.contains("'.shadow' is approximated") == true, "\(text.stdout)")
    }

    /// The circular view uses a modifier the preview does not provide; the rectangular does not.
    @Test func aPictureWarnsOnlyAboutWhatItDraws() throws {
        let source = "\(Self.fixtures)/battery-families.swift"
        let rectangular = try CommandRunner.run(["render", source, "--family", "rectangular", "--format", "cells"])
        #expect(rectangular.status == 0)
        #expect(!rectangular.stderr.contains("glowEffect"), "the rectangular picture warned about the circular view: \(rectangular.stderr)")
        let circular = try CommandRunner.run(["render", source, "--family", "circular", "--format", "cells"])
        #expect(circular.stderr.contains("battery-families.swift:14:18: warning: the modifier '.glowEffect' is not provided"), "\(circular.stderr)")
        let validate = try CommandRunner.run(["validate", source])
        #expect(validate.stderr.components(separatedBy: "glowEffect' is not provided").count == 2, "validate reports it once: \(validate.stderr)")
    }
}
