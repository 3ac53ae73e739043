import Testing

/// Initializers the source adds to SwiftUI's types (`extension Text { init(status:) }`,
/// `extension Color { init(gray:) }`, as Mastodon's widget and many apps write them) run when
/// the labels are theirs, and leave the type's own initializers alone otherwise.
@Suite struct AddedInitializerTests {
    @Test func anAddedInitializerRunsOnlyForItsOwnLabels() throws {
        let source = """
            import SwiftUI
            extension Text {
                init(shout word: String, times: Int = 2) {
                    self.init(String(repeating: word.uppercased() + " ", count: times))
                }
            }
            extension Color {
                init(gray level: Double) { self.init(red: level, green: level, blue: level) }
            }
            VStack {
                Text(shout: "hi")
                Text("quiet").foregroundColor(Color(gray: 0.5))
            }
            """
        let laidOut = try LaidOutSource(source, path: "Added.swift")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics.joined(separator: "\n"))")
        let texts = laidOut.shown("Text")
        #expect(texts == ["\"HI HI\"", "\"quiet\""], "\(texts)")
    }

    @Test func aTrailingClosureFillsAnAddedInitializersLabelledClosure() throws {
        let source = """
            import SwiftUI
            extension ForEach where Data.Element: Hashable, ID == Data.Element, Content: View {
                init(values: Data, content: @escaping (Data.Element) -> Content) {
                    self.init(values, id: \\.self, content: content)
                }
            }
            HStack {
                ForEach(values: ["a", "b", "c"]) { Text($0) }
            }
            """
        let laidOut = try LaidOutSource(source, path: "Added.swift")
        #expect(laidOut.shown("Text") == ["\"a\"", "\"b\"", "\"c\""], "\(laidOut.result.renderedDiagnostics)")
    }
}

/// A back-port shim (`@_disfavoredOverload func contentMarginsDisabled()` in an extension of
/// `WidgetConfiguration` that calls `self.contentMarginsDisabled()`) calls the framework's
/// method inside itself, as Swift resolves it, not itself until the evaluation gives up.
@Suite struct DisfavoredOverloadTests {
    @Test func aDisfavoredShimCallsTheFrameworksMethodInsideItself() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            extension WidgetConfiguration {
                @_disfavoredOverload
                func contentMarginsDisabled() -> some WidgetConfiguration {
                    if #available(iOSApplicationExtension 17.0, *) {
                        return self.contentMarginsDisabled()
                    } else {
                        return self
                    }
                }
            }
            struct Entry: TimelineEntry { let date: Date; let day: Int }
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now, day: 12) }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }
            struct PillWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Pill", provider: Provider()) { Text("\\($0.day)") }
                        .supportedFamilies([.accessoryCircular])
                        .contentMarginsDisabled()
                }
            }
            """
        let laidOut = try LaidOutSource(source, path: "Pill.swift")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
        #expect(laidOut.shown("Text") == ["\"12\""])
    }
}

/// AppIntents' `DisplayRepresentation` titles, which widgets show for an `AppEnum` case (Home
/// Assistant's energy period): the title's string, or the strings table's text for a
/// `LocalizedStringResource` key, else its default value.
@Suite struct DisplayRepresentationTests {
    @Test func aCasesDisplayRepresentationTitleIsItsText() throws {
        let source = """
            import SwiftUI
            import AppIntents
            enum Period: String, AppEnum {
                case today, yesterday
                static var caseDisplayRepresentations: [Period: DisplayRepresentation] = [
                    .today: DisplayRepresentation(title: .init("period.today", defaultValue: "Today")),
                    .yesterday: DisplayRepresentation(title: "Yesterday"),
                ]
                var displayTitle: LocalizedStringResource {
                    Self.caseDisplayRepresentations[self]?.title ?? .init(stringLiteral: rawValue)
                }
            }
            VStack {
                Text(Period.today.displayTitle)
                Text(Period.yesterday.displayTitle)
            }
            """
        let laidOut = try LaidOutSource(source, path: "Period.swift")
        #expect(laidOut.shown("Text") == ["\"Today\"", "\"Yesterday\""], "\(laidOut.shown("Text")) \(laidOut.result.renderedDiagnostics)")
    }
}
