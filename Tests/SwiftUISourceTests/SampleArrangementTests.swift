import Foundation
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// The sample arrangements, read as the commands read them: widget files through the widget
/// loader, SwiftUI sources (the controls of `serif-clock`) through the SwiftUI loader.
@Suite struct SampleArrangementTests {
    static let arrangements = Fixtures.repository.appendingPathComponent("sample-widgets/arrangements")
    static let catalog = ThemeCatalog(folder: Fixtures.repository.appendingPathComponent("themes").path)

    static func load(_ name: String) -> ArrangementLoadResult {
        ArrangementLoader.load(path: arrangements.appendingPathComponent(name).path, themes: catalog) { path in
            path.hasSuffix(".swift") ? SwiftUILoader.load(path: path) : WidgetLoader.load(path: path)
        }
    }

    @Test func everySampleArrangementIsValid() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.arrangements.path).filter(ArrangementLoader.isArrangementFile)
        #expect(names.count >= 3 && names.contains("default.arrangement.yaml"))
        for name in names {
            let result = Self.load(name)
            #expect(result.exitStatus == .success && result.diagnostics.isEmpty, "\(name): \(result.renderedDiagnostics)")
            let arrangement = try #require(result.arrangement)
            #expect(arrangement.bottomColumnsUsed <= Arrangement.bottomColumns)
            #expect(result.widgets.count == arrangement.bottom.count + (arrangement.inline == nil ? 0 : 1) + arrangement.activities.count)
        }
    }

    @Test func theClockAndControlsChosenInCustomizeAreRead() throws {
        let result = Self.load("serif-clock.arrangement.yaml")
        let arrangement = try #require(result.arrangement)
        #expect(arrangement.clock == ClockChoice(typeface: .serif, weight: 0, color: RGBA(hex: 0xFF9F0A)))
        let theme = arrangement.clock.applied(to: Theme(name: "plain", title: "Plain", wallpaper: .gradient(WallpaperGradient(stops: [RGBA.white]))))
        #expect(theme.clockTypeface == .serif && theme.clockWeight == 0)
        #expect(theme.clockColor == RGBA(hex: 0xFF9F0A) && theme.tint == RGBA(hex: 0xFF9F0A), "iOS tints the Lock Screen with the clock's colour")
        #expect(theme.furnitureColor == RGBA.white, "the status bar keeps the theme's clock colour")
        #expect(result.controls[.left]?.control.name == "Daily Reward" && result.controls[.left]?.isOn == false)
        #expect(result.controls[.right]?.control.typeName == "AutoHealControl" && result.controls[.right]?.isOn == true)
        #expect(result.controls[.right]?.face.symbol == "heart.fill")
        #expect(try #require(Self.load("default.arrangement.yaml").arrangement).clock == ClockChoice())
    }

    @Test func aControlThatIsNotThereIsAnErrorAtItsCorner() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.arrangement.yaml")
        let samples = Fixtures.repository.appendingPathComponent("sample-widgets").path
        try """
        controls:
          left: { widget: \(samples)/game-health.swift, name: Lamp }
          right: \(samples)/weather.yaml
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = ArrangementLoader.load(path: file.path, themes: Self.catalog) { path in
            path.hasSuffix(".swift") ? SwiftUILoader.load(path: path) : WidgetLoader.load(path: path)
        }
        #expect(result.exitStatus == .invalidInput)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("game-health.swift has no control named 'Lamp'; it has 'Daily Reward', 'Auto-Heal'"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("weather.yaml declares no control") }, "\(messages)")
        #expect(result.diagnostics.allSatisfy { $0.location?.line == 2 || $0.location?.line == 3 })
    }
}
