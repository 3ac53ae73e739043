import Foundation
import Raster
import Testing

/// Anti-aliased shape filling: coverage per pixel, not on/off.
@Suite struct RasterShapeTests {
    /// White on a transparent canvas, so a pixel's alpha is its coverage.
    func coverage(_ path: VectorPath, width: Int = 64, height: Int = 64) -> PixelBuffer {
        var canvas = PixelCanvas(width: width, height: height)
        canvas.fill(path, with: .white)
        return canvas.buffer
    }

    @Test func circleEdgeIsPartialInteriorFullExteriorUntouched() {
        let buffer = coverage(.circle(center: PixelPoint(x: 32, y: 32), radius: 20.3))
        #expect(buffer[32, 32].alpha == 255)
        #expect(buffer[20, 32].alpha == 255)
        // Pixel 11 spans x 11…12; the edge at x = 11.7 crosses it.
        let edge = buffer[11, 31].alpha
        #expect(edge > 40 && edge < 220, "edge coverage \(edge)")
        #expect(buffer[10, 32].alpha == 0)
        #expect(buffer[2, 2] == .transparent)
        #expect(buffer[60, 60] == .transparent)
    }

    @Test func circleAreaMatchesPiRSquared() {
        let r = 17.5
        let buffer = coverage(.circle(center: PixelPoint(x: 30.3, y: 31.7), radius: r))
        let area = buffer.pixels.reduce(0.0) { $0 + Double($1.alpha) / 255 }
        // Curves are flattened to chords within 0.025 px, which cut a sliver inside.
        #expect(abs(area - Double.pi * r * r) < 0.0025 * Double.pi * r * r, "area \(area)")
    }

    @Test func pixelAlignedRectIsExactAndHalfPixelEdgesAreHalf() {
        let exact = coverage(.rect(PixelRect(x: 4, y: 4, width: 8, height: 8)))
        #expect(exact[4, 4].alpha == 255 && exact[11, 11].alpha == 255)
        #expect(exact[3, 4].alpha == 0 && exact[12, 11].alpha == 0)
        let half = coverage(.rect(PixelRect(x: 4.5, y: 4, width: 8, height: 8.5)))
        #expect(half[4, 6].alpha == 128)
        #expect(half[12, 6].alpha == 128)
        #expect(half[8, 12].alpha == 128)
        #expect(half[5, 6].alpha == 255)
    }

    @Test func roundedRectCornerIsCutAndAntiAliased() {
        let buffer = coverage(.roundedRect(PixelRect(x: 8, y: 8, width: 40, height: 30), cornerRadius: 10))
        #expect(buffer[8, 8].alpha == 0, "the corner pixel lies outside the arc")
        #expect(buffer[28, 8].alpha == 255, "the top edge away from the corners is full")
        // On the corner's diagonal the arc passes through (8+10-7.07, …): partial there.
        let diagonal = buffer[10, 10].alpha
        #expect(diagonal > 0 && diagonal < 255, "corner coverage \(diagonal)")
        #expect(buffer[14, 14].alpha == 255)
    }

    @Test func capsuleEndsAreRound() {
        let buffer = coverage(.capsule(in: PixelRect(x: 4, y: 20, width: 50, height: 12)))
        #expect(buffer[30, 20].alpha == 255 && buffer[30, 31].alpha == 255)
        #expect(buffer[4, 20].alpha == 0, "rounded away at the corner")
        #expect(buffer[4, 26].alpha > 100, "the end's middle reaches the side")
    }

    @Test func openGaugeArcHasItsGapAtTheBottom() {
        let center = PixelPoint(x: 32, y: 32), radius = 20.0
        let path = VectorPath.arcStroke(center: center, radius: radius, startAngle: 0.75 * .pi, endAngle: 2.25 * .pi,
                                        lineWidth: 6, cap: .butt)
        let buffer = coverage(path)
        func pixel(atAngle angle: Double) -> UInt8 {
            let p = PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: angle)
            return buffer[Int(p.x), Int(p.y)].alpha
        }
        #expect(pixel(atAngle: 1.5 * .pi) == 255, "top")
        #expect(pixel(atAngle: .pi) == 255, "left")
        #expect(pixel(atAngle: 0) == 255, "right")
        #expect(pixel(atAngle: 0.5 * .pi) == 0, "bottom: the gap")
        #expect(pixel(atAngle: 0.75 * .pi + 0.15) == 255, "just after the start")
        #expect(pixel(atAngle: 0.75 * .pi - 0.15) == 0, "just before the start (butt cap)")
        #expect(pixel(atAngle: 2.25 * .pi - 0.15) == 255, "just before the end")
        #expect(pixel(atAngle: 2.25 * .pi + 0.15) == 0, "just after the end")
        #expect(buffer[32, 32].alpha == 0, "the ring's hole")
    }

    @Test func roundCapsReachPastTheArcEnds() {
        let center = PixelPoint(x: 32, y: 32), radius = 20.0
        let butt = coverage(.arcStroke(center: center, radius: radius, startAngle: 0.75 * .pi, endAngle: 2.25 * .pi,
                                       lineWidth: 6, cap: .butt))
        let round = coverage(.arcStroke(center: center, radius: radius, startAngle: 0.75 * .pi, endAngle: 2.25 * .pi,
                                        lineWidth: 6, cap: .round))
        // Half a line width beyond the end along the tangent: inside the round cap only.
        let end = PixelPoint.onEllipse(center: center, radiusX: radius, radiusY: radius, angle: 2.25 * .pi)
        let tangent = (x: -sin(2.25 * Double.pi), y: cos(2.25 * Double.pi))
        let probe = (x: Int(end.x + 1.8 * tangent.x), y: Int(end.y + 1.8 * tangent.y))
        #expect(butt[probe.x, probe.y].alpha < 60)
        #expect(round[probe.x, probe.y].alpha > 200)
        let buttArea = butt.pixels.reduce(0) { $0 + Int($1.alpha) }, roundArea = round.pixels.reduce(0) { $0 + Int($1.alpha) }
        // Two half discs of radius 3 add π·3² ≈ 28.3 pixels.
        #expect(abs(Double(roundArea - buttArea) / 255 - Double.pi * 9) < 1.5)
    }

    @Test func fullSweepArcIsAClosedRing() {
        let buffer = coverage(.arcStroke(center: PixelPoint(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: 2 * .pi,
                                         lineWidth: 4))
        #expect(buffer[32, 12].alpha == 255 && buffer[32, 51].alpha == 255 && buffer[12, 32].alpha == 255)
        #expect(buffer[32, 32].alpha == 0)
    }

    @Test func lineSegmentWithRoundCaps() {
        let buffer = coverage(.lineSegment(from: PixelPoint(x: 10, y: 10), to: PixelPoint(x: 50, y: 40), width: 4, cap: .round))
        #expect(buffer[30, 25].alpha == 255, "on the line")
        #expect(buffer[30, 15].alpha == 0, "off the line")
        #expect(buffer[9, 9].alpha > 100, "the round cap covers behind the start")
        let area = buffer.pixels.reduce(0.0) { $0 + Double($1.alpha) / 255 }
        #expect(abs(area - (50 * 4 + Double.pi * 4)) < 1.5, "length 50 × 4 plus a disc of radius 2: \(area)")
    }

    @Test func nonZeroWindingFillsOverlapsAndReversedShapesCutHoles() {
        var overlapping = VectorPath.rect(PixelRect(x: 4, y: 4, width: 20, height: 20))
        overlapping.addPath(.rect(PixelRect(x: 14, y: 14, width: 20, height: 20)))
        let both = coverage(overlapping)
        #expect(both[18, 18].alpha == 255, "the overlap stays filled (winding 2)")
        var withHole = VectorPath.rect(PixelRect(x: 4, y: 4, width: 40, height: 40))
        withHole.addPath(.rect(PixelRect(x: 14, y: 14, width: 20, height: 20), clockwise: false))
        let holed = coverage(withHole)
        #expect(holed[24, 24].alpha == 0, "the reversed rectangle cuts a hole")
        #expect(holed[8, 24].alpha == 255)
    }

    @Test func curvesAreFlattenedSmoothly() {
        // A quadratic and a cubic closing shapes whose areas are known.
        var quad = VectorPath()
        quad.move(to: PixelPoint(x: 0, y: 40))
        quad.addQuadCurve(to: PixelPoint(x: 40, y: 40), control: PixelPoint(x: 20, y: 0))
        quad.closeSubpath()
        let quadArea = coverage(quad).pixels.reduce(0.0) { $0 + Double($1.alpha) / 255 }
        #expect(abs(quadArea - 2.0 / 3.0 * 40 * 20) < 1, "parabolic segment: ⅔ · base · height, got \(quadArea)")
        var cubic = VectorPath()
        cubic.move(to: PixelPoint(x: 0, y: 40))
        cubic.addCurve(to: PixelPoint(x: 40, y: 40), control1: PixelPoint(x: 0, y: 0), control2: PixelPoint(x: 40, y: 0))
        cubic.closeSubpath()
        let cubicArea = coverage(cubic).pixels.reduce(0.0) { $0 + Double($1.alpha) / 255 }
        #expect(abs(cubicArea - 0.6 * 40 * 40) < 1.2, "area 3/5 · w · h, got \(cubicArea)")
    }

    @Test func shapesOutsideTheCanvasAreClippedSafely() {
        var canvas = PixelCanvas(width: 16, height: 16)
        canvas.fill(.circle(center: PixelPoint(x: -100, y: 8), radius: 50), with: .white)
        canvas.fill(.circle(center: PixelPoint(x: 8, y: 8), radius: 1000), with: .white)
        #expect(canvas.buffer.pixels.allSatisfy { $0 == .white })
    }
}
