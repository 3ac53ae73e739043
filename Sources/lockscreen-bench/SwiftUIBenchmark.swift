import Foundation
import SwiftUISource
import ViewTree

/// Times the SwiftUI reader on code written the way widget extensions are written: a generated
/// file of about 300 lines (an entry type with computed properties, a provider, helper views with
/// branches, closures and formatting, and the Widget), and a generated extension folder of 30 files.
enum SwiftUIBenchmark {
    static func run(runs: Int) {
        let source = generatedSource(lines: 300)
        let lineCount = lineCount(source)
        let check = SwiftUILoader.decode(text: source, path: "Generated.swift")
        guard let widget = check.widget, check.diagnostics.isEmpty else {
            print("SwiftUI benchmark source does not load cleanly: \(check.renderedDiagnostics.joined(separator: "\n"))")
            return
        }
        let load = Stopwatch.median(runs: runs) {
            _ = SwiftUILoader.decode(text: source, path: "Generated.swift")
        }
        var tick = 0.0
        let evaluate = Stopwatch.median(runs: runs) {
            tick += 1
            let environment = WidgetEnvironment(family: .rectangular, now: Date(timeIntervalSince1970: 1_780_911_660 + tick))
            _ = widget.resolvedBody(for: environment, entryIndex: 0)
        }
        print("")
        print(String(format: "SwiftUI source, a %d-line file (%d views, %d entries): evaluate the body for one entry and environment %.1f µs (%.3f ms) median",
                     lineCount, check.viewCount, widget.entries.count, evaluate, evaluate / 1000))
        print(String(format: "SwiftUI source, the same file: read it (parse, find the widget and its entries, evaluate every family and entry once) %.1f µs (%.3f ms) median",
                     load, load / 1000))
        runFolder(runs: max(runs / 10, 10))
    }

    /// A widget extension of 30 files: a bundle and ten widgets of an entry, a provider and a view each.
    static func runFolder(runs: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lockscreen-bench-extension-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = generatedFolder(widgets: 10)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        } catch {
            print("SwiftUI folder benchmark: cannot write \(folder.path): \(error)")
            return
        }
        let check = SwiftUILoader.load(path: folder.path)
        guard check.widgets.count == 10, check.diagnostics.isEmpty else {
            print("SwiftUI folder benchmark does not load cleanly: \(check.renderedDiagnostics.prefix(5).joined(separator: "\n"))")
            return
        }
        let median = Stopwatch.median(runs: runs) { _ = SwiftUILoader.load(path: folder.path) }
        let lines = files.map { lineCount($0.text) }.reduce(0, +)
        print(String(format: "SwiftUI folder of %d files (%d lines, %d widgets): read and evaluate every widget, family and entry %.1f µs (%.3f ms) median",
                     files.count, lines, check.widgets.count, median, median / 1000))
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    /// A whole widget file with enough helper views for at least `target` lines.
    static func generatedSource(lines target: Int) -> String {
        var helpers = 1
        while lineCount(file(prefix: "", helpers: helpers)) < target { helpers += 1 }
        return file(prefix: "", helpers: helpers)
    }

    static func file(prefix: String, helpers: Int) -> String {
        ["import SwiftUI\nimport WidgetKit\n", entry(prefix), provider(prefix), view(prefix, helpers: helpers),
         (0..<helpers).map { helper(prefix, $0) }.joined(), widget(prefix)].joined(separator: "\n")
    }

    /// `NAME.swift` files of a folder: a bundle, and per widget its entry, provider and view (with widget).
    static func generatedFolder(widgets: Int) -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        for index in 0..<widgets {
            let prefix = "W\(index)"
            files.append(("\(prefix)Entry.swift", "import WidgetKit\n" + entry(prefix)))
            files.append(("\(prefix)Provider.swift", "import WidgetKit\n" + provider(prefix)))
            files.append(("\(prefix)View.swift", "import SwiftUI\nimport WidgetKit\n" + view(prefix, helpers: 2)
                          + (0..<2).map { helper(prefix, $0) }.joined() + widget(prefix)))
        }
        let members = (0..<widgets).map { "        W\($0)Widget()" }.joined(separator: "\n")
        files.append(("Bundle.swift", "import SwiftUI\nimport WidgetKit\n\n@main\nstruct Widgets: WidgetBundle {\n    var body: some Widget {\n\(members)\n    }\n}\n"))
        return files
    }

    static func entry(_ p: String) -> String {
        """
        enum \(p)Trend: String, CaseIterable {
            case rising, steady, falling

            var symbol: String {
                switch self {
                case .rising: "arrow.up"
                case .steady: "wind"
                case .falling: "arrow.down"
                }
            }
        }

        struct \(p)Reading: Hashable {
            let label: String
            let value: Double
        }

        struct \(p)Entry: TimelineEntry {
            let date: Date
            let city: String
            let temperature: Int
            let trend: \(p)Trend
            let readings: [\(p)Reading]

            var progress: Double { min(max(Double(temperature + 10) / 50, 0), 1) }
            var average: Double { readings.isEmpty ? 0 : readings.map(\\.value).reduce(0, +) / Double(readings.count) }

            static let sample = \(p)Entry(date: .now, city: "Lisbon", temperature: 21, trend: .rising,
                                        readings: [\(p)Reading(label: "AM", value: 18.5), \(p)Reading(label: "PM", value: 23.0)])
        }

        """
    }

    static func provider(_ p: String) -> String {
        """
        struct \(p)Provider: TimelineProvider {
            func placeholder(in context: Context) -> \(p)Entry { .sample }

            func getSnapshot(in context: Context, completion: @escaping (\(p)Entry) -> Void) {
                completion(.sample)
            }

            func getTimeline(in context: Context, completion: @escaping (Timeline<\(p)Entry>) -> Void) {
                let entries = (0..<3).map { hour in
                    \(p)Entry(date: Calendar.current.date(byAdding: .hour, value: hour, to: .now)!, city: "Lisbon",
                              temperature: 21 + hour, trend: \(p)Trend.allCases[hour % 3], readings: \(p)Entry.sample.readings)
                }
                completion(Timeline(entries: entries, policy: .atEnd))
            }
        }

        """
    }

    static func view(_ p: String, helpers: Int) -> String {
        let uses = (0..<helpers).map { index in
            "                \(index % 2 == 0 ? "VStack" : "HStack") { \(p)Helper\(index)(entry: entry) }.padding(.horizontal, 2)"
        }.joined(separator: "\n")
        return """
        struct \(p)EntryView: View {
            var entry: \(p)Entry
            @Environment(\\.widgetFamily) var family
            @Environment(\\.isLuminanceReduced) var isLuminanceReduced

            var body: some View {
                switch family {
                case .accessoryCircular:
                    Gauge(value: entry.progress) {
                        Image(systemName: entry.trend.symbol)
                    } currentValueLabel: {
                        Text("\\(entry.temperature)°")
                    }
                    .gaugeStyle(.accessoryCircular)
                case .accessoryInline:
                    Label("\\(entry.city) \\(entry.temperature)°", systemImage: entry.trend.symbol)
                default:
                    VStack(alignment: .leading, spacing: 0) {
        \(uses)
                    }
                    .opacity(isLuminanceReduced ? 0.6 : 1)
                }
            }
        }

        """
    }

    static func helper(_ p: String, _ index: Int) -> String {
        """
        struct \(p)Helper\(index): View {
            let entry: \(p)Entry
            var title = "Row \(index)"

            private var summary: String {
                guard let warmest = entry.readings.max(by: { $0.value < $1.value }) else { return "no readings" }
                return "\\(warmest.label) \\(String(format: "%.1f", warmest.value))°"
            }

            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Image(systemName: entry.trend == .falling ? "cloud.rain.fill" : "cloud.sun.fill")
                    Text("\\(title): \\(summary) in \\(entry.city.uppercased())")
                        .font(.caption.weight(.semibold))
                    if entry.average > 20 {
                        Gauge(value: entry.progress) { EmptyView() }
                            .gaugeStyle(.accessoryLinearCapacity).tint(.orange)
                    }
                }
            }
        }

        """
    }

    static func widget(_ p: String) -> String {
        """
        struct \(p)Widget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "\(p)Weather", provider: \(p)Provider()) { entry in
                    \(p)EntryView(entry: entry)
                }
                .configurationDisplayName("Weather \(p)")
                .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
            }
        }

        #Preview(as: .accessoryRectangular) {
            \(p)Widget()
        } timeline: {
            \(p)Entry.sample
        }

        """
    }
}
