import Cells
import Devices
import Foundation
import LockScreen
import TerminalCapabilities
import ViewTree
import WidgetFormat
import Writers

/// 256 colours (issue "fidelity"): how far the 256-colour output is from the truecolour picture
/// (mean CIE76 ΔE, `PictureDifference`) for the default Lock Screen at 60×40 cells and for its
/// wallpaper alone at 60×80 pixels, against the nearest palette entry (the old mapping) and
/// `chafa --colors 256 --symbols vhalf` on the same wallpaper pixels; then the time to write
/// a frame in each colour mode.
enum Palette256Benchmark {
    static func run(runs: Int) {
        print("")
        print("256 colours: mean ΔE (CIE76) against the truecolour picture, per pixel / seen (5×5 binomial blur)")
        let themes = ThemeCatalog(folder: "themes")
        guard let theme = themes.load("aurora").theme else {
            print("themes/aurora.yaml not found: run from the repository root")
            return
        }
        let scene = DefaultArrangementScene.scene(theme: theme, themes: themes)
        let options = LockScreenOptions(mode: .vibrant, now: Date(timeIntervalSince1970: 1_780_911_660), timeZone: TimeZone(identifier: "UTC")!)
        guard let lockScreen = try? LockScreenRenderer().render(scene, options: options, columns: 60, rows: 40).grid,
              let pixels = try? WallpaperStore().pixels(for: theme.wallpaper, width: 60, height: 80) else {
            print("the Lock Screen could not be rendered")
            return
        }
        let wallpaper = HalfBlockEncoder().encode(pixels)
        let start = DispatchTime.now().uptimeNanoseconds
        _ = PaletteDither.indexed(lockScreen)
        print(String(format: "first 256-colour Lock Screen 60×40 (its palette plans filled as its colours ask): %.1f ms",
                     Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6))

        report("Lock Screen 60×40, aurora, vibrant", lockScreen, chafa: nil)
        report("aurora wallpaper 60×80 px (60×40 cells)", wallpaper, chafa: runChafa(on: wallpaper))

        everySample(theme: theme)

        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        for (name, grid) in [("Lock Screen 60×40", lockScreen), ("Lock Screen 200×60", try? LockScreenRenderer().render(scene, options: options, columns: 200, rows: 60).grid)] {
            guard let grid else { continue }
            var line = "write \(name):"
            for mode in [ColorDepth.trueColor, .palette256] {
                let writer = AnsiWriter(depth: mode)
                let time = Stopwatch.median(runs: runs) {
                    output.removeAll(keepingCapacity: true)
                    writer.write(grid, into: &output)
                }
                line += String(format: " %@ %.1f µs (%d bytes);", mode == .trueColor ? "truecolor" : "256", time, output.count)
            }
            let nearest = nearestEntries(grid)
            let flat = Stopwatch.median(runs: runs) {
                output.removeAll(keepingCapacity: true)
                AnsiWriter(depth: .palette256).write(nearest, into: &output)
            }
            let indexing = Stopwatch.median(runs: runs) { _ = PaletteDither.indexed(grid) }
            print(line + String(format: " nearest entries given as cells (the old output) %.1f µs (%d bytes);", flat, output.count)
                  + String(format: " PaletteDither.indexed (the ncurses screen's mapping) %.1f µs", indexing))
        }
    }

    /// Every sample widget file in each of its Lock Screen families over `theme`'s wallpaper, as
    /// `render FILE --family F` draws it: ΔE of the 256-colour output against truecolour as seen
    /// (5×5 blur) and per pixel, the worst five and the mean.
    static func everySample(theme: Theme) {
        let folder = "sample-widgets"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        var results: [(String, PictureDifference.Result)] = []
        let options = LockScreenOptions(mode: .vibrant, now: Date(timeIntervalSince1970: 1_780_911_660), timeZone: TimeZone(identifier: "UTC")!,
                                        viewport: .slot(0))
        for file in files {
            guard let widget = WidgetLoader.load(path: folder + "/" + file).widget else { continue }
            for family in [WidgetFamily.inline, .circular, .rectangular] where widget.families.contains(family) {
                let placed = SceneWidget(widget: widget, family: family)
                let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: theme, inline: family == .inline ? placed : nil,
                                            bottom: family == .inline ? [] : [placed])
                guard let grid = try? LockScreenRenderer().render(scene, options: options, pointsPerPixel: 1).grid else { continue }
                let shown = AnsiParser.parse(AnsiWriter(depth: .palette256).write(grid), width: grid.width)
                results.append(("\(file.replacingOccurrences(of: ".yaml", with: "")) \(family.rawValue)",
                                PictureDifference.measure(shown, against: grid.displayForm)))
            }
        }
        guard !results.isEmpty else { return }
        let worst = results.sorted { $0.1.seen > $1.1.seen }
        let mean = results.map(\.1.seen).reduce(0, +) / Double(results.count)
        print(String(format: "every sample widget × family over %@, 256 colours against truecolour (ΔE seen / per pixel): %d pictures, mean %.2f; worst: ",
                     theme.title, results.count, mean)
              + worst.prefix(5).map { String(format: "%@ %.2f / %.2f", $0.0, $0.1.seen, $0.1.perPixel) }.joined(separator: ", "))
    }

    /// Prints ΔE of the dithered output, the nearest entries and chafa's output against `reference`.
    static func report(_ name: String, _ reference: CellGrid, chafa: [(String, CellGrid)]?) {
        let dithered = AnsiParser.parse(AnsiWriter(depth: .palette256).write(reference), width: reference.width)
        print(name)
        var rows = [("dithered (this writer)", dithered), ("nearest entry (before)", nearestEntries(reference).displayForm)]
        rows += chafa ?? []
        let truth = reference.displayForm
        for (label, grid) in rows {
            guard grid.width == truth.width, grid.height == truth.height else {
                print("  \(label): \(grid.width)×\(grid.height) cells, not comparable")
                continue
            }
            let result = PictureDifference.measure(grid, against: truth)
            print("  " + label.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%6.2f / %5.2f", result.perPixel, result.seen))
        }
    }

    /// Every RGB colour of `grid` as its nearest palette entry: the 256-colour mapping before dithering.
    static func nearestEntries(_ grid: CellGrid) -> CellGrid {
        var out = grid
        for i in out.cells.indices {
            if case .rgb(let c) = out.cells[i].foreground { out.cells[i].foreground = .indexed(XtermPalette.nearestIndex(to: c)) }
            if case .rgb(let c) = out.cells[i].background { out.cells[i].background = .indexed(XtermPalette.nearestIndex(to: c)) }
        }
        return out
    }

    /// chafa on the pixels of `grid`'s pixel cells (as a PPM file) at one pixel per half cell:
    /// its 256-colour output as it is by default, with ordered dithering, and in DIN99d, each
    /// parsed into cells.
    static func runChafa(on grid: CellGrid) -> [(String, CellGrid)] {
        guard let executable = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("chafa: not installed (apt-get install chafa); no comparison")
            return []
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("palette256-\(getpid()).ppm")
        defer { try? FileManager.default.removeItem(at: file) }
        var data = Data("P6\n\(grid.width) \(2 * grid.height)\n255\n".utf8)
        for y in 0..<2 * grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y / 2]
                guard case .rgb(let c) = y % 2 == 0 ? cell.top : cell.bottom else { return [] }
                data.append(contentsOf: [c.red, c.green, c.blue])
            }
        }
        guard (try? data.write(to: file)) != nil else { return [] }
        let base = ["--symbols", "vhalf", "--size", "\(grid.width)x\(grid.height)", "--animate", "off", "--colors", "256"]
        var results: [(String, CellGrid)] = []
        for (label, extra) in [("chafa --colors 256", [String]()), ("chafa --colors 256 --dither ordered", ["--dither", "ordered"]),
                               ("chafa --colors 256 --color-space din99d", ["--color-space", "din99d"])] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = base + extra + [file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { continue }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            results.append((label, AnsiParser.parse([UInt8](output), width: grid.width)))
        }
        return results
    }
}
