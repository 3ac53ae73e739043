import ViewTree

/// Reading scalars where a value of a known type is expected.
extension WidgetDecoder {
    /// A finite number, checked against `minimum`/`maximum`; `what` names it in messages.
    mutating func number(_ node: DocumentNode, _ what: String, minimum: Double? = nil, maximum: Double? = nil,
                         allowInfinity: Bool = false) -> Double? {
        guard case .scalar(let text, let quoted, let location) = node, !quoted, !node.isNull else {
            error(node.location, "expected a number for '\(what)', found \(node.kindDescription)")
            return nil
        }
        let lowered = text.lowercased()
        if ["infinity", ".inf", "+.inf", "inf"].contains(lowered) {
            if allowInfinity { return .infinity }
            error(location, "'\(what)' must be a finite number, found \(text)")
            return nil
        }
        if [".nan", "nan", "-.inf", "-infinity"].contains(lowered) {
            error(location, "'\(what)' must be a finite number, found \(text)")
            return nil
        }
        guard let value = Double(text), value.isFinite else {
            error(location, "expected a number for '\(what)', found \(node.kindDescription)")
            return nil
        }
        if let minimum, value < minimum {
            error(location, "'\(what)' must be at least \(NumberFormat.plain(minimum)), found \(text)")
            return nil
        }
        if let maximum, value > maximum {
            error(location, "'\(what)' must be at most \(NumberFormat.plain(maximum)), found \(text)")
            return nil
        }
        return value
    }

    /// A whole number in a range.
    mutating func integer(_ node: DocumentNode, _ what: String, minimum: Int, maximum: Int) -> Int? {
        guard let value = number(node, what, minimum: Double(minimum), maximum: Double(maximum)) else { return nil }
        guard value == value.rounded() else {
            error(node.location, "'\(what)' must be a whole number, found \(NumberFormat.plain(value))")
            return nil
        }
        return Int(value)
    }

    mutating func bool(_ node: DocumentNode, _ what: String) -> Bool? {
        if case .scalar(let text, false, _) = node, text == "true" || text == "false" { return text == "true" }
        error(node.location, "expected true or false for '\(what)', found \(node.kindDescription)")
        return nil
    }

    /// `underline` or `strikethrough`: `true`, `false` (`.some(nil)`: turned off), or the line's
    /// colour; nil when the value is neither.
    mutating func textLine(_ node: DocumentNode, _ what: String) -> TextLineStyle?? {
        if case .scalar(let text, false, _) = node, text == "true" || text == "false" {
            return .some(text == "true" ? TextLineStyle() : nil)
        }
        return color(node, what).map { TextLineStyle(color: $0) }
    }

    /// Any text, quoted or not.
    mutating func string(_ node: DocumentNode, _ what: String) -> String? {
        if case .scalar(let text, _, _) = node, !node.isNull { return text }
        error(node.location, "expected text for '\(what)', found \(node.kindDescription)")
        return nil
    }

    /// One of a fixed set of names, with a suggestion for a near miss.
    mutating func choice(_ node: DocumentNode, _ what: String, from names: [String]) -> String? {
        guard case .scalar(let text, _, let location) = node, !node.isNull else {
            error(node.location, "expected one of \(names.joined(separator: ", ")) for '\(what)', found \(node.kindDescription)")
            return nil
        }
        if names.contains(text) { return text }
        var message = "unknown \(what) '\(text)'"
        if let near = EditDistance.nearest(to: text, in: names) {
            message += "; did you mean '\(near)'?"
        } else {
            message += "; expected one of: " + names.joined(separator: ", ")
        }
        error(location, message)
        return nil
    }

    mutating func enumeration<T: RawRepresentable & CaseIterable>(_ node: DocumentNode, _ what: String, as type: T.Type) -> T?
    where T.RawValue == String {
        choice(node, what, from: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }

    /// A mapping's entries, or an error naming what was expected.
    mutating func mapping(_ node: DocumentNode, _ what: String, example: String) -> [DocumentNode.MappingEntry]? {
        if case .mapping(let entries, _) = node { return entries }
        error(node.location, "expected a mapping for '\(what)', found \(node.kindDescription); for example \(example)")
        return nil
    }

    mutating func list(_ node: DocumentNode, _ what: String) -> [DocumentNode]? {
        if case .sequence(let items, _) = node { return items }
        error(node.location, "expected a list for '\(what)', found \(node.kindDescription); write [ … ] or one '- ' line per item")
        return nil
    }
}
