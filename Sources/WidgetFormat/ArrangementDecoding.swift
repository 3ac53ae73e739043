import Devices
import Foundation
import Localization
import ViewTree

/// Arrangement files: the theme, the device, the clock, the inline widget and the bottom row.
extension WidgetDecoder {
    static let arrangementKeys = ["theme", "device", "orientation", "ios", "locale", "clock-font", "clock-weight", "clock-numerals", "clock-color", "inline", "bottom", "controls", "activity", "activities"]
    static let arrangedControlKeys = ["widget", "name", "on"]
    static let arrangedWidgetKeys = ["widget", "name", "family", "preview", "entry", "column"]

    /// A `locale:` value (`de_DE`), or an error that says what to write.
    mutating func locale(_ node: DocumentNode) -> PreviewLocale? {
        guard let name = string(node, "locale") else { return nil }
        guard let locale = PreviewLocale(name) else {
            error(node.location, "unknown locale '\(name)'; write a language and region as de_DE, ja_JP or ar_EG")
            return nil
        }
        return locale
    }

    /// The arrangement in `root`; theme names are checked against `themes` when given.
    mutating func decodeArrangement(_ root: DocumentNode, themes: ThemeCatalog?) -> Arrangement? {
        guard case .mapping(let entries, let location) = root else {
            error(root.location, "an arrangement file is a mapping with 'inline' and 'bottom'; found \(root.kindDescription)")
            return nil
        }
        let fields = Fields(entries, at: location, context: "the arrangement", allowed: Self.arrangementKeys, into: &diagnostics)
        var arrangement = Arrangement()
        if let node = fields["theme"], let name = string(node, "theme") {
            arrangement.theme = theme(name, at: node.location, in: themes)
            arrangement.themeLocation = node.location
        }
        if let node = fields["device"], let name = string(node, "device") {
            arrangement.device = device(name, at: node.location)
            arrangement.deviceLocation = node.location
        }
        if let node = fields["ios"] { arrangement.ios = iosVersion(node) }
        if let node = fields["orientation"], let name = string(node, "orientation") {
            if ScreenOrientation(rawValue: name.lowercased()) == nil {
                error(node.location, "unknown orientation '\(name)'; expected portrait or landscape")
            } else {
                arrangement.orientation = name.lowercased()
            }
        }
        if let node = fields["locale"] { arrangement.locale = locale(node) }
        let onPad = arrangement.device.flatMap(DeviceCatalog.device(named:))?.idiom == .pad
        if arrangement.orientation == "landscape", !onPad, let node = fields["orientation"] {
            error(node.location, "orientation: landscape is for an iPad (the iPhone Lock Screen is portrait only); write device: ipad-pro-13")
        }
        arrangement.clock = clockChoice(fields, colorKey: "clock-color")
        if let node = fields["controls"], !node.isNull { arrangement.controls = arrangedControls(node) }
        if let node = fields["inline"], !node.isNull {
            arrangement.inline = arrangedWidget(node, in: "inline")
        }
        if let node = fields["activity"], !node.isNull {
            arrangement.activities = arrangedWidget(node, in: "activity").map { [$0] } ?? []
        }
        if let node = fields["activities"], !node.isNull, let items = list(node, "activities") {
            if fields["activity"] != nil {
                error(node.location, "write 'activity' for one Live Activity or 'activities' for one or two, not both")
            } else if items.count > Arrangement.maximumActivities {
                error(node.location, "\(items.count) Live Activities; an arrangement places one or two (the Dynamic Island shows two)")
            } else {
                arrangement.activities = items.compactMap { arrangedWidget($0, in: "activity") }
            }
        }
        if let node = fields["bottom"], !node.isNull, let items = list(node, "bottom") {
            var used: [ArrangedWidget] = []
            var taken = Set<Int>()
            var starts: [Int] = []
            var next = 0
            for item in items {
                guard let placed = arrangedWidget(item, in: "bottom") else { continue }
                if onPad {
                    // iPadOS 17 and 18 fill the iPad's blocks in order (`PadWidgetArea`); iPadOS 26's
                    // four-column row takes `column` as the iPhone's does.
                    used.append(placed)
                    continue
                }
                if placed.family == .small {
                    error(placed.familyLocation, "systemSmall is shown on the iPad Lock Screen and in StandBy, not in the iPhone's row; write device: ipad-pro-13 (or draw it with render FILE --standby)")
                    continue
                }
                let start = placed.column ?? next
                let wanted = Set(start..<(start + placed.columns))
                if start + placed.columns > Arrangement.bottomColumns || !wanted.isDisjoint(with: taken) {
                    let usedColumns = taken.sorted().map { String($0 + 1) }.joined(separator: ", ")
                    if placed.column != nil {
                        error(placed.location, "this \(placed.family.rawValue) widget needs column\(placed.columns > 1 ? "s" : "") \(start + 1)\(placed.columns > 1 ? "–\(start + placed.columns)" : "") of the bottom row's \(Arrangement.bottomColumns), but \(start + placed.columns > Arrangement.bottomColumns ? "the row ends at \(Arrangement.bottomColumns)" : "column \(usedColumns) \(taken.count == 1 ? "is" : "are") taken"); choose another column")
                    } else {
                        error(placed.location, "too many columns: this \(placed.family.rawValue) widget needs \(placed.columns) of the bottom row's \(Arrangement.bottomColumns), but columns \(usedColumns) are already used; remove a widget or make one circular")
                    }
                    continue
                }
                taken.formUnion(wanted)
                next = start + placed.columns
                starts.append(start)
                used.append(placed)
            }
            if !onPad, used.contains(where: { $0.column != nil }) {
                for index in used.indices { used[index].column = starts[index] }
            }
            arrangement.bottom = used
        }
        guard !diagnostics.hasErrors else { return nil }
        return arrangement
    }

    /// A theme name known to `themes`, or a path to a theme file, resolved.
    mutating func theme(_ name: String, at location: SourceLocation, in themes: ThemeCatalog?) -> String? {
        if ThemeCatalog.isPath(name) {
            let path = resolved(name)
            guard FileManager.default.fileExists(atPath: path) else {
                error(location, "cannot read theme file '\(name)'; theme paths are relative to the folder of the arrangement file")
                return nil
            }
            return path
        }
        if let themes, !themes.names.contains(name) {
            error(location, themes.unknownNameMessage(name))
            return nil
        }
        return name
    }

    mutating func device(_ name: String, at location: SourceLocation) -> String? {
        if DeviceCatalog.device(named: name) != nil { return name }
        var message = "unknown device '\(name)'"
        let near = DeviceCatalog.suggestions(for: name)
        if !near.isEmpty { message += "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?" }
        error(location, message + " Run 'lockscreen-tui devices' for the list.")
        return nil
    }

    /// `weather.yaml` or `{ widget: weather.yaml, family: circular, entry: 2 }`, placed in `slot`
    /// ("inline" or "bottom").
    /// `controls: { left: …, right: … }`: each a SwiftUI source (or `{ widget: file, name: control, on: true }`).
    mutating func arrangedControls(_ node: DocumentNode) -> [ArrangedControl] {
        let example = "controls: { left: { widget: ../game-health.swift, name: Auto-Heal, on: true } }"
        guard let entries = mapping(node, "controls", example: example) else { return [] }
        let corners = ArrangedControl.Corner.allCases.map(\.rawValue)
        let fields = Fields(entries, at: node.location, context: "'controls'", allowed: corners, into: &diagnostics)
        return ArrangedControl.Corner.allCases.compactMap { corner in
            guard let item = fields[corner.rawValue], !item.isNull else { return nil }
            if case .scalar(let written, _, let location) = item {
                return ArrangedControl(corner: corner, path: resolved(written), location: location)
            }
            guard let parts = mapping(item, corner.rawValue, example: example) else { return nil }
            let control = Fields(parts, at: item.location, context: "the \(corner.rawValue) control", allowed: Self.arrangedControlKeys,
                                 into: &diagnostics)
            guard let fileNode = control["widget"] else {
                if control.isMissing("widget") { error(item.location, "missing 'widget' (the SwiftUI source that declares the control); for example \(example)") }
                return nil
            }
            guard let written = string(fileNode, "widget") else { return nil }
            return ArrangedControl(corner: corner, path: resolved(written), name: control["name"].flatMap { string($0, "name") },
                                   isOn: control["on"].flatMap { bool($0, "on") }, location: item.location)
        }
    }

    mutating func arrangedWidget(_ node: DocumentNode, in slot: String) -> ArrangedWidget? {
        // The inline widget and the Live Activity have one family each; a bottom-row widget names its own.
        let ownFamily: WidgetFamily? = slot == "inline" ? .inline : slot == "activity" ? .activity : nil
        let isInline = ownFamily != nil
        let example = slot == "activity" ? "activity: { widget: delivery-activity.swift, entry: 2 }"
            : isInline ? "inline: { widget: weather.yaml, entry: 2 }" : "{ widget: weather.yaml, family: circular }"
        if case .scalar(let written, _, let location) = node, !node.isNull {
            guard let ownFamily else {
                error(location, "a bottom-row widget needs its family; write { widget: \(written), family: circular } (or rectangular)")
                return nil
            }
            return ArrangedWidget(path: resolved(written), family: ownFamily, location: location, written: written)
        }
        guard let entries = mapping(node, slot, example: example) else { return nil }
        let fields = Fields(entries, at: node.location, context: isInline ? "'\(slot)'" : "a bottom-row widget",
                            allowed: Self.arrangedWidgetKeys, into: &diagnostics)
        var written: String?
        if let widgetNode = fields["widget"] {
            written = string(widgetNode, "widget")
        } else if fields.isMissing("widget") {
            error(node.location, "missing 'widget' (the widget file); for example \(example)")
        }
        var family: WidgetFamily? = ownFamily
        if let familyNode = fields["family"] {
            family = placedFamily(familyNode, in: slot)
        } else if !isInline, fields.isMissing("family") {
            error(node.location, "missing 'family' for a bottom-row widget; write family: circular (1 column) or rectangular (2 columns)")
        }
        let entry = fields["entry"].flatMap { integer($0, "entry", minimum: 1, maximum: 10_000) }
        let column = fields["column"].flatMap { integer($0, "column", minimum: 1, maximum: Arrangement.bottomColumns) }
        if fields["column"] != nil, isInline {
            error(node.location, "the \(slot == "activity" ? "Live Activity" : "inline widget") has no column; 'column' places a bottom-row widget (1 to \(Arrangement.bottomColumns))")
        }
        guard let written, let family else { return nil }
        var placed = ArrangedWidget(path: resolved(written), family: family, entry: (entry ?? 1) - 1, location: node.location,
                              written: written, widgetLocation: fields["widget"]?.location,
                              familyLocation: fields["family"]?.location, entryLocation: fields["entry"]?.location)
        placed.column = column.map { $0 - 1 }
        placeWithin(&placed, fields)
        return placed
    }

    /// `name:` (which widget of a folder or a WidgetBundle) and `preview:` (which preview of a
    /// SwiftUI widget), when written.
    mutating func placeWithin(_ placed: inout ArrangedWidget, _ fields: Fields) {
        if let node = fields["name"] {
            placed.widgetName = string(node, "name")
            placed.nameLocation = node.location
        }
        if let node = fields["preview"] {
            placed.preview = string(node, "preview")
            placed.previewLocation = node.location
        }
    }

    /// A family name, accepted as widget files accept it, that belongs in `slot`.
    mutating func placedFamily(_ node: DocumentNode, in slot: String) -> WidgetFamily? {
        guard case .scalar(let text, _, let location) = node, !node.isNull else {
            error(node.location, "expected a family name, found \(node.kindDescription)")
            return nil
        }
        guard let family = WidgetFamily(name: text) else {
            var message = "unknown family '\(text)'"
            if let near = EditDistance.nearest(to: text.replacingOccurrences(of: "accessory", with: ""),
                                               in: WidgetFamily.padFamilies.map(\.rawValue)) {
                message += "; did you mean '\(near)'?"
            } else {
                message += "; expected circular, rectangular, inline or (on an iPad) small"
            }
            error(location, message)
            return nil
        }
        if family == .corner {
            error(location, "accessoryCorner is a complication of Apple Watch faces; the iPhone Lock Screen has no corner slot (render it with --watch)")
            return nil
        }
        if family == .activity, slot != "activity" {
            error(location, "a Live Activity sits on its own platter above the bottom buttons; place it with activity: { widget: … }")
            return nil
        }
        if slot == "activity", family != .activity {
            error(location, "'activity' holds a Live Activity (ActivityConfiguration); put a \(family.rawValue) widget in 'bottom'")
            return nil
        }
        if slot == "inline", family != .inline {
            error(location, "'inline' holds the inline widget beside the date; put a \(family.rawValue) widget in 'bottom'")
            return nil
        }
        if slot == "bottom", family == .inline {
            error(location, "the inline family sits beside the date, not in the bottom row; write it as inline: { widget: … }")
            return nil
        }
        return family
    }

    /// A path relative to the arrangement file, with `folder/..` pairs taken out so that
    /// messages show `sample-widgets/weather.yaml` rather than `sample-widgets/arrangements/../weather.yaml`.
    func resolved(_ written: String) -> String {
        let joined = written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let path = parts.joined(separator: "/")
        return joined.hasPrefix("/") ? "/" + path : (path.isEmpty ? "." : path)
    }
}
