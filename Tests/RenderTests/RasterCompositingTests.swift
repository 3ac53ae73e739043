import Raster
import Testing
import ViewTree

/// Source-over compositing, clipping and opacity layers.
@Suite struct RasterCompositingTests {
    @Test func halfTransparentWhiteOverBlackIsMidGrey() {
        var canvas = PixelCanvas(width: 4, height: 4, background: .black)
        canvas.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), with: PixelColor(red: 255, green: 255, blue: 255, alpha: 128))
        #expect(canvas.buffer[1, 1] == PixelColor(red: 128, green: 128, blue: 128))
        // Through the rasterizer too (non-aligned rectangle).
        canvas.fill(.rect(PixelRect(x: 0, y: 0, width: 4, height: 2.0001)), with: PixelColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(canvas.buffer[1, 0] == PixelColor(red: 192, green: 64, blue: 64))
    }

    @Test func colorConversionsPremultiplyAndRoundTrip() {
        let color = PixelColor(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(color.alpha == 128 && color.red == 128 && color.green == 64 && color.blue == 0)
        let back = color.rgba
        #expect(abs(back.red - 1) < 0.01 && abs(back.green - 0.5) < 0.01 && abs(back.alpha - 0.5) < 0.01)
        #expect(PixelColor(hex: 0x30D158).description == "#30D158")
        #expect(color.over(.black) == PixelColor(red: 128, green: 64, blue: 0))
    }

    /// A piece painted on a canvas of its own size and put down at its place is the same picture
    /// as the piece painted in place (a widget painted in its slot's pixels on the Lock Screen),
    /// inside the target's clip too.
    @Test func aPiecePaintedApartIsTheSameAsPaintedInPlace() {
        let disc = VectorPath.circle(center: PixelPoint(x: 20.5, y: 14.25), radius: 6.3)
        var inPlace = PixelCanvas(width: 40, height: 30)
        inPlace.fill(disc, with: PixelColor(red: 200, green: 40, blue: 40, alpha: 200))
        var piece = PixelCanvas(width: 16, height: 16)
        piece.fill(.circle(center: PixelPoint(x: 20.5 - 12, y: 14.25 - 6), radius: 6.3), with: PixelColor(red: 200, green: 40, blue: 40, alpha: 200))
        var apart = PixelCanvas(width: 40, height: 30)
        apart.composite(piece, atX: 12, y: 6)
        #expect(apart.buffer == inPlace.buffer)
        #expect(apart.drawnBounds == inPlace.drawnBounds)

        // Put down inside a clip shape, it is weighted by the clip's coverage.
        var clipped = PixelCanvas(width: 40, height: 30)
        clipped.withClip(to: .rect(PixelRect(x: 0, y: 0, width: 20.5, height: 30))) { $0.composite(piece, atX: 12, y: 6) }
        #expect(clipped.buffer[22, 14].alpha == 0)
        #expect(clipped.buffer[18, 14] == inPlace.buffer[18, 14])
        #expect(clipped.buffer[20, 14].alpha > 0 && clipped.buffer[20, 14].alpha < inPlace.buffer[20, 14].alpha)
    }

    @Test func clipRectAndClipShapeLimitDrawing() {
        var canvas = PixelCanvas(width: 32, height: 32)
        canvas.withClip(to: PixelRect(x: 0, y: 0, width: 16, height: 32)) { c in
            c.fill(.rect(PixelRect(x: 0, y: 0, width: 32, height: 32)), with: .white)
        }
        #expect(canvas.buffer[15, 5].alpha == 255 && canvas.buffer[16, 5].alpha == 0)

        var clipped = PixelCanvas(width: 32, height: 32)
        clipped.withClip(to: .circle(center: PixelPoint(x: 16, y: 16), radius: 10)) { c in
            c.fill(PixelRect(x: 0, y: 0, width: 32, height: 32), with: .white)
        }
        #expect(clipped.buffer[16, 16].alpha == 255)
        #expect(clipped.buffer[2, 2].alpha == 0)
        let edge = clipped.buffer[6, 15].alpha
        #expect(edge > 0 && edge < 255, "the clip shape's edge is anti-aliased: \(edge)")
        #expect(clipped.clipMask == nil, "the clip ends with the closure")
    }

    @Test func nestedClipsIntersect() {
        var canvas = PixelCanvas(width: 32, height: 32)
        canvas.withClip(to: .rect(PixelRect(x: 0, y: 0, width: 20, height: 32))) { c in
            c.withClip(to: .rect(PixelRect(x: 10, y: 0, width: 22, height: 32))) { c in
                c.fill(PixelRect(x: 0, y: 0, width: 32, height: 32), with: .white)
            }
        }
        #expect(canvas.buffer[5, 5].alpha == 0 && canvas.buffer[15, 5].alpha == 255 && canvas.buffer[25, 5].alpha == 0)
    }

    @Test func opacityLayerCompositesTheGroupOnce() {
        var canvas = PixelCanvas(width: 30, height: 10, background: .black)
        canvas.withOpacity(0.5) { layer in
            layer.fill(PixelRect(x: 0, y: 0, width: 20, height: 10), with: .white)
            layer.fill(PixelRect(x: 10, y: 0, width: 20, height: 10), with: .white)
        }
        // Overlap and single coverage look the same: the group is flattened first.
        #expect(canvas.buffer[5, 5] == canvas.buffer[15, 5])
        #expect(canvas.buffer[15, 5] == PixelColor(red: 128, green: 128, blue: 128))
        // Drawing each child at half opacity would show the overlap brighter.
        var naive = PixelCanvas(width: 30, height: 10, background: .black)
        naive.fill(PixelRect(x: 0, y: 0, width: 20, height: 10), with: PixelColor.white.withOpacity(0.5))
        naive.fill(PixelRect(x: 10, y: 0, width: 20, height: 10), with: PixelColor.white.withOpacity(0.5))
        #expect(naive.buffer[15, 5].red > naive.buffer[5, 5].red)
    }
}
