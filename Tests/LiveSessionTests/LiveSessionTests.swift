import Cells
import Devices
import Foundation
import Images
import Testing
import Writers

/// The acceptance test of the live preview: the real binary in a detached tmux session
/// (TERM=tmux-256color, COLORTERM=truecolor), typed at with `send-keys` and read back with
/// `capture-pane -p -e -N` as cells.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "tmux is not installed (scripts/ensure-dependencies test installs it)"))
struct LiveSessionTests {
    static let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let moment = ["--time", "9:41", "--date", "2026-06-08"]
    /// Rows the phone is fitted into on a 40-row terminal: the status bar takes the last, and
    /// the row above it is kept for the caption of accented and full colour.
    static let pictureRows = 38

    /// A folder with a copy of the samples, which a test may edit.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: project.appendingPathComponent("sample-widgets"), to: folder.appendingPathComponent("sample-widgets"))
        return folder
    }

    /// The default arrangement's copy in a scratch folder.
    static func arrangement(in folder: URL) -> String {
        folder.appendingPathComponent("sample-widgets/arrangements/default.arrangement.yaml").path
    }

    static func started(_ arguments: [String] = [], folder: URL, columns: Int = 120, rows: Int = 40,
                        environment: [String: String] = [:]) throws -> TmuxPane {
        let pane = try TmuxPane(arguments: [arrangement(in: folder)] + moment + arguments, folder: folder, columns: columns, rows: rows,
                                environment: environment)
        // The status bar (its short form may leave out "? help") under the first picture, not
        // under the note that the widgets are being read.
        let shown = try pane.wait { lines in
            lines.contains { $0.contains(" │ m ") } && !lines.contains { $0.contains("reading the widgets") }
        }
        let screen = try pane.lines().joined(separator: "\n")
        #expect(shown != nil, "the preview did not start: \(screen)")
        try pane.waitUntilSteady()
        return pane
    }

    @Test func clockAndSlotsSitWhereTheDeviceProfileSays() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder)
        let screen = try pane.capture()
        let device = DeviceCatalog.defaultDevice
        let phone = PhoneCells(device: device, columns: 120, rows: Self.pictureRows)
        #expect(screen.paintedBounds(rowsAbove: 39)?.columns == phone.column...(phone.column + phone.width - 1))

        // The clock's digits: bright pixels only in the clock's band, centred on the phone.
        let geometry = device.lockScreen
        let digitTop = geometry.clockDigitTop
        let band = phone.cells(of: Rect(x: 0, y: digitTop, width: device.screen.width, height: geometry.clockBaseline - digitTop))
        var brightRows = Set<Int>(), brightColumns: [Int] = []
        for row in 0..<phone.cells(of: device.widgetColumn(0)).rows.lowerBound {
            for column in 0..<120 where screen[column, row].glyph == .pixels && max(screen[column, row].top.luma, screen[column, row].bottom.luma) > 180 {
                brightRows.insert(row)
                brightColumns.append(column)
            }
        }
        #expect(brightColumns.count > 20, "no clock digits found")
        #expect(brightRows.allSatisfy { band.rows.lowerBound - 1...band.rows.upperBound ~= $0 }, "clock rows \(brightRows.sorted()) outside \(band.rows)")
        let centre = Double(phone.column) + Double(phone.width) / 2
        let middle = Double(try #require(brightColumns.min()) + (try #require(brightColumns.max())) + 1) / 2
        #expect(abs(middle - centre) <= 1.5, "clock centred at \(middle), phone at \(centre)")

        // Each widget of the row lightens its slot (vibrant material) against the wallpaper below it.
        for (column, span) in [(0, 1), (1, 2), (3, 1)] {
            let slot = phone.cells(of: device.widgetColumn(column, span: span))
            let below = slot.rows.upperBound + 2..<slot.rows.upperBound + 2 + slot.rows.count
            #expect(screen.meanLuma(columns: slot.columns, rows: slot.rows) > screen.meanLuma(columns: slot.columns, rows: below) + 8,
                    "slot at column \(column) shows no widget")
        }
        let inline = phone.cells(of: device.inlineSlot)
        #expect(screen.letters(columns: inline.columns, rows: inline.rows) > 5, "no inline widget text on the date line")
        let bar = try pane.lines()[39]
        for part in ["iPhone 15 Pro", "vibrant", "privacy off", "luminance full", "Aurora", "Weather (inline)"] {
            #expect(bar.contains(part), "status bar: \(bar)")
        }
    }

    @Test func eachToggleChangesThePictureAsItShould() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder)
        let device = DeviceCatalog.defaultDevice
        let phone = PhoneCells(device: device, columns: 120, rows: Self.pictureRows)
        let widgetRows = phone.cells(of: device.widgetColumn(0)).rows
        let widgets = phone.cells(of: Rect(x: 0, y: device.widgetColumn(0).y, width: device.screen.width, height: device.widgetColumn(0).height))
        let vibrant = try pane.capture()

        // m: vibrant → accented paints the widgets in flat colours instead of vibrant material
        // (tinted by the wallpaper); the caption goes on the row kept for it, the phone stays.
        try pane.send("m")
        let accented = try pane.waitForChange(from: vibrant)
        #expect(try pane.lines()[39].contains("accented"))
        #expect(try pane.lines()[38].contains("accented"), "no caption under the picture")
        #expect(accented.paintedBounds(rowsAbove: 38)?.columns == vibrant.paintedBounds(rowsAbove: 38)?.columns, "the phone moved")
        // Only the widgets (with the selection's ring around one), the date line and the clock
        // change, into new colours; the wallpaper stays.
        let clock = phone.cells(of: Rect(x: 0, y: device.lockScreen.clockDigitTop, width: device.screen.width,
                                         height: device.lockScreen.clockBaseline - device.lockScreen.clockDigitTop))
        let dateLine = phone.cells(of: Rect(x: 0, y: device.inlineSlot.y, width: device.screen.width, height: device.inlineSlot.height))
        let slots = [dateLine, clock]
            + [(0, 1), (1, 2), (3, 1)].map { phone.cells(of: device.widgetColumn($0.0, span: $0.1)) }
        var changed: [(Int, Int)] = []
        for row in 0..<Self.pictureRows {
            for column in 0..<120 where !accented.matches(vibrant, cell: (column, row), tolerance: 16) { changed.append((column, row)) }
        }
        let outside = changed.filter { cell in
            !slots.contains { $0.columns.lowerBound - 2...$0.columns.upperBound + 1 ~= cell.0 && $0.rows.lowerBound - 1...$0.rows.upperBound ~= cell.1 }
        }
        #expect(changed.count > 20 && outside.isEmpty, "\(changed.count) cells changed, outside the slots: \(outside.prefix(10))")
        let before = vibrant.contentColours(columns: widgets.columns, rows: widgets.rows, only: changed)
        let after = accented.contentColours(columns: widgets.columns, rows: widgets.rows, only: changed)
        #expect(!before.isEmpty && !after.isEmpty)
        #expect(after.intersection(before).count * 2 < after.count, "accented kept the vibrant colours: \(after.intersection(before))")
        try pane.send("m", "m")
        _ = try pane.wait { $0[39].contains("vibrant") }
        Thread.sleep(forTimeInterval: 0.2)

        // p: privacy-sensitive text becomes bars.
        let open = try pane.capture()
        try pane.send("p")
        let redacted = try pane.waitForChange(from: open)
        #expect(redacted.letters(columns: widgets.columns, rows: widgets.rows) < open.letters(columns: widgets.columns, rows: widgets.rows))
        try pane.send("p")
        _ = try pane.wait { $0[39].contains("privacy off") }
        Thread.sleep(forTimeInterval: 0.2)

        // l: the wallpaper darkens.
        let bright = try pane.capture()
        try pane.send("l")
        let dimmed = try pane.waitForChange(from: bright)
        let top = phone.row + 1..<widgetRows.lowerBound - 6
        let phoneColumns = phone.column..<phone.column + phone.width
        #expect(dimmed.meanLuma(columns: phoneColumns, rows: top) < bright.meanLuma(columns: phoneColumns, rows: top) * 0.8)
    }

    /// `c` steps through the clock's typefaces (the status bar names the one chosen, marked `*`),
    /// redrawing the clock; `r` goes back to the files' default typeface.
    @Test func cCyclesTheClocksTypeface() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(["--zoom"], folder: folder)
        let standard = try pane.capture()
        #expect(!(try pane.lines()[39].contains("│ c ")), "the default typeface is not named")
        var seen = [standard]
        for name in ["rounded", "serif", "default"] {
            try pane.send("c")
            // The short form of the bar at 120 columns: "c rounded*", marked as chosen by a key.
            #expect(try pane.wait { $0[39].contains("│ c \(name)*") } != nil, "\(name) not in the status bar")
            Thread.sleep(forTimeInterval: 0.3)
            seen.append(try pane.capture())
        }
        let differ = seen[1] != seen[0] && seen[2] != seen[1] && seen[2] != seen[0]
        #expect(differ, "each typeface draws another clock")
        #expect(seen[3].matches(seen[0], rows: 0..<39, tolerance: 16), "the third press is back at the default typeface")
        try pane.send("c", "r")
        #expect(try pane.wait { !$0[39].contains("│ c ") } != nil, "r forgets the key's typeface")
    }

    /// `L` goes through the languages (the status bar names the one chosen, marked `*`; the date
    /// line and clock are redrawn in it); `+` and `-` step the text size; `r` forgets both.
    @Test func lTakesTheLockScreenThroughLanguagesAndPlusGrowsTheText() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(["--zoom"], folder: folder)
        let english = try pane.capture()
        #expect(!(try pane.lines()[39].contains("│ L ")), "the default locale is not named")
        try pane.send("L")
        #expect(try pane.wait { $0[39].contains("│ L de_DE*") } != nil, "L does not choose German")
        let german = try pane.waitForChange(from: english)
        try pane.send("L", "L")
        #expect(try pane.wait { $0[39].contains("│ L ar_EG*") } != nil, "L does not reach Egyptian Arabic")
        _ = try pane.waitForChange(from: german)
        try pane.send("r")
        #expect(try pane.wait { !$0[39].contains("│ L ") } != nil, "r forgets the key's locale")
        Thread.sleep(forTimeInterval: 0.3)
        let before = try pane.capture()
        try pane.send("+")
        #expect(try pane.wait { $0[39].contains("│ + xLarge*") } != nil, "+ does not grow the text")
        _ = try pane.waitForChange(from: before)
        try pane.send("-")
        #expect(try pane.wait { !$0[39].contains("│ + ") } != nil, "- goes back to Large, which is not named")
    }

    /// A source with controls shows them in the bottom corners (its toggle off on the left, on on
    /// the right); `o` shows each toggle the other way, so the two corners swap their looks.
    @Test func oFlipsTheToggleControlsInTheCorners() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("controls.swift")
        try """
        struct LampControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "Lamp") {
                    ControlWidgetToggle("Lamp", isOn: false, action: LampIntent()) { isOn in
                        Label("Lamp", systemImage: isOn ? "bolt.fill" : "bolt")
                    }
                }
            }
        }
        struct LampIntent {}
        struct Lamp: View {
            var body: some View { Text("Lamp") }
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let pane = try TmuxPane(arguments: ["preview", source.path] + Self.moment, folder: folder)
        #expect(try pane.wait { $0.joined().contains("? help") } != nil, "the preview did not start")
        Thread.sleep(forTimeInterval: 0.3)
        let device = DeviceCatalog.defaultDevice
        let phone = PhoneCells(device: device, columns: 120, rows: Self.pictureRows)
        let y = device.screen.height - 83
        let left = phone.cells(of: Rect(x: 78 - 25, y: y - 25, width: 50, height: 50))
        let right = phone.cells(of: Rect(x: device.screen.width - 78 - 25, y: y - 25, width: 50, height: 50))
        let before = try pane.capture()
        let leftBefore = before.meanLuma(columns: left.columns, rows: left.rows)
        let rightBefore = before.meanLuma(columns: right.columns, rows: right.rows)
        #expect(rightBefore > leftBefore + 40, "the toggle on (right) is a light disc: \(leftBefore) \(rightBefore)")
        try pane.send("o")
        let after = try pane.waitForChange(from: before)
        let leftAfter = after.meanLuma(columns: left.columns, rows: left.rows)
        let rightAfter = after.meanLuma(columns: right.columns, rows: right.rows)
        #expect(leftAfter > rightAfter + 40, "after o the left one is on: \(leftAfter) \(rightAfter)")
    }

    @Test func anotherDeviceChangesThePhonesSize() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(["--device", "8-plus"], folder: folder)
        let before = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        let plus = PhoneCells(device: DeviceCatalog.device(named: "8-plus")!, columns: 120, rows: Self.pictureRows)
        #expect(before.columns.count == plus.width)
        try pane.send("d")
        _ = try pane.wait { $0[39].contains("iPhone 11 Pro Max") }
        Thread.sleep(forTimeInterval: 0.3)
        let after = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        let max11 = PhoneCells(device: DeviceCatalog.device(named: "11-pro-max")!, columns: 120, rows: Self.pictureRows)
        #expect(after.columns.count == max11.width)
        #expect(after.columns.count != before.columns.count)
    }

    /// `d` goes from the last iPhone to the first iPad, drawn in portrait with its widget blocks;
    /// `R` turns it to landscape (wider than tall), and says so in the status bar.
    @Test func pastTheIPhonesComeTheIPadsWhichRTurns() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let last = try #require(DeviceCatalog.all.last)
        let firstPad = try #require(PadCatalog.all.first)
        let pane = try Self.started(["--device", last.identifier], folder: folder)
        try pane.send("d")
        #expect(try pane.wait { $0[39].contains(firstPad.name) && $0[39].contains("R portrait") } != nil, "d does not reach the first iPad")
        Thread.sleep(forTimeInterval: 0.3)
        let portrait = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        #expect(portrait.rows.count * 2 > portrait.columns.count, "a portrait iPad is taller than wide: \(portrait)")
        try pane.send("R")
        #expect(try pane.wait { $0[39].contains("R landscape") } != nil, "R does not turn the iPad")
        Thread.sleep(forTimeInterval: 0.3)
        let landscape = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        #expect(landscape.columns.count > landscape.rows.count * 2, "a landscape iPad is wider than tall: \(landscape)")
        try pane.send("D", "R")
        #expect(try pane.wait { $0.joined().contains("only an iPad turns") } != nil, "R on an iPhone says why it does nothing")
    }

    /// With an arrangement's two activities, `a` twice shows the minimal island with both: the
    /// first attached (the island grown to the left of the housing) and the second detached in its
    /// circle; `e` exports it at the phone's pixels.
    @Test func theMinimalIslandShowsTwoActivities() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arrangement = folder.appendingPathComponent("sample-widgets/arrangements/two-activities.arrangement.yaml").path
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let pane = try TmuxPane(arguments: ["preview", arrangement, "--export-dir", shots.path] + Self.moment, folder: folder, columns: 160, rows: 40)
        #expect(try pane.wait { $0.joined().contains("? help") } != nil, "the preview did not start")
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a island compact") } != nil)
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a island minimal") } != nil, "a second a does not show the minimal island")
        try pane.send("e")
        #expect(try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported") } != nil)
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: shots.path).first { $0.hasSuffix(".png") })
        let image = try BitmapImage.read(path: shots.appendingPathComponent(png).path)
        try #require(image.width == 1179, "the 15 Pro's island band: \(image.width)×\(image.height)")
        func isBlack(_ x: Double, _ y: Double) -> Bool {
            let offset = (Int(y * 3) * image.width + Int(x * 3)) * 4
            return image.rgba[offset] < 8 && image.rgba[offset + 1] < 8 && image.rgba[offset + 2] < 8
        }
        // The housing spans 134–259 pt; the attached view grows the island to its left, the
        // detached circle stands 8 pt to its right, wallpaper between.
        #expect(isBlack(105, 30), "the island is grown to the left for the attached activity")
        #expect(!isBlack(263, 30) && isBlack(285, 15), "a detached circle right of the housing (above its content)")
    }

    /// `a` steps a Live Activity from the Lock Screen through its Dynamic Island's compact, minimal
    /// and expanded presentations (a band at the top of the screen, wider than tall), StandBy and
    /// the watch's Smart Stack, and back; without an activity it says why it does nothing.
    @Test func aStepsALiveActivityThroughItsDynamicIsland() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("sample-widgets/delivery-activity.swift").path
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let pane = try TmuxPane(arguments: ["preview", source, "--export-dir", shots.path] + Self.moment, folder: folder, columns: 160, rows: 40)
        #expect(try pane.wait { $0.joined().contains("? help") } != nil, "the preview did not start")
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a island compact") } != nil, "a does not show the compact island")
        // `e` exports what is shown: the island at the top of the screen, at the phone's pixels.
        try pane.send("e")
        #expect(try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported") } != nil)
        let png = try #require(try FileManager.default.contentsOfDirectory(atPath: shots.path).first { $0.hasSuffix(".png") })
        let image = try BitmapImage.read(path: shots.appendingPathComponent(png).path)
        #expect(image.width == 1179 && image.height < 400, "the island's band, not the Lock Screen: \(image.width)×\(image.height)")
        #expect(try pane.wait { $0.joined().contains("24m") } != nil, "the compact trailing text is written")
        let compact = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        #expect(compact.columns.count > compact.rows.count * 4, "the island is a band at the top of the screen: \(compact)")
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a island minimal") } != nil, "a second a does not show the minimal island")
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a island expanded") && $0.joined().contains("24:00") } != nil,
                "a third a does not show the expanded island with its trailing region (its countdown)")
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a activity StandBy") && $0.joined().contains("24 min") } != nil,
                "a fourth a does not show the activity in StandBy (its Lock Screen view, enlarged)")
        let standBy = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        #expect(standBy.columns.count > compact.columns.count / 2, "StandBy's view is wide: \(standBy)")
        try pane.send("a")
        #expect(try pane.wait { $0[39].contains("a Smart Stack") && $0.joined().contains("24m") } != nil,
                "a fifth a does not show the Smart Stack tile (the compact views side by side)")
        try pane.send("a")
        #expect(try pane.wait { !$0[39].contains("island") && !$0[39].contains("Smart Stack") && !$0[39].contains("StandBy") } != nil,
                "a sixth a goes back to the Lock Screen")

        let plain = try TmuxPane(arguments: ["preview", folder.appendingPathComponent("sample-widgets/weather.swift").path] + Self.moment,
                                 folder: folder, columns: 160, rows: 40)
        #expect(try plain.wait { $0.joined().contains("? help") } != nil, "the preview did not start")
        try plain.send("a")
        #expect(try plain.wait { $0.joined().contains("no Live Activity here") } != nil, "a without an activity says why it does nothing")
    }

    /// `n` shows the iPhone on its side in StandBy (the sample's systemSmall view, on black), then
    /// Night Mode (all red), then the Lock Screen again.
    @Test func nShowsStandByByDayThenAtNight() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("sample-widgets/weather.swift").path
        let pane = try TmuxPane(arguments: ["preview", source] + Self.moment, folder: folder)
        #expect(try pane.wait { $0.joined().contains("? help") } != nil, "the preview did not start")
        // The first frame's picture, once drawn (the status line, and the caption row above it,
        // can come first on a cold start) and no longer changing.
        let start = Date()
        while try (pane.capture().paintedBounds(rowsAbove: 39)?.rows.count ?? 0) < 10, Date().timeIntervalSince(start) < 20 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let lockScreen = try pane.waitUntilSteady()
        try pane.send("n")
        #expect(try pane.wait { $0[39].contains("n StandBy") && !$0[39].contains("night") } != nil, "n does not show StandBy")
        Thread.sleep(forTimeInterval: 0.3)
        let day = try pane.capture()
        #expect(try pane.lines().joined().contains("Cupertino"), "the small view's city is written")
        let bounds = try #require(day.paintedBounds(rowsAbove: 39))
        #expect(bounds.columns.count > bounds.rows.count * 2, "StandBy is the phone on its side: \(bounds)")
        try pane.send("n")
        #expect(try pane.wait { $0[39].contains("n StandBy night") } != nil, "a second n does not show Night Mode")
        Thread.sleep(forTimeInterval: 0.3)
        let night = try pane.capture()
        var lit = 0, red = 0
        for row in 0..<39 {
            for column in 0..<night.width {
                for case .rgb(let half) in [night[column, row].top, night[column, row].bottom] where max(half.red, half.green, half.blue) > 60 {
                    lit += 1
                    if Int(half.red) > 2 * Int(half.green) && Int(half.red) > 2 * Int(half.blue) { red += 1 }
                }
            }
        }
        #expect(lit > 0 && Double(red) >= 0.9 * Double(lit), "Night Mode is red: \(red) of \(lit) lit halves")
        try pane.send("n")
        #expect(try pane.wait { !$0[39].contains("StandBy") } != nil, "a third n goes back to the Lock Screen")
        // The whole frame may take a moment under load (the clean-clone run's two test jobs):
        // it is compared once it stops changing.
        let back = try pane.waitUntilSteady()
        let same = (0..<39).allSatisfy { row in (0..<120).allSatisfy { back[$0, row] == lockScreen[$0, row] } }
        #expect(same, "the Lock Screen is drawn as before")
    }

    /// A Live Activity's source shows its Lock Screen presentation above the bottom buttons; `]`
    /// steps to its next content state.
    @Test func anActivityShowsItsContentStatesOneByOne() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("sample-widgets/delivery-activity.swift").path
        // 160 columns: the bar has room for the widget's name and its entry.
        let pane = try TmuxPane(arguments: ["preview", source] + Self.moment, folder: folder, columns: 160, rows: 40)
        #expect(try pane.wait { $0.joined().contains("24 min") } != nil, "the first content state is not drawn")
        let bar = try pane.lines()[39]
        #expect(bar.contains("DeliveryActivityWidget (activity)"), "the status bar names the activity: \(bar)")
        try pane.send("]")
        #expect(try pane.wait { $0.joined().contains("9 min") && $0.joined().contains("On the way") } != nil, "] does not show the second state")
        #expect(try pane.wait { $0[39].contains("entry 2/2") } != nil, "the status bar counts the content states")
    }

    @Test func pastTheIPadsComeTheWatches() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let last = try #require(DeviceCatalog.everyDevice.last)
        // 160 columns: an iPad's long name leaves the long status bar (and its "? help") room.
        let pane = try Self.started(["--device", last.identifier, "--time", "10:09", "--date", "2026-06-08"], folder: folder, columns: 160)
        let phone = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        try pane.send("d")
        #expect(try pane.wait { $0[39].contains("Watch 40") } != nil, "the status bar does not name the first watch")
        // The default arrangement's circulars and rectangular go on the modular face, which writes its date.
        #expect(try pane.wait { $0.joined().contains("MON 8") } != nil, "no modular face drawn")
        let watch = try #require(try pane.capture().paintedBounds(rowsAbove: 39))
        // A watch's screen (162×197 points) is squarer than a phone's: at the same height it is wider.
        #expect(watch.columns.count > phone.columns.count)
        try pane.send("D")
        #expect(try pane.wait { $0[39].contains(last.name) } != nil, "D does not go back to the last iPad")
    }

    @Test func resizingRefitsThePicture() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder)
        try pane.resize(columns: 90, rows: 30)
        let moved = try pane.wait { lines in lines.count > 29 && lines[29].contains("Weather") }
        #expect(moved != nil, "no status bar on the last row after resizing")
        Thread.sleep(forTimeInterval: 0.2)
        let phone = PhoneCells(device: DeviceCatalog.defaultDevice, columns: 90, rows: 28)
        let bounds = try #require(try pane.capture().paintedBounds(rowsAbove: 29))
        #expect(bounds.columns == phone.column...(phone.column + phone.width - 1))
        try pane.resize(columns: 30, rows: 12)
        #expect(try pane.wait { $0.joined().contains("too small") } != nil)
        try pane.resize(columns: 100, rows: 36)
        #expect(try pane.wait { lines in lines.count > 35 && lines[35].contains("Weather") } != nil)
    }

    @Test func anExportIsExactlyTheScreensPictureAndWhatRenderWrites() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shot.ans")
        let pane = try Self.started(["--mode", "accented", "--export", file.path], folder: folder)
        // The PNG is written off the input loop; once it is, any key clears the "exported" line
        // that covers the picture's last row; '?' twice leaves the state as it was.
        _ = try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported") }
        try pane.send("?", "?")
        _ = try pane.wait(timeout: TmuxPane.exportTimeout) { !$0.joined().contains("exported") }
        Thread.sleep(forTimeInterval: 0.2)
        let exported = AnsiParser.parse(try Data(contentsOf: file).map { $0 }, width: 120).displayForm
        #expect(exported.height == 39)
        // The screen is the export plus the selected slot's outline, which exports never show.
        let outline = try pane.capture().outlineCells(over: exported, rows: 0..<39)
        #expect(outline != nil, "the screen differs from the export beyond the selection outline")
        #expect((outline?.count ?? 0) > 10, "the selected slot is not outlined on the screen")
        let rendered = folder.appendingPathComponent("render.ans")
        let render = try TmuxPane.run(["env", "TZ=UTC", TmuxPane.binary.path, "render", "--lockscreen", Self.arrangement(in: folder)]
                                      + Self.moment + ["--mode", "accented", "--width", "120", "--height", "39",
                                                       "--color", "truecolor", "-o", rendered.path])
        #expect(render.status == 0, "\(render.output)")
        #expect(try Data(contentsOf: rendered) == Data(contentsOf: file), "the export differs from render --lockscreen")
        try pane.send("e")
        #expect(try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported \(file.path)") } != nil)
    }

    /// `e` writes the ANSI text at once and draws the PNG at the device's pixels on a thread of
    /// its own: a key pressed meanwhile is answered before the PNG is written (it appears whole,
    /// by a rename, when the export ends). The largest iPhone on a photograph makes the export
    /// long enough to press a key into.
    @Test func aKeyPressedDuringAnExportIsAnsweredBeforeItEnds() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        func written(_ suffix: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: shots.path)) ?? []).filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }
        }
        let pane = try Self.started(["--export-dir", shots.path, "--device", "17-pro-max", "--theme", "dusk-lake"], folder: folder)
        try pane.send("e")
        let exporting = try pane.wait { $0.joined().contains("exporting") }
        let screen = try pane.lines().joined(separator: "\n")
        #expect(exporting != nil, "no 'exporting' line: \(screen)")
        #expect(written(".ans").count == 1, "the ANSI text is written at once")
        try pane.send("m")
        #expect(try pane.wait { $0.joined().contains("accented (watch faces)") } != nil)
        #expect(written(".png").isEmpty, "'m' was answered only after the export's PNG was written")
        #expect(try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported") } != nil)
        #expect(written(".png").count == 1)
    }

    @Test func savingAWidgetFileUpdatesTheScreen() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder)
        let file = folder.appendingPathComponent("sample-widgets/next-event.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        #expect(try pane.lines().joined().contains("Design Review"))
        try original.replacingOccurrences(of: "Design Review", with: "Launch Party").write(to: file, atomically: true, encoding: .utf8)
        let seconds = try pane.wait(timeout: 5) { $0.joined().contains("Launch Party") }
        #expect(seconds != nil && seconds! < 1.5, "took \(seconds.map { "\($0) s" } ?? "too long")")
        try original.replacingOccurrences(of: "families:", with: "famlies:").write(to: file, atomically: true, encoding: .utf8)
        #expect(try pane.wait(timeout: 5) { $0.joined().contains("next-event.yaml") } != nil, "no error shown")
        #expect(try pane.lines().joined().contains("Launch Party"), "the last good picture went away")
        try original.write(to: file, atomically: true, encoding: .utf8)
        #expect(try pane.wait(timeout: 5) { $0.joined().contains("Design Review") && !$0.joined().contains("error") } != nil)
    }

    /// The sources of an arrangement's corner controls are watched too: a toggle saved with
    /// another preview value is redrawn in its other state.
    @Test func savingAControlsSourceUpdatesItsCorner() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arrangement = folder.appendingPathComponent("sample-widgets/arrangements/controls.arrangement.yaml")
        try "controls: { left: { widget: ../game-health.swift, name: AutoHealControl } }\ninline: ../weather.yaml\n"
            .write(to: arrangement, atomically: true, encoding: .utf8)
        let pane = try TmuxPane(arguments: [arrangement.path] + Self.moment, folder: folder)
        #expect(try pane.wait { $0.joined().contains("? help") } != nil, "the preview did not start")
        let device = DeviceCatalog.defaultDevice
        let phone = PhoneCells(device: device, columns: 120, rows: Self.pictureRows)
        let corner = phone.cells(of: Rect(x: 78 - 25, y: device.screen.height - 83 - 25, width: 50, height: 50))
        // The first frames may come before the control's source is read: wait for its light disc.
        var on = try pane.capture()
        let deadline = Date().addingTimeInterval(10)
        while on.meanLuma(columns: corner.columns, rows: corner.rows) < 50, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            on = try pane.capture()
        }
        let file = folder.appendingPathComponent("sample-widgets/game-health.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        try source.replacingOccurrences(of: "var previewValue: Bool { true }", with: "var previewValue: Bool { false }")
            .write(to: file, atomically: true, encoding: .utf8)
        let off = try pane.waitForChange(from: on)
        #expect(on.meanLuma(columns: corner.columns, rows: corner.rows) > off.meanLuma(columns: corner.columns, rows: corner.rows) + 40,
                "the toggle's disc went from light (on) to dark (off)")
    }

    @Test func quitLeavesTheTerminalAsItWas() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder)
        #expect(try pane.modes() != TmuxPane.untouchedModes)
        try pane.send("q")
        #expect(try pane.wait { $0.contains("EXITED 0") } != nil)
        #expect(try pane.modes() == TmuxPane.untouchedModes)
        #expect(try pane.lines().filter { !$0.isEmpty } == ["EXITED 0"])
    }

    @Test(arguments: [("HUP", 129), ("TERM", 143), ("INT", 130), ("SEGV", 139)])
    func signalsAndCrashesRestoreTheTerminal(_ signal: String, _ status: Int) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder)
        _ = try TmuxPane.run(["kill", "-\(signal)", "\(try pane.programID())"])
        let ended = try pane.wait { $0.contains("EXITED \(status)") }
        let screen = try pane.lines().joined(separator: "\n")
        #expect(ended != nil, "\(screen)")
        #expect(try pane.modes() == TmuxPane.untouchedModes)
    }

    /// With Swift's crash reporter as it is by default (no SWIFT_BACKTRACE), which would wait for
    /// a key on a terminal: SIGQUIT (^\ at a shell) and crashes print a backtrace and end with the
    /// signal's status. (The test's `sh -c` would die of a typed ^\ itself, so the signal is sent.)
    @Test(arguments: [("QUIT", 131), ("SEGV", 139), ("ABRT", 134), ("BUS", 135)])
    func crashesPrintABacktraceAndEndWithTheSignal(_ signal: String, _ status: Int) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Self.started(folder: folder, environment: ["SWIFT_BACKTRACE": ""])
        _ = try TmuxPane.run(["kill", "-\(signal)", "\(try pane.programID())"])
        let ended = try pane.wait(timeout: 10) { $0.contains("EXITED \(status)") }
        let screen = try pane.lines().joined(separator: "\n")
        #expect(ended != nil, "\(screen)")
        #expect(screen.contains("ended by signal") && screen.contains("backtrace"), "\(screen)")
        #expect(try pane.modes() == TmuxPane.untouchedModes)
    }
}
