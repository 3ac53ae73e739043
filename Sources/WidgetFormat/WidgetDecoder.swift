import Foundation
import ViewTree

/// Turns a parsed widget file into a `Widget`, collecting every problem it finds with its
/// position rather than stopping at the first.
struct WidgetDecoder {
    /// The deepest view nesting accepted; real widgets nest a handful of views.
    static let maximumViewDepth = 64

    /// The folder of the widget file, for image paths.
    let baseDirectory: String
    var diagnostics: [Diagnostic] = []
    /// Entry values the views refer to, checked against every entry once the entries are read.
    var references: [(reference: DataReference, kind: ReferencedKind)] = []
    /// How many views were read, for the summary line.
    var viewCount = 0
    private var reportedDepth = false
    /// The SF Symbol names already warned of as placeholders: one warning per name per file.
    var warnedSymbols: Set<String> = []

    /// What a view expects of an entry value it refers to.
    typealias ReferencedKind = EntryValueRequirement

    init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    mutating func error(_ location: SourceLocation?, _ message: String) {
        diagnostics.append(.error(at: location, message))
    }

    mutating func warning(_ location: SourceLocation?, _ message: String) {
        diagnostics.append(.warning(at: location, message))
    }

    mutating func decodeWidget(_ root: DocumentNode) -> Widget? {
        guard case .mapping(let entries, let location) = root else {
            error(root.location, "a widget file is a mapping with 'format', 'name', 'families' and 'view'; found \(root.kindDescription)")
            return nil
        }
        let fields = Fields(entries, at: location, context: "the top level", allowed: Vocabulary.topLevelKeys, into: &diagnostics)

        if let formatNode = fields["format"] {
            if let version = number(formatNode, "format"), version != 1 {
                error(formatNode.location, "format \(NumberFormat.plain(version)) is not supported; this version of lockscreen-tui reads format 1")
            }
        } else if fields.isMissing("format") {
            error(location, "missing 'format: 1' at the top level")
        }

        var name = ""
        if let nameNode = fields["name"] {
            name = string(nameNode, "name") ?? ""
            if name.trimmingCharacters(in: .whitespaces).isEmpty, !nameNode.isNull {
                error(nameNode.location, "'name' is empty; give the widget's display name")
            }
        } else if fields.isMissing("name") {
            error(location, "missing 'name' at the top level; add the widget's display name, e.g. name: Weather")
        }
        let summary = fields["description"].flatMap { string($0, "description") }
        var families: [WidgetFamily] = []
        if let familiesNode = fields["families"] {
            families = decodeFamilies(familiesNode)
        } else if fields.isMissing("families") {
            error(location, "missing 'families' at the top level; list them, e.g. families: [circular, rectangular]")
        }
        let isDataProtected = fields["dataProtected"].flatMap { bool($0, "dataProtected") } ?? false
        let bodies = decodeBodies(fields, families: families, at: location)
        let island = decodeIsland(fields, families: families)
        let timeline = fields["entries"].map { decodeEntries($0) } ?? [TimelineEntry(values: [:])]
        checkReferences(against: timeline)

        guard !diagnostics.hasErrors else { return nil }
        var widget = Widget(name: name, summary: summary, families: families, bodies: bodies, entries: timeline,
                            isDataProtected: isDataProtected)
        widget.familiesLocation = fields.keyLocation("families")
        widget.islandBodies = island
        return widget
    }

    /// `island:` of a Live Activity (family `activity`): a view tree for each part of its Dynamic
    /// Island it shows (`compactLeading`, `compactTrailing`, `minimal`, `expandedLeading`,
    /// `expandedTrailing`, `expandedCenter`, `expandedBottom`), and its `keylineTint`.
    mutating func decodeIsland(_ fields: Fields, families: [WidgetFamily]) -> [ActivityView: View] {
        guard let node = fields["island"] else { return [:] }
        if !families.contains(.activity) {
            error(fields.keyLocation("island"), "'island' is a Live Activity's Dynamic Island; add activity to families, or remove it")
        }
        guard let entries = mapping(node, "island", example: "island: { compactLeading: { Image: bicycle }, compactTrailing: { Text: \"{minutes}m\" } }")
        else { return [:] }
        let tint = entries.first { $0.key == "keylineTint" }.flatMap { color($0.value, "keylineTint") }
        var parts: [ActivityView: View] = [:]
        for entry in entries where entry.key != "keylineTint" {
            guard let part = ActivityView(rawValue: entry.key), Vocabulary.islandKeys.contains(entry.key) else {
                var message = "unknown part '\(entry.key)' of the island; it has \(Vocabulary.islandKeys.joined(separator: ", "))"
                if let near = EditDistance.nearest(to: entry.key, in: Vocabulary.islandKeys) { message = "unknown part '\(entry.key)' of the island; did you mean '\(near)'?" }
                error(entry.keyLocation, message)
                continue
            }
            if let view = decodeView(entry.value, depth: 1).flatMap({ withinNesting($0) }) {
                parts[part] = tint.map { view.modified(.keylineTint($0)) } ?? view
            }
        }
        return parts
    }

    mutating func decodeFamilies(_ node: DocumentNode) -> [WidgetFamily] {
        guard case .sequence(let items, _) = node else {
            var message = "expected a list for 'families', found \(node.kindDescription)"
            if case .scalar(let text, _, _) = node, WidgetFamily(name: text) != nil { message += "; write families: [\(text)]" }
            error(node.location, message)
            return []
        }
        if items.isEmpty { error(node.location, "'families' is empty; list at least one of circular, rectangular, inline") }
        var families: [WidgetFamily] = []
        for item in items {
            guard case .scalar(let text, _, let location) = item, !item.isNull else {
                error(item.location, "expected a family name, found \(item.kindDescription)")
                continue
            }
            guard let family = WidgetFamily(name: text) else {
                let names = WidgetFamily.allCases.map(\.rawValue)
                var message = "unknown family '\(text)'"
                if let near = EditDistance.nearest(to: text.replacingOccurrences(of: "accessory", with: ""), in: names) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; expected circular, rectangular or inline"
                }
                error(location, message)
                continue
            }
            if families.contains(family) {
                error(location, "family '\(family.rawValue)' is listed twice")
                continue
            }
            families.append(family)
        }
        return families
    }

    mutating func decodeBodies(_ fields: Fields, families: [WidgetFamily], at location: SourceLocation) -> [WidgetFamily: View] {
        switch (fields["view"], fields["views"]) {
        case (nil, nil):
            guard fields.isMissing("view"), fields.isMissing("views") else { return [:] }
            error(location, "missing 'view' at the top level; give one view tree, or 'views' with one per family")
            return [:]
        case (.some, .some):
            error(fields.keyLocation("views"), "give either 'view' (one tree for every family) or 'views' (one per family), not both")
            return [:]
        case (let single?, nil):
            guard let view = decodeView(single, depth: 1).flatMap({ withinNesting($0) }) else { return [:] }
            return Dictionary(uniqueKeysWithValues: families.map { ($0, view) })
        case (nil, let perFamily?):
            guard let entries = mapping(perFamily, "views", example: "views: { circular: { Text: \"Hi\" } }") else { return [:] }
            var bodies: [WidgetFamily: View] = [:]
            for entry in entries {
                guard let family = WidgetFamily(name: entry.key) else {
                    var message = "unknown family '\(entry.key)' in 'views'"
                    if let near = EditDistance.nearest(to: entry.key, in: WidgetFamily.allCases.map(\.rawValue)) {
                        message += "; did you mean '\(near)'?"
                    }
                    error(entry.keyLocation, message)
                    continue
                }
                if !families.contains(family) {
                    error(entry.keyLocation, "'views' has a tree for '\(family.rawValue)', which 'families' does not list; add it to families or remove the tree")
                }
                if let view = decodeView(entry.value, depth: 1).flatMap({ withinNesting($0) }) { bodies[family] = view }
            }
            for family in families where !entries.contains(where: { WidgetFamily(name: $0.key) == family }) {
                error(fields.keyLocation("views"), "'views' has no tree for '\(family.rawValue)', which 'families' lists")
            }
            return bodies
        }
    }

    /// The view, or nil with an error at its first view past `ViewNesting.maximumLevels` (views
    /// and their modifiers, as layout nests them).
    mutating func withinNesting(_ view: View) -> View? {
        guard let deep = ViewNesting.firstViewTooDeep(in: view) else { return view }
        error(deep.location, "views and modifiers nest more than \(ViewNesting.maximumLevels) levels deep here (each modifier is a level); flatten the tree")
        return nil
    }

    /// Tracks depth; reports the first view nested too deep and nothing below it.
    mutating func tooDeep(_ node: DocumentNode, depth: Int) -> Bool {
        guard depth > Self.maximumViewDepth else { return false }
        if !reportedDepth {
            reportedDepth = true
            error(node.location, "views nest more than \(Self.maximumViewDepth) deep here; flatten the tree (real widgets nest a handful of views)")
        }
        return true
    }
}
