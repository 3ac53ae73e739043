import Foundation
import Testing

/// `Image("AppIcon")` names the app's icon set, which is no image set: iOS finds no image and
/// draws nothing (M1zz/RelaxOn: a placeholder had been drawn, said "no image … in an asset catalog").
@Suite struct AppIconImageTests {
    @Test func anAppIconSetIsNoImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-icon-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let icon = folder.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: icon, withIntermediateDirectories: true)
        try #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}],"info":{"author":"xcode","version":1}}"#
            .write(to: icon.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            struct IconRow: View {
                var body: some View {
                    HStack { Image("AppIcon").resizable().frame(width: 20, height: 20); Text("Relax") }
                }
            }
            """.write(to: folder.appendingPathComponent("IconRow.swift"), atomically: true, encoding: .utf8)
        let laidOut = try LaidOutSource(folder: folder.path)
        #expect(laidOut.root.allNodes.filter { $0.name == "Image" }.isEmpty, "nothing is drawn for it")
        let messages = laidOut.result.diagnostics.map(\.message)
        #expect(messages == ["'AppIcon' is an app icon set, which Image(_:) does not find (only image sets); iOS draws nothing for it, and so does the preview"],
                "\(messages)")
    }
}
