import Devices
import Raster

/// The phone's outline: rounded screen corners, and the notch or Dynamic Island in black.
public enum ScreenMask {
    /// What lies outside the screen's corners: the phone's black edge.
    public static let bezel = PixelColor.black

    /// Draws the corners and the cutout over a screen drawn at `pointsPerPixel`.
    public static func apply(_ geometry: LockScreenGeometry, screen: Size, pointsPerPixel s: Double, to pixels: inout PixelBuffer) {
        let width = Double(pixels.width), height = Double(pixels.height)
        let outline = VectorPath.roundedRect(PixelRect(x: 0, y: 0, width: width, height: height),
                                             cornerRadius: min(geometry.cornerRadius / s, min(width, height) / 2))
        var inside = PixelCanvas(width: pixels.width, height: pixels.height)
        inside.fill(outline, with: .white)
        for index in pixels.pixels.indices {
            let coverage = Int(inside.buffer.pixels[index].alpha)
            if coverage < 255 {
                pixels.pixels[index] = pixels.pixels[index].scaled(by: coverage).over(bezel)
            }
        }
        var canvas = PixelCanvas(buffer: pixels)
        let center = screen.width / 2 / s
        switch geometry.cutout {
        case .none:
            break
        case .notch(let w, let h):
            let rect = PixelRect(x: center - w / 2 / s, y: -h / s, width: w / s, height: 2 * h / s)
            canvas.fill(.roundedRect(rect, cornerRadius: min(h * 0.6 / s, rect.width / 2)), with: bezel)
        case .dynamicIsland(let w, let h, let top):
            canvas.fill(.capsule(in: PixelRect(x: center - w / 2 / s, y: top / s, width: w / s, height: h / s)), with: bezel)
        }
        pixels = canvas.buffer
    }
}
