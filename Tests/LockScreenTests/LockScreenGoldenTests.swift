import Cells
import Devices
import Foundation
import LockScreen
import Rendering
import Testing
import ViewTree
import Writers

/// Representative Lock Screens against golden cell grids (Goldens/*.cells, readable text plus
/// colour runs; UPDATE_GOLDENS=1 rewrites them and also writes each as ANSI into
/// $TMPDIR/lockscreen-goldens/ so that a person can look at them as pictures).
@Suite struct LockScreenGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var arrangement = "default"
        var theme: String?
        var device: String?
        var mode: RenderingMode = .vibrant
        var privacy = false
        var luminanceReduced = false
        var viewport: LockScreenViewport = .phone
        var columns = 60
        var rows = 40
        /// The iOS version whose layout is drawn (`--ios`).
        var ios: LockScreenProfile = .standard
        /// The clock's typeface, weight and colour (`--clock-font`, `--clock-weight`, `--clock-color`).
        var clock = ClockChoice()
        /// Controls in the bottom corners (iOS 18).
        var corners: [ArrangedControl.Corner: CornerControl] = [:]
        var description: String { name }
    }

    static let baseCases: [Case] = [
        Case(name: "default-vibrant"),
        Case(name: "default-accented", mode: .accented),
        Case(name: "default-full-color", mode: .fullColor),
        Case(name: "default-vibrant-privacy", privacy: true),
        Case(name: "default-vibrant-always-on", luminanceReduced: true),
        Case(name: "default-accented-privacy-always-on", mode: .accented, privacy: true, luminanceReduced: true),
        Case(name: "default-vibrant-200x60", columns: 200, rows: 60),
        Case(name: "default-vibrant-widgets-200x60", viewport: .widgets, columns: 200, rows: 60),
        Case(name: "default-midnight-11-pro-max-notch", theme: "midnight", device: "11-pro-max"),
        Case(name: "default-sunset-13-mini-full-color-privacy", theme: "sunset", device: "13-mini", mode: .fullColor, privacy: true),
        Case(name: "default-lagoon-8-plus-always-on", theme: "lagoon", device: "8-plus", luminanceReduced: true),
        Case(name: "four-circulars-photo-vibrant", arrangement: "four-circulars", columns: 80, rows: 50),
        Case(name: "four-circulars-photo-privacy-always-on", arrangement: "four-circulars", privacy: true, luminanceReduced: true,
             columns: 80, rows: 50),
        Case(name: "two-rectangulars-bright-se-vibrant", arrangement: "two-rectangulars"),
        Case(name: "two-rectangulars-bright-accented-privacy-widgets", arrangement: "two-rectangulars", mode: .accented,
             privacy: true, viewport: .widgets, columns: 120, rows: 40),
        Case(name: "tinted-vibrant", arrangement: "tinted"),
        Case(name: "tinted-full-color-widgets", arrangement: "tinted", mode: .fullColor, viewport: .widgets, columns: 160, rows: 50),
        Case(name: "tinted-vibrant-privacy-widgets-200x60", arrangement: "tinted", privacy: true, viewport: .widgets,
             columns: 200, rows: 60),
    ]

    /// Each other iOS layout in each mode.
    static let versionCases: [Case] = LockScreenProfile.allCases.filter { $0 != .standard }.flatMap { ios in
        RenderingMode.allCases.map { mode in
            Case(name: "default-ios\(ios.rawValue)-\(mode.rawValue)", mode: mode, ios: ios)
        }
    }

    /// Each clock typeface at the slider's ends, large enough to see its strokes.
    static let typefaceCases: [Case] = ClockTypeface.allCases.flatMap { typeface in
        [0.0, 1.0].map { weight in
            Case(name: "clock-\(typeface.rawValue)-weight-\(Int(weight))", viewport: .widgets, columns: 120, rows: 40,
                 clock: ClockChoice(typeface: typeface, weight: weight))
        }
    }

    /// The clock in each numeral system other than Western.
    static let numeralCases: [Case] = ClockNumerals.allCases.filter { $0 != .western }.map { numerals in
        Case(name: "clock-numerals-\(numerals.rawValue)", viewport: .widgets, columns: 120, rows: 40, clock: ClockChoice(numerals: numerals))
    }

    static let buttonControl = LockScreenControl(name: "Daily Reward", kind: .button, off: ControlFace(symbol: "star.fill", title: "Daily Reward"))
    static let toggleControl = LockScreenControl(name: "Auto-Heal", kind: .toggle, off: ControlFace(symbol: "heart", title: "Off"),
                                                 on: ControlFace(symbol: "heart.fill", title: "Healing"), tint: RGBA(hex: 0xFF375F))

    static let otherCases: [Case] = [
        Case(name: "clock-color-orange-vibrant", clock: ClockChoice(color: RGBA(hex: 0xFF9500))),
        // A button (off, as buttons always are) on the left, a tinted toggle that is on on the right.
        Case(name: "controls-button-and-toggle-on-200x60", columns: 200, rows: 60,
             corners: [.left: CornerControl(control: buttonControl, isOn: false), .right: CornerControl(control: toggleControl, isOn: true)]),
        // iOS 26's glass buttons, with the toggle off on the left and on on the right.
        Case(name: "controls-ios26-glass-200x60", columns: 200, rows: 60, ios: .ios26,
             corners: [.left: CornerControl(control: toggleControl, isOn: false), .right: CornerControl(control: toggleControl, isOn: true)]),
        // The same toggle in both states, off on the left, on on the right, on a photograph.
        Case(name: "controls-toggle-off-and-on-photo-200x60", arrangement: "four-circulars", columns: 200, rows: 60,
             corners: [.left: CornerControl(control: toggleControl, isOn: false), .right: CornerControl(control: toggleControl, isOn: true)]),
    ]

    static let cases: [Case] = baseCases + versionCases + typefaceCases + numeralCases + otherCases

    static let goldens = LockScreenFixtures.testsFolder.appendingPathComponent("Goldens")

    @Test(arguments: cases)
    func pictureMatchesGolden(_ testCase: Case) throws {
        var scene = LockScreenFixtures.scene(arrangement: testCase.arrangement, theme: testCase.theme, device: testCase.device)
        scene.device = scene.device.on(testCase.ios)
        scene.theme = testCase.clock.applied(to: scene.theme)
        scene.corners = testCase.corners
        let picture = try LockScreenFixtures.renderer.render(
            scene,
            options: LockScreenFixtures.options(mode: testCase.mode, privacy: testCase.privacy,
                                                luminanceReduced: testCase.luminanceReduced, viewport: testCase.viewport),
            columns: testCase.columns, rows: testCase.rows)
        try Self.expectMatchesGolden(picture.grid, named: testCase.name)
    }

    /// Compares `grid` with Goldens/NAME.cells; with UPDATE_GOLDENS=1 rewrites it first and writes
    /// the grid as ANSI into $TMPDIR/lockscreen-goldens/ to be looked at as a picture.
    static func expectMatchesGolden(_ grid: CellGrid, named name: String) throws {
        let golden = goldens.appendingPathComponent(name + ".cells")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            let ansi = FileManager.default.temporaryDirectory.appendingPathComponent("lockscreen-goldens")
            try FileManager.default.createDirectory(at: ansi, withIntermediateDirectories: true)
            try CellGridText.render(grid).write(to: golden, atomically: true, encoding: .utf8)
            try Data(AnsiWriter().write(grid)).write(to: ansi.appendingPathComponent(name + ".ans"))
        }
        let expected = try CellGridText.parse(try String(contentsOf: golden, encoding: .utf8))
        let same = grid == expected
        #expect(same, "\(name) differs from its golden")
    }
}

/// The iPad Lock Screen in each orientation and iPadOS 26, and StandBy by day and at night,
/// against golden cell grids (UPDATE_GOLDENS=1 rewrites them, as `LockScreenGoldenTests`).
@Suite struct SurfaceGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var scene: @Sendable () -> LockScreenScene
        var options: LockScreenOptions
        var columns = 120
        var rows = 50
        var description: String { name }
    }

    static let ipad = { @Sendable (orientation: ScreenOrientation, ios: LockScreenProfile) -> LockScreenScene in
        var scene = LockScreenFixtures.scene(arrangement: "ipad")
        scene.device = scene.device.turned(to: orientation).on(ios)
        return scene
    }

    static let standBy = { @Sendable () -> LockScreenScene in
        LockScreenScene.standBy(on: DeviceCatalog.device(named: "14-pro-max")!,
                                widgets: [LockScreenFixtures.swiftWidget("weather", .small), LockScreenFixtures.swiftWidget("world-clock", .small)])
    }

    /// The delivery sample's Live Activity on the default Lock Screen, in its second content state.
    static let activity = { @Sendable () -> LockScreenScene in
        var scene = LockScreenFixtures.scene()
        var widget = LockScreenFixtures.swiftWidget("delivery-activity", .activity)
        widget.entryIndex = 1
        scene.activity = SceneActivity.measured(widget, on: scene.device, options: LockScreenFixtures.options(), renderer: WidgetRenderer())
        return scene
    }

    static let cases: [Case] = [
        Case(name: "activity-delivery-vibrant", scene: activity, options: LockScreenFixtures.options(), columns: 80, rows: 60),
        Case(name: "activity-delivery-always-on", scene: activity, options: LockScreenFixtures.options(luminanceReduced: true),
             columns: 80, rows: 60),
        // The platter keeps its full colour in every mode while the clock and widgets change.
        Case(name: "activity-delivery-accented", scene: activity, options: LockScreenFixtures.options(mode: .accented), columns: 80, rows: 60),
        Case(name: "activity-delivery-full-color", scene: activity, options: LockScreenFixtures.options(mode: .fullColor), columns: 80, rows: 60),
        Case(name: "ipad-portrait-vibrant", scene: { ipad(.portrait, .standard) }, options: LockScreenFixtures.options(), columns: 100, rows: 66),
        Case(name: "ipad-landscape-vibrant", scene: { ipad(.landscape, .standard) }, options: LockScreenFixtures.options(), columns: 132, rows: 50),
        Case(name: "ipad-portrait-ipados26-full-color", scene: { ipad(.portrait, .ios26) }, options: LockScreenFixtures.options(mode: .fullColor),
             columns: 100, rows: 66),
        Case(name: "standby-day", scene: standBy,
             options: .standBy(night: false, now: LockScreenFixtures.previewTime, timeZone: TimeZone(identifier: "UTC")!), columns: 140, rows: 33),
        Case(name: "standby-night", scene: standBy,
             options: .standBy(night: true, now: LockScreenFixtures.previewTime, timeZone: TimeZone(identifier: "UTC")!), columns: 140, rows: 33),
    ]

    @Test(arguments: cases)
    func pictureMatchesGolden(_ testCase: Case) throws {
        let picture = try LockScreenFixtures.renderer.render(testCase.scene(), options: testCase.options,
                                                             columns: testCase.columns, rows: testCase.rows)
        try LockScreenGoldenTests.expectMatchesGolden(picture.grid, named: testCase.name)
    }
}
