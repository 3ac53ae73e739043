import Foundation
import Images
import Raster
import Testing

/// `render --graphics` and the live preview in real terminals under a headless X server: xterm
/// drawing sixel (`-ti vt340`) and kitty drawing its own protocol, each screenshot against the PNG
/// of the same picture at the device's pixels.
@Suite(.serialized, .enabled(if: XvfbDisplay.isAvailable, "Xvfb or xwd is not installed (scripts/ensure-dependencies test installs them)"))
struct RealTerminalGraphicsTests {
    static let widget = ["render", "sample-widgets/weather.yaml", "--family", "circular", "--theme", "dusk-lake",
                         "--time", "9:41", "--date", "2026-06-08"]
    /// Terminal colours that no picture pixel has, so that the picture's edge is plain.
    static let terminalBackground = "#102030"

    /// The same picture as a PNG at the device's pixels, read back.
    static func reference(_ arguments: [String] = widget) throws -> PixelBuffer {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graphics-reference-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = TmuxPane.binary
        process.arguments = arguments + ["-o", file.path]
        process.currentDirectoryURL = LiveSessionTests.project
        try process.run()
        process.waitUntilExit()
        let image = try BitmapImage.read(path: file.path)
        var buffer = PixelBuffer(width: image.width, height: image.height)
        for index in 0..<(image.width * image.height) {
            buffer.pixels[index] = PixelColor(red: image.rgba[4 * index], green: image.rgba[4 * index + 1], blue: image.rgba[4 * index + 2])
        }
        return buffer
    }

    /// Mean channel difference of `shot`'s top-left corner against `picture`.
    static func meanDifference(_ shot: PixelBuffer, _ picture: PixelBuffer) -> Double {
        guard shot.width >= picture.width, shot.height >= picture.height else { return 255 }
        var total = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let a = shot[x, y], b = picture[x, y]
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        return Double(total) / Double(3 * picture.width * picture.height)
    }

    /// `sh -c` that clears the screen, hides the cursor (xterm paints it over a picture), draws, and waits.
    static func shell(_ arguments: [String]) -> [String] {
        let command = ([TmuxPane.binary.path] + arguments).map(TmuxPane.quote).joined(separator: " ")
        return ["sh", "-c", "cd \(TmuxPane.quote(LiveSessionTests.project.path)) && printf '\\033[?25l\\033[H\\033[2J' && \(command); exec sleep 600"]
    }

    static func xterm(_ arguments: [String]) -> [String] {
        ["xterm", "-ti", "vt340", "-b", "0", "-bw", "0", "+sb", "-fa", "DejaVu Sans Mono", "-fs", "10",
         "-bg", terminalBackground, "-fg", "#e0e0e0", "-geometry", "100x40+0+0", "-e"] + shell(arguments)
    }

    @Test(arguments: ["sixel", "auto"])
    func xtermDrawsTheWidgetAsSixel(graphics: String) throws {
        let picture = try Self.reference()
        let display = try XvfbDisplay()
        // Without COLORTERM or a known terminal's variables, only xterm's answers say "sixel".
        try display.launch(Self.xterm(Self.widget + ["--graphics", graphics]),
                           environment: ["TERM": "xterm", "COLORTERM": "", "TERM_PROGRAM": "", "KITTY_WINDOW_ID": "", "TMUX": "",
                                         "XDG_RUNTIME_DIR": FileManager.default.temporaryDirectory.path])
        let shot = try display.screenshot(within: 20) { Self.meanDifference($0, picture) < 2.5 }
        let difference = Self.meanDifference(shot, picture)
        // Sixel: this picture's 5,794 colours in a 256-entry palette, dithered, at 1 % steps. The
        // sixel bytes decoded by libsixel's sixel2png are 2.04 from the PNG; xterm's screen, 2.05.
        #expect(difference < 2.5, "mean channel difference \(difference) between xterm's screen and the PNG")
    }

    /// The smallest rectangle of `shot` (above its last `bottomRows` pixel rows) that is not the
    /// terminal's background.
    static func pictureBounds(in shot: PixelBuffer, background: PixelColor, bottomRows: Int) -> PixelBounds? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<(shot.height - bottomRows) {
            for x in 0..<shot.width where shot[x, y] != background {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelBounds(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// xterm's text area in the preview tests: 100 × 40 cells of 8 × 17 pixels.
    static let previewScreen = PixelBounds(x: 0, y: 0, width: 800, height: 680)
    static let previewBackground = PixelColor(hex: 0x102030)

    /// The preview's picture on `shot`: looked for above the status bar and the caption's row
    /// (accented pictures have one; its text is wider than the phone). Nil until xterm's window
    /// is up: before, the whole screen is Xvfb's black.
    static func previewPicture(_ shot: PixelBuffer) -> PixelBuffer? {
        let area = shot.cropped(to: previewScreen)
        guard area[area.width - 1, 0] == previewBackground else { return nil }
        return pictureBounds(in: area, background: previewBackground, bottomRows: 34).map { area.cropped(to: $0) }
    }

    /// Mean difference of the top 60 % (the date, clock and widgets) of `shown` against
    /// `reference` scaled to its width: under an accented picture the caption joins the bounds.
    static func topDifference(_ shown: PixelBuffer, _ reference: PixelBuffer) -> Double {
        let height = reference.height * shown.width / reference.width
        let top = min(height, shown.height) * 6 / 10
        let scaled = reference.resized(width: shown.width, height: height).cropped(to: PixelBounds(x: 0, y: 0, width: shown.width, height: top))
        return meanDifference(shown.cropped(to: PixelBounds(x: 0, y: 0, width: shown.width, height: top)), scaled)
    }

    /// The live preview in xterm inside tmux 3.3 with `allow-passthrough on`: tmux names the
    /// terminal outside (XTerm), the question goes through to it, and the sixel picture too.
    @Test func thePreviewDrawsPixelsThroughTmuxsPassthrough() throws {
        let moment = ["--time", "9:41", "--date", "2026-06-08"]
        let vibrant = try Self.reference(["render", "--lockscreen"] + moment)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passthrough-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("tmux.conf")
        try "set -g allow-passthrough on\nset -g status off\n".write(to: config, atomically: true, encoding: .utf8)
        let socket = folder.appendingPathComponent("socket").path
        defer { _ = try? TmuxPane.run(["tmux", "-S", socket, "kill-server"]) }
        let preview = ([TmuxPane.binary.path] + moment + ["--graphics", "auto"]).map(TmuxPane.quote).joined(separator: " ")
        let command = "cd \(TmuxPane.quote(LiveSessionTests.project.path)) && exec tmux -S \(TmuxPane.quote(socket)) -f \(TmuxPane.quote(config.path)) new-session \(TmuxPane.quote(preview + "; sleep 600"))"
        let display = try XvfbDisplay()
        try display.launch(["xterm", "-ti", "vt340", "-b", "0", "-bw", "0", "+sb", "-fa", "DejaVu Sans Mono", "-fs", "10",
                            "-bg", Self.terminalBackground, "-fg", "#e0e0e0", "-geometry", "100x40+0+0", "-e", "sh", "-c", command],
                           environment: ["TERM": "xterm", "COLORTERM": "", "TERM_PROGRAM": "", "KITTY_WINDOW_ID": "", "TMUX": "",
                                         "XDG_RUNTIME_DIR": folder.path])
        let shot = try display.screenshot(within: 20) { Self.previewPicture($0).map { $0.height > 600 } ?? false }
        let shown = try #require(Self.previewPicture(shot), "no picture on the screen")
        #expect(shown.height > 600, "\(shown.width)×\(shown.height): no picture came through tmux")
        let difference = Self.topDifference(shown, vibrant)
        #expect(difference < 6, "mean difference \(difference) from the PNG")
    }

    /// The live preview in xterm with sixel: the Lock Screen in real pixels above the status bar
    /// (against the PNG at the device's pixels, scaled to the size shown), redrawn accented on
    /// `m`, and gone when `q` gives the terminal back.
    @Test func thePreviewShowsTheLockScreenInPixelsAndFollowsKeys() throws {
        let moment = ["--time", "9:41", "--date", "2026-06-08"]
        let vibrant = try Self.reference(["render", "--lockscreen"] + moment)
        let accented = try Self.reference(["render", "--lockscreen", "--mode", "accented"] + moment)
        let display = try XvfbDisplay()
        try display.launch(Self.xterm(moment + ["--graphics", "auto"]),
                           environment: ["TERM": "xterm", "COLORTERM": "truecolor", "TERM_PROGRAM": "", "KITTY_WINDOW_ID": "", "TMUX": "",
                                         "XDG_RUNTIME_DIR": FileManager.default.temporaryDirectory.path])
        let picture = Self.previewPicture, difference = Self.topDifference
        let screen = Self.previewScreen, background = Self.previewBackground
        var shot = try display.screenshot(within: 20) { picture($0).map { $0.height > 600 } ?? false }
        let first = try #require(picture(shot), "no picture on the screen")
        // The phone fills the 38 rows above the caption's row and the status bar (646 pixels).
        #expect(first.height > 630 && first.height <= 646, "\(first.width)×\(first.height)")
        // Drawn at the size shown rather than scaled from 1179 × 2556: text is hinted differently,
        // so a few levels of difference on average; the accented picture is much further.
        let againstVibrant = difference(first, vibrant), againstAccented = difference(first, accented)
        #expect(againstVibrant < 6, "mean difference \(againstVibrant) from the PNG")
        #expect(againstVibrant < againstAccented, "\(againstVibrant) from vibrant, \(againstAccented) from accented")

        try display.type("m")
        // Accented moves the clock and widgets toward the accented PNG and away from the vibrant one.
        let towardAccented = { (shown: PixelBuffer) in
            difference(shown, accented) < againstAccented - 1 && difference(shown, vibrant) > againstVibrant + 1
        }
        shot = try display.screenshot(within: 10) { shot in picture(shot).map(towardAccented) ?? false }
        let second = try #require(picture(shot))
        let redrawn = towardAccented(second)
        #expect(redrawn, "m did not redraw the picture accented: \(difference(second, accented)) from accented (was \(againstAccented)), \(difference(second, vibrant)) from vibrant (was \(againstVibrant))")

        try display.type("q")
        shot = try display.screenshot(within: 10) { (picture($0)?.height ?? 0) < 100 }
        #expect(shot.cropped(to: screen)[screen.width - 1, 0] == background, "xterm has gone")
        #expect((picture(shot)?.height ?? 0) < 100, "the picture is still on the screen after q")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/kitty"), "kitty is not installed"))
    func kittyShowsTheWidgetPixelForPixel() throws {
        let picture = try Self.reference()
        let display = try XvfbDisplay()
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("kitty-\(getpid()).conf")
        defer { try? FileManager.default.removeItem(at: config) }
        try """
        font_family DejaVu Sans Mono
        font_size 10
        background \(Self.terminalBackground)
        window_padding_width 0
        placement_strategy top-left
        remember_window_size no
        initial_window_width 100c
        initial_window_height 40c
        cursor_blink_interval 0
        linux_display_server x11
        update_check_interval 0
        confirm_os_window_close 0
        """.write(to: config, atomically: true, encoding: .utf8)
        // kitty sets KITTY_WINDOW_ID itself: --graphics auto finds it there.
        try display.launch(["kitty", "--config", config.path] + Self.shell(Self.widget + ["--graphics", "auto"]),
                           environment: ["LIBGL_ALWAYS_SOFTWARE": "1", "COLORTERM": "", "TMUX": "",
                                         "XDG_RUNTIME_DIR": FileManager.default.temporaryDirectory.path])
        let shot = try display.screenshot(within: 30) { Self.meanDifference($0, picture) < 0.5 }
        let difference = Self.meanDifference(shot, picture)
        #expect(difference < 0.5, "mean channel difference \(difference) between kitty's screen and the PNG")
    }
}
