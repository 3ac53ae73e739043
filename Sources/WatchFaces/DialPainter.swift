import Devices
import Foundation
import Raster
import ViewTree

/// An analogue dial as Infograph draws it: minute ticks round the edge, longer hour ticks, white
/// hour and minute hands and a seconds hand in the face's tint. Apple publishes no dial
/// dimensions; the lengths and widths below are chosen against Apple's face pictures.
struct DialPainter {
    /// Tick lengths and the hands' lengths as shares of the dial's radius; widths in points.
    static let hourTickLength = 0.09
    static let minuteTickLength = 0.04
    static let tickWidth = 1.2
    static let hourHandLength = 0.5
    static let minuteHandLength = 0.82
    static let secondsHandLength = 0.9
    static let hourHandWidth = 5.0
    static let minuteHandWidth = 4.0
    static let secondsHandWidth = 1.2
    static let tickGrey = RGBA(red: 0.55, green: 0.55, blue: 0.58, alpha: 1)

    var center: Point
    var radius: Double
    var pointsPerPixel: Double

    private func pixel(_ point: Point) -> PixelPoint { PixelPoint(x: point.x / pointsPerPixel, y: point.y / pointsPerPixel) }

    /// A point `length` (a share of the radius) from the centre at the clock position `turns` (0 = 12 o'clock).
    private func point(turns: Double, length: Double) -> PixelPoint {
        let angle = turns * 2 * Double.pi - Double.pi / 2
        return PixelPoint(x: (center.x + cos(angle) * radius * length) / pointsPerPixel,
                          y: (center.y + sin(angle) * radius * length) / pointsPerPixel)
    }

    func drawTicks(into canvas: inout PixelCanvas) {
        let width = max(Self.tickWidth / pointsPerPixel, 0.5)
        for minute in 0..<60 {
            let isHour = minute % 5 == 0
            let inner = 1 - (isHour ? Self.hourTickLength : Self.minuteTickLength)
            let color = PixelColor(isHour ? RGBA.white : Self.tickGrey)
            let turns = Double(minute) / 60
            canvas.fill(.lineSegment(from: point(turns: turns, length: inner), to: point(turns: turns, length: 0.985), width: width, cap: .butt), with: color)
        }
    }

    /// The hands at `date`; the seconds hand only when `showsSeconds`.
    func drawHands(at date: Date, timeZone: TimeZone, tint: RGBA, showsSeconds: Bool, dimming: Double, into canvas: inout PixelCanvas) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        let seconds = Double(parts.second ?? 0)
        let minutes = Double(parts.minute ?? 0) + seconds / 60
        let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
        let white = PixelColor(RGBA.white).withOpacity(dimming)
        let hub = pixel(center)
        func hand(_ turns: Double, _ length: Double, _ width: Double, _ color: PixelColor) {
            canvas.fill(.lineSegment(from: hub, to: point(turns: turns, length: length), width: max(width / pointsPerPixel, 0.6)), with: color)
        }
        hand(hours / 12, Self.hourHandLength, Self.hourHandWidth, white)
        hand(minutes / 60, Self.minuteHandLength, Self.minuteHandWidth, white)
        if showsSeconds {
            hand(seconds / 60, Self.secondsHandLength, Self.secondsHandWidth, PixelColor(tint))
        }
        canvas.fill(.circle(center: hub, radius: max(Self.hourHandWidth / pointsPerPixel / 2 + 0.5, 0.8)), with: showsSeconds ? PixelColor(tint) : white)
    }
}
