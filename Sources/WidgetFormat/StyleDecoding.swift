import ViewTree

/// Colours, fonts and alignments.
extension WidgetDecoder {
    static let colorMappingKeys = ["color", "opacity", "red", "green", "blue"]

    mutating func color(_ node: DocumentNode, _ what: String) -> ColorValue? {
        switch node {
        case .scalar(let text, _, let location) where !node.isNull:
            if text.hasPrefix("#") {
                if let rgba = RGBA(hexString: text) { return .rgba(rgba) }
                error(location, "'\(text)' is not a hex colour; write #RGB, #RRGGBB or #RRGGBBAA with digits 0-9 and A-F")
                return nil
            }
            if let named = NamedColors.color(named: text) { return named }
            var message = "unknown colour '\(text)' for '\(what)'"
            if let near = EditDistance.nearest(to: text, in: NamedColors.names) {
                message += "; did you mean '\(near)'?"
            } else {
                message += "; use a name such as white or secondary, or hex such as \"#FF9500\""
            }
            error(location, message)
            return nil
        case .mapping(let entries, let location):
            let fields = Fields(entries, at: location, context: "a colour", allowed: Self.colorMappingKeys, into: &diagnostics)
            let opacity = fields["opacity"].flatMap { number($0, "opacity", minimum: 0, maximum: 1) } ?? 1
            if let base = fields["color"] {
                if fields.has("red") || fields.has("green") || fields.has("blue") {
                    error(location, "a colour has either 'color' or 'red', 'green' and 'blue', not both")
                    return nil
                }
                guard let resolved = color(base, what) else { return nil }
                return opacity == 1 ? resolved : .withOpacity(resolved, opacity)
            }
            var channels: [Double] = []
            for channel in ["red", "green", "blue"] {
                guard let value = fields[channel] else {
                    error(location, "a colour mapping needs 'color' (a name or hex), or all of 'red', 'green' and 'blue' (0 to 1); '\(channel)' is missing")
                    return nil
                }
                guard let v = number(value, channel, minimum: 0, maximum: 1) else { return nil }
                channels.append(v)
            }
            return .rgba(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: opacity))
        default:
            error(node.location, "expected a colour for '\(what)', found \(node.kindDescription); write a name (white), hex (\"#FF9500\") or { color: red, opacity: 0.5 }")
            return nil
        }
    }

    mutating func font(_ node: DocumentNode) -> FontSpec? {
        switch node {
        case .scalar(_, _, _) where !node.isNull:
            return enumeration(node, "text style", as: TextStyle.self).map { FontSpec(style: $0) }
        case .mapping(let entries, let location):
            let fields = Fields(entries, at: location, context: "font", allowed: ["style", "size", "weight", "design"], into: &diagnostics)
            var spec = FontSpec()
            if let n = fields["style"] { spec.style = enumeration(n, "text style", as: TextStyle.self) }
            if let n = fields["size"] { spec.size = number(n, "size", minimum: 1, maximum: 500) }
            if let n = fields["weight"] { spec.weight = enumeration(n, "font weight", as: FontWeight.self) }
            if let n = fields["design"] { spec.design = enumeration(n, "font design", as: FontDesign.self) }
            if spec.style == nil, spec.size == nil, spec.weight == nil, spec.design == nil, entries.isEmpty {
                error(location, "an empty font; give a style (caption) or { size: 28, weight: bold }")
            }
            return spec
        default:
            error(node.location, "expected a font, found \(node.kindDescription); write a text style (caption) or { size: 28, weight: bold }")
            return nil
        }
    }

    mutating func alignment(_ node: DocumentNode) -> Alignment? {
        choice(node, "alignment", from: Alignment.named.map(\.name)).flatMap(Alignment.init(name:))
    }
}
