/// One widget placed on the Lock Screen in one family.
public struct ArrangedWidget: Sendable {
    /// The widget file, resolved relative to the arrangement file.
    public var path: String
    public var family: WidgetFamily
    /// Which widget of a file or folder that declares several (`name:`, its name or its
    /// type's); nil for the first.
    public var widgetName: String?
    /// Which preview of a SwiftUI widget (`preview:`, a name or a number from 1); nil for the
    /// family's own.
    public var preview: String?
    /// The timeline entry shown, counted from 0 within the preview (the file counts from 1, as
    /// `--entry` does).
    public var entry: Int
    /// Where the item was written in the arrangement file.
    public var location: SourceLocation
    /// The widget path as written, for messages.
    public var written: String
    /// Where the widget path, the family and the entry were written (the item's location when not written).
    public var widgetLocation: SourceLocation
    public var familyLocation: SourceLocation
    public var entryLocation: SourceLocation
    /// Where `name:` and `preview:` were written (the item's location when not written).
    public var nameLocation: SourceLocation
    public var previewLocation: SourceLocation
    /// The bottom-row column the widget starts in, counted from 0, when the file names one
    /// (`column: 1` to `4`); nil places it after the widget before it.
    public var column: Int?

    public init(path: String, family: WidgetFamily, entry: Int = 0, location: SourceLocation, written: String? = nil,
                widgetLocation: SourceLocation? = nil, familyLocation: SourceLocation? = nil,
                entryLocation: SourceLocation? = nil) {
        self.path = path
        self.family = family
        self.entry = entry
        self.location = location
        self.written = written ?? path
        self.widgetLocation = widgetLocation ?? location
        self.familyLocation = familyLocation ?? location
        self.entryLocation = entryLocation ?? location
        nameLocation = location
        previewLocation = location
    }

    /// The bottom-row columns the family takes: circular 1, rectangular 2 (inline none).
    public var columns: Int { family.columnSpan }
}

extension WidgetFamily {
    /// Columns of the iPhone Lock Screen's widget row a family takes: circular one, rectangular
    /// two, inline none; corner and systemSmall, not on the iPhone Lock Screen, none.
    public var columnSpan: Int {
        switch self {
        case .circular: 1
        case .rectangular: 2
        case .inline, .corner, .small, .activity: 0
        }
    }
}
