import Devices
import Layout
import Testing
import ViewTree

/// The content area of a 160×72 rectangular slot.
let rectangularArea = Size(width: 146, height: 58)

func layout(_ view: View, in size: Size = rectangularArea, family: WidgetFamily = .rectangular) -> LayoutNode {
    LayoutEngine.layout(view, in: size, environment: WidgetEnvironment(family: family))
}

func font(_ size: Double, _ weight: FontWeight = .regular) -> ResolvedFont {
    ResolvedFont(size: size, weight: weight)
}

/// The single-line width of `string` as `TextMetrics` measures it.
func width(_ string: String, _ size: Double = 17, _ weight: FontWeight = .regular) -> Double {
    TextMetrics.width(of: string, in: font(size, weight))
}

/// SwiftUI's line height for SF Pro: 1.19 em.
func lineHeight(_ size: Double = 17) -> Double { 1.19 * size }

func text(_ string: String, size: Double? = nil) -> View {
    let view = View(.text([.literal(string)]))
    guard let size else { return view }
    return view.modified(.font(FontSpec(size: size)))
}

func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: View...) -> View {
    View(.stack(StackView(kind: .hstack, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: children)))
}

func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: View...) -> View {
    View(.stack(StackView(kind: .vstack, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: children)))
}

func zstack(alignment: Alignment = .center, _ children: View...) -> View {
    View(.stack(StackView(kind: .zstack, alignment: alignment, children: children)))
}

func spacer(minLength: Double? = nil) -> View { View(.spacer(minLength: minLength)) }
let rectangle = View(.shape(ShapeView(shape: .rectangle)))
let circle = View(.shape(ShapeView(shape: .circle)))
let topLeading = Alignment(horizontal: .leading, vertical: .top)

extension View {
    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> View {
        modified(.frame(FrameSpec(width: width, height: height, alignment: alignment)))
    }

    func frame(minWidth: Double? = nil, maxWidth: Double? = nil) -> View {
        modified(.frame(FrameSpec(minWidth: minWidth, maxWidth: maxWidth)))
    }

    func padding(_ insets: EdgeInsets) -> View { modified(.padding(insets)) }

    func font(_ spec: FontSpec) -> View { modified(.font(spec)) }
}

/// The child at `index`, failing the test instead of trapping when there is none.
func child(_ node: LayoutNode, _ index: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutNode {
    try #require(node.children.indices.contains(index), "\(node.name) has \(node.children.count) children", sourceLocation: sourceLocation)
    return node.children[index]
}

/// Checks a frame to within a billionth of a point (the expected values are sums of the same widths).
func expectFrame(_ node: LayoutNode, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let frame = node.frame
    let close = [frame.x - x, frame.y - y, frame.width - width, frame.height - height].allSatisfy { abs($0) < 1e-9 }
    #expect(close, "\(node.name): (\(frame.x), \(frame.y)) \(frame.width)×\(frame.height), expected (\(x), \(y)) \(width)×\(height)",
            sourceLocation: sourceLocation)
}
