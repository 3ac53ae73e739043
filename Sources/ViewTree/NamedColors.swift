/// SwiftUI's named colours with the values iOS uses in dark appearance, as on the Lock Screen
/// (Apple HIG "Color", system colours, dark variants).
public enum NamedColors {
    public static let table: [(name: String, value: ColorValue)] = [
        ("primary", .hierarchical(level: 0)),
        ("secondary", .hierarchical(level: 1)),
        ("tertiary", .hierarchical(level: 2)),
        ("quaternary", .hierarchical(level: 3)),
        ("accentColor", .accent),
        ("white", .rgba(.white)),
        ("black", .rgba(.black)),
        ("clear", .rgba(.clear)),
        ("gray", .rgba(RGBA(hex: 0x8E8E93))),
        ("red", .rgba(RGBA(hex: 0xFF453A))),
        ("orange", .rgba(RGBA(hex: 0xFF9F0A))),
        ("yellow", .rgba(RGBA(hex: 0xFFD60A))),
        ("green", .rgba(RGBA(hex: 0x30D158))),
        ("mint", .rgba(RGBA(hex: 0x66D4CF))),
        ("teal", .rgba(RGBA(hex: 0x40C8E0))),
        ("cyan", .rgba(RGBA(hex: 0x64D2FF))),
        ("blue", .rgba(RGBA(hex: 0x0A84FF))),
        ("indigo", .rgba(RGBA(hex: 0x5E5CE6))),
        ("purple", .rgba(RGBA(hex: 0xBF5AF2))),
        ("pink", .rgba(RGBA(hex: 0xFF375F))),
        ("brown", .rgba(RGBA(hex: 0xAC8E68))),
    ]

    public static var names: [String] { table.map(\.name) }

    public static func color(named name: String) -> ColorValue? {
        table.first(where: { $0.name == name })?.value
    }
}
