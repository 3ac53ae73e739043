import Devices
import Foundation
import LockScreen
import ViewTree
import WidgetFormat
import Writers

/// The whole Lock Screen at 200×60 cells: the default arrangement's four widgets on the
/// photographic theme (a 1179×2556 PNG), vibrant, rendered and written as ANSI. The first frame
/// decodes, scales and blurs the wallpaper; later frames and toggles reuse them. Then `chafa`
/// draws the same PNG at the same size, for comparison.
func runLockScreenBenchmark(runs: Int) {
    let columns = 200, rows = 60
    let themes = ThemeCatalog(folder: "themes")
    guard let theme = themes.load("dusk-lake").theme, case .image(let wallpaperPath) = theme.wallpaper else {
        print("themes/dusk-lake.yaml not found: run from the repository root")
        return
    }
    let scene = DefaultArrangementScene.scene(theme: theme, themes: themes)
    let now = Date(timeIntervalSince1970: 1_780_911_660)
    let vibrant = LockScreenOptions(mode: .vibrant, now: now, timeZone: TimeZone(identifier: "UTC")!)
    let renderer = LockScreenRenderer()
    let writer = AnsiWriter(depth: .trueColor)
    var output: [UInt8] = []
    output.reserveCapacity(1 << 20)
    func frame(_ options: LockScreenOptions) {
        output.removeAll(keepingCapacity: true)
        guard let picture = try? renderer.render(scene, options: options, columns: columns, rows: rows) else { return }
        writer.write(picture.grid, into: &output)
    }

    print("")
    print("Lock Screen \(columns)×\(rows) cells, \(scene.slots.count) widgets, theme dusk-lake (\(wallpaperPath)), vibrant, \(runs) runs")
    let start = DispatchTime.now().uptimeNanoseconds
    frame(vibrant)
    let first = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    let bytes = output.count
    let steady = Stopwatch.median(runs: runs) { frame(vibrant) } / 1000
    var toggled: [LockScreenOptions] = []
    for mode in RenderingMode.allCases {
        for privacy in [false, true] {
            for dim in [false, true] {
                toggled.append(LockScreenOptions(mode: mode, privacy: privacy, luminanceReduced: dim, now: now, timeZone: vibrant.timeZone))
            }
        }
    }
    var next = 0
    let toggle = Stopwatch.median(runs: runs) {
        frame(toggled[next % toggled.count])
        next += 1
    } / 1000
    let store = renderer.backdrops.store
    print(String(format: "first frame (decode, scale, blur, render, write): %.2f ms", first))
    print(String(format: "first frame, the scaled wallpaper kept by an earlier run (the command line's and live preview's cache): %.2f ms",
                 firstFrameFromCache(scene, options: vibrant, columns: columns, rows: rows)))
    print(String(format: "median frame after the first, vibrant: %.3f ms (%d bytes of ANSI)", steady, bytes))
    print(String(format: "median frame over mode × privacy × Always-On toggles: %.3f ms", toggle))
    print("wallpaper PNG decodes: \(store.decodeCount); scalings: \(store.renderCount) (one per picture size: with and without the caption line)")
    runChafa(path: wallpaperPath, columns: columns, rows: rows, runs: min(runs, 30))
}

/// `chafa --symbols vhalf --colors full` on the same PNG at the same size: median wall time of
/// the whole process (it decodes the PNG every time) and its output size.
func runChafa(path: String, columns: Int, rows: Int, runs: Int) {
    let arguments = ["--symbols", "vhalf", "--colors", "full", "--size", "\(columns)x\(rows)", "--animate", "off", path]
    guard let executable = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        print("chafa: not installed (apt-get install chafa); no comparison")
        return
    }
    var bytes = 0
    let median = Stopwatch.median(runs: runs, warmUp: 2) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        bytes = pipe.fileHandleForReading.readDataToEndOfFile().count
        process.waitUntilExit()
    } / 1000
    print(String(format: "chafa %@: median %.2f ms per picture (%d bytes of ANSI)", arguments.dropLast().joined(separator: " "), median, bytes))
}

/// The first frame of a renderer whose wallpaper store finds the picture-sized photograph in a
/// `ScaledWallpaperCache` that an earlier renderer filled (a fresh temporary folder).
func firstFrameFromCache(_ scene: LockScreenScene, options: LockScreenOptions, columns: Int, rows: Int) -> Double {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-wallpapers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func renderer() -> LockScreenRenderer {
        LockScreenRenderer(backdrops: BackdropCache(store: WallpaperStore(diskCache: ScaledWallpaperCache(folder: folder))))
    }
    _ = try? renderer().render(scene, options: options, columns: columns, rows: rows)
    let warm = renderer()
    let start = DispatchTime.now().uptimeNanoseconds
    if let picture = try? warm.render(scene, options: options, columns: columns, rows: rows) {
        _ = AnsiWriter(depth: .trueColor).write(picture.grid)
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}
