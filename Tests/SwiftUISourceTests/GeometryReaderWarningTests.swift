import Devices
import Foundation
import Layout
import SwiftUISource
import Testing
import ViewTree

/// What a `GeometryReader`'s content approximates is warned with the widget's other messages,
/// though the layout makes that content later, at each size it offers.
@Suite struct GeometryReaderWarningTests {
    @Test func theContentsWarningsAreSaidWhenTheWidgetIsRead() throws {
        let source = """
        import SwiftUI

        struct RingView: View {
            var body: some View {
                GeometryReader { geometry in
                    Text("72%")
                        .kerning(2)
                        .frame(width: geometry.size.width)
                }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Ring.swift")
        #expect(result.widget != nil)
        #expect(result.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }
            == ["7:'.kerning' is approximated: letters keep the font's spacing"])
    }
}

/// A `GeometryReader`'s content as SwiftUI lays it out: its views over each other from the
/// top-leading corner, and `proxy.frame(in: .local)` the reader's own rectangle.
@Suite struct GeometryReaderContentTests {
    static let source = """
    import SwiftUI

    struct HealthBar: View {
        var level: Double = 0.25
        var body: some View {
            GeometryReader { geometry in
                let frame = geometry.frame(in: .local)
                RoundedRectangle(cornerRadius: 4).foregroundStyle(Color.gray)
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: frame.width * level)
                    .foregroundStyle(Color.green)
            }
            .frame(height: 10)
        }
    }
    """

    @Test func theViewsAreOverEachOtherAndTheLocalFrameIsTheReaders() throws {
        let result = SwiftUILoader.decode(text: Self.source, path: "Health.swift")
        #expect(!result.diagnostics.map(\.message).joined().contains("frame"), "\(result.diagnostics.map(\.message))")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular)
        let root = LayoutEngine.layout(widget.resolvedBody(for: environment, entryIndex: 0), in: Size(width: 146, height: 58),
                                       environment: environment)
        var shapes: [Rect] = []
        func visit(_ node: LayoutNode) {
            if case .view(.shape) = node.kind { shapes.append(node.frame) }
            node.children.forEach(visit)
        }
        visit(root)
        // The track fills the 146×10 reader; the bar over it is a quarter as wide, at the same top.
        #expect(shapes.count == 2)
        #expect(shapes.first == Rect(x: 0, y: 24, width: 146, height: 10), "\(shapes)")
        #expect(shapes.last == Rect(x: 0, y: 24, width: 36.5, height: 10), "\(shapes)")
    }
}
