/// One preview of a widget, as Xcode's canvas lists them: a `#Preview`, one preview of a
/// `PreviewProvider`, a timeline provider's method, an entries file, or a widget file's own
/// timeline. Its entries are a run of the widget's entries.
public struct WidgetPreview: Sendable, Hashable {
    /// The name the source gives it (`#Preview("Low battery", as: …)`), nil when it gives none.
    public var name: String?
    /// Where it comes from, for captions and messages: "#Preview at Widget.swift:80",
    /// "the provider's getTimeline".
    public var source: String
    /// The family it is made for (`#Preview(as: .accessoryRectangular)`,
    /// `.previewContext(WidgetPreviewContext(family:))`); nil when it names none.
    public var family: WidgetFamily?
    /// Its entries: indices into the widget's `entries`.
    public var entries: Range<Int>
    /// True for a timeline provider's method (`placeholder(in:)`, `getTimeline`): the data a
    /// device shows while loading, not data written for previews.
    public var isProviderMethod: Bool

    public init(name: String? = nil, source: String, family: WidgetFamily? = nil, entries: Range<Int>,
                isProviderMethod: Bool = false) {
        self.name = name
        self.source = source
        self.family = family
        self.entries = entries
        self.isProviderMethod = isProviderMethod
    }

    /// How captions and lists name it: its name in quotes, else where it is.
    public var title: String { name.map { "\"\($0)\"" } ?? source }
}

extension Widget {
    /// The preview shown for a family when none is asked for: the first preview made for that
    /// family, as Xcode's canvas opens it; else the data written for previews (a view
    /// `#Preview`, then another family's), which says what the widget is meant to show better
    /// than a provider's loading placeholder; else the first.
    public func defaultPreview(for family: WidgetFamily) -> Int {
        previews.firstIndex { $0.family == family }
            ?? previews.firstIndex { $0.family == nil && !$0.isProviderMethod }
            ?? previews.firstIndex { !$0.isProviderMethod }
            ?? 0
    }

    /// The preview `--preview` names: its number counting from 1, or its name (any case).
    public func preview(named wanted: String) -> Int? {
        if let number = Int(wanted) { return previews.indices.contains(number - 1) ? number - 1 : nil }
        let lowered = wanted.lowercased()
        return previews.firstIndex { $0.name?.lowercased() == lowered }
    }

    /// The index into `entries` of a preview's entry (`entry` counts from 0 within the preview);
    /// past the preview's end it is the preview's last entry.
    public func entryIndex(preview: Int, entry: Int) -> Int {
        guard previews.indices.contains(preview), !previews[preview].entries.isEmpty else { return entry }
        let range = previews[preview].entries
        return min(range.lowerBound + max(entry, 0), range.upperBound - 1)
    }

    /// The previews as `--preview` and `preview:` count them, for messages:
    /// `1 "Charging", 2 "Low", 3 #Preview at Battery.swift:74`.
    public var numberedPreviews: String {
        previews.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: ", ")
    }

    /// How many entries a preview holds (the whole timeline when there is no such preview).
    public func entryCount(ofPreview preview: Int) -> Int {
        previews.indices.contains(preview) ? previews[preview].entries.count : entries.count
    }

    /// "entry 3 is past the end: "Low" of 'Battery' has 1 entry": an entry number, counted from 1
    /// within a preview, that the preview does not reach; nil when it does.
    public func entryPastTheEnd(_ number: Int, ofPreview preview: Int) -> String? {
        let count = entryCount(ofPreview: preview)
        guard number > count else { return nil }
        let whose = previews.count > 1 && previews.indices.contains(preview) ? "\(previews[preview].title) of '\(name)'" : "'\(name)'"
        return "entry \(number) is past the end: \(whose) has \(count) entr\(count == 1 ? "y" : "ies")"
    }

    /// The entries a family is checked with: all but those of a preview made for another family
    /// (`AccessoryInlineView_Previews` with `.previewContext(WidgetPreviewContext(family:
    /// .accessoryInline))` is only ever an inline widget, in Xcode's canvas as on a device); every
    /// entry when that leaves none, and entry 0 of a widget without entries.
    public func entryIndices(shownIn family: WidgetFamily) -> [Int] {
        guard !entries.isEmpty else { return [0] }
        let shown = entries.indices.filter { index in
            guard let preview = preview(containing: index), let made = previews[preview].family else { return true }
            return made == family
        }
        return shown.isEmpty ? Array(entries.indices) : shown
    }

    /// The preview an entry of the widget belongs to.
    public func preview(containing entryIndex: Int) -> Int? {
        previews.firstIndex { $0.entries.contains(entryIndex) }
    }
}

/// Which entry of a widget is shown: an entry of a named preview, or of the preview shown for
/// the family when none is named (so one choice serves every slot of a face or a Lock Screen).
public struct EntrySelection: Sendable, Hashable {
    /// The preview, an index into the widget's `previews`; nil for each family's default.
    public var preview: Int?
    /// The entry within the preview, from 0.
    public var entry: Int

    public init(preview: Int? = nil, entry: Int = 0) {
        self.preview = preview
        self.entry = entry
    }

    /// The index into the widget's `entries` for a family.
    public func entryIndex(in widget: Widget, family: WidgetFamily) -> Int {
        widget.entryIndex(preview: preview ?? widget.defaultPreview(for: family), entry: entry)
    }
}
