import Foundation
import SwiftUISource
import ViewTree

/// Times reading SwiftUI source: parsing with swift-syntax and interpreting into a view tree,
/// for a generated file of about 300 lines (a root view switching on the family over helper views).
enum SwiftUIBenchmark {
    static func run(runs: Int) {
        let source = generatedSource(lines: 300)
        let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        let entries = [TimelineEntry(values: ["temperature": .number(21), "city": .string("Lisbon"), "progress": .number(0.4)])]
        let check = SwiftUILoader.decode(text: source, path: "Generated.swift", entries: entries)
        guard check.widget != nil else {
            print("SwiftUI benchmark source does not load: \(check.renderedDiagnostics.joined(separator: "\n"))")
            return
        }
        let median = Stopwatch.median(runs: runs) {
            _ = SwiftUILoader.decode(text: source, path: "Generated.swift", entries: entries)
        }
        print("")
        print(String(format: "SwiftUI source: parse and interpret a %d-line file (%d views): %.1f µs (%.3f ms) median",
                     lineCount, check.viewCount, median, median / 1000))
    }

    /// A root view that switches on the family over enough helper views for at least `target` lines.
    static func generatedSource(lines target: Int) -> String {
        var helpers = 1
        while lineCount(source(helpers: helpers)) < target { helpers += 1 }
        return source(helpers: helpers)
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    /// A root view that switches on the family over `helpers` helper views of 15 lines each.
    static func source(helpers: Int) -> String {
        let definitions = (0..<helpers).map { index in
            """
            struct Helper\(index): View {
                let entry: SimpleEntry
                var title = "Row \(index)"

                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Image(systemName: "cloud.sun.fill")
                        Text("\\(title): \\(entry.temperature)° in \\(entry.city)")
                            .font(.caption.weight(.semibold))
                        Gauge(value: entry.progress) { EmptyView() }
                            .gaugeStyle(.accessoryLinearCapacity).tint(.orange)
                    }
                }
            }

            """
        }.joined()
        let uses = (0..<helpers).map { index in
            "            \(index % 2 == 0 ? "VStack" : "HStack") { Helper\(index)(entry: entry) }.padding(.horizontal, 2)"
        }.joined(separator: "\n")
        return """
        import SwiftUI
        import WidgetKit

        struct RootView: View {
            var entry: SimpleEntry
            @Environment(\\.widgetFamily) var family

            var body: some View {
                switch family {
                case .accessoryCircular:
                    Text("\\(entry.temperature)°").font(.title2)
                default:
                    VStack(alignment: .leading, spacing: 0) {
        \(uses)
                    }
                }
            }
        }

        """ + definitions
    }
}
