import Foundation

/// What a widget maker's folders, values and shell hold besides widget code (issue "hardened"):
/// each input made in a scratch folder and answered by the release `lockscreen-tui` as a whole
/// process, the median wall time of a few runs with its exit status. Each of these crashed,
/// hung or ran for seconds to gigabytes; the tests assert the messages and statuses, this the time.
enum HostileBenchmark {
    /// One input: what it is, the files it needs, and the command answered.
    struct Input {
        let name: String
        let files: [String: Data]
        let links: [String: String]
        let fifos: [String]
        let arguments: [String]
        /// Where standard output goes: /dev/null, or /dev/full.
        let output: String

        init(_ name: String, files: [String: Data] = [:], links: [String: String] = [:], fifos: [String] = [],
             _ arguments: [String], output: String = "/dev/null") {
            self.name = name
            self.files = files
            self.links = links
            self.fifos = fifos
            self.arguments = arguments
            self.output = output
        }
    }

    /// A rectangular widget whose view is `body`, with an entry of `count: Int`.
    static func widget(_ body: String, extra: String = "") -> Data {
        Data("""
        import WidgetKit
        import SwiftUI
        import Charts

        struct CountEntry: TimelineEntry { let date: Date; let count: Int }
        struct CountView: View {
            let entry: CountEntry
            var body: some View {
                \(body)
            }
        }
        struct CountWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "count", provider: CountProvider()) { CountView(entry: $0) }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        struct CountProvider: TimelineProvider {
            func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 3) }
            func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                \(extra.isEmpty ? "completion(Timeline(entries: [placeholder(in: context)], policy: .never))" : extra)
            }
        }

        """.utf8)
    }

    static var inputs: [Input] {
        let imageSet = "Ext/Assets.xcassets/Big.imageset/"
        let contents = Data(#"{"images":[{"filename":"big.png","idiom":"universal","scale":"1x"}]}"#.utf8)
        let entry = #"{"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}}"#
        let previews = (1...3_000).map { "#Preview(\"p\($0)\", as: .accessoryRectangular) { CountWidget() } timeline: { CountEntry(date: .now, count: \($0)) }" }
        return [
            Input(".lineLimit(Int.max)", files: ["w.swift": widget(#"Text("a").lineLimit(Int.max)"#)], ["render", "w.swift"]),
            Input("Color(hue: .infinity, …)", files: ["w.swift": widget(#"Text("a").foregroundStyle(Color(hue: .infinity, saturation: 1, brightness: 1))"#)],
                  ["render", "w.swift"]),
            Input("chart values ±1e308", files: ["w.swift": widget(#"Chart { BarMark(x: .value("x", "a"), y: .value("y", 1e308)); BarMark(x: .value("x", "b"), y: .value("y", -1e308)) }"#)],
                  ["render", "w.swift"]),
            Input("entries file count: 1e300", files: ["w.swift": widget(#"Text("\(entry.count)")"#), "w.entry.json": Data(#"[{"count": 1e300}]"#.utf8)],
                  ["render", "w.swift"]),
            Input("render > /dev/full", ["render", "sample-widgets/weather.yaml"], output: "/dev/full"),
            Input("30 lines of `struct A.`", files: ["w.swift": Data(String(repeating: "struct A.\n", count: 30).utf8)], ["validate", "w.swift"]),
            Input("1 MB of `f(a:b:c:)`", files: ["w.swift": Data(String(repeating: "f(a:b:c:)", count: 116_508).utf8)], ["validate", "w.swift"]),
            Input("extension with `ln -s . loop` and `ln -s .. up`", files: ["Ext/CountWidget.swift": widget(#"Text("a")"#)],
                  links: ["Ext/loop": ".", "Ext/Shared/up": ".."], ["validate", "Ext"]),
            Input("extension with `ln -s / root`", files: ["Ext/CountWidget.swift": widget(#"Text("a")"#)], links: ["Ext/root": "/"], ["validate", "Ext"]),
            Input("extension with a FIFO named Pipe.swift", files: ["Ext/CountWidget.swift": widget(#"Text("a")"#)], fifos: ["Ext/Pipe.swift"],
                  ["validate", "Ext"]),
            Input("a FIFO named on the command line", fifos: ["Pipe.swift"], ["render", "Pipe.swift"]),
            Input("a 50 MB Localizable.xcstrings", files: ["Ext/CountWidget.swift": widget(#"Text("greeting")"#),
                                                          "Ext/Localizable.xcstrings": Data(("{\"strings\": {" + (0..<520_000).map { "\"k\($0)\": \(entry)" }.joined(separator: ",") + "}}").utf8)],
                  ["validate", "Ext"]),
            Input("a 7.8 MB Localizable.xcstrings (under the limit)", files: ["Ext/CountWidget.swift": widget(#"Text("greeting")"#),
                                                                             "Ext/Localizable.xcstrings": Data(("{\"strings\": {" + (0..<82_000).map { "\"k\($0)\": \(entry)" }.joined(separator: ",") + "}}").utf8)],
                  ["validate", "Ext"]),
            Input("`s = s + s` 64 times", files: ["w.swift": widget(#"var s = "ab"; for _ in 0..<64 { s = s + s }; return Text(s)"#)], ["validate", "w.swift"]),
            Input("Set(0..<1_000_000)", files: ["w.swift": widget(#"Text("\(Set(0..<1_000_000).count)")"#)], ["validate", "w.swift"]),
            Input("(0..<1_000_000).map and reduce", files: ["w.swift": widget(#"Text("\((0..<1_000_000).map { $0 * 2 }.reduce(0, +))")"#)], ["validate", "w.swift"]),
            Input("a 1,000,000-entry timeline", files: ["w.swift": widget(#"Text("\(entry.count)")"#, extra: "completion(Timeline(entries: (0..<1_000_000).map { CountEntry(date: .now, count: $0) }, policy: .never))")],
                  ["validate", "w.swift"]),
            Input("appending 150,000 entries in a loop", files: ["w.swift": widget(#"Text("\(entry.count)")"#, extra: "var entries: [CountEntry] = []; for i in 0..<150_000 { entries.append(CountEntry(date: .now, count: i)) }; completion(Timeline(entries: entries, policy: .never))")],
                  ["validate", "w.swift"]),
            Input("3,000 #Previews", files: ["w.swift": widget(#"Text("\(entry.count)")"#) + Data(previews.joined(separator: "\n").utf8)], ["validate", "w.swift"]),
            Input("an image set of a 20000×20000 PNG", files: ["Ext/CountWidget.swift": widget(#"Image("Big")"#), imageSet + "Contents.json": contents,
                                                              imageSet + "big.png": hugePNG(side: 20_000)], ["validate", "Ext"]),
            Input("--output-dir naming a file", files: ["taken": Data("a file".utf8)], ["render", "sample-widgets/weather.yaml", "--output-dir", "taken"]),
        ]
    }

    /// A PNG whose header declares `side`×`side` pixels and whose data is a few bytes.
    static func hugePNG(side: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let header = bigEndian(side) + bigEndian(side) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
                    + chunk("IEND", []))
    }

    static func run(runs: Int) {
        let binary = ProcessBenchmark.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("hostile: \(binary.path) not built (swift build -c release --static-swift-stdlib)")
            return
        }
        let repository = FileManager.default.currentDirectoryPath
        for input in inputs {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(getpid())-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            do {
                try make(input, in: folder, repository: repository)
            } catch {
                print("hostile \(input.name): could not be made: \(error)")
                continue
            }
            var times: [Double] = []
            var status: Int32 = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                status = answer(binary, input.arguments, in: folder.path, output: input.output, repository: repository)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            print(String(format: "hostile %@: %.1f ms (median of %d, slowest %.1f ms; exit %d)",
                         input.name, times.sorted()[times.count / 2], runs, times.max() ?? 0, status))
        }
    }

    /// Writes the input's files, links and FIFOs, and links `sample-widgets` to the repository's.
    static func make(_ input: Input, in folder: URL, repository: String) throws {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: folder.appendingPathComponent("sample-widgets").path,
                                     withDestinationPath: repository + "/sample-widgets")
        for (path, data) in input.files {
            let url = folder.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for (path, target) in input.links {
            let url = folder.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
        for path in input.fifos where mkfifo(folder.appendingPathComponent(path).path, 0o600) != 0 {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Runs the binary in `folder` with standard output to `output` and standard error to
    /// /dev/null, as `ProcessBenchmark.spawn` does; returns its exit status.
    static func answer(_ binary: URL, _ arguments: [String], in folder: String, output: String, repository: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ["LOCKSCREEN_TUI_HOME=" + repository, "TZ=UTC", "PATH=/usr/bin:/bin", "HOME=" + NSHomeDirectory()]
        let envp = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        // The child starts in `folder` (this benchmark runs one thing at a time).
        let here = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder)
        defer { FileManager.default.changeCurrentDirectoryPath(here) }
        guard posix_spawn(&pid, binary.path, &actions, nil, argv, envp) == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
    }
}
