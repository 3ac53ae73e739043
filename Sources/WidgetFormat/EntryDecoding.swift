import ViewTree

/// Timeline entries and the references views make to their values.
extension WidgetDecoder {
    /// Nesting accepted inside one entry value.
    static let maximumValueDepth = 16

    mutating func decodeEntries(_ node: DocumentNode) -> [TimelineEntry] {
        guard let items = list(node, "entries") else { return [] }
        if items.isEmpty {
            error(node.location, "'entries' is empty; give at least one entry, or leave 'entries' out")
        }
        var entries: [TimelineEntry] = []
        for item in items {
            guard case .mapping(let fields, _) = item else {
                error(item.location, "expected an entry (a mapping of names to values), found \(item.kindDescription)")
                continue
            }
            var values: [String: EntryValue] = [:]
            var date: DateSpec?
            for field in fields {
                if !isValidName(field.key) {
                    error(field.keyLocation, "'\(field.key)' is not a usable value name; use letters, digits and '_', starting with a letter")
                    continue
                }
                guard let value = entryValue(field.value, name: field.key, depth: 0) else { continue }
                if field.key == "date" {
                    guard case .string(let text) = value, let parsed = DateParsing.parse(text) else {
                        error(field.value.location, "an entry's 'date' must be a moment such as 2026-06-08T09:41:00Z or +PT1H, found \(field.value.kindDescription)")
                        continue
                    }
                    date = parsed
                }
                values[field.key] = value
            }
            entries.append(TimelineEntry(date: date, values: values))
        }
        return entries
    }

    mutating func entryValue(_ node: DocumentNode, name: String, depth: Int) -> EntryValue? {
        if depth > Self.maximumValueDepth {
            error(node.location, "entry value '\(name)' nests more than \(Self.maximumValueDepth) levels deep")
            return nil
        }
        switch node {
        case .scalar(let text, let quoted, let location):
            if quoted { return .string(text) }
            if node.isNull {
                error(location, "entry value '\(name)' is empty; give it a value or leave it out")
                return nil
            }
            if text == "true" || text == "false" { return .bool(text == "true") }
            if let n = Double(text) {
                guard n.isFinite else {
                    error(location, "entry value '\(name)' must be a finite number, found \(text)")
                    return nil
                }
                return .number(n)
            }
            if [".nan", ".inf", "-.inf", "+.inf"].contains(text.lowercased()) {
                error(location, "entry value '\(name)' must be a finite number, found \(text)")
                return nil
            }
            return .string(text)
        case .sequence(let items, _):
            var values: [EntryValue] = []
            for item in items {
                guard let v = entryValue(item, name: name, depth: depth + 1) else { return nil }
                values.append(v)
            }
            return .list(values)
        case .mapping(let fields, _):
            var record: [String: EntryValue] = [:]
            for field in fields {
                guard let v = entryValue(field.value, name: name + "." + field.key, depth: depth + 1) else { return nil }
                record[field.key] = v
            }
            return .record(record)
        }
    }

    func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A dotted entry-value name written in a view, recorded for checking.
    mutating func reference(_ text: String, at location: SourceLocation, kind: ReferencedKind) -> DataReference? {
        let reference = DataReference(dotted: text, location: location)
        guard reference.path.allSatisfy(isValidName) else {
            error(location, "'\(text)' is not an entry value name; names are letters, digits and '_', joined by dots (position.change)")
            return nil
        }
        references.append((reference, kind))
        return reference
    }

    /// Every referenced name must be in every entry, holding the kind of value its view needs.
    mutating func checkReferences(against entries: [TimelineEntry]) {
        var reported: Set<String> = []
        for (reference, kind) in references {
            for (index, entry) in entries.enumerated() {
                let key = "\(reference)@\(reference.location?.description ?? "")"
                guard !reported.contains(key) else { break }
                let ordinal = "entry \(index + 1) of \(entries.count)"
                guard let value = entry.value(at: reference) else {
                    reported.insert(key)
                    var message = "no entry value '\(reference)' (\(ordinal) lacks it)"
                    let names = entry.values.keys.sorted()
                    if let near = EditDistance.nearest(to: reference.description, in: names) {
                        message += "; did you mean '\(near)'?"
                    } else if names.isEmpty {
                        message += "; add it to every entry under 'entries'"
                    } else {
                        message += "; the entry defines: " + names.joined(separator: ", ")
                    }
                    error(reference.location, message)
                    break
                }
                if let problem = kind.mismatch(reference, value: value, ordinal: ordinal) {
                    reported.insert(key)
                    error(reference.location, problem)
                }
            }
        }
    }

    /// A number written in place, or the name of an entry value holding one.
    mutating func quantity(_ node: DocumentNode, _ what: String, minimum: Double? = nil) -> Quantity? {
        if case .scalar(let text, let quoted, let location) = node, !node.isNull, quoted || Double(text) == nil,
           ![".nan", ".inf", "-.inf", "nan", "inf", "infinity"].contains(text.lowercased()) {
            return reference(text, at: location, kind: .number).map(Quantity.entry)
        }
        return number(node, what, minimum: minimum).map(Quantity.literal)
    }

    /// A moment written in place, or the name of an entry value holding one.
    mutating func moment(_ node: DocumentNode, _ what: String) -> DateSpec? {
        guard case .scalar(let text, _, let location) = node, !node.isNull else {
            error(node.location, "expected a moment for '\(what)' (2026-06-08T09:41:00Z, now, +PT1H25M or an entry value name), found \(node.kindDescription)")
            return nil
        }
        if let parsed = DateParsing.parse(text) { return parsed }
        let looksLikeDate = text.first?.isNumber == true || text.hasPrefix("+") || text.hasPrefix("-") || text.hasPrefix("P")
        if looksLikeDate {
            error(location, "'\(text)' is not a moment; write ISO 8601 (2026-06-08T09:41:00Z), now, or a duration from now (+PT1H25M, -PT5M)")
            return nil
        }
        return reference(text, at: location, kind: .date).map(DateSpec.entry)
    }
}
