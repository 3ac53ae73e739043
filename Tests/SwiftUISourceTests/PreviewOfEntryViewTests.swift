import Foundation
import SwiftUISource
import Testing
import ViewTree

/// A preview of the entry view a widget's content closure makes gives its entry to that closure:
/// two widgets that show one entry view with different arguments draw what each widget passes,
/// as a device does, not the preview's default (TopScrech/MC-Stats drew its image-only widget
/// with the player count its other widget shows).
@Suite struct PreviewOfEntryViewTests {
    static let source = """
        import SwiftUI
        import WidgetKit

        enum Kind { case imageAndText, onlyImage }
        struct ServerEntry: TimelineEntry { let date: Date; let players: Int }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> ServerEntry { ServerEntry(date: .now, players: 0) }
            func getSnapshot(in context: Context, completion: @escaping (ServerEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ServerEntry>) -> Void) {}
        }
        struct ServerView: View {
            var entry: ServerEntry
            var kind: Kind = .imageAndText
            var body: some View {
                switch kind {
                case .imageAndText: Text("\\(entry.players) online")
                case .onlyImage: Image(systemName: "server.rack")
                }
            }
        }
        struct TextWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "text", provider: Provider()) { entry in ServerView(entry: entry, kind: .imageAndText) }
                    .configurationDisplayName("Players").supportedFamilies([.accessoryCircular])
            }
        }
        struct ImageWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "image", provider: Provider()) { entry in ServerView(entry: entry, kind: .onlyImage) }
                    .configurationDisplayName("Server").supportedFamilies([.accessoryCircular])
            }
        }
        struct ServerView_Previews: PreviewProvider {
            static var previews: some View {
                ServerView(entry: ServerEntry(date: .now, players: 3))
                    .previewContext(WidgetPreviewContext(family: .accessoryCircular))
            }
        }
        """

    static func body(of name: String, in source: String) throws -> View {
        let result = SwiftUILoader.decode(text: source, path: "Server.swift")
        let widget = try #require(result.widgets.first { $0.name == name }, "\(result.widgets.map(\.name))")
        return widget.resolvedBody(for: WidgetEnvironment(family: .circular), entryIndex: 0)
    }

    @Test func eachWidgetDrawsThePreviewsEntryWithItsOwnArguments() throws {
        let players = try Self.body(of: "Players", in: Self.source)
        #expect(ExtensionFolderTests.texts(in: players) == ["3 online"])
        let server = try Self.body(of: "Server", in: Self.source)
        #expect(ExtensionFolderTests.texts(in: server).isEmpty, "the image-only widget shows no count: \(server)")
        #expect("\(server)".contains("server.rack"))
    }

    @Test func aPreviewMacroOfTheEntryViewIsReadTheSameWay() throws {
        let source = Self.source.replacingOccurrences(of: """
            struct ServerView_Previews: PreviewProvider {
                static var previews: some View {
                    ServerView(entry: ServerEntry(date: .now, players: 3))
                        .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                }
            }
            """, with: "#Preview { ServerView(entry: ServerEntry(date: .now, players: 5)) }")
        #expect(ExtensionFolderTests.texts(in: try Self.body(of: "Players", in: source)) == ["5 online"])
        #expect(ExtensionFolderTests.texts(in: try Self.body(of: "Server", in: source)).isEmpty)
    }

    @Test func previewsWrittenUnderDebugAreRead() throws {
        // brave-ios writes its previews in `#if DEBUG`: Xcode's canvas, a Debug build, shows
        // them; without them the picture was the provider's placeholder ("0 online" here).
        let source = Self.source.replacingOccurrences(of: "struct ServerView_Previews", with: "#if DEBUG\nstruct ServerView_Previews") + "\n#endif\n"
        #expect(ExtensionFolderTests.texts(in: try Self.body(of: "Players", in: source)) == ["3 online"])
    }

    @Test func aPreviewOfAnotherViewIsDrawnAsThePreviewMakesIt() throws {
        // A view the widget's closure does not make (a part of it, a view of its own) keeps
        // the preview's arguments.
        let source = Self.source.replacingOccurrences(of: "ServerView(entry: ServerEntry(date: .now, players: 3))",
                                                      with: "VStack { ServerView(entry: ServerEntry(date: .now, players: 3)) }")
        #expect(ExtensionFolderTests.texts(in: try Self.body(of: "Server", in: source)) == ["3 online"])
    }
}

/// The views of a `Group` a `PreviewProvider` gives are previews of their own, as in Xcode's
/// canvas (brave-ios's Favorites stacked its three previews in one circle).
@Suite struct GroupedPreviewTests {
    @Test func eachViewOfAPreviewGroupIsAPreview() throws {
        for keepsContext in [true, false] {
            var source = PreviewOfEntryViewTests.source.replacingOccurrences(
                of: "ServerView(entry: ServerEntry(date: .now, players: 3))",
                with: "Group { ServerView(entry: ServerEntry(date: .now, players: 3)); ServerView(entry: ServerEntry(date: .now, players: 8)) }")
            if !keepsContext {
                source = source.replacingOccurrences(of: ".previewContext(WidgetPreviewContext(family: .accessoryCircular))", with: "")
            }
            let result = SwiftUILoader.decode(text: source, path: "Server.swift")
            let widget = try #require(result.widgets.first { $0.name == "Players" })
            let texts = (0..<2).map { ExtensionFolderTests.texts(in: widget.resolvedBody(for: WidgetEnvironment(family: .circular), entryIndex: $0)) }
            #expect(texts == [["3 online"], ["8 online"]], "\(keepsContext): \(texts)")
        }
    }
}
