import Devices
import ViewTree

/// `GeometryReader`: takes the whole size it is offered, as a shape does (offered nothing, it
/// is `FillingElement.idealLength` square), and lays its content out in it from the top-leading
/// corner, the content made for that size.
final class GeometryReaderElement: LayoutElement {
    let info: NodeInfo
    let content: GeometryContent
    let builder: ElementBuilder

    init(content: GeometryContent, builder: ElementBuilder, info: NodeInfo) {
        self.info = info
        self.content = content
        self.builder = builder
    }

    func size(for proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? FillingElement.idealLength, height: proposal.height ?? FillingElement.idealLength)
    }

    func place(_ proposal: ProposedSize, at origin: Point) -> LayoutNode {
        var size = size(for: proposal)
        if !size.width.isFinite { size.width = FillingElement.idealLength }
        if !size.height.isFinite { size.height = FillingElement.idealLength }
        let view = content.view(width: size.width, height: size.height)
        let child = builder.element(for: view, in: info.environment)
        let placed = child.place(ProposedSize(width: size.width, height: size.height), at: origin)
        return info.node(Rect(origin: origin, size: size), children: [placed])
    }
}
