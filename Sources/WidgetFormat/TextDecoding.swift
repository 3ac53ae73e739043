import ViewTree

/// `Text`: literals with `{name}` interpolation, formatted values, dates, and runs.
extension WidgetDecoder {
    static let runKeys = ["text", "value", "date", "format", "style"] + Vocabulary.runStyleKeys

    mutating func decodeText(_ value: DocumentNode) -> [TextRun]? {
        switch value {
        case .scalar(let text, let quoted, let location) where !value.isNull:
            return template(text, quoted: quoted, at: location).map { [TextRun(piece: .template($0))] }
        case .mapping:
            return run(value).map { [$0] }
        case .sequence(let items, let location):
            if items.isEmpty { error(location, "a Text with no runs; give a string or a list of runs") }
            var runs: [TextRun] = []
            for item in items {
                if case .scalar(let text, let quoted, let l) = item, !item.isNull {
                    if let parts = template(text, quoted: quoted, at: l) { runs.append(TextRun(piece: .template(parts))) }
                } else if case .mapping = item {
                    if let r = run(item) { runs.append(r) }
                } else {
                    error(item.location, "expected a run of text (a string or a mapping with text, value or date), found \(item.kindDescription)")
                }
            }
            return runs
        default:
            error(value.location, "expected text for Text, found \(value.kindDescription); write Text: \"Hello\"")
            return nil
        }
    }

    mutating func run(_ node: DocumentNode) -> TextRun? {
        guard case .mapping(let entries, let location) = node else { return nil }
        let fields = Fields(entries, at: location, context: "a text run", allowed: Self.runKeys, into: &diagnostics)
        let sources = ["text", "value", "date"].filter(fields.has)
        guard sources.count == 1 else {
            error(location, sources.isEmpty
                  ? "a text run needs one of 'text', 'value' or 'date'"
                  : "a text run has one of 'text', 'value' or 'date', found \(sources.map { "'\($0)'" }.joined(separator: " and "))")
            return nil
        }
        if fields.has("format"), sources[0] != "value" {
            error(fields.keyLocation("format"), "'format' goes with 'value'; dates take 'style'")
        }
        if fields.has("style"), sources[0] != "date" {
            error(fields.keyLocation("style"), "'style' goes with 'date'; for fonts use 'font'")
        }
        var style = RunStyle()
        if let n = fields["font"] { style.font = font(n) }
        if let n = fields["foregroundStyle"] { style.foreground = color(n, "foregroundStyle") }
        if let n = fields["bold"] { style.bold = bool(n, "bold") }
        if let n = fields["italic"] { style.italic = bool(n, "italic") }
        if let n = fields["monospacedDigit"] { style.monospacedDigit = bool(n, "monospacedDigit") }
        if let n = fields["underline"] { style.underline = textLine(n, "underline") ?? nil }
        if let n = fields["strikethrough"] { style.strikethrough = textLine(n, "strikethrough") ?? nil }

        switch sources[0] {
        case "text":
            guard let node = fields["text"], case .scalar(let text, let quoted, let l) = node, !node.isNull else {
                error(fields["text"]?.location ?? location, "expected text for 'text', found \(fields["text"]?.kindDescription ?? "nothing")")
                return nil
            }
            return template(text, quoted: quoted, at: l).map { TextRun(piece: .template($0), style: style) }
        case "value":
            guard let node = fields["value"], case .scalar(let name, _, let l) = node, !node.isNull else {
                error(fields["value"]?.location ?? location, "expected the name of an entry value for 'value'")
                return nil
            }
            guard let ref = reference(name, at: l, kind: .any) else { return nil }
            let format = fields["format"].flatMap { numberFormat($0) } ?? NumberFormat()
            return TextRun(piece: .value(ref, format), style: style)
        default:
            guard let dateNode = fields["date"], let spec = moment(dateNode, "date") else { return nil }
            let dateStyle = fields["style"].flatMap { enumeration($0, "date style", as: DateStyle.self) } ?? .date
            return TextRun(piece: .date(spec, dateStyle), style: style)
        }
    }

    mutating func numberFormat(_ node: DocumentNode) -> NumberFormat? {
        if case .scalar = node {
            return enumeration(node, "number format", as: NumberFormat.Style.self).map { NumberFormat(style: $0) }
        }
        guard let entries = mapping(node, "format", example: "format: { style: currency, currency: EUR }") else { return nil }
        let fields = Fields(entries, at: node.location, context: "format", allowed: ["style", "fractionDigits", "currency", "sign"], into: &diagnostics)
        var format = NumberFormat()
        if let n = fields["style"], let s = enumeration(n, "number format", as: NumberFormat.Style.self) { format.style = s }
        if let n = fields["fractionDigits"] { format.fractionDigits = integer(n, "fractionDigits", minimum: 0, maximum: 6) }
        if let n = fields["currency"], let code = string(n, "currency") {
            if code.count == 3, code.allSatisfy({ $0.isUppercase && $0.isASCII }) {
                format.currencyCode = code
            } else {
                error(n.location, "'\(code)' is not a currency code; write three capital letters such as USD or EUR")
            }
        }
        if let n = fields["sign"], let s = choice(n, "sign", from: ["always", "automatic"]) { format.alwaysShowSign = s == "always" }
        return format
    }

    /// Splits `Hi {name}` into literal and reference parts; `{{` and `}}` are literal braces.
    mutating func template(_ text: String, quoted: Bool, at location: SourceLocation) -> [TemplatePart]? {
        var parts: [TemplatePart] = []
        var literal = ""
        var index = text.startIndex
        var column = location.column + (quoted ? 1 : 0)
        func at(_ col: Int) -> SourceLocation { SourceLocation(line: location.line, column: col) }
        while index < text.endIndex {
            let ch = text[index]
            let next = text.index(after: index)
            if ch == "{" {
                if next < text.endIndex, text[next] == "{" {
                    literal.append("{")
                    index = text.index(after: next)
                    column += 2
                    continue
                }
                guard let close = text[next...].firstIndex(of: "}") else {
                    error(at(column), "'{' opens an entry value that is never closed; write {name}, or {{ for a literal brace")
                    return nil
                }
                let name = String(text[next..<close]).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else {
                    error(at(column), "'{}' names no entry value; write {name}, or {{ }} for literal braces")
                    return nil
                }
                guard let ref = reference(name, at: at(column + 1), kind: .any) else { return nil }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.value(ref))
                column += text[index...close].count
                index = text.index(after: close)
                continue
            }
            if ch == "}" {
                if next < text.endIndex, text[next] == "}" {
                    literal.append("}")
                    index = text.index(after: next)
                    column += 2
                    continue
                }
                error(at(column), "'}' closes nothing; write }} for a literal brace")
                return nil
            }
            literal.append(ch)
            column += 1
            index = next
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}
