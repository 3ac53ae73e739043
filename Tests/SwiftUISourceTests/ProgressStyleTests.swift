import Foundation
import Layout
import SwiftUISource
import Testing
import ViewTree

/// `.progressViewStyle(…)` passes down the environment as SwiftUI's styles do: on a `Group` or a
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
}
