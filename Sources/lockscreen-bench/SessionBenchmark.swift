import Cells
import Devices
import Foundation
import Localization
import LockScreen
import PreviewSession
import TerminalCapabilities
import TerminalGraphics
import TerminalScreen
import ViewTree
import WidgetFormat
import Writers

/// The live preview over a pseudo-terminal: the real session and ncurses screen on the pty's
/// terminal side (TERM=xterm-256color, COLORTERM=truecolor, so the private direct-colour entry
/// is compiled as on a stock machine), a thread draining the other side. For each toggle key:
/// the time from the key's byte being written to the pty until the frame is fully written
/// (the session has read the key, rendered, composed, and ncurses' `doupdate` returned), and the
/// bytes the terminal received, beside what the ANSI writer needs for the whole frame.
enum SessionBenchmark {
    static let keys: [Character] = ["m", "m", "m", "p", "p", "l", "l", "z", "z"]

    static func run(runs: Int) {
        print("")
        print("Live preview over a pseudo-terminal (ncurses, truecolor), toggles \(String(keys)) repeated, \(runs) key presses")
        print("size       median ms  p90 ms  bytes/toggle  ANSI frame bytes  ratio")
        for (columns, rows) in [(120, 40), (200, 60)] {
            measure(columns: columns, rows: rows, presses: runs)
        }
        // Real pixels (issue "terminal"): the Lock Screen drawn, encoded and sent on each key, in
        // cells of 8 × 17 pixels (xterm's and kitty's with DejaVu Sans Mono 10).
        let cell = CellPixelSize(width: 8, height: 17)!
        for graphics in [GraphicsProtocol.kitty, .sixel] {
            print("the same in pixels, \(graphics.rawValue), cells of \(cell)")
            for (columns, rows) in [(120, 40), (200, 60)] {
                measure(columns: columns, rows: rows, presses: max(runs / 3, 9), pictures: TerminalPicture(graphics: graphics, cell: cell))
            }
        }
    }

    static func measure(columns: Int, rows: Int, presses: Int, pictures: TerminalPicture? = nil) {
        guard let terminal = PseudoTerminal(columns: columns, rows: rows) else {
            print("cannot open a pseudo-terminal")
            return
        }
        let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        guard let screen = try? CursesScreen(environment: environment, input: terminal.terminalSide, output: terminal.terminalSide,
                                             pictures: pictures, chooseDepth: { _ in .trueColor }) else {
            print("cannot start ncurses on the pseudo-terminal")
            return
        }
        let source = BenchSceneSource()
        let settings = SessionSettings(now: Date(timeIntervalSince1970: 1_780_911_660), timeZone: TimeZone(identifier: "UTC")!,
                                       exportDepth: screen.depth)
        let session = PreviewSession(state: SessionState(theme: "aurora"), source: source, screen: screen, settings: settings)
        session.start()
        terminal.waitUntilQuiet()
        var times: [Double] = [], bytes: [Int] = [], ansi: [Int] = []
        var perKey: [Character: (times: [Double], bytes: [Int], ansi: [Int])] = [:]
        let writer = AnsiWriter(depth: .trueColor)
        for press in 0..<presses {
            let key = keys[press % keys.count]
            let before = terminal.received
            let start = DispatchTime.now().uptimeNanoseconds
            terminal.type(key)
            session.step(waiting: 1000)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            terminal.waitUntilQuiet()
            bytes.append(terminal.received - before)
            if let frame = session.frame { ansi.append(writer.write(frame).count) }
            perKey[key, default: ([], [], [])].times.append(times[times.count - 1])
            perKey[key, default: ([], [], [])].bytes.append(bytes[bytes.count - 1])
            perKey[key, default: ([], [], [])].ansi.append(ansi.last ?? 0)
        }
        screen.stop()
        times.sort()
        let meanBytes = Double(bytes.reduce(0, +)) / Double(max(bytes.count, 1))
        let meanAnsi = Double(ansi.reduce(0, +)) / Double(max(ansi.count, 1))
        print(String(format: "%3d×%-3d    %9.2f  %6.2f  %12.0f  %16.0f  %5.2f", columns, rows, times[times.count / 2],
                     times[times.count * 9 / 10], meanBytes, meanAnsi, meanBytes / max(meanAnsi, 1)))
        let keys = perKey.keys.sorted().map { key -> String in
            let sorted = perKey[key]!.times.sorted(), sent = perKey[key]!.bytes, frames = perKey[key]!.ansi
            return String(format: "%@ %.2f ms, %d B (frame %d B)", String(key), sorted[sorted.count / 2], sent.reduce(0, +) / max(sent.count, 1),
                          frames.reduce(0, +) / max(frames.count, 1))
        }
        print("           per key, median time, mean bytes sent (ANSI bytes of the frame): " + keys.joined(separator: "; "))
    }
}

/// The default arrangement, read once, for the benchmark's session.
struct BenchSceneSource: SceneSource {
    let themes = ThemeCatalog(folder: "themes")

    var themeNames: [String] { themes.names }

    func load(device: DeviceProfile?, theme: String?, locale: PreviewLocale?) -> SceneLoad {
        guard let loadedTheme = themes.load(theme ?? ThemeCatalog.defaultName).theme else {
            return SceneLoad(scene: nil, files: [], problems: ["themes/ not found: run from the repository root"])
        }
        return SceneLoad(scene: DefaultArrangementScene.scene(device: device ?? DeviceCatalog.defaultDevice, theme: loadedTheme, themes: themes),
                         files: [])
    }

    func readWidget(_ path: String) -> WidgetLoadResult { WidgetLoader.load(path: path) }

    func widgets(offering family: WidgetFamily) -> [WidgetChoice] { [] }
}
