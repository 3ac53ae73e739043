import Devices
import Layout
import ViewTree

/// One combination a check looks at: a widget laid out in one family on one device (an iPhone's
/// Lock Screen slot, or a watch's complication) for one timeline entry, with the content area it
/// must stay in.
public struct CheckedPicture: Sendable {
    public var widget: Widget
    public var family: WidgetFamily
    /// The iPhone; for a watch complication, the default iPhone (only vanishing content, which
    /// is measured on iPhones, reads it).
    public var device: DeviceProfile
    public var entryIndex: Int
    /// The laid-out body, frames relative to the content area's origin.
    public var root: LayoutNode
    /// The content area's size (the slot less its inset).
    public var content: Size
    /// True for a watch complication rather than an iPhone Lock Screen slot.
    public var isOnWatch = false
    /// Where the picture is shown, as a message says it.
    public var surface = "on a Lock Screen"

    public init(widget: Widget, family: WidgetFamily, device: DeviceProfile, entryIndex: Int, root: LayoutNode) {
        self.widget = widget
        self.family = family
        self.device = device
        self.entryIndex = entryIndex
        self.root = Self.locating(root, within: nil)
        content = device.contentSize(for: family)
    }

    /// A watch complication: laid out in `slot`.
    public init(widget: Widget, family: WidgetFamily, slot: SlotGeometry, entryIndex: Int, root: LayoutNode) {
        self.init(widget: widget, family: family, device: DeviceCatalog.defaultDevice, entryIndex: entryIndex, root: root)
        content = slot.contentSize
        isOnWatch = true
    }

    /// A Live Activity's view (its Lock Screen view or a part of its Dynamic Island) laid out in
    /// `content` on `device`.
    public init(activity widget: Widget, view: ActivityView, device: DeviceProfile, content: Size, entryIndex: Int, root: LayoutNode) {
        self.init(widget: widget, family: .activity, device: device, entryIndex: entryIndex, root: root)
        self.content = content
        surface = view == .lockScreen ? "on a Lock Screen" : "in the Dynamic Island"
    }

    /// The tree with each node that has no source position given its parent's (a gauge's
    /// track is reported at the gauge).
    static func locating(_ node: LayoutNode, within parent: SourceLocation?) -> LayoutNode {
        var located = node
        located.location = node.location ?? parent
        located.children = node.children.map { locating($0, within: located.location) }
        return located
    }

    /// The nodes that the system lays out itself (a gauge's or progress view's labels and
    /// indicator), which the mask and outside checks leave alone.
    var systemPlaced: Set<LayoutNode> {
        var placed = Set<LayoutNode>()
        func mark(_ node: LayoutNode, inside: Bool) {
            var isSystem = inside
            if case .label = node.kind { isSystem = true }
            if case .indicator = node.kind { isSystem = true }
            if isSystem { placed.insert(node) }
            node.children.forEach { mark($0, inside: isSystem) }
        }
        mark(root, inside: false)
        return placed
    }

    /// Text whose size the system chooses, not the widget: the minimum, maximum and opening
    /// labels of an `accessoryCircular` gauge, which the style sets small and shrinks to fit.
    var systemSizedTexts: Set<LayoutNode> {
        var found = Set<LayoutNode>()
        func visit(_ node: LayoutNode, inCircularGauge: Bool) {
            var circular = false
            if case .view(.gauge(let gauge)) = node.kind { circular = gauge.style == .accessoryCircular }
            if inCircularGauge, case .label(let role) = node.kind, role != .currentValueLabel {
                found.formUnion(node.allNodes)
                return
            }
            node.children.forEach { visit($0, inCircularGauge: circular) }
        }
        visit(root, inCircularGauge: false)
        return found
    }

    /// The nodes that draw text, with their laid-out lines.
    var texts: [(node: LayoutNode, text: TextLayout)] {
        checkedNodes.compactMap { node in node.text.map { (node, $0) } }
    }

    /// Every node but the preview's stand-ins for values it could not compute (`View.standIn`):
    /// their size is a guess, so whether they fit is no finding about the widget.
    var checkedNodes: [LayoutNode] {
        root.allNodes.filter { node in
            guard case .view(let kind) = node.kind else { return true }
            return !View.isStandIn(kind, redactedAsPlaceholder: node.environment.redactionReasons.contains(.placeholder))
        }
    }

    /// The nodes that draw something of their own: text, images, shapes, gauges, colours.
    var drawingNodes: [LayoutNode] {
        checkedNodes.filter { node in
            switch node.kind {
            case .view(let kind):
                switch kind {
                case .text, .image, .shape, .gauge, .progress, .accessoryWidgetBackground, .chart: return true
                default: return false
                }
            case .color, .indicator: return true
            default: return false
            }
        }
    }
}
