import Foundation
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// A body is evaluated once for every rendering mode, Always-On and privacy state it does not
/// read, and again for each it does. A class instance held by a `static let` (one for the whole
/// program, as Swift has it) counts the evaluations, and the body shows the count.
@Suite struct EvaluationMemoTests {
    static func counted(_ reads: String) -> Widget? {
        let text = """
            import SwiftUI
            final class Counter { var value = 0 }
            enum Evaluations { static let counter = Counter() }
            struct Counted: View {
                \(reads)
                var body: some View {
                    let _ = { Evaluations.counter.value += 1 }()
                    Text("\\(Evaluations.counter.value)")
                }
            }
            """
        return SwiftUILoader.decode(text: text, path: "Counted.swift").widget
    }

    static func shown(_ widget: Widget, _ mode: RenderingMode, luminanceReduced: Bool = false) -> [String] {
        var environment = WidgetEnvironment(family: .circular, now: Date(timeIntervalSince1970: 1_780_911_660))
        environment.renderingMode = mode
        environment.isLuminanceReduced = luminanceReduced
        return ExtensionFolderTests.texts(in: widget.evaluator!.view(for: environment, entry: 0))
    }

    @Test func aBodyThatReadsNoSettingIsEvaluatedOnceForAllOfThem() throws {
        let widget = try #require(Self.counted(""))
        let vibrant = Self.shown(widget, .vibrant)
        #expect(Self.shown(widget, .accented) == vibrant)
        #expect(Self.shown(widget, .fullColor, luminanceReduced: true) == vibrant)
    }

    @Test func aBodyThatReadsTheRenderingModeIsEvaluatedForEachMode() throws {
        let widget = try #require(Self.counted("@Environment(\\.widgetRenderingMode) var mode"))
        let vibrant = Self.shown(widget, .vibrant)
        let accented = Self.shown(widget, .accented)
        #expect(accented != vibrant)
        // Always-On, which this body does not read, reuses the accented evaluation.
        #expect(Self.shown(widget, .accented, luminanceReduced: true) == accented)
    }
}
