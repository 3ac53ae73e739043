import ViewTree

/// An environment value a view reads through `@Environment(\.key)`.
enum EnvironmentReading: Equatable {
    /// `\.widgetFamily`, `\.widgetRenderingMode`, `\.isLuminanceReduced`: values a body branches on.
    case branch(EnvironmentBranch.Key)
    /// `\.redactionReasons`: whether privacy redaction is on.
    case redactionReasons

    /// The key paths lockscreen-tui sets, by name.
    static let keyPaths: [(name: String, reading: EnvironmentReading)] = [
        ("widgetFamily", .branch(.family)),
        ("widgetRenderingMode", .branch(.renderingMode)),
        ("isLuminanceReduced", .branch(.isLuminanceReduced)),
        ("redactionReasons", .redactionReasons),
    ]

    init?(keyPath name: String) {
        guard let match = Self.keyPaths.first(where: { $0.name == name }) else { return nil }
        self = match.reading
    }
}
