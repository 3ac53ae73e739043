import CVectorGraphicsABI
import Foundation

/// An SVG file parsed by librsvg, drawn onto cairo surfaces. Not thread safe (`VectorImage` locks).
final class SVGDocument {
    private let handle: OpaquePointer
    private let library: VectorGraphicsLibrary
    /// The document's size in CSS pixels (its `width`/`height`, else its `viewBox`): points at 1x.
    let size: (width: Double, height: Double)

    /// Parses SVG bytes; throws with librsvg's message when they are not a drawable SVG.
    init(data: Data) throws {
        let library = try VectorGraphicsLibrary.functions()
        self.library = library
        var error: UnsafeMutablePointer<GError>?
        let parsed = data.withUnsafeBytes { bytes in
            library.rsvg_handle_new_from_data(bytes.bindMemory(to: guint8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let parsed else { throw VectorImage.ReadError(description: GLibError.take(error, library)) }
        handle = parsed
        var width = 0.0, height = 0.0
        if library.rsvg_handle_get_intrinsic_size_in_pixels(parsed, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            library.rsvg_handle_get_intrinsic_dimensions(parsed, nil, nil, nil, nil, &hasViewBox, &viewBox)
            (width, height) = hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
        }
        guard width > 0, height > 0 else {
            library.g_object_unref(UnsafeMutableRawPointer(parsed))
            throw VectorImage.ReadError(description: "it has no size (no width and height, nor a viewBox)")
        }
        size = (width, height)
    }

    deinit { library.g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The whole document stretched over `width × height` pixels.
    func draw(width: Int, height: Int) -> RasterizedImage? {
        CairoCanvas.draw(width: width, height: height, with: library) { context in
            library.cairo_scale(context, Double(width) / size.width, Double(height) / size.height)
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            let drawn = library.rsvg_handle_render_document(handle, context, &viewport, &error) != 0
            if !drawn { _ = GLibError.take(error, library) }
            return drawn
        }
    }

    /// The bounds of the element with `id` (and its children) in document units, or nil when
    /// there is no such element.
    func bounds(ofElement id: String) -> (x: Double, y: Double, width: Double, height: Double)? {
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard library.rsvg_handle_has_sub(handle, "#" + id) != 0,
              library.rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
            _ = GLibError.take(error, library)
            return nil
        }
        return (logical.x, logical.y, logical.width, logical.height)
    }

    /// Only the element with `id` into `width × height` pixels, document point (`x`, `y`) at
    /// pixel (`pixelX`, `pixelY`), `scale` pixels per document unit.
    func drawElement(_ id: String, width: Int, height: Int, scale: Double,
                     mapping point: (x: Double, y: Double), to pixel: (x: Double, y: Double)) -> RasterizedImage? {
        CairoCanvas.draw(width: width, height: height, with: library) { context in
            library.cairo_translate(context, pixel.x, pixel.y)
            library.cairo_scale(context, scale, scale)
            library.cairo_translate(context, -point.x, -point.y)
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            let drawn = library.rsvg_handle_render_layer(handle, context, "#" + id, &viewport, &error) != 0
            if !drawn { _ = GLibError.take(error, library) }
            return drawn
        }
    }
}

/// GLib's `GError`: its message, then freed.
enum GLibError {
    static func take(_ error: UnsafeMutablePointer<GError>?, _ library: VectorGraphicsLibrary) -> String {
        guard let error else { return "unknown error" }
        defer { library.g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        return message.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
