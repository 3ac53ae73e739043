import ViewTree

/// Turns a view tree into layout elements for one pass: inherited values pushed down,
/// layout modifiers turned into wrapping elements, groups flattened into their container.
struct ElementBuilder {
    let widget: WidgetEnvironment

    /// The element for a view where one view is expected. A group of several views there is laid
    /// out as an implicit VStack, as SwiftUI lays out several views at a root.
    func element(for view: View, in environment: EnvironmentValues, stackAxis: Axis? = nil) -> LayoutElement {
        if case .branch(let branch) = view.kind {
            return element(for: chosen(branch, modifiers: view.modifiers), in: environment, stackAxis: stackAxis)
        }
        guard case .group = view.kind else { return modified(view, in: environment, stackAxis: stackAxis) }
        let views = flattened([view])
        if views.count == 1, let only = views.first { return modified(only, in: environment, stackAxis: stackAxis) }
        let info = NodeInfo(name: view.kind.name, kind: .view(.group(views)), modifiers: [], environment: environment,
                            location: view.location)
        if views.isEmpty { return EmptyElement(info: info) }
        return StackElement(axis: .vertical, alignment: .center, spacing: nil,
                            children: stackChildren(views, in: environment, axis: .vertical), info: info)
    }

    /// The branch's chosen view carries the branch's own modifiers outside its own.
    func chosen(_ branch: EnvironmentBranch, modifiers: [Modifier]) -> View {
        var view = branch.choose(in: widget)
        view.modifiers += modifiers
        return view
    }

    /// Views as a container sees them: groups (and branches) replaced by their children, each
    /// child taking the group's modifiers outside its own.
    func flattened(_ views: [View]) -> [View] {
        views.flatMap { view -> [View] in
            if let members = view.groupMembers { return flattened(members) }
            switch view.kind {
            case .branch(let branch):
                return flattened([chosen(branch, modifiers: view.modifiers)])
            default:
                return [view]
            }
        }
    }

    /// Whether a container leaves the view out: `EmptyView`, and in the inline family
    /// `AccessoryWidgetBackground` (an empty view there) and an image that is not an SF Symbol
    /// (the date line draws symbols only, and its text is not cut short to make room for one).
    func isAbsent(_ view: View) -> Bool {
        switch view.kind {
        case .empty: true
        case .accessoryWidgetBackground: widget.family == .inline
        case .image(let image):
            if case .symbol = image.source { false } else { widget.family == .inline }
        default: false
        }
    }

    func stackChildren(_ views: [View], in environment: EnvironmentValues, axis: Axis) -> [StackElement.Child] {
        flattened(views).filter { !isAbsent($0) }.map { view in
            let isSpacer = if case .spacer = view.kind { true } else { false }
            return StackElement.Child(element: modified(view, in: environment, stackAxis: axis), isSpacer: isSpacer,
                                      priority: view.layoutPriority)
        }
    }

    /// A view with its modifier chain. The chain is read from the outside in: a modifier that sets
    /// an inherited value applies to everything inside it; a layout modifier wraps everything inside
    /// it. Modifiers that do not change layout are recorded on the innermost node they apply to.
    func modified(_ view: View, in environment: EnvironmentValues, stackAxis: Axis?) -> LayoutElement {
        var values = environment
        var wrappers: [(modifier: Modifier, effects: [Modifier], environment: EnvironmentValues)] = []
        var effects: [Modifier] = []
        for modifier in view.modifiers.reversed() {
            if modifier.changesLayout {
                wrappers.append((modifier, effects.reversed(), values))
                effects = []
            } else {
                effects.append(modifier)
                values = values.applying(modifier)
            }
        }
        let info = NodeInfo(name: view.kind.name, kind: .view(view.kind), modifiers: effects.reversed(), environment: values,
                            location: view.location)
        var element = base(view.kind, info: info, stackAxis: stackAxis)
        for wrapper in wrappers.reversed() {
            element = wrap(element, in: wrapper.modifier, effects: wrapper.effects, environment: wrapper.environment)
        }
        return element
    }

    func wrap(_ element: LayoutElement, in modifier: Modifier, effects: [Modifier], environment: EnvironmentValues) -> LayoutElement {
        func info(_ kind: LayoutNode.Kind) -> NodeInfo {
            NodeInfo(name: modifier.name, kind: kind, modifiers: effects, environment: environment)
        }
        switch modifier {
        case .padding(let insets):
            let clean = EdgeInsets(top: Dimension.inset(insets.top), leading: Dimension.inset(insets.leading),
                                   bottom: Dimension.inset(insets.bottom), trailing: Dimension.inset(insets.trailing))
            return PaddingElement(insets: clean, child: element, info: info(.padding(clean)))
        case .frame(let spec) where spec.isFixed:
            return FixedFrameElement(width: spec.width, height: spec.height, alignment: spec.alignment, child: element,
                                     info: info(.frame(spec)))
        case .frame(let spec):
            return FlexibleFrameElement(spec, child: element, info: info(.frame(spec)))
        case .background(let decoration):
            let (view, alignment) = decorationElement(decoration, in: environment)
            return DecorationElement(content: element, decoration: view, alignment: alignment, isBehind: true,
                                     info: info(.background(alignment)))
        case .overlay(let decoration):
            let (view, alignment) = decorationElement(decoration, in: environment)
            return DecorationElement(content: element, decoration: view, alignment: alignment, isBehind: false,
                                     info: info(.overlay(alignment)))
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeElement(horizontal: horizontal, vertical: vertical, child: element,
                                    info: info(.fixedSize(horizontal: horizontal, vertical: vertical)))
        case .aspectRatio(let ratio, let fills):
            return AspectRatioElement(ratio: ratio, fills: fills, child: element, info: info(.aspectRatio(ratio, fills: fills)))
        case .position(let x, let y):
            return PositionElement(x: Dimension.spacing(x), y: Dimension.spacing(y), child: element, info: info(.position(x: x, y: y)))
        default:
            return element
        }
    }

    func decorationElement(_ decoration: Decoration, in environment: EnvironmentValues) -> (LayoutElement, Alignment) {
        switch decoration {
        case .color(let color):
            return (FillingElement(info: NodeInfo(name: "Color", kind: .color(color), modifiers: [], environment: environment)), .center)
        case .view(let view, let alignment):
            return (element(for: view, in: environment), alignment)
        }
    }

    /// The element for the view itself, before its layout modifiers.
    func base(_ kind: ViewKind, info: NodeInfo, stackAxis: Axis?) -> LayoutElement {
        let environment = info.environment
        switch kind {
        case .text(let runs):
            return TextElement(runs: runs, info: info)
        case .image(let image):
            return ImageElement(image: image, info: info)
        case .gauge(let gauge):
            return IndicatorBuilder(builder: self).gauge(gauge, info: info)
        case .progress(let progress):
            return IndicatorBuilder(builder: self).progress(progress, info: info)
        case .stack(let stack) where stack.kind == .grid:
            let rows = flattened(stack.children).filter { !isAbsent($0) }.map { modified($0, in: environment, stackAxis: nil) }
            return GridElement(alignment: stack.alignment, rowSpacing: stack.spacing.map(Dimension.spacing),
                               columnSpacing: stack.columnSpacing.map(Dimension.spacing), rows: rows, info: info)
        case .stack(let stack) where stack.kind == .gridRow:
            // A row that does not say its alignment (`.center`, the default) takes the grid's.
            let cells = flattened(stack.children).filter { !isAbsent($0) }
            return GridRowElement(alignment: stack.alignment.vertical == .center ? nil : stack.alignment.vertical,
                                  children: stackChildren(stack.children, in: environment, axis: .horizontal),
                                  spans: cells.map(\.gridCellColumns), columnAlignments: cells.map(\.gridColumnAlignment), info: info)
        case .stack(let stack) where stack.kind == .zstack:
            let children = flattened(stack.children).filter { !isAbsent($0) }.map { modified($0, in: environment, stackAxis: nil) }
            return ZStackElement(alignment: stack.alignment, children: children, info: info)
        case .stack(let stack):
            let axis: Axis = stack.kind == .hstack ? .horizontal : .vertical
            return StackElement(axis: axis, alignment: stack.alignment,
                                spacing: stack.spacing.map(Dimension.spacing),
                                children: stackChildren(stack.children, in: environment, axis: axis), info: info)
        case .spacer(let minLength):
            return SpacerElement(minLength: minLength, axis: stackAxis, info: info)
        case .viewThatFits(let axes, let children):
            let candidates = flattened(children).map { modified($0, in: environment, stackAxis: stackAxis) }
            return ViewThatFitsElement(axes: axes, children: candidates, info: info)
        case .accessoryWidgetBackground where widget.family == .inline:
            return EmptyElement(info: info)
        case .shape, .accessoryWidgetBackground:
            return FillingElement(info: info)
        case .chart(let chart):
            return ChartElement(chart: chart, info: info, widget: widget)
        case .group, .branch:
            return element(for: View(kind), in: environment, stackAxis: stackAxis)
        case .empty:
            return EmptyElement(info: info)
        case .geometryReader(let content):
            return GeometryReaderElement(content: content, builder: self, info: info)
        }
    }
}

extension Modifier {
    /// padding, frame, background, overlay, fixedSize, aspectRatio and position change layout; the others set inherited
    /// values, are read by the container (`layoutPriority`) or only affect drawing.
    var changesLayout: Bool {
        switch self {
        case .padding, .frame, .background, .overlay, .fixedSize, .aspectRatio, .position: true
        default: false
        }
    }
}

extension View {
    /// The priority a stack serves this view with: the outermost `layoutPriority`, else 0.
    /// The columns a `GridRow` cell spans (`gridCellColumns`), 1 unless set.
    var gridCellColumns: Int {
        for modifier in modifiers.reversed() {
            if case .gridCellColumns(let count) = modifier { return count }
        }
        return 1
    }

    /// The alignment a grid cell asks for its column (`gridColumnAlignment`), if any.
    var gridColumnAlignment: HorizontalAlignment? {
        for modifier in modifiers.reversed() {
            if case .gridColumnAlignment(let alignment) = modifier { return alignment }
        }
        return nil
    }

    var layoutPriority: Double {
        for modifier in modifiers.reversed() {
            if case .layoutPriority(let priority) = modifier { return priority }
        }
        return 0
    }
}
