import Foundation
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// A value of a type the files read do not declare has no text the preview could know: it is
/// drawn as a redacted bar with one warning at its place, never as the member's name.
@Suite struct StandInTextTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import RuuviOntology

    struct TagEntry: TimelineEntry {
        let date: Date
        let tag: RuuviWidgetTag
    }

    struct TagView: View {
        var entry: TagEntry
        var body: some View {
            Text(entry.tag.displayString.capitalized)
        }
    }

    struct TagWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Tag", provider: TagProvider()) { TagView(entry: $0) }
                .supportedFamilies([.accessoryInline])
        }
    }

    #Preview(as: .accessoryInline) {
        TagWidget()
    } timeline: {
        TagEntry(date: .now, tag: .preview)
    }
    """

    @Test func aMemberOfAnUndeclaredTypeIsARedactedBarWithAWarning() throws {
        try Self.check(Self.source, message: "'.preview.displayString.capitalized'", at: "Tag.swift:13:9")
    }

    @Test func interpolatedIntoAStringItMakesTheWholeTextAPlaceholder() throws {
        let interpolated = Self.source.replacingOccurrences(of: "Text(entry.tag.displayString.capitalized)",
                                                            with: "Text(\"\\(entry.tag.displayString) · 69.5\")")
        try Self.check(interpolated, message: "'.preview.displayString'", at: "Tag.swift:13:17")
    }

    @Test func verbatimTextOfItIsAPlaceholderToo() throws {
        let verbatim = Self.source.replacingOccurrences(of: "Text(entry.tag.displayString.capitalized)",
                                                        with: "Text(verbatim: entry.tag.displayString)")
        try Self.check(verbatim, message: "'.preview.displayString'", at: "Tag.swift:13:9")
    }

    /// `Text(unknown) + Text(" · 69.5")`: the joined Text is a placeholder, not the stand-in's
    /// figures drawn as words, and the '+' is not blamed on the widget.
    @Test func joinedToOtherTextItMakesTheWholeTextAPlaceholder() throws {
        let joined = Self.source.replacingOccurrences(of: "Text(entry.tag.displayString.capitalized)",
                                                      with: "Text(entry.tag.displayString) + Text(\" · 69.5\")")
        let result = try Self.check(joined, message: "'.preview.displayString'", at: "Tag.swift:13:9")
        #expect(!result.renderedDiagnostics.joined().contains("joins Text"), "\(result.renderedDiagnostics)")
    }

    /// Where its ten figures are wider than the slot, the stand-in is one bar cut at the edge, not
    /// two bars that would read as two lines of the widget's.
    @Test func itIsOneLineWhereItIsWiderThanTheSlot() throws {
        let source = """
            import SwiftUI
            import Adhan
            VStack {
                Text(Prayer.sunrise.localizedName).font(.system(size: 40))
                Text("0").font(.system(size: 40))
            }
            """
        let laidOut = try LaidOutSource(source, path: "Prayer.swift")
        let texts = laidOut.root.allNodes.filter { $0.name == "Text" }
        #expect(texts.count == 2)
        #expect(texts.first?.frame.height == texts.last?.frame.height, "\(texts.map(\.frame))")
    }

    /// An image named by a value the preview could not compute is a placeholder with one
    /// warning, the value's, not another blaming the initializer.
    @Test func anImageNamedByItIsWarnedOnce() throws {
        let source = """
            import SwiftUI
            import Adhan
            Image(systemName: Prayer.sunrise.symbolName)
            """
        let result = SwiftUILoader.decode(text: source, path: "Icon.swift")
        let warnings = result.renderedDiagnostics.filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(!warnings.joined().contains("initializer"), "\(warnings)")
    }

    /// A String method the preview lacks is no view modifier: its result is a placeholder, with
    /// one warning, never a Text of the word "Text".
    @Test func anUnknownStringMethodIsAPlaceholderNotAModifier() throws {
        let unknown = Self.source.replacingOccurrences(of: "Text(entry.tag.displayString.capitalized)",
                                                       with: "Text(\"preview\".frobnicated(by: 2))")
        let result = try Self.check(unknown, message: "'frobnicated(…)' of a String is not provided", at: "Tag.swift:13:24")
        let body = try #require(result.widgets.first).resolvedBody(for: ExtensionFolderTests.environment(.inline), entryIndex: 0)
        #expect(!ExtensionFolderTests.texts(in: body).contains("Text"), "\(ExtensionFolderTests.texts(in: body))")
        #expect(!result.renderedDiagnostics.joined().contains("modifier"), "\(result.renderedDiagnostics)")
    }

    /// Reads `source` as a file and checks that the value's text is a placeholder with one
    /// warning `message` at `place`; returns what was read.
    @discardableResult
    static func check(_ source: String, message: String, at place: String) throws -> WidgetLoadResult {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stand-in-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = SwiftUILoader.load(path: file.path, displayPath: "Tag.swift")
        let widget = try #require(result.widgets.first)
        let body = widget.resolvedBody(for: ExtensionFolderTests.environment(.inline), entryIndex: 0)
        #expect(!ExtensionFolderTests.texts(in: body).contains { $0.contains("preview") || $0.contains("69.5") },
                "neither the member's name nor the rest of its text is drawn as text: \(ExtensionFolderTests.texts(in: body))")
        let warnings = result.renderedDiagnostics.filter { $0.contains(message) }
        #expect(warnings.count == 1, "\(result.renderedDiagnostics)")
        #expect(warnings.first?.hasPrefix(place + ": warning:") == true, "\(warnings)")
        return result
    }
}

/// `if let exam = <a value the preview could not compute>`: the branch where it is nil is drawn,
/// and said at the `if let`, not drawn as the widget's own empty state unsaid.
@Suite struct UnknownOptionalBindingTests {
    @Test func bindingAValueThePreviewLacksIsSaid() throws {
        let source = """
            import SwiftUI
            import Prelude
            struct Exam { var name: String }
            struct ExamView: View {
                let exam: Exam? = Exam(name: "Biology") |> { $0 }
                var body: some View {
                    if let exam { Text(exam.name) } else { Text("No exams") }
                }
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Exam.swift")
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("'exam' is bound to a value the preview could not compute; whether it is nil is not known, and the preview draws the branch where it is nil"),
                "\(messages)")
    }
}
