import CVectorGraphicsABI

/// A cairo ARGB32 image surface and its drawing context, for one rasterisation: drawn into,
/// read out as `RasterizedImage`, and freed at once (`draw(width:height:_:)` owns both).
enum CairoCanvas {
    /// Runs `body` with a cleared `width × height` context and returns its pixels; nil when cairo
    /// cannot make the surface or `body` fails. The surface and context are destroyed before returning.
    static func draw(width: Int, height: Int, with library: VectorGraphicsLibrary, _ body: (OpaquePointer) -> Bool) -> RasterizedImage? {
        let cairo = library
        guard width > 0, height > 0, width <= BitmapImage.maximumSide, height <= BitmapImage.maximumSide,
              let surface = cairo.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo.cairo_surface_destroy(surface) }
        guard cairo.cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo.cairo_create(surface) else { return nil }
        let drawn = body(context)
        cairo.cairo_destroy(context)
        guard drawn else { return nil }
        cairo.cairo_surface_flush(surface)
        guard let data = cairo.cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo.cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            // ARGB32 is one native-endian 32-bit word per pixel: premultiplied, alpha in the top byte.
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let word = line[column], index = (row * width + column) * 4
                rgba[index] = UInt8(truncatingIfNeeded: word >> 16)
                rgba[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                rgba[index + 2] = UInt8(truncatingIfNeeded: word)
                rgba[index + 3] = UInt8(truncatingIfNeeded: word >> 24)
            }
        }
        return RasterizedImage(width: width, height: height, rgba: rgba)
    }
}
