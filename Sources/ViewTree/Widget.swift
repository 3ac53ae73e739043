/// A decoded widget file: one widget, its families, its views and its timeline.
public struct Widget: Sendable, Hashable {
    public var name: String
    public var summary: String?
    /// The families the widget supports, in the order the file lists them.
    public var families: [WidgetFamily]
    /// The view tree for each family (the same tree for every family when the file gives one `view`).
    public var bodies: [WidgetFamily: View]
    public var entries: [TimelineEntry]
    /// Data Protection: with privacy redaction on, the whole widget is a placeholder.
    public var isDataProtected: Bool

    public init(name: String, summary: String? = nil, families: [WidgetFamily], bodies: [WidgetFamily: View],
                entries: [TimelineEntry], isDataProtected: Bool = false) {
        self.name = name
        self.summary = summary
        self.families = families
        self.bodies = bodies
        self.entries = entries
        self.isDataProtected = isDataProtected
    }

    /// The view tree for a family, if the widget supports it.
    public func body(for family: WidgetFamily) -> View? {
        families.contains(family) ? bodies[family] : nil
    }
}
