import Foundation
import Images
import Testing

/// `.blendMode(.destinationOut)` inside a `.compositingGroup()`: the view erases what its group
/// drew (a hole through which the view behind the group shows), not the rest of the widget; one
/// outside any group erases the widget's own drawing too (the widget's PNG is clear there).
@Suite struct KnockOutCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    static func source(grouped: Bool) -> String {
        """
        import SwiftUI
        import WidgetKit

        struct HoleView: View {
            var body: some View {
                ZStack {
                    Color.black
                    ZStack {
                        Color.white
                        Circle().fill(.white).frame(width: 30, height: 30).blendMode(.destinationOut)
                    }
                    \(grouped ? ".compositingGroup()" : "")
                }
            }
        }

        struct HoleWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "hole", provider: Provider()) { _ in HoleView() }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        """
    }

    /// The luma and alpha at the picture's centre (the hole) and the luma near its left edge (the white).
    static func centreAndEdge(grouped: Bool, in folder: URL) throws -> (centre: Int, centreAlpha: Int, edge: Int, warnings: String) {
        let file = folder.appendingPathComponent(grouped ? "Grouped.swift" : "Loose.swift")
        try source(grouped: grouped).write(to: file, atomically: true, encoding: .utf8)
        let picture = folder.appendingPathComponent(grouped ? "grouped.png" : "loose.png").path
        let run = try CommandRunner.run(["render", file.path, "--mode", "fullColor", "-o", picture] + moment)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try BitmapImage.read(path: picture)
        func luma(_ x: Int, _ y: Int) -> Int {
            let offset = (y * image.width + x) * 4
            return (Int(image.rgba[offset]) + Int(image.rgba[offset + 1]) + Int(image.rgba[offset + 2])) / 3
        }
        let alpha = Int(image.rgba[((image.height / 2) * image.width + image.width / 2) * 4 + 3])
        return (luma(image.width / 2, image.height / 2), alpha, luma(image.width / 8, image.height / 2), run.stderr)
    }

    @Test func aKnockOutErasesOnlyItsGroup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("knock-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let grouped = try Self.centreAndEdge(grouped: true, in: folder)
        #expect(grouped.edge > 200, "the group's white: \(grouped.edge)")
        #expect(grouped.centre < 20 && grouped.centreAlpha == 255, "the hole shows the black behind the group: \(grouped)")
        #expect(!grouped.warnings.contains("blendMode"), "\(grouped.warnings)")
        let loose = try Self.centreAndEdge(grouped: false, in: folder)
        #expect(loose.edge > 200)
        #expect(loose.centreAlpha == 0, "without a group the hole goes through the black too: \(loose)")
    }
}
