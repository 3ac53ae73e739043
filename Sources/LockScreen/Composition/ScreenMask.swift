import Devices
import Raster

/// The phone's outline: rounded screen corners, and the notch or Dynamic Island in black.
public enum ScreenMask {
    /// What lies outside the screen's corners: the phone's black edge.
    public static let bezel = PixelColor.black

    /// Draws the corners and the cutout over a screen drawn at `pointsPerPixel`: the whole
    /// screen, or its top `pixels.height` rows of `screenHeight` (a zoomed picture).
    public static func apply(_ geometry: LockScreenGeometry, screen: Size, pointsPerPixel s: Double, screenHeight: Int? = nil,
                             to pixels: inout PixelBuffer) {
        let fullHeight = max(screenHeight ?? pixels.height, pixels.height)
        let width = Double(pixels.width), height = Double(fullHeight)
        let radius = min(geometry.cornerRadius / s, min(width, height) / 2)
        let outline = VectorPath.roundedRect(PixelRect(x: 0, y: 0, width: width, height: height), cornerRadius: radius)
        // Only the rows of the corners are partly outside: the outline is drawn into a strip of
        // those rows at the top and one at the bottom (3 million pixels fewer at @3x), each as
        // far as the buffer reaches.
        let cornerRows = Int(radius.rounded(.up)) + 1
        let strips = (2 * cornerRows >= fullHeight ? [(top: 0, rows: fullHeight)]
            : [(top: 0, rows: cornerRows), (top: fullHeight - cornerRows, rows: cornerRows)])
            .map { (top: $0.top, rows: min($0.rows, pixels.height - $0.top)) }.filter { $0.rows > 0 }
        for strip in strips {
            var inside = PixelCanvas(width: pixels.width, height: strip.rows)
            inside.fill(outline.transformed(scale: 1, offset: PixelPoint(x: 0, y: -Double(strip.top))), with: .white)
            let first = strip.top * pixels.width
            for index in inside.buffer.pixels.indices {
                let coverage = Int(inside.buffer.pixels[index].alpha)
                if coverage < 255 {
                    pixels.pixels[first + index] = pixels.pixels[first + index].scaled(by: coverage).over(bezel)
                }
            }
        }
        // The buffer moves into the canvas and back: a second reference would copy it whole.
        var canvas = PixelCanvas(buffer: consume pixels)
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
