import Cells
import Foundation
import Testing

/// The live preview's answers to "what does my widget look like, now and over time": the
/// selection outline, ticking timers, timeline entries, one widget file in every slot, the
/// picker's own folders, saving, whole error messages and key overrides. The real binary in
/// tmux, as `LiveSessionTests`.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "tmux is not installed (scripts/ensure-dependencies test installs it)"))
struct LiveReviewTests {
    typealias Live = LiveSessionTests

    /// The pane's text for a failure message.
    static func screen(_ pane: TmuxPane) -> String {
        (try? pane.lines().joined(separator: "\n")) ?? "(the pane could not be read)"
    }

    /// The bounding box (columns, rows) of the outline-coloured cells above the status bar.
    static func outline(in grid: CellGrid) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var columns: [Int] = [], rows: [Int] = []
        for row in 0..<(grid.height - 1) {
            for column in 0..<grid.width where grid[column, row].top == CellGrid.outline || grid[column, row].bottom == CellGrid.outline {
                columns.append(column)
                rows.append(row)
            }
        }
        guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max() else { return nil }
        return (left...right, top...bottom)
    }

    @Test func theSelectedSlotIsOutlinedInEveryZoomAndMode() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder)
        let inline = try #require(Self.outline(in: try pane.capture()), "the inline slot is not outlined")
        try pane.send("Tab")
        _ = try pane.wait { $0[39].contains("Activity") }
        Thread.sleep(forTimeInterval: 0.2)
        let rings = try #require(Self.outline(in: try pane.capture()), "the circular slot is not outlined")
        #expect(rings.rows.lowerBound > inline.rows.upperBound, "the outline did not move down to the widget row")
        #expect(rings.columns.count < inline.columns.count, "a circular slot is narrower than the inline one")
        try pane.send("z", "m")
        _ = try pane.wait { $0[39].contains("accented") }
        Thread.sleep(forTimeInterval: 0.3)
        let zoomed = try #require(Self.outline(in: try pane.capture()), "no outline when zoomed in accented mode")
        #expect(zoomed.columns.count > rings.columns.count, "zoomed in, the outline grows with the slot")
    }

    @Test func timersTickEverySecond() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arrangement = folder.appendingPathComponent("timer.arrangement.yaml")
        try "bottom:\n  - { widget: sample-widgets/commute.yaml, family: rectangular }\n".write(to: arrangement, atomically: true, encoding: .utf8)
        // No --time: the clock is live, and the entry's "+PT6M" counts from the start.
        let pane = try TmuxPane(arguments: [arrangement.path, "--zoom"], folder: folder, columns: 160, rows: 50)
        func timer() throws -> String? {
            let text = try pane.lines().joined()
            return text.range(of: #"Leave in \d+:\d\d"#, options: .regularExpression).map { String(text[$0]) }
        }
        #expect(try pane.wait { $0.joined().contains("Leave in") } != nil, "the commute widget did not show")
        let first = try #require(try timer())
        #expect(first.hasPrefix("Leave in 5:5") || first == "Leave in 6:00", "the offset does not count from the start: \(first)")
        #expect(try pane.wait(timeout: 3) { _ in (try? timer()) != first } != nil, "\(first) stood still")
        let second = try #require(try timer())
        #expect(try pane.wait(timeout: 3) { _ in (try? timer()) != second } != nil, "\(second) stood still")
    }

    @Test func bracketsStepThroughTheSelectedWidgetsEntries() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder, columns: 160, rows: 50)
        try pane.send("Tab", "Tab", "z")
        _ = try pane.wait { $0[49].contains("Up Next") }
        try pane.send("]")
        let bar = try pane.wait { $0[49].contains("entry 2/2 · 11:11 AM") }
        #expect(bar != nil, "\(Self.screen(pane))")
        // The second entry is shown at its date (11:11), as WidgetKit shows it: its event at 11:41 is 30 minutes away.
        #expect(try pane.wait { $0.joined().contains("1:1 with Priya") && $0.joined().contains("in 30 minutes") } != nil,
                "the second entry is not shown at its date")
        try pane.send("[")
        #expect(try pane.wait { $0[49].contains("entry 1/2 · 9:41 AM") && $0.joined().contains("in 25 minutes") } != nil)
        try pane.send("Tab")
        #expect(try pane.wait { !$0[49].contains("entry") } != nil, "the entry stays shown for a slot it does not belong to")
    }

    @Test func aWidgetFileFillsEverySlotItsFamiliesFit() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try TmuxPane(arguments: ["preview", "sample-widgets/next-event.yaml"] + Live.moment, folder: folder)
        // The first frame may come before the widget is read ("⇥ no slot"): wait for its slot.
        let started = try pane.wait { $0[39].contains("Up Next (") }
        #expect(started != nil, "\(Self.screen(pane))")
        // Tab goes through the slots: inline, rectangular, circular, circular, and round again.
        var families: [String] = []
        for _ in 0..<5 {
            families.append(try pane.lines()[39].components(separatedBy: "Up Next (").dropFirst().first?.prefix { $0 != ")" }.description ?? "none")
            try pane.send("Tab")
            Thread.sleep(forTimeInterval: 0.3)
        }
        #expect(families == ["inline", "rectangular", "circular", "circular", "inline"])
    }

    @Test func thePickerListsTheUsersFolderFirst() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let battery = try String(contentsOf: folder.appendingPathComponent("sample-widgets/battery.yaml"), encoding: .utf8)
        try battery.replacingOccurrences(of: "name: Batteries", with: "name: My Gauge")
            .write(to: folder.appendingPathComponent("my-gauge.yaml"), atomically: true, encoding: .utf8)
        let pane = try Live.started(folder: folder)
        try pane.send("Tab", "Enter")
        #expect(try pane.wait { $0.joined().contains("Widgets for slot 2") } != nil)
        let lines = try pane.lines()
        let mine = try #require(lines.firstIndex { $0.contains("My Gauge") }, "the current folder's widget is not listed")
        let sample = try #require(lines.firstIndex { $0.contains("Activity") }, "the samples are not listed")
        #expect(mine < sample, "the user's widget comes after the samples")
        try pane.send("Enter")
        #expect(try pane.wait { $0[39].contains("My Gauge (circular)") } != nil)
    }

    @Test func anExtensionFolderOpensOnTheWidgetNamedAndThePickerListsEachOfItsWidgets() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transit = Live.project.appendingPathComponent("Tests/SwiftUISourceTests/Extension/TransitWidgets").path
        let pane = try TmuxPane(arguments: ["preview", transit, "--widget", "Line status"] + Live.moment, folder: folder)
        #expect(try pane.wait { $0[39].contains("⇥ Line status") } != nil, "\(Self.screen(pane))")
        try pane.send("Enter")
        #expect(try pane.wait { $0.joined().contains("Widgets for slot") } != nil, "\(Self.screen(pane))")
        let lines = try pane.lines()
        let departures = try #require(lines.firstIndex { $0.contains("Departures") }, "the folder's first widget is not listed")
        let status = try #require(lines.firstIndex { $0.contains("Line status") && $0.contains("TransitWidgets") }, "its second widget is not listed")
        let sample = try #require(lines.firstIndex { $0.contains("Activity") }, "the samples are not listed")
        #expect(departures < status && status < sample, "\(Self.screen(pane))")
        try pane.send("Enter")
        #expect(try pane.wait { $0[39].contains("⇥ Departures") } != nil, "\(Self.screen(pane))")
    }

    @Test func aFolderWithAnIOSAndAWatchTargetShowsTheIPhonesWidgetAndOffersOnlyIt() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = Live.project.appendingPathComponent("Tests/SwiftUISourceTests/Targets/StepsApp").path
        let pane = try TmuxPane(arguments: ["preview", app, "--zoom"] + Live.moment, folder: folder)
        #expect(try pane.wait { $0.joined().contains("Phone 6,240 steps") } != nil, "the iOS target's widget is on the iPhone: \(Self.screen(pane))")
        try pane.send("Enter")
        #expect(try pane.wait { $0.joined().contains("Widgets for slot") } != nil, "\(Self.screen(pane))")
        let offered = try pane.lines().filter { $0.contains("StepsApp") }
        #expect(offered.count == 1, "the watchOS target's widget is not offered for the iPhone: \(offered)")
    }

    @Test func aWidgetNameTheFolderLacksIsAnErrorNamingItsWidgets() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transit = Live.project.appendingPathComponent("Tests/SwiftUISourceTests/Extension/TransitWidgets").path
        // Wide enough for the whole first problem on the bottom line, however long the path of
        // the clone the tests run in.
        let pane = try TmuxPane(arguments: ["preview", transit, "--widget", "Arrivals"] + Live.moment, folder: folder, columns: 320)
        #expect(try pane.wait { $0.joined().contains("error: --widget Arrivals: no widget of that name; it has 'Departures', 'Line status'") } != nil,
                "\(Self.screen(pane))")
    }

    @Test func sSavesThePlacementAndSettingsAsAnArrangement() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder)
        try pane.send("d", "s")
        let saved = folder.appendingPathComponent("saved.arrangement.yaml")
        let said = try pane.wait { $0.joined().contains("saved \(saved.path)") }
        #expect(said != nil, "\(Self.screen(pane))")
        let text = try String(contentsOf: saved, encoding: .utf8)
        #expect(text.contains("device: 15-pro-max"), "\(text)")
        // The saved file draws what the screen shows (but for the selection outline).
        try pane.send("e")
        #expect(try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported") } != nil)
        let rendered = folder.appendingPathComponent("render.ans")
        // The preview keeps the row under the phone for a caption: the phone is fitted into 38.
        let render = try TmuxPane.run(["env", "TZ=UTC", TmuxPane.binary.path, "render", "--lockscreen", saved.path] + Live.moment
                                      + ["--width", "120", "--height", "\(Live.pictureRows)", "--color", "truecolor", "-o", rendered.path])
        #expect(render.status == 0, "\(render.output)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("lockscreen-") && $0.hasSuffix(".ans") }
        let shot = try #require(shots.first)
        let exported = try String(contentsOf: folder.appendingPathComponent(shot), encoding: .utf8)
        let drawn = try String(contentsOf: rendered, encoding: .utf8)
        #expect(exported.hasPrefix(drawn) && exported.dropFirst(drawn.count).allSatisfy { " \u{1B}[0m\n".contains($0) },
                "the saved arrangement draws another picture than the one on screen")
        // A timeline entry chosen with ] is saved too, in a second file beside the first.
        try pane.send("Tab", "Tab", "]", "s")
        #expect(try pane.wait { $0.joined().contains("saved-2.arrangement.yaml") } != nil, "a second save overwrote the first")
        let second = try String(contentsOf: folder.appendingPathComponent("saved-2.arrangement.yaml"), encoding: .utf8)
        #expect(second.contains("family: rectangular, entry: 2"), "\(second)")
    }

    @Test func aBrokenWidgetShowsItsOwnErrorAndBangListsThemAll() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder)
        let file = folder.appendingPathComponent("sample-widgets/next-event.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        try original.replacingOccurrences(of: "families:", with: "famlies:").replacingOccurrences(of: "spacing: 6", with: "spacing: wide")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try pane.wait(timeout: 5) { $0.joined().contains("next-event.yaml:") } != nil, "no error shown")
        let status = try pane.lines().prefix(40).suffix(4).joined(separator: "\n")
        #expect(!status.contains("listed below"), "the status area shows the arrangement's pointer, not the widget's error: \(status)")
        #expect(status.contains("famlies") && status.contains("^"), "no source line and caret: \(status)")
        #expect(status.contains("! shows them all"), "\(status)")
        try pane.send("!")
        let listed = try pane.wait { $0.joined().contains("problems") && $0.joined().contains("wide") }
        #expect(listed != nil, "the overlay lacks the second problem: \(Self.screen(pane))")
        try pane.send("Escape")
        #expect(try pane.wait { !$0.joined().contains("spacing: wide") } != nil)
    }

    @Test func keysAreMarkedAndRGoesBackToTheFiles() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder)
        try pane.send("t")
        let marked = try pane.wait { $0[39].contains("*") }
        #expect(marked != nil, "the key-chosen theme is not marked: \(Self.screen(pane))")
        let arrangement = URL(fileURLWithPath: Live.arrangement(in: folder))
        let text = try String(contentsOf: arrangement, encoding: .utf8)
        try text.replacingOccurrences(of: "theme: aurora", with: "theme: sunset").write(to: arrangement, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.5)
        let beforeReset = try pane.lines()[39]
        #expect(!beforeReset.contains("Sunset"), "the file overrode the key's choice")
        try pane.send("r")
        let reset = try pane.wait { $0[39].contains("Sunset") && !$0[39].contains("*") }
        #expect(reset != nil, "r kept the key's theme: \(Self.screen(pane))")
    }

    @Test func vShowsTheSelectedSlotInEveryVariant() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder, columns: 200, rows: 60)
        try pane.send("Tab", "v")
        let captions = ["vibrant", "vibrant · privacy", "accented · Always-On", "full colour · privacy · Always-On"]
        let drawn = try pane.wait { lines in
            lines.joined().contains("Activity (circular) in every variant") && captions.allSatisfy { lines.joined().contains($0) }
        }
        #expect(drawn != nil, "the sheet's title or a caption is missing: \(Self.screen(pane))")
        // The sheet follows the selection, and v goes back to the Lock Screen.
        try pane.send("Tab")
        #expect(try pane.wait { $0.joined().contains("Up Next (rectangular) in every variant") } != nil, "\(Self.screen(pane))")
        try pane.send("v")
        #expect(try pane.wait { !$0.joined().contains("in every variant") } != nil)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(Self.outline(in: try pane.capture()) != nil, "back on the Lock Screen, the selected slot is outlined again")
    }

    @Test func eWritesAPNGBesideTheANSIScreenshot() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder)
        try pane.send("e")
        #expect(try pane.wait(timeout: TmuxPane.exportTimeout) { $0.joined().contains("exported") } != nil, "\(Self.screen(pane))")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("lockscreen-") }
        let ansi = try #require(files.first { $0.hasSuffix(".ans") }, "\(files)")
        let png = String(ansi.dropLast(4)) + ".png"
        #expect(files.contains(png), "no PNG beside \(ansi): \(files)")
        let data = try Data(contentsOf: folder.appendingPathComponent(png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        // 1179 × 2556: the 15 Pro's own pixels, read from the PNG's header.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1179 && height == 2556, "\(width)×\(height)")
    }

    /// Escape sequences ncurses does not know arrive as an Esc and the rest: normal-mode arrows
    /// move the selection, Alt+key does nothing, and only Esc alone quits.
    @Test func unknownEscapeSequencesDoNotQuit() throws {
        let folder = try Live.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pane = try Live.started(folder: folder)
        try pane.sendBytes("1b", "5b", "43")
        #expect(try pane.wait { $0[39].contains("Activity (circular)") } != nil, "ESC [ C did not select the next slot: \(Self.screen(pane))")
        try pane.sendBytes("1b", "78")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try pane.lines().contains { $0.contains("│ ? help") }, "Alt+x quit the preview: \(Self.screen(pane))")
        try pane.send("Escape")
        #expect(try pane.wait { $0.contains("EXITED 0") } != nil, "Esc alone did not quit")
    }
}
