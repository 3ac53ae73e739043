import ViewTree

/// Views: the bare-name form and the mapping form (view name first, then modifiers in order).
extension WidgetDecoder {
    mutating func decodeView(_ node: DocumentNode, depth: Int) -> View? {
        if tooDeep(node, depth: depth) { return nil }
        switch node {
        case .scalar(let text, _, let location):
            return bareView(text, node: node, at: location, depth: depth)
        case .sequence:
            error(node.location, "expected a view, found a list; to put views side by side write HStack: [ … ] or VStack: [ … ]")
            return nil
        case .mapping(let entries, let location):
            guard let head = entries.first else {
                error(location, "expected a view, found an empty mapping; write a view such as Text: \"Hi\"")
                return nil
            }
            guard Vocabulary.views.contains(head.key) else {
                reportUnknownView(head.key, at: head.keyLocation, inMapping: true)
                return nil
            }
            viewCount += 1
            guard var view = viewArguments(head.key, head.value, at: head.keyLocation, depth: depth) else { return nil }
            view.location = head.keyLocation
            var remaining = entries.dropFirst()
            if case .shape(var shape) = view.kind {
                while let next = remaining.first, Vocabulary.shapeModifiers.contains(next.key) {
                    remaining = remaining.dropFirst()
                    if next.key == "fill" {
                        shape.fill = color(next.value, "fill")
                    } else {
                        shape.stroke = stroke(next.value)
                    }
                }
                view.kind = .shape(shape)
            }
            for entry in remaining {
                if let modifier = decodeModifier(entry, on: head.key, depth: depth) { view.modifiers.append(modifier) }
            }
            return view
        }
    }

    mutating func bareView(_ text: String, node: DocumentNode, at location: SourceLocation, depth: Int) -> View? {
        if node.isNull {
            error(location, "expected a view, found nothing; write a view such as Text: \"Hi\" or Spacer")
            return nil
        }
        if Vocabulary.bareViews.contains(text) {
            viewCount += 1
            var view = viewArguments(text, .scalar("", quoted: false, location), at: location, depth: depth)
            view?.location = location
            return view
        }
        if Vocabulary.views.contains(text) {
            error(location, "\(text) needs arguments; write it as a mapping, e.g. \(example(for: text))")
            return nil
        }
        reportUnknownView(text, at: location, inMapping: false)
        return nil
    }

    mutating func reportUnknownView(_ name: String, at location: SourceLocation, inMapping: Bool) {
        if let near = Vocabulary.nearestView(to: name) {
            error(location, "unknown view '\(name)'; did you mean '\(near)'?")
        } else if inMapping, Vocabulary.modifiers.contains(name) || Vocabulary.shapeModifiers.contains(name) {
            error(location, "a view mapping starts with the view's name, but '\(name)' is a modifier; put the view (Text: …) first and its modifiers after it")
        } else if !inMapping {
            error(location, "expected a view, found the text \"\(name)\"; to show text write Text: \"\(name)\"")
        } else {
            error(location, "unknown view '\(name)'; views are " + Vocabulary.views.joined(separator: ", "))
        }
    }

    func example(for view: String) -> String {
        switch view {
        case "Text": "Text: \"Hello\""
        case "Image": "Image: heart.fill"
        case "Gauge": "Gauge: { value: 0.5 }"
        case "ProgressView": "ProgressView: { value: 0.5 }"
        case "HStack", "VStack", "ZStack", "Group", "ViewThatFits": "\(view): [ …views… ]"
        case "RoundedRectangle": "RoundedRectangle: 8"
        case "Switch": "Switch: { on: family, cases: { circular: …view… } }"
        case "If": "If: { condition: isLuminanceReduced, then: …view…, else: …view… }"
        default: "\(view): {}"
        }
    }

    /// A view from its name and the value written after it.
    mutating func viewArguments(_ name: String, _ value: DocumentNode, at location: SourceLocation, depth: Int) -> View? {
        func noArguments(_ kind: ViewKind) -> View? {
            if value.isNull { return View(kind) }
            if case .mapping(let entries, _) = value, entries.isEmpty { return View(kind) }
            error(value.location, "\(name) takes no arguments, found \(value.kindDescription); write '\(name)' alone or '\(name):' followed by modifiers")
            return nil
        }
        switch name {
        case "Text": return decodeText(value).map { View(.text($0)) }
        case "Image": return decodeImage(value).map { View(.image($0)) }
        case "Gauge": return decodeGauge(value, depth: depth).map { View(.gauge($0)) }
        case "ProgressView": return decodeProgress(value, depth: depth).map { View(.progress($0)) }
        case "HStack": return decodeStack(.hstack, value, depth: depth)
        case "VStack": return decodeStack(.vstack, value, depth: depth)
        case "ZStack": return decodeStack(.zstack, value, depth: depth)
        case "Spacer": return decodeSpacer(value)
        case "ViewThatFits": return decodeViewThatFits(value, depth: depth)
        case "Group":
            let (_, children) = containerContent(value, name: "Group", allowed: [], depth: depth)
            return children.map { View(.group($0)) }
        case "AccessoryWidgetBackground": return noArguments(.accessoryWidgetBackground)
        case "EmptyView": return noArguments(.empty)
        case "Circle": return noArguments(.shape(ShapeView(shape: .circle)))
        case "Capsule": return noArguments(.shape(ShapeView(shape: .capsule)))
        case "Rectangle": return noArguments(.shape(ShapeView(shape: .rectangle)))
        case "ContainerRelativeShape": return noArguments(.shape(ShapeView(shape: .containerRelative)))
        case "RoundedRectangle": return roundedRectangle(value).map { View(.shape(ShapeView(shape: $0))) }
        case "Switch": return decodeSwitch(value, depth: depth).map { View(.branch($0)) }
        case "If": return decodeIf(value, depth: depth).map { View(.branch($0)) }
        default:
            error(location, "unknown view '\(name)'")
            return nil
        }
    }

    /// The children of a container written as a list, or as a mapping with `content` and options.
    mutating func containerContent(_ value: DocumentNode, name: String, allowed: [String], depth: Int) -> (Fields?, [View]?) {
        switch value {
        case .sequence(let items, _):
            return (nil, children(items, depth: depth))
        case .mapping(let entries, let location):
            let fields = Fields(entries, at: location, context: name, allowed: allowed + ["content"], into: &diagnostics)
            guard let content = fields["content"] else {
                error(location, "\(name) needs 'content', the list of its views")
                return (fields, nil)
            }
            guard let items = list(content, "content") else { return (fields, nil) }
            return (fields, children(items, depth: depth))
        default:
            error(value.location, "expected the views of \(name) as a list, found \(value.kindDescription); write \(name): [ …views… ]")
            return (nil, nil)
        }
    }

    mutating func children(_ items: [DocumentNode], depth: Int) -> [View] {
        items.compactMap { decodeView($0, depth: depth + 1) }
    }

    mutating func decodeStack(_ kind: StackView.Kind, _ value: DocumentNode, depth: Int) -> View? {
        let options = kind == .zstack ? ["alignment"] : ["alignment", "spacing"]
        let (fields, children) = containerContent(value, name: kind.rawValue, allowed: options, depth: depth)
        guard let children else { return nil }
        var stack = StackView(kind: kind, children: children)
        if let node = fields?["alignment"] {
            switch kind {
            case .hstack:
                if let v = enumeration(node, "HStack alignment", as: VerticalAlignment.self) {
                    stack.alignment = Alignment(horizontal: .center, vertical: v)
                }
            case .vstack:
                if let h = enumeration(node, "VStack alignment", as: HorizontalAlignment.self) {
                    stack.alignment = Alignment(horizontal: h, vertical: .center)
                }
            case .zstack, .grid, .gridRow:
                if let a = alignment(node) { stack.alignment = a }
            }
        }
        if let node = fields?["spacing"] { stack.spacing = number(node, "spacing", minimum: 0) }
        return View(.stack(stack))
    }

    mutating func decodeSpacer(_ value: DocumentNode) -> View? {
        if value.isNull { return View(.spacer(minLength: nil)) }
        guard let entries = mapping(value, "Spacer", example: "Spacer: { minLength: 4 }") else { return nil }
        let fields = Fields(entries, at: value.location, context: "Spacer", allowed: ["minLength"], into: &diagnostics)
        let minLength = fields["minLength"].flatMap { number($0, "minLength", minimum: 0) }
        return View(.spacer(minLength: minLength))
    }

    mutating func decodeViewThatFits(_ value: DocumentNode, depth: Int) -> View? {
        let (fields, children) = containerContent(value, name: "ViewThatFits", allowed: ["in"], depth: depth)
        guard let children else { return nil }
        if children.isEmpty { error(value.location, "ViewThatFits needs at least one view") }
        var axes: Set<Axis> = [.horizontal, .vertical]
        if let node = fields?["in"], let name = choice(node, "axes", from: ["horizontal", "vertical", "both"]) {
            axes = name == "both" ? [.horizontal, .vertical] : [Axis(rawValue: name)!]
        }
        return View(.viewThatFits(axes: axes, children: children))
    }

    mutating func roundedRectangle(_ value: DocumentNode) -> ShapeKind? {
        if case .mapping(let entries, let location) = value {
            let fields = Fields(entries, at: location, context: "RoundedRectangle", allowed: ["cornerRadius"], into: &diagnostics)
            guard let radius = fields["cornerRadius"] else {
                error(location, "RoundedRectangle needs 'cornerRadius'")
                return nil
            }
            return number(radius, "cornerRadius", minimum: 0).map { .roundedRectangle(cornerRadius: $0) }
        }
        return number(value, "cornerRadius", minimum: 0).map { .roundedRectangle(cornerRadius: $0) }
    }

    mutating func stroke(_ value: DocumentNode) -> ShapeStroke? {
        if case .mapping(let entries, let location) = value, entries.contains(where: { $0.key == "lineWidth" }) {
            let fields = Fields(entries, at: location, context: "stroke", allowed: ["color", "lineWidth"], into: &diagnostics)
            let strokeColor = fields["color"].flatMap { color($0, "stroke") }
            let width = fields["lineWidth"].flatMap { number($0, "lineWidth", minimum: 0) } ?? 1
            return ShapeStroke(color: strokeColor, lineWidth: width)
        }
        return color(value, "stroke").map { ShapeStroke(color: $0, lineWidth: 1) }
    }
}
