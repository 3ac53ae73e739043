/// WidgetKit's accessory families: the three of the iPhone Lock Screen, and the corner
/// complication of Apple Watch faces.
public enum WidgetFamily: String, Sendable, CaseIterable, Hashable, Comparable {
    case circular
    case rectangular
    case inline
    /// `accessoryCorner`: watchOS only, in the corners of faces such as Infograph.
    case corner

    /// The families the iPhone Lock Screen shows (every one but `corner`).
    public static let phoneFamilies: [WidgetFamily] = [.circular, .rectangular, .inline]

    /// True for the families the iPhone Lock Screen shows.
    public var isOnPhone: Bool { self != .corner }

    /// WidgetKit's name for the family, e.g. `accessoryCircular`.
    public var widgetKitName: String {
        "accessory" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Accepts `circular` or WidgetKit's `accessoryCircular`, in any letter case.
    public init?(name: String) {
        let lowered = name.lowercased()
        let bare = lowered.hasPrefix("accessory") ? String(lowered.dropFirst("accessory".count)) : lowered
        guard let family = WidgetFamily(rawValue: bare) else { return nil }
        self = family
    }

    public static func < (a: WidgetFamily, b: WidgetFamily) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
