import Foundation
import Images
import Raster
import Testing

/// `render --graphics` in real terminals under a headless X server: xterm drawing sixel
/// (`-ti vt340`) and kitty drawing its own protocol, each screenshot against the PNG of the
/// same picture at the device's pixels.
@Suite(.serialized, .enabled(if: XvfbDisplay.isAvailable, "Xvfb or xwd is not installed (scripts/ensure-dependencies test installs them)"))
struct RealTerminalGraphicsTests {
    static let widget = ["render", "sample-widgets/weather.yaml", "--family", "circular", "--theme", "dusk-lake",
                         "--time", "9:41", "--date", "2026-06-08"]
    /// Terminal colours that no picture pixel has, so that the picture's edge is plain.
    static let terminalBackground = "#102030"

    /// The same picture as a PNG at the device's pixels, read back.
    static func reference() throws -> PixelBuffer {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graphics-reference-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = TmuxPane.binary
        process.arguments = widget + ["-o", file.path]
        process.currentDirectoryURL = LiveSessionTests.project
        try process.run()
        process.waitUntilExit()
        let image = try PNGImage.read(path: file.path)
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
