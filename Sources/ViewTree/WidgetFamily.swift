/// The three Lock Screen widget families of WidgetKit.
public enum WidgetFamily: String, Sendable, CaseIterable, Hashable, Comparable {
    case circular
    case rectangular
    case inline

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
