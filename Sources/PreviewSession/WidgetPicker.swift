import ViewTree

/// The list Enter opens: the widget files that offer the selected slot's family, one of them
/// highlighted.
public struct WidgetPicker: Sendable, Equatable {
    public var slot: Int
    public var family: WidgetFamily
    public var choices: [WidgetChoice]
    public var highlighted: Int

    public init(slot: Int, family: WidgetFamily, choices: [WidgetChoice], highlighted: Int = 0) {
        self.slot = slot
        self.family = family
        self.choices = choices
        self.highlighted = choices.isEmpty ? 0 : min(max(highlighted, 0), choices.count - 1)
    }

    /// Moves the highlight by `step`, wrapping around.
    mutating func move(_ step: Int) {
        guard !choices.isEmpty else { return }
        highlighted = ((highlighted + step) % choices.count + choices.count) % choices.count
    }
}

/// A widget the picker offers: a widget file, or one widget of a SwiftUI source or extension folder.
public struct WidgetChoice: Sendable, Hashable {
    /// The widget's name, as the file gives it.
    public var name: String
    public var path: String
    /// Which widget of a file or folder that declares several (its type's name); nil for the first.
    public var widgetName: String?

    public init(name: String, path: String, widgetName: String? = nil) {
        self.name = name
        self.path = path
        self.widgetName = widgetName
    }
}
