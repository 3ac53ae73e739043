import Foundation
import Images
import Testing

/// iOS 18 controls on the command line: `render FILE --control` draws them in the Lock Screen's
/// corners, `validate` lists them, an arrangement's `controls` places them.
@Suite struct ControlCommandTests {
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]

    /// At the 15 Pro's pixels: the left button's disc is the dark glass (the toggle off), the
    /// right one's light (on), each a little inside its edge, beside the symbol.
    @Test func aToggleIsDrawnOffAndOnInTheCorners() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("control-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("controls.png").path
        let output = try CommandRunner.run(["render", "sample-widgets/game-health.swift", "--control", "--widget", "Auto-Heal",
                                            "--device", "15-pro", "-o", picture] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let image = try BitmapImage.read(path: picture)
        #expect(image.width == 1179 && image.height == 2556)
        func luma(_ x: Double, _ y: Double) -> Int {
            let offset = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return (Int(image.rgba[offset]) + Int(image.rgba[offset + 1]) + Int(image.rgba[offset + 2])) / 3
        }
        // Button centres 78 pt from the sides and 83 pt above the bottom (852 − 83 = 769); 18 pt left of each.
        #expect(luma(78 - 18, 769) < 60, "the left (off) disc is dark: \(luma(78 - 18, 769))")
        #expect(luma(393 - 78 - 18, 769) > 220, "the right (on) disc is light: \(luma(393 - 78 - 18, 769))")
    }

    @Test func aFileWithoutControlsOrANameItLacksIsAnError() throws {
        let none = try CommandRunner.run(["render", "sample-widgets/weather.yaml", "--control"])
        #expect(none.status == 65)
        #expect(none.stderr.contains("no control found"), "\(none.stderr)")
        let misnamed = try CommandRunner.run(["render", "sample-widgets/game-health.swift", "--control", "--widget", "Lamp"])
        #expect(misnamed.status == 65)
        #expect(misnamed.stderr.contains("it has 'Daily Reward', 'Auto-Heal'"), "\(misnamed.stderr)")
        let withLockScreen = try CommandRunner.run(["render", "sample-widgets/game-health.swift", "--control", "--lockscreen"])
        #expect(withLockScreen.status == 64)
    }

    @Test func validateSaysWhichControlsAnArrangementPlaces() throws {
        let output = try CommandRunner.run(["validate", "sample-widgets/arrangements/serif-clock.arrangement.yaml"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("; controls left \"Daily Reward\", right \"Auto-Heal\" (on)"), "\(output.stdout)")
    }

    /// An extension of controls only (sing-box's is one) is no failure for `check` or `validate`.
    @Test func aSourceOfControlsOnlyPassesCheckAndValidate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controls-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Lamp.swift").path
        try """
        struct LampIntent {}
        struct LampControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "Lamp") {
                    ControlWidgetButton(action: LampIntent()) { Label("Lamp", systemImage: "bolt.fill") }
                }
            }
        }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let checked = try CommandRunner.run(["check", source])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(!checked.stderr.contains("no widget found") && !checked.stdout.contains("no widget found"))
        let validated = try CommandRunner.run(["validate", source])
        #expect(validated.status == 0, "\(validated.stderr)")
        #expect(validated.stdout.contains("ok: control \"LampControl\" (button; bolt.fill)"), "\(validated.stdout)")
    }

    @Test func validateListsEachControl() throws {
        let output = try CommandRunner.run(["validate", "sample-widgets/game-health.swift"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("ok: control \"Daily Reward\" (button; star.fill)"), "\(output.stdout)")
        #expect(output.stdout.contains("ok: control \"Auto-Heal\" (toggle; heart, on heart.fill)"), "\(output.stdout)")
    }

    @Test func theSampleArrangementPutsItsControlsInTheCorners() throws {
        let arrangement = "sample-widgets/arrangements/serif-clock.arrangement.yaml"
        let output = try CommandRunner.run(["render", "--lockscreen", arrangement, "--width", "200", "--height", "60", "--format", "cells"] + Self.moment)
        #expect(output.status == 0, "\(output.stderr)")
        let without = try CommandRunner.run(["render", "--lockscreen", arrangement, "--width", "200", "--height", "60", "--format", "cells",
                                             "--no-buttons"] + Self.moment)
        #expect(output.stdout != without.stdout, "the corner controls are drawn, and --no-buttons leaves them out")
    }
}
