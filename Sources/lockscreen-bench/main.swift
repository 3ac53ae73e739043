import Foundation

// Benchmarks of the render pipeline. Build in release and run from the repository root:
//   swift run -c release --static-swift-stdlib lockscreen-bench [runs] [part…]
// Parts (all when none is named): widget, lockscreen, swiftui, activity, session, palette, bytes, png, process, hostile.
// 1. every sample rectangular widget: the median time of each stage and ANSI bytes per cell;
// 2. the whole Lock Screen at 200×60 cells, with `chafa` on the same wallpaper for comparison;
// 3. reading a SwiftUI source file of about 300 lines: parse and interpret;
// 3b. a Live Activity: its Lock Screen view and each Dynamic Island presentation, evaluated and drawn;
// 4. the live preview over a pseudo-terminal: key press to frame written, bytes per toggle;
// 5. 256 colours: ΔE against truecolour (ours and chafa's) and the time to write a frame;
// 5b. bytes per cell against chafa on the same pictures, truecolor and 256;
// 6. PNG export: the whole default Lock Screen at @3x as pixels, PNG encoding, and both;
// 7. whole processes of the release lockscreen-tui (start-up included) beside chafa, and check;
// 8. hostile inputs (links, FIFOs, huge values and files, full outputs): each answer's time.

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 300
/// Parts to run, by name after the run count (`lockscreen-bench 90 session process`); all without.
let chosen = Set(CommandLine.arguments.dropFirst(2))
func part(_ name: String, _ body: () -> Void) {
    if chosen.isEmpty || chosen.contains(name) { body() }
}
print("machine: \(Stopwatch.machine())")
part("widget") { runWidgetBenchmark(runs: runs) }
part("lockscreen") { runLockScreenBenchmark(runs: runs) }
part("swiftui") { SwiftUIBenchmark.run(runs: runs) }
part("activity") { ActivityBenchmark.run(runs: runs) }
part("session") { SessionBenchmark.run(runs: min(runs, 90)) }
part("palette") { Palette256Benchmark.run(runs: runs) }
part("bytes") { BytesBenchmark.run() }
part("png") { PNGExportBenchmark.run(runs: min(runs, 30)) }
part("process") { ProcessBenchmark.run(runs: min(runs, 20)) }
part("hostile") { HostileBenchmark.run(runs: min(runs, 5)) }
