import ViewTree

/// One way the Lock Screen can show a widget: a rendering mode, with or without privacy
/// redaction, with or without Always-On's reduced luminance; and its caption in a sheet.
public struct RenderingVariant: Sendable, Hashable, CustomStringConvertible {
    public var mode: RenderingMode
    /// "Allow Access When Locked" off.
    public var privacy: Bool
    /// Always-On.
    public var luminanceReduced: Bool

    public init(mode: RenderingMode, privacy: Bool = false, luminanceReduced: Bool = false) {
        self.mode = mode
        self.privacy = privacy
        self.luminanceReduced = luminanceReduced
    }

    /// Every mode × privacy × Always-On, mode by mode (vibrant first, as the iPhone draws it),
    /// each mode's four in the order off, privacy, Always-On, both: 12 variants.
    public static let all: [RenderingVariant] = [RenderingMode.vibrant, .accented, .fullColor].flatMap { mode in
        [(false, false), (true, false), (false, true), (true, true)].map {
            RenderingVariant(mode: mode, privacy: $0.0, luminanceReduced: $0.1)
        }
    }

    /// How many variants each mode has: a sheet keeps them together in a row (`SheetSection.groupSize`).
    public static let perMode = 4

    /// "vibrant", "accented · privacy", "full colour · privacy · Always-On".
    public var caption: String {
        var parts = [Self.name(of: mode)]
        if privacy { parts.append("privacy") }
        if luminanceReduced { parts.append("Always-On") }
        return parts.joined(separator: " · ")
    }

    public var description: String { caption }

    /// The mode as a caption names it.
    public static func name(of mode: RenderingMode) -> String {
        switch mode {
        case .vibrant: "vibrant"
        case .accented: "accented"
        case .fullColor: "full colour"
        }
    }
}
