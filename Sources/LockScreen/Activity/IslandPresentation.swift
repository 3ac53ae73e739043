import ViewTree

/// The Dynamic Island presentations of a Live Activity drawn here.
public enum IslandPresentation: String, CaseIterable, Sendable {
    /// One activity running: its leading and trailing views beside the sensor housing.
    case compact
    /// Another activity running too: this one in a small circle beside the island.
    case minimal
    /// Held open: the four regions in a large rounded rectangle.
    case expanded

    /// The activity's views this presentation shows.
    public var views: [ActivityView] {
        switch self {
        case .compact: [.compactLeading, .compactTrailing]
        case .minimal: [.minimal]
        case .expanded: ActivityView.expandedRegions
        }
    }
}
