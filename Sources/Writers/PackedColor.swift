import Cells

/// A `CellColor` as one integer for the writer's inner loops (equality is one compare):
/// `0x00RRGGBB` for RGB, `0x0100_00NN` for palette entry NN, `0x0200_0000` for the default.
struct PackedColor: Equatable {
    var bits: UInt32

    static let terminalDefault = PackedColor(bits: 0x0200_0000)

    @inline(__always)
    init(bits: UInt32) { self.bits = bits }

    /// The colour as it will be sent: in 256-colour mode RGB becomes a palette index.
    @inline(__always)
    init(_ color: CellColor, palette: Bool) {
        switch color {
        case .terminalDefault: bits = 0x0200_0000
        case .indexed(let n): bits = 0x0100_0000 | UInt32(n)
        case .rgb(let c):
            bits = palette ? 0x0100_0000 | UInt32(XtermPalette.nearestIndex(to: c))
                : UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
        }
    }

    /// A pixel's colour as it will be sent: in 256-colour mode RGB is dithered at pixel column
    /// `x`, pixel row `y` (`PaletteDither`).
    @inline(__always)
    init(pixel color: CellColor, palette: Bool, x: Int, y: Int) {
        if palette, case .rgb(let c) = color {
            self.init(bits: 0x0100_0000 | UInt32(PaletteDither.index(for: c, x: x, y: y)))
        } else {
            self.init(color, palette: palette)
        }
    }
}
