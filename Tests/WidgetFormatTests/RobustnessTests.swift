import Foundation
import Testing
import ViewTree
import WidgetFormat

/// Hostile and unusual input: a clear message and status, never a trap or a hang.
@Suite struct RobustnessTests {
    func temporaryFile(_ bytes: [UInt8], name: String = "widget.yaml") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lockscreen-tui-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    @Test func tenThousandDeepFlowNestingIsAnErrorNotACrash() throws {
        let deep = "format: 1\nname: Deep\nfamilies: [circular]\nview: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let result = WidgetLoader.decode(text: deep)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.first?.message.contains("nest") == true)
        #expect(result.diagnostics.first?.location?.line == 4)
    }

    @Test func tenThousandDeepViewNestingIsAnErrorNotACrash() throws {
        var text = "format: 1\nname: Deep\nfamilies: [circular]\nview: "
        text += String(repeating: "{VStack: [", count: 10_000) + "EmptyView" + String(repeating: "]}", count: 10_000) + "\n"
        let result = WidgetLoader.decode(text: text)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.count == 1)
    }

    @Test func seventyViewsDeepExceedsTheViewLimit() {
        var text = "format: 1\nname: Deep\nfamilies: [circular]\nview: "
        text += String(repeating: "{Group: [", count: 70) + "EmptyView" + String(repeating: "]}", count: 70) + "\n"
        let result = WidgetLoader.decode(text: text)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.map(\.message) == ["views nest more than 64 deep here; flatten the tree (real widgets nest a handful of views)"])
    }

    /// 60 views, each with nine modifiers: within the 64-view limit, past the 512 levels layout
    /// would recurse through (`ViewNesting`).
    @Test func viewsWithModifiersPastTheNestingLimitAreAnErrorAtTheDeepestView() {
        let modifiers = ", padding: 1, opacity: 1, bold: true, italic: true, monospacedDigit: true, tint: red, "
            + "foregroundStyle: red, lineLimit: 2, widgetAccentable: true"
        var text = "format: 1\nname: Deep\nfamilies: [circular]\nview: "
        text += String(repeating: "{ZStack: [", count: 60) + "EmptyView" + String(repeating: "]\(modifiers)}", count: 60) + "\n"
        let result = WidgetLoader.decode(text: text)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.map(\.message)
            == ["views and modifiers nest more than 512 levels deep here (each modifier is a level); flatten the tree"])
        #expect(result.diagnostics.first?.location?.line == 4)
        let shallower = WidgetLoader.decode(text: text.replacingOccurrences(of: ", lineLimit: 2, widgetAccentable: true", with: ""))
        #expect(shallower.exitStatus == .success, "\(shallower.diagnostics.map(\.message))")
    }

    @Test func fiftyMegabyteFileIsRefusedWithItsSize() throws {
        let url = try temporaryFile([])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        let chunk = Data(repeating: UInt8(ascii: "#"), count: 1 << 20)
        for _ in 0..<50 { handle.write(chunk) }
        try handle.close()
        let result = WidgetLoader.load(path: url.path)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.first?.message.hasPrefix("the file is 50.0 MB; widget files are at most 1.0 MB") == true)
    }

    @Test func missingFileCannotBeRead() {
        let result = WidgetLoader.load(path: "/nonexistent/widget.yaml")
        #expect(result.exitStatus == .cannotRead)
        #expect(result.renderedDiagnostics == ["/nonexistent/widget.yaml: error: no such file; check the path and the current folder"])
    }

    @Test func folderIsNotAWidgetFile() {
        let result = WidgetLoader.load(path: Fixtures.testsFolder.path, displayPath: "Tests")
        #expect(result.exitStatus == .cannotRead)
        #expect(result.renderedDiagnostics == ["Tests: error: is a folder, not a widget file; name a .yaml or .json file inside it"])
    }

    @Test func emptyAndBlankFilesAreExplained() {
        for text in ["", "  \n\n \t\n"] {
            let result = WidgetLoader.decode(text: text, path: "w.yaml")
            #expect(result.exitStatus == .invalidInput)
            #expect(result.renderedDiagnostics == ["w.yaml:1:1: error: the file is empty; a widget file starts with 'format: 1' (see docs/widget-format.md)"])
        }
    }

    @Test func binaryGarbageIsRecognised() throws {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[7] = 0
        let url = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = WidgetLoader.load(path: url.path)
        #expect(result.exitStatus == .invalidInput)
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains("binary file") || message.contains("invalid UTF-8"))
    }

    @Test func invalidUTF8PointsAtTheByte() throws {
        let text = Array("format: 1\nname: \"caf".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let url = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = WidgetLoader.load(path: url.path, displayPath: "w.yaml")
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.first?.location == SourceLocation(line: 2, column: 11))
        #expect(result.diagnostics.first?.message == "invalid UTF-8 (byte 0xC3); save the file as UTF-8 text")
    }

    static let minimal = "format: 1\nname: Tabs\nfamilies: [circular]\nview:\n\tVStack:\n\t\t- Text: \"日本語 🎉\"\n\t\t- Spacer\n"

    @Test func tabIndentedFileIsFine() {
        let result = WidgetLoader.decode(text: Self.minimal)
        #expect(result.diagnostics.isEmpty)
        #expect(result.widget != nil)
    }

    @Test func tabIndentedFileReportsColumnsAsWritten() {
        let text = Self.minimal.replacingOccurrences(of: "Spacer", with: "Spacr")
        let result = WidgetLoader.decode(text: text)
        #expect(result.diagnostics.first?.location == SourceLocation(line: 7, column: 5))
        #expect(result.diagnostics.first?.message == "unknown view 'Spacr'; did you mean 'Spacer'?")
    }

    @Test func crlfLineEndsAreFine() {
        let result = WidgetLoader.decode(text: Self.minimal.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(result.widget != nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func columnsCountCharactersNotBytes() {
        let text = "format: 1\nname: \"日本語\"\nfamilies: [circular]\nview: { Text: \"🎉🎉 {missing}\" }\n"
        let result = WidgetLoader.decode(text: text)
        #expect(result.diagnostics.first?.location == SourceLocation(line: 4, column: 20))
    }

    @Test func billionLaughsAliasBombIsRefusedQuickly() {
        var text = "format: 1\nname: Bomb\nfamilies: [circular]\nentries:\n  - a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "    a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "view: EmptyView\n"
        let result = WidgetLoader.decode(text: text)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.diagnostics.first?.message.contains("aliases") == true)
    }

    @Test func hugeSingleLineShowsAnExcerptAroundTheColumn() {
        let text = "format: 1\nname: Wide\nfamilies: [circular]\nview: { Text: \"" + String(repeating: "a", count: 500) + "{missing}\" }\n"
        let rendered = WidgetLoader.decode(text: text, path: "w.yaml").renderedDiagnostics.first ?? ""
        let lines = rendered.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count <= 102)
        #expect(lines[2].hasSuffix("^"))
    }

    @Test func validFilesFolderDecodesCleanly() throws {
        let folder = Fixtures.testsFolder.appendingPathComponent("Valid")
        let files = Fixtures.files(in: folder)
        #expect(!files.isEmpty)
        for file in files {
            let result = WidgetLoader.load(path: file.path)
            #expect(result.widget != nil, "\(file.lastPathComponent): \(result.renderedDiagnostics)")
            #expect(!result.diagnostics.hasErrors)
        }
    }
}
