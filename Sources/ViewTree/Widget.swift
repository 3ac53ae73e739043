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
    /// For SwiftUI sources: the body evaluated per environment and entry; `bodies` then only
    /// say which families the widget supports.
    public var evaluator: BodyEvaluator?
    /// The Swift type that declares the widget (SwiftUI sources), for choosing one of several.
    public var typeName: String?
    /// Where each entry came from (an entries file, a `#Preview`, a provider, synthesised), for messages.
    public var entrySources: [String]
    /// The extension target that declares it, when a folder holds several ("WatchWidgets (watchOS)").
    public var target: String?
    /// True for a widget of a watchOS extension: it is on watch faces only, never on an iPhone.
    public var isForWatch = false
    /// A Live Activity that offers the `.small` activity family (`.supplementalActivityFamilies([.small])`):
    /// the watch's Smart Stack shows its Lock Screen view in that family instead of its compact views.
    public var offersSmallActivity = false
    /// A widget file's Live Activity: the view of each part of its Dynamic Island (`island:`).
    public var islandBodies: [ActivityView: View] = [:]
    /// The previews its entries are grouped into, in order; together they hold every entry.
    /// A widget file's timeline is one preview.
    public var previews: [WidgetPreview]
    /// Where the widget's families are given (a widget file's `families:`, a SwiftUI Widget's
    /// declaration), for a message about a family it lacks.
    public var familiesLocation: SourceLocation?
    /// The file `familiesLocation` is in, when it is not the file the widget was loaded from
    /// (a SwiftUI source among several).
    public var familiesFile: String?
    /// The font files the extension bundles (`.ttf`, `.otf`; an icon font such as Material Design
    /// Icons): characters the system's fonts lack are drawn from them, as iOS draws an app's
    /// registered fonts.
    public var fontFiles: [String] = []

    public init(name: String, summary: String? = nil, families: [WidgetFamily], bodies: [WidgetFamily: View],
                entries: [TimelineEntry], isDataProtected: Bool = false, evaluator: BodyEvaluator? = nil,
                entrySources: [String] = []) {
        self.name = name
        self.summary = summary
        self.families = families
        self.bodies = bodies
        self.entries = entries
        self.isDataProtected = isDataProtected
        self.evaluator = evaluator
        self.entrySources = entrySources
        previews = [WidgetPreview(source: "the timeline", entries: 0..<entries.count)]
    }

    /// The families it supports that the iPhone Lock Screen shows (all but `corner`).
    public var phoneFamilies: [WidgetFamily] { families.filter(\.isOnPhone) }

    /// The view tree for a family, if the widget supports it.
    public func body(for family: WidgetFamily) -> View? {
        families.contains(family) ? bodies[family] : nil
    }

    /// The body as it is for one environment and entry: evaluated (SwiftUI sources) or resolved
    /// from the decoded tree (widget files). Entry indices past the end show the last entry.
    public func resolvedBody(for environment: WidgetEnvironment, entryIndex: Int) -> View {
        let index = entries.isEmpty ? 0 : min(max(entryIndex, 0), entries.count - 1)
        if let evaluator {
            return ViewResolver(environment: environment, entry: TimelineEntry(values: [:])).resolve(evaluator.view(for: environment, entry: index))
        }
        var body = body(for: environment.family) ?? .empty
        if environment.family == .activity, environment.activityView.isIslandPart {
            body = islandBodies[environment.activityView] ?? .empty
        }
        let entry = entries.isEmpty ? TimelineEntry(values: [:]) : entries[index]
        return ViewResolver(environment: environment, entry: entry).resolve(body)
    }
}
