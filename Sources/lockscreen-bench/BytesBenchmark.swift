import Cells
import Foundation
import LockScreen
import Rendering
import ViewTree
import WidgetFormat
import Writers

/// Bytes a cell against chafa on the same pictures (issue "terminal"): each picture's pixel
/// cells written by this writer (truecolor exact and with near colours reused, and 256 colours), and the
/// same pixels as a PPM through `chafa --symbols vhalf --stretch` at the same cell size. The
/// pictures: the default Lock Screen at 200×60 and 120×40 on two wallpapers, and each widget of
/// the default arrangement over the wallpaper behind its slot, as `render FILE` draws it.
enum BytesBenchmark {
    static func run() {
        print("")
        print("bytes per cell against chafa on the same pictures (chafa --symbols vhalf --stretch)")
        let themes = ThemeCatalog(folder: "themes")
        var pictures: [(String, CellGrid)] = []
        let options = LockScreenOptions(mode: .vibrant, now: Date(timeIntervalSince1970: 1_780_911_660), timeZone: TimeZone(identifier: "UTC")!)
        for name in ["aurora", "dusk-lake"] {
            guard let theme = themes.load(name).theme else { continue }
            let scene = DefaultArrangementScene.scene(theme: theme, themes: themes)
            for (columns, rows) in [(200, 60), (120, 40)] {
                if let grid = try? LockScreenRenderer().render(scene, options: options, columns: columns, rows: rows).grid {
                    pictures.append(("Lock Screen \(columns)×\(rows), \(name)", grid))
                }
            }
            guard name == "aurora" else { continue }
            for (index, slot) in scene.slots.enumerated() {
                var slotOptions = options
                slotOptions.viewport = .slot(index)
                if let grid = try? LockScreenRenderer().render(scene, options: slotOptions, pointsPerPixel: WidgetRenderer.defaultPointsPerPixel).grid {
                    pictures.append(("\(slot.widget.widget.name) (\(slot.widget.family.rawValue)) over aurora", grid))
                }
            }
        }
        print("picture                                        cells   exact  truecolor  chafa full  ratio |    256   chafa 256  ratio")
        var totals = (cells: 0, ours: 0, chafa: 0, ours256: 0, chafa256: 0)
        for (name, grid) in pictures {
            let exact = AnsiWriter(depth: .trueColor).write(grid).count
            let ours = AnsiWriter(depth: .trueColor).write(NearColorReuse().applied(to: grid)).count
            let ours256 = AnsiWriter(depth: .palette256).write(grid).count
            guard let full = chafaBytes(grid, colors: "full"), let palette = chafaBytes(grid, colors: "256") else {
                print("chafa: not installed (apt-get install chafa); no comparison")
                return
            }
            let cells = Double(grid.width * grid.height)
            totals.cells += grid.width * grid.height
            totals.ours += ours; totals.chafa += full; totals.ours256 += ours256; totals.chafa256 += palette
            print(name.padding(toLength: 44, withPad: " ", startingAt: 0)
                  + String(format: " %7d  %6.2f  %9.2f  %10.2f  %5.2f | %6.2f  %9.2f  %5.2f", grid.width * grid.height,
                           Double(exact) / cells, Double(ours) / cells, Double(full) / cells, Double(ours) / Double(full),
                           Double(ours256) / cells, Double(palette) / cells, Double(ours256) / Double(palette)))
        }
        let cells = Double(totals.cells)
        print(String(format: "all pictures: truecolor %.2f bytes/cell, chafa %.2f (ratio %.2f); 256 colours %.2f, chafa %.2f (ratio %.2f)",
                     Double(totals.ours) / cells, Double(totals.chafa) / cells, Double(totals.ours) / Double(totals.chafa),
                     Double(totals.ours256) / cells, Double(totals.chafa256) / cells, Double(totals.ours256) / Double(totals.chafa256)))
    }

    /// chafa's bytes for the pixels of `grid` (text cells as their background), one pixel per half cell.
    static func chafaBytes(_ grid: CellGrid, colors: String) -> Int? {
        guard let executable = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return nil
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bytes-\(getpid()).ppm")
        defer { try? FileManager.default.removeItem(at: file) }
        var data = Data("P6\n\(grid.width) \(2 * grid.height)\n255\n".utf8)
        let shown = grid.displayForm
        for y in 0..<2 * grid.height {
            for x in 0..<grid.width {
                let cell = shown[x, y / 2]
                let color = cell.glyph == .pixels ? (y % 2 == 0 ? cell.top : cell.bottom) : cell.background
                let rgb = if case .rgb(let c) = color { c } else { RGB24(hex: 0) }
                data.append(contentsOf: [rgb.red, rgb.green, rgb.blue])
            }
        }
        guard (try? data.write(to: file)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--symbols", "vhalf", "--stretch", "--size", "\(grid.width)x\(grid.height)", "--animate", "off",
                             "--colors", colors, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return output.count
    }
}
