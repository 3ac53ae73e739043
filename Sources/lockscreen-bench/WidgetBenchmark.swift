import Cells
import Devices
import Foundation
import Rendering
import ViewTree
import WidgetFormat
import Writers

/// Median time of each stage for every sample rectangular widget, at 1 pt/px and the default
/// scale, and the ANSI bytes per cell.
func runWidgetBenchmark(runs: Int) {
    let samplesFolder = "sample-widgets"
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: samplesFolder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    let widgets = files.compactMap { name -> (String, Widget)? in
        guard let widget = WidgetLoader.load(path: samplesFolder + "/" + name).widget, widget.families.contains(.rectangular) else { return nil }
        return (name.replacingOccurrences(of: ".yaml", with: ""), widget)
    }
    guard !widgets.isEmpty else {
        print("no rectangular samples found: run from the repository root")
        return
    }

    let renderer = WidgetRenderer()
    let writer = AnsiWriter(depth: .trueColor)
    let now = Date(timeIntervalSince1970: 1_780_911_660)
    print("lockscreen-bench: \(widgets.count) rectangular samples, \(runs) runs each, median µs per stage")

    for scale in [1.0, WidgetRenderer.defaultPointsPerPixel] {
        print("")
        print("scale \(scale) pt/px")
        print("sample".padding(toLength: 16, withPad: " ", startingAt: 0) + "   layout   raster   encode    write    total   cells  bytes/cell")
        var totals: [Double] = []
        var allBytes = 0, allCells = 0
        for (name, widget) in widgets {
            let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: now, timeZone: TimeZone(identifier: "UTC")!)
            let request = WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice, pointsPerPixel: scale)
            let root = renderer.layout(request)
            let painting = renderer.paint(root, request: request)
            let grid = renderer.encode(painting)
            var output: [UInt8] = []
            output.reserveCapacity(1 << 16)
            let layout = Stopwatch.median(runs: runs) { _ = renderer.layout(request) }
            let raster = Stopwatch.median(runs: runs) { _ = renderer.paint(root, request: request) }
            let encode = Stopwatch.median(runs: runs) { _ = renderer.encode(painting) }
            let write = Stopwatch.median(runs: runs) { output.removeAll(keepingCapacity: true); writer.write(grid, into: &output) }
            let total = Stopwatch.median(runs: runs) {
                output.removeAll(keepingCapacity: true)
                writer.write(renderer.render(request), into: &output)
            }
            let bytes = writer.write(grid).count, cells = grid.width * grid.height
            allBytes += bytes
            allCells += cells
            totals.append(total)
            func cell(_ v: Double) -> String { String(format: "%8.1f", v) }
            print(name.padding(toLength: 16, withPad: " ", startingAt: 0) + " " + cell(layout) + " " + cell(raster) + " " + cell(encode)
                  + " " + cell(write) + " " + cell(total) + String(format: "  %6d  %10.2f", cells, Double(bytes) / Double(cells)))
        }
        totals.sort()
        print(String(format: "median total per widget: %.1f µs (%.3f ms); worst %.1f µs; ANSI bytes per cell over all samples: %.2f",
                     totals[totals.count / 2], totals[totals.count / 2] / 1000, totals.last ?? 0, Double(allBytes) / Double(allCells)))
    }
}
