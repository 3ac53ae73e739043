import Foundation
import SwiftUISource
import Testing
import ViewTree

/// JPEG photographs in an asset catalog's image set and beside the sources are drawn as the
/// PNGs are; a damaged one is said at the image set, not drawn as a placeholder without a word.
@Suite struct JPEGAssetTests {
    static let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AssetTests/Fixtures/red-blue.jpg")

    static let widget = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct PhotoView: View {
            var body: some View {
                HStack {
                    Image("Photo").resizable().frame(width: 30, height: 15)
                    Image("loose").resizable().frame(width: 30, height: 15)
                    Image("Broken").resizable().frame(width: 30, height: 15)
                }
            }
        }

        struct Photos: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "photos", provider: Provider()) { _ in PhotoView() }
                    .supportedFamilies([.accessoryRectangular])
            }
        }

        #Preview(as: .accessoryRectangular) { Photos() } timeline: { Entry(date: .now) }
        """

    @Test func aJPEGInAnImageSetAndBesideTheSourcesIsDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("Assets.xcassets/Photo.imageset")
        let broken = folder.appendingPathComponent("Assets.xcassets/Broken.imageset")
        for set in [photo, broken] { try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true) }
        let contents = #"{"images":[{"filename":"%@","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
        try contents.replacingOccurrences(of: "%@", with: "photo.jpg").write(to: photo.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try contents.replacingOccurrences(of: "%@", with: "cut.jpeg").write(to: broken.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let bytes = try Data(contentsOf: Self.jpeg)
        try bytes.write(to: photo.appendingPathComponent("photo.jpg"))
        try bytes.prefix(30).write(to: broken.appendingPathComponent("cut.jpeg"))
        try bytes.write(to: folder.appendingPathComponent("loose.jpg"))
        try Self.widget.write(to: folder.appendingPathComponent("Photos.swift"), atomically: true, encoding: .utf8)

        let result = SwiftUILoader.load(path: folder.path)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0)
        let paths = ExtensionFolderTests.imagePaths(in: body)
        #expect(paths.contains { $0.hasSuffix("Photo.imageset/photo.jpg") }, "\(paths)")
        #expect(paths.contains { $0.hasSuffix("loose.jpg") }, "\(paths)")
        let said = result.renderedDiagnostics.joined(separator: "\n")
        #expect(said.contains("'cut.jpeg' is a damaged JPEG"), "\(said)")
        #expect(!said.contains("photo.jpg") && !said.contains("loose"), "\(said)")
    }
}
