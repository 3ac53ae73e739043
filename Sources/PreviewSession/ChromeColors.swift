import Cells

/// The colours of what the session draws around and over the picture.
enum ChromeColors {
    static let barBackground = CellColor.rgb(RGB24(hex: 0x2C2C2E))
    static let barText = CellColor.rgb(RGB24(hex: 0xE5E5EA))
    static let key = CellColor.rgb(RGB24(hex: 0xFF9F0A))
    static let errorBackground = CellColor.rgb(RGB24(hex: 0x8E1B1B))
    static let infoBackground = CellColor.rgb(RGB24(hex: 0x1F3A5F))
    static let white = CellColor.rgb(.white)
    static let boxBackground = CellColor.rgb(RGB24(hex: 0x1C1C1E))
    static let highlight = CellColor.rgb(RGB24(hex: 0x0A84FF))
}
