import Foundation

// Benchmarks of the render pipeline. Build in release and run from the repository root:
//   swift run -c release --static-swift-stdlib lockscreen-bench [runs]
// 1. every sample rectangular widget: the median time of each stage and ANSI bytes per cell;
// 2. the whole Lock Screen at 200×60 cells, with `chafa` on the same wallpaper for comparison;
// 3. reading a SwiftUI source file of about 300 lines: parse and interpret;
// 4. the live preview over a pseudo-terminal: key press to frame written, bytes per toggle;
// 5. 256 colours: ΔE against truecolour (ours and chafa's) and the time to write a frame;
// 6. PNG export: the whole default Lock Screen at @3x as pixels, PNG encoding, and both;
// 7. whole processes of the release lockscreen-tui (start-up included) beside chafa, and check.

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 300
print("machine: \(Stopwatch.machine())")
runWidgetBenchmark(runs: runs)
runLockScreenBenchmark(runs: runs)
SwiftUIBenchmark.run(runs: runs)
SessionBenchmark.run(runs: min(runs, 90))
Palette256Benchmark.run(runs: runs)
PNGExportBenchmark.run(runs: min(runs, 30))
ProcessBenchmark.run(runs: min(runs, 20))
