import Foundation

/// Whole processes as a user's script sees them: the wall time from spawning the release
/// `lockscreen-tui` to its exit (dynamic linking, runtime start-up, fontconfig and all), beside
/// `chafa` on the same PNG; and `check` over every sample × family × device × iOS layout.
enum ProcessBenchmark {
    /// The release binary beside this benchmark.
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lockscreen-tui")
    }

    static func run(runs: Int) {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("process start-up: \(binary.path) not built (swift build -c release --static-swift-stdlib)")
            return
        }
        let moment = ["--time", "9:41", "--date", "2026-06-08"]
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let cases: [(String, [String])] = [
            ("--version", ["--version"]),
            ("one widget, render (256 colours)", ["render", "sample-widgets/weather.yaml", "--family", "circular"] + moment),
            ("one widget, render --mode fullColor", ["render", "sample-widgets/weather.yaml", "--family", "circular", "--mode", "fullColor",
                                                    "--color", "truecolor"] + moment),
            ("render --lockscreen 60×40, gradient theme", ["render", "--lockscreen", "--width", "60", "--height", "40", "--color", "truecolor"] + moment),
            ("render --lockscreen 60×40, PNG theme (dusk-lake)", ["render", "--lockscreen", "--width", "60", "--height", "40",
                                                                 "--theme", "dusk-lake", "--color", "truecolor"] + moment),
            ("one widget's PNG at the device's pixels", ["render", "sample-widgets/weather.yaml", "--family", "circular", "-o", png] + moment),
            ("the Lock Screen's PNG at the device's pixels", ["render", "--lockscreen", "-o", png] + moment),
        ]
        for (name, arguments) in cases {
            print(String(format: "process %@: %.1f ms wall (median of %d)", name, median(binary, arguments, runs: runs), runs))
        }
        // The photograph scaled to the picture is kept in the user's cache between runs, so the
        // runs above after the first read it; without the cache each run decodes the PNG.
        setenv("LOCKSCREEN_TUI_CACHE", "off", 1)
        let cold = median(binary, ["render", "--lockscreen", "--width", "60", "--height", "40", "--theme", "dusk-lake", "--color", "truecolor"]
                          + moment, runs: runs)
        unsetenv("LOCKSCREEN_TUI_CACHE")
        print(String(format: "process render --lockscreen 60×40, PNG theme, LOCKSCREEN_TUI_CACHE=off (decoded each run): %.1f ms wall (median of %d)",
                     cold, runs))
        if let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first(where: FileManager.default.isExecutableFile(atPath:)) {
            let time = median(URL(fileURLWithPath: chafa), ["--size", "60x40", "--colors", "256", "themes/dusk-lake.png"], runs: runs)
            print(String(format: "process chafa --size 60x40 --colors 256 themes/dusk-lake.png: %.1f ms wall", time))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let output = launch(binary, ["check", "sample-widgets"] + moment)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let pictures = output.range(of: #"in (\d+) pictures"#, options: .regularExpression).map { String(output[$0]).split(separator: " ")[1] }
            .flatMap { Int($0) } ?? 0
        print(String(format: "process check sample-widgets (every family × device × entry; vanishing content in each iOS layout): "
                     + "%.2f s, %d pictures, %.2f ms a picture", seconds, pictures, 1000 * seconds / Double(max(pictures, 1))))
    }

    /// The median wall time of `runs` launches, in milliseconds: posix_spawn with output to
    /// /dev/null and waitpid, as a shell runs a command (Foundation's `Process` adds about 50 ms).
    static func median(_ executable: URL, _ arguments: [String], runs: Int) -> Double {
        spawn(executable, arguments)
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            spawn(executable, arguments)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Runs a process with standard output and error on /dev/null, to its end.
    static func spawn(_ executable: URL, _ arguments: [String]) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else { return }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Runs a process to its end; returns what it wrote to standard error.
    @discardableResult
    static func launch(_ executable: URL, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { return "" }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
