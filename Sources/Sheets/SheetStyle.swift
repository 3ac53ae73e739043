import Cells

/// The spacing and colours of a sheet.
public struct SheetStyle: Sendable, Hashable {
    /// Blank columns between two tiles of a row.
    public var columnGap: Int
    /// Blank rows between a row's captions and the next row of tiles.
    public var rowGap: Int
    /// Blank rows between two sections (and before the footnote).
    public var sectionGap: Int
    /// Captions and the footnote: a grey that reads on dark and light terminals alike.
    public var captionColor: CellColor
    /// Section titles (bold).
    public var titleColor: CellColor

    public init(columnGap: Int = 2, rowGap: Int = 1, sectionGap: Int = 1,
                captionColor: CellColor = .rgb(RGB24(hex: 0xAEAEB2)), titleColor: CellColor = .terminalDefault) {
        self.columnGap = max(0, columnGap)
        self.rowGap = max(0, rowGap)
        self.sectionGap = max(0, sectionGap)
        self.captionColor = captionColor
        self.titleColor = titleColor
    }

    /// Two columns between tiles, one row between rows and between sections.
    public static let standard = SheetStyle()
}
