import Cells
import Foundation
import LockScreen
import PreviewSession
import TerminalCapabilities
import TerminalGraphics
import TerminalScreen
import Testing
import Writers

@Suite struct PreviewSessionTests {
    func text(of row: Int, in grid: CellGrid) -> String {
        String(grid.row(row).map { cell -> Character in
            if case .character(let c) = cell.glyph { return c }
            return " "
        })
    }

    @Test func theFirstFrameIsThePictureAboveTheStatusBar() throws {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        let frame = try #require(screen.frames.last)
        let picture = try #require(session.picture)
        #expect(frame.width == 120 && frame.height == 40)
        #expect(picture.grid.width == 120 && picture.grid.height == 39)
        // The frame is the picture (in 24-bit colour with near colours reused, as exports write
        // it), but for the selected slot's outline: a ring of highlight pixels just outside the
        // slot's cells, which the picture (and every export) lacks.
        let shown = NearColorReuse().applied(to: picture.grid)
        let slot = try #require(picture.slots.first { $0.index == session.state.selectedSlot })
        let highlight = CellColor.rgb(RGB24(hex: 0x0A84FF))
        var ring = 0
        for row in 0..<39 {
            for column in 0..<120 where frame[column, row] != shown[column, row] {
                let onRing = (column == slot.column - 1 || column == slot.column + slot.width) && (slot.row - 1...slot.row + slot.height).contains(row)
                    || (row == slot.row - 1 || row == slot.row + slot.height) && (slot.column - 1...slot.column + slot.width).contains(column)
                #expect(onRing, "cell \(column),\(row) differs from the picture away from the outline")
                #expect(frame[column, row].top == highlight || frame[column, row].bottom == highlight)
                ring += 1
            }
        }
        #expect(ring >= 2 * (slot.width + slot.height), "the selected slot is not outlined")
        let bar = text(of: 39, in: frame)
        for part in ["iPhone 15 Pro", "vibrant", "privacy off", "luminance full", "Midnight", "Weather (inline)", "? help"] {
            #expect(bar.contains(part), "status bar lacks \(part): \(bar)")
        }
    }

    /// A large app takes seconds to read: the terminal says so before the first picture.
    @Test func theTerminalSaysItIsReadingBeforeTheFirstPicture() throws {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        let first = try #require(screen.frames.first), last = try #require(screen.frames.last)
        #expect(screen.frames.count >= 2)
        #expect((0..<first.height).contains { text(of: $0, in: first).contains("reading the widgets") })
        #expect(!(0..<last.height).contains { text(of: $0, in: last).contains("reading the widgets") })
    }

    @Test func theFrameIsTheSameGridRenderDraws() throws {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        let scene = try #require(session.scene)
        let direct = try LockScreenRenderer().render(scene, options: session.state.options(now: SessionFixtures.previewTime,
                                                                                             timeZone: SessionFixtures.utc),
                                                     columns: 120, rows: 39, reservingCaptionRow: true)
        #expect(direct.grid == session.picture?.grid)
    }

    /// `v` on a terminal that shows pixels: the selected slot's twelve variants as one picture
    /// in the area above the status bar (two to a row at 120 columns, as the cells have them),
    /// drawn at the size shown; `v` again brings the Lock Screen back.
    @Test func vShowsTheVariantSheetInPixels() throws {
        let cell = try #require(CellPixelSize(width: 8, height: 17))
        let screen = RecordingScreen(pictures: TerminalPicture(graphics: .kitty, cell: cell))
        let session = SessionFixtures.session(screen: screen)
        session.start()
        let lockScreen = try #require(screen.shownPictures.last ?? nil)
        #expect(session.handle(.character("v")))
        let sheet = try #require(screen.shownPictures.last ?? nil)
        let size = "\(sheet.pixels.width)×\(sheet.pixels.height)"
        #expect(sheet.pixels.width <= 120 * 8 && sheet.pixels.height <= 39 * 17, "\(size) overflows the area")
        #expect(sheet.pixels.height > 30 * 17, "\(size) leaves the area empty")
        // Rows of tiles: pixel rows mostly wallpaper (also dimmed for Always-On), where a
        // caption's row is a few letters on black.
        func holdsTile(_ y: Int) -> Bool {
            (0..<sheet.pixels.width).count { x in
                let p = sheet.pixels[x, y]
                return max(p.red, p.green, p.blue) > 6
            } > sheet.pixels.width / 2
        }
        var tileRows = 0, inTile = false
        for y in 0..<sheet.pixels.height {
            let holds = holdsTile(y)
            if holds && !inTile { tileRows += 1 }
            inTile = holds
        }
        #expect(tileRows == 6, "\(tileRows) rows of tiles in \(size)")
        #expect(session.handle(.character("v")))
        let back = try #require(screen.shownPictures.last ?? nil)
        #expect(back.pixels.width == lockScreen.pixels.width && back.pixels.height == lockScreen.pixels.height)
    }

    @Test func togglesChangeThePictureAndTheStatusBar() throws {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        let before = try #require(session.picture?.grid)
        for key: Character in ["m", "p", "l", "z", "d"] {
            let previous = session.picture?.grid
            #expect(session.handle(.character(key)))
            #expect(session.picture?.grid != previous, "'\(key)' did not change the picture")
        }
        #expect(text(of: 39, in: screen.frames.last!).contains("accented"))
        #expect(session.picture?.grid != before)
    }

    @Test func resizingRefitsAndATinyTerminalGetsAMessage() throws {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        screen.size = (80, 30)
        _ = session.handle(.resize(columns: 80, rows: 30))
        #expect(screen.frames.last?.width == 80 && screen.frames.last?.height == 30)
        #expect(session.picture?.grid.height == 29)
        screen.size = (30, 12)
        _ = session.handle(.resize(columns: 30, rows: 12))
        let small = try #require(screen.frames.last)
        #expect((0..<small.height).contains { text(of: $0, in: small).contains("too small") })
    }

    @Test func anInvalidFileKeepsThePictureAndShowsTheErrorUntilFixed() throws {
        let folder = try SessionFixtures.scratchSamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen, folder: folder)
        session.start()
        let good = try #require(session.picture?.grid)
        let file = folder.appendingPathComponent("battery.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        try original.replacingOccurrences(of: "families:", with: "famlies:").write(to: file, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.15)
        session.step(waiting: 0)
        #expect(session.state.message?.isError == true)
        #expect(session.state.message?.text.contains("battery.yaml") == true)
        #expect(session.picture?.grid == good)
        let frame = try #require(screen.frames.last)
        #expect((0..<frame.height).contains { text(of: $0, in: frame).contains("battery.yaml") })
        try original.write(to: file, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.15)
        session.step(waiting: 0)
        #expect(session.state.message == nil)
        #expect(session.picture?.grid == good)
    }

    @Test func savingAWidgetFileRedrawsIt() throws {
        let folder = try SessionFixtures.scratchSamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen, folder: folder)
        session.start()
        let before = try #require(session.picture?.grid)
        let file = folder.appendingPathComponent("next-event.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "Design Review", with: "Launch Party").write(to: file, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.15)
        session.step(waiting: 0)
        #expect(session.picture?.grid != before)
    }

    @Test func exportWritesTheAnsiWritersBytesForThePicture() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("session-export-\(UUID().uuidString).ans")
        defer { try? FileManager.default.removeItem(at: file) }
        defer { try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("png")) }
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen, export: file)
        session.start()
        let written = try Data(contentsOf: file)
        // 24-bit output reuses colours a cell before already has when no one can see the difference.
        #expect(Array(written) == AnsiWriter(depth: .trueColor).write(NearColorReuse().applied(to: try #require(session.picture?.grid))))
        #expect(session.state.message?.text == "exporting \(file.path)…")
        session.finishExports()
        #expect(session.state.message?.text == "exported \(file.path) and .png")
        let png = try Data(contentsOf: file.deletingPathExtension().appendingPathExtension("png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func thePickerPutsTheChosenWidgetInTheSlot() throws {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        _ = session.handle(.key(.tab))
        #expect(session.state.selectedSlot == 1)
        _ = session.handle(.key(.enter))
        guard case .picker(let picker) = session.state.overlay else {
            Issue.record("Enter did not open the picker")
            return
        }
        #expect(picker.family == .circular)
        let target = try #require(picker.choices.firstIndex { $0.path.hasSuffix("weather.yaml") })
        for _ in 0..<target { _ = session.handle(.key(.down)) }
        _ = session.handle(.key(.enter))
        #expect(session.scene?.slots[1].widget.widget.name == "Weather")
        #expect(text(of: 39, in: screen.frames.last!).contains("Weather (circular)"))
    }

    @Test func quitEndsTheSession() {
        let screen = RecordingScreen()
        let session = SessionFixtures.session(screen: screen)
        session.start()
        screen.inputs = [.character("q")]
        #expect(session.step(waiting: 0) == false)
    }
}
