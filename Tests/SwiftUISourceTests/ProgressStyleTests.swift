import Foundation
import Layout
import SwiftUISource
import Testing
import ViewTree

/// `.progressViewStyle(…)` and `.gaugeStyle(…)` pass down the environment as SwiftUI's styles do: on a `Group` or a
/// stack it styles every `ProgressView` inside, the nearest style winning; a style the drawing
/// does not know is said so.
@Suite struct ProgressStyleTests {
    static let source = """
    import SwiftUI

    struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(lineWidth: 3)
        }
    }

    struct Timers: View {
        let paused = true
        var body: some View {
            VStack {
                Group {
                    if paused {
                        ProgressView(value: 0.3)
                    } else {
                        ProgressView(value: 0.6)
                    }
                }
                .progressViewStyle(.circular)
                HStack {
                    ProgressView(value: 0.5)
                    ProgressView(value: 0.7).progressViewStyle(.linear)
                }
                .progressViewStyle(.circular)
                ProgressView(value: 0.9)
                ProgressView(value: 0.1).progressViewStyle(RingStyle())
            }
        }
    }
    """

    @Test func aStyleStylesEveryProgressViewInside() throws {
        let laidOut = try LaidOutSource(Self.source, path: "Timers.swift")
        let styles = laidOut.root.allNodes.compactMap { node -> ProgressStyle? in
            if case .view(.progress(let progress)) = node.kind { return progress.style }
            return nil
        }
        #expect(styles == [.circular, .circular, .linear, .linear, .linear], "\(styles)")
        let messages = laidOut.result.diagnostics.map(\.message)
        #expect(messages.count == 1 && messages[0].contains("only .circular and .linear are drawn"), "\(messages)")
    }

    /// `.gaugeStyle(…)` on a stack styles the gauges inside; a gauge's own style wins.
    @Test func aGaugeStylePassesDownToo() throws {
        let source = """
        import SwiftUI

        struct Meters: View {
            var body: some View {
                HStack {
                    Gauge(value: 0.3) { Text("A") }
                    Gauge(value: 0.6) { Text("B") }.gaugeStyle(.accessoryLinear)
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Meters.swift")
        let styles = laidOut.root.allNodes.compactMap { node -> GaugeStyle? in
            if case .view(.gauge(let gauge)) = node.kind { return gauge.style }
            return nil
        }
        #expect(styles == [.accessoryCircularCapacity, .accessoryLinear], "\(styles)")
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.diagnostics.map(\.message))")
    }
}
