import Raster

extension WidgetRenderer {
    /// One widget on the neutral backdrop as pixels at the request's scale, every text drawn
    /// from the font: the picture a PNG file holds (at the device's own pixels, pass
    /// `1 / DeviceProfile.scale` as the request's points per pixel).
    public func pixels(_ request: Request) -> PixelBuffer {
        paint(layout(request), request: request, allTextAsPixels: true).pixels
    }
}
