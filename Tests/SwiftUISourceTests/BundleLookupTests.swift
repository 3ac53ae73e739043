import Foundation
import Testing

/// What `Bundle.main` and `Data(contentsOf:)` find: a Core Data model is in the built bundle as
/// Xcode compiles it (`Model.xcdatamodeld` → `Model.momd`), and a network address is said to be
/// one, not "a file beside the sources" named after its last component.
@Suite struct BundleLookupTests {
    static func laidOut(_ body: String, files: [String: String] = [:]) throws -> LaidOutSource {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-lookup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import SwiftUI
            struct Lookup: View {
                var body: some View {
                    \(body)
                }
            }
            """
        for (path, text) in files.merging(["Lookup.swift": source], uniquingKeysWith: { $1 }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try LaidOutSource(folder: folder.path)
    }

    @Test func aCoreDataModelIsFoundAsTheMomdXcodeMakes() throws {
        // gomez1112/Proficiency: "no file 'Main.momd' beside the sources", and its "no model" branch drawn.
        let laidOut = try Self.laidOut("""
            Text(Bundle.main.url(forResource: "Model", withExtension: "momd") == nil ? "no model" : "model found")
            """, files: ["Model.xcdatamodeld/Model.xcdatamodel/contents": "<?xml version=\"1.0\"?><model/>"])
        #expect(laidOut.shown("Text") == ["\"model found\""])
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
    }

    @Test func dataFromTheNetworkIsSaidToBeFromTheNetwork() throws {
        // berkhi/SpaceX-Latest-Launch-Tracker: "reads 'latest', which is not a file beside the sources".
        let laidOut = try Self.laidOut("""
            Text((try? Data(contentsOf: URL(string: "https://api.example.com/v4/launches/latest")!)) == nil ? "offline" : "online")
            """)
        let messages = laidOut.result.diagnostics.map(\.message)
        #expect(messages.contains("Data(contentsOf:) fetches 'https://api.example.com/v4/launches/latest' from the network, which the preview does not; it shows a placeholder"),
                "\(messages)")
    }
}
