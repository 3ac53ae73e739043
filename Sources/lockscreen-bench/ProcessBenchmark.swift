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
        defer { for suffix in ["", ".kitty", ".iterm", ".six"] { try? FileManager.default.removeItem(atPath: png + suffix) } }
        var cases: [TimedCase] = [
            TimedCase("--version", binary, ["--version"]),
            TimedCase("one widget, render (256 colours)", binary, ["render", "sample-widgets/weather.yaml", "--family", "circular"] + moment),
            TimedCase("one widget, render --mode fullColor", binary, ["render", "sample-widgets/weather.yaml", "--family", "circular",
                                                                    "--mode", "fullColor", "--color", "truecolor"] + moment),
            TimedCase("render --lockscreen 60×40, gradient theme", binary,
                      ["render", "--lockscreen", "--width", "60", "--height", "40", "--color", "truecolor"] + moment),
            TimedCase("render --lockscreen 60×40, PNG theme (dusk-lake)", binary,
                      ["render", "--lockscreen", "--width", "60", "--height", "40", "--theme", "dusk-lake", "--color", "truecolor"] + moment),
            TimedCase("one widget's PNG at the device's pixels", binary,
                      ["render", "sample-widgets/weather.yaml", "--family", "circular", "-o", png] + moment),
            TimedCase("the Lock Screen's PNG at the device's pixels", binary, ["render", "--lockscreen", "-o", png] + moment),
            // Real pixels for terminals (issue "terminal"), written to a file as they would be to the
            // terminal: one widget at the device's pixels, the Lock Screen fitted into 100×40 cells (10×20 assumed).
            TimedCase("one widget, --graphics kitty", binary,
                      ["render", "sample-widgets/weather.yaml", "--family", "circular", "--graphics", "kitty", "-o", png + ".kitty"] + moment),
            TimedCase("one widget, --graphics iterm", binary,
                      ["render", "sample-widgets/weather.yaml", "--family", "circular", "--graphics", "iterm", "-o", png + ".iterm"] + moment),
            TimedCase("one widget, --graphics sixel", binary,
                      ["render", "sample-widgets/weather.yaml", "--family", "circular", "--graphics", "sixel", "-o", png + ".six"] + moment),
            TimedCase("render --lockscreen --graphics kitty, 100×40 cells", binary,
                      ["render", "--lockscreen", "--graphics", "kitty", "--width", "100", "--height", "40", "-o", png + ".kitty"] + moment),
            TimedCase("render --lockscreen --graphics sixel, 100×40 cells", binary,
                      ["render", "--lockscreen", "--graphics", "sixel", "--width", "100", "--height", "40", "-o", png + ".six"] + moment),
            // The blurred wallpaper under the slot is kept on disk too (BackdropPartFiles).
            TimedCase("one widget's PNG at the device's pixels, LOCKSCREEN_TUI_CACHE=off (painted each run)", binary,
                      ["render", "sample-widgets/weather.yaml", "--family", "circular", "-o", png] + moment,
                      environment: ["LOCKSCREEN_TUI_CACHE=off"]),
            // The photograph scaled to the picture is kept in the user's cache between runs, so the
            // runs above after the first read it; without the cache each run decodes the PNG.
            TimedCase("render --lockscreen 60×40, PNG theme, LOCKSCREEN_TUI_CACHE=off (decoded each run)", binary,
                      ["render", "--lockscreen", "--width", "60", "--height", "40", "--theme", "dusk-lake", "--color", "truecolor"] + moment,
                      environment: ["LOCKSCREEN_TUI_CACHE=off"]),
        ]
        if let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first(where: FileManager.default.isExecutableFile(atPath:)) {
            cases.append(TimedCase("chafa --size 60x40 --colors 256 themes/dusk-lake.png", URL(fileURLWithPath: chafa),
                                   ["--size", "60x40", "--colors", "256", "themes/dusk-lake.png"]))
        }
        // Round by round, every case once a round: the machine's speed drifts within a minute
        // (by half, some hours), and a drift then shifts every figure alike instead of some.
        for timed in cases { spawn(timed.executable, timed.arguments, environment: timed.environment) }
        var samples = [[Double]](repeating: [], count: cases.count)
        for _ in 0..<runs {
            for (index, timed) in cases.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                spawn(timed.executable, timed.arguments, environment: timed.environment)
                samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        for (timed, time) in zip(cases, medians) {
            let ratio = time / medians[0]
            print(String(format: "process %@: %.1f ms wall (median of %d rounds; %.1f× --version)", timed.name, time, runs, ratio))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let output = launch(binary, ["check", "sample-widgets"] + moment)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let pictures = output.range(of: #"in (\d+) pictures"#, options: .regularExpression).map { String(output[$0]).split(separator: " ")[1] }
            .flatMap { Int($0) } ?? 0
        print(String(format: "process check sample-widgets (every family × device × entry; vanishing content in each iOS layout): "
                     + "%.2f s, %d pictures, %.2f ms a picture", seconds, pictures, 1000 * seconds / Double(max(pictures, 1))))
    }

    /// One process timed in the rounds: what runs, and what its environment adds.
    struct TimedCase {
        let name: String
        let executable: URL
        let arguments: [String]
        let environment: [String]

        init(_ name: String, _ executable: URL, _ arguments: [String], environment: [String] = []) {
            self.name = name
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
        }
    }

    /// Runs a process with standard output and error on /dev/null, to its end, as a shell runs a
    /// command (posix_spawn and waitpid; Foundation's `Process` adds about 50 ms). `environment`
    /// adds `NAME=value` entries to this process's own, replacing any of the same name.
    static func spawn(_ executable: URL, _ arguments: [String], environment: [String] = []) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var inherited: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            inherited.append(String(cString: pointer))
            entry += 1
        }
        let names = Set(environment.map { $0.prefix { $0 != "=" } })
        let envp = (inherited.filter { !names.contains($0.prefix { $0 != "=" }) } + environment).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, envp) == 0 else { return }
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
