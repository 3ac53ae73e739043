import Devices
import ViewTree

/// A readable text form of a laid-out tree, one node per line, two spaces of indentation per
/// level: the name, a short description, and the frame as `(x, y) W×H` in points, e.g.
///
///     ZStack (0, 0) 58×58
///       AccessoryWidgetBackground (0, 0) 58×58
///       VStack (14.61, 5.2) 28.79×47.6
///         Text "MON" (14.61, 5.2) 28.79×14.28
///         Text "6" (20.41, 19.48) 17.18×33.32
public enum LayoutDump {
    public static func text(of node: LayoutNode) -> String {
        var lines: [String] = []
        append(node, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    static func append(_ node: LayoutNode, depth: Int, to lines: inout [String]) {
        let detail = description(of: node)
        let head = detail.isEmpty ? node.name : node.name + " " + detail
        lines.append(String(repeating: "  ", count: depth) + head + " " + node.frame.description)
        for child in node.children {
            append(child, depth: depth + 1, to: &lines)
        }
    }

    /// What distinguishes the node from others of its name.
    public static func description(of node: LayoutNode) -> String {
        switch node.kind {
        case .view(let kind): return description(of: kind, text: node.text)
        case .padding(let insets): return describe(insets)
        case .frame(let spec): return describe(spec)
        case .fixedSize(let horizontal, let vertical):
            return horizontal && vertical ? "" : horizontal ? "horizontal" : "vertical"
        case .position(let x, let y): return "(\(Size.format(x)), \(Size.format(y)))"
        case .aspectRatio(let ratio, let fills): return [ratio.map { Size.format($0) }, fills ? "fill" : "fit"].compactMap { $0 }.joined(separator: " ")
        case .background(let alignment), .overlay(let alignment): return alignment == .center ? "" : name(of: alignment)
        case .color(let color): return describe(color)
        case .indicator, .label: return ""
        }
    }

    static func description(of kind: ViewKind, text: TextLayout?) -> String {
        switch kind {
        case .text:
            // A symbol set in the text shows as its name in brackets.
            let lines = (text?.lines ?? []).map { line in
                line.segments.map { segment in segment.symbol.map { "[\($0)]" } ?? segment.text }.joined()
            }
            return "\"" + lines.joined(separator: "⏎") + "\""
        case .image(let image):
            switch image.source {
            case .symbol(let name): return name
            case .file(let written, _, _, _), .vector(let written, _, _, _, _): return written
            case .customSymbol(let name, _): return name
            }
        case .gauge(let gauge):
            let value = gauge.value.literalValue.map(Size.format) ?? "?"
            return "\(gauge.style.rawValue) \(value) in \(Size.format(gauge.lowerBound))…\(Size.format(gauge.upperBound))"
        case .progress(let progress):
            switch progress.source {
            case .value(let value, let total):
                return "\(progress.style.rawValue) \(value.literalValue.map(Size.format) ?? "?") of \(Size.format(total))"
            case .timer:
                return "\(progress.style.rawValue) timer"
            }
        case .shape(let shape):
            if case .roundedRectangle(let radius) = shape.shape { return Size.format(radius) }
            return ""
        case .chart(let chart):
            let counts = ChartMark.Kind.allCases.compactMap { kind -> String? in
                let count = chart.marks.filter { $0.kind == kind }.count
                return count == 0 ? nil : "\(count) \(kind.rawValue)"
            }
            return counts.joined(separator: ", ")
        case .spacer(let minLength?):
            return "minLength \(Size.format(minLength))"
        case .viewThatFits(let axes, _) where axes.count == 1:
            return "in \(axes.first?.rawValue ?? "")"
        default:
            return ""
        }
    }

    static func describe(_ insets: EdgeInsets) -> String {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        if Set(edges.map(\.1)).count == 1 { return Size.format(insets.top) }
        return edges.filter { $0.1 != 0 }.map { "\($0.0) \(Size.format($0.1))" }.joined(separator: ", ")
    }

    static func describe(_ spec: FrameSpec) -> String {
        let values: [(String, Double?)] = [
            ("width", spec.width), ("height", spec.height),
            ("minWidth", spec.minWidth), ("idealWidth", spec.idealWidth), ("maxWidth", spec.maxWidth),
            ("minHeight", spec.minHeight), ("idealHeight", spec.idealHeight), ("maxHeight", spec.maxHeight),
        ]
        var parts = values.compactMap { name, value in value.map { "\(name) \(Size.format($0))" } }
        if spec.alignment != .center { parts.append(name(of: spec.alignment)) }
        return parts.joined(separator: ", ")
    }

    static func describe(_ color: ColorValue) -> String {
        if let named = NamedColors.table.first(where: { $0.value == color }) { return named.name }
        switch color {
        case .rgba(let rgba): return rgba.description
        case .hierarchical(let level): return "hierarchical \(level)"
        case .accent: return "accentColor"
        case .withOpacity(let base, let opacity): return "\(describe(base)) opacity \(Size.format(opacity))"
        }
    }

    static func name(of alignment: Alignment) -> String {
        Alignment.named.first { $0.alignment == alignment }?.name ?? "\(alignment.horizontal.rawValue) \(alignment.vertical.rawValue)"
    }
}
