import CVectorGraphicsABI
import Foundation

/// librsvg, poppler-glib and cairo, opened with `dlopen` the first time an SVG or PDF image is
/// read, instead of linked into the binary: the three bring about 50 shared libraries (GLib,
/// Pango, HarfBuzz, NSS, X11, …) that the dynamic linker loaded and relocated at every start,
/// 15 ms of a 17 ms C program's start here (docs/performance.md), for the few runs that draw a
/// vector asset. Building needs none of their headers either: the few types passed are declared
/// in CVectorGraphicsABI. Each function is looked up by name once; its type here is the one its
/// header declares (pointers to the libraries' own objects as `OpaquePointer`).
struct VectorGraphicsLibrary: @unchecked Sendable {
    /// The libraries' names as Debian's runtime packages install them (librsvg2-2,
    /// libpoppler-glib8): the ABI names, present without the -dev packages. cairo, GObject and
    /// GLib are their dependencies, so their functions are found through the same handles.
    static let libraryNames = ["librsvg-2.so.2", "libpoppler-glib.so.8"]

    /// The functions, or why they could not be loaded; loaded on first use, once per process.
    static let loaded: Result<VectorGraphicsLibrary, VectorImage.ReadError> = load()

    /// The functions; throws, naming the library and the package, when one is missing.
    static func functions() throws -> VectorGraphicsLibrary { try loaded.get() }

    let cairo_image_surface_create: @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    let cairo_surface_destroy: @convention(c) (OpaquePointer?) -> Void
    let cairo_surface_status: @convention(c) (OpaquePointer?) -> Int32
    let cairo_create: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let cairo_destroy: @convention(c) (OpaquePointer?) -> Void
    let cairo_surface_flush: @convention(c) (OpaquePointer?) -> Void
    let cairo_image_surface_get_data: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    let cairo_image_surface_get_stride: @convention(c) (OpaquePointer?) -> Int32
    let cairo_scale: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let cairo_translate: @convention(c) (OpaquePointer?, Double, Double) -> Void
    let g_bytes_new: @convention(c) (UnsafeRawPointer?, gsize) -> OpaquePointer?
    let g_bytes_unref: @convention(c) (OpaquePointer?) -> Void
    let g_error_free: @convention(c) (UnsafeMutablePointer<GError>?) -> Void
    let g_object_unref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let poppler_document_new_from_bytes: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?,
                                                         UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?
    let poppler_document_get_n_pages: @convention(c) (OpaquePointer?) -> Int32
    let poppler_document_get_page: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    let poppler_page_get_size: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let poppler_page_render: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    let rsvg_handle_new_from_data: @convention(c) (UnsafePointer<guint8>?, gsize,
                                                   UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?
    let rsvg_handle_get_intrinsic_size_in_pixels: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?,
                                                                  UnsafeMutablePointer<Double>?) -> gboolean
    let rsvg_handle_get_intrinsic_dimensions: @convention(c) (OpaquePointer?, UnsafeMutablePointer<gboolean>?,
                                                              OpaquePointer?, UnsafeMutablePointer<gboolean>?,
                                                              OpaquePointer?, UnsafeMutablePointer<gboolean>?,
                                                              UnsafeMutablePointer<RsvgRectangle>?) -> Void
    let rsvg_handle_render_document: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<RsvgRectangle>?,
                                                     UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean
    let rsvg_handle_has_sub: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> gboolean
    let rsvg_handle_get_geometry_for_layer: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?,
                                                           UnsafePointer<RsvgRectangle>?, UnsafeMutablePointer<RsvgRectangle>?,
                                                           UnsafeMutablePointer<RsvgRectangle>?,
                                                           UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean
    let rsvg_handle_render_layer: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?,
                                                  UnsafePointer<RsvgRectangle>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean

    /// Opens the libraries and looks up every function.
    private static func load() -> Result<VectorGraphicsLibrary, VectorImage.ReadError> {
        var handles: [UnsafeMutableRawPointer] = []
        for name in libraryNames {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                let reason = dlerror().map { String(cString: $0) } ?? name
                return .failure(VectorImage.ReadError(description: "SVG and PDF images need librsvg and poppler-glib (\(reason)); "
                                                      + "install them: apt-get install librsvg2-2 libpoppler-glib8"))
            }
            handles.append(handle)
        }
        var missing: [String] = []
        func function<F>(_ name: String) -> F {
            for handle in handles {
                if let symbol = dlsym(handle, name) { return unsafeBitCast(symbol, to: F.self) }
            }
            missing.append(name)
            return unsafeBitCast(Self.absent, to: F.self)
        }
        let library = VectorGraphicsLibrary(
            cairo_image_surface_create: function("cairo_image_surface_create"),
            cairo_surface_destroy: function("cairo_surface_destroy"),
            cairo_surface_status: function("cairo_surface_status"),
            cairo_create: function("cairo_create"),
            cairo_destroy: function("cairo_destroy"),
            cairo_surface_flush: function("cairo_surface_flush"),
            cairo_image_surface_get_data: function("cairo_image_surface_get_data"),
            cairo_image_surface_get_stride: function("cairo_image_surface_get_stride"),
            cairo_scale: function("cairo_scale"),
            cairo_translate: function("cairo_translate"),
            g_bytes_new: function("g_bytes_new"),
            g_bytes_unref: function("g_bytes_unref"),
            g_error_free: function("g_error_free"),
            g_object_unref: function("g_object_unref"),
            poppler_document_new_from_bytes: function("poppler_document_new_from_bytes"),
            poppler_document_get_n_pages: function("poppler_document_get_n_pages"),
            poppler_document_get_page: function("poppler_document_get_page"),
            poppler_page_get_size: function("poppler_page_get_size"),
            poppler_page_render: function("poppler_page_render"),
            rsvg_handle_new_from_data: function("rsvg_handle_new_from_data"),
            rsvg_handle_get_intrinsic_size_in_pixels: function("rsvg_handle_get_intrinsic_size_in_pixels"),
            rsvg_handle_get_intrinsic_dimensions: function("rsvg_handle_get_intrinsic_dimensions"),
            rsvg_handle_render_document: function("rsvg_handle_render_document"),
            rsvg_handle_has_sub: function("rsvg_handle_has_sub"),
            rsvg_handle_get_geometry_for_layer: function("rsvg_handle_get_geometry_for_layer"),
            rsvg_handle_render_layer: function("rsvg_handle_render_layer"))
        guard missing.isEmpty else {
            return .failure(VectorImage.ReadError(description: "the installed librsvg or poppler-glib lacks \(missing.joined(separator: ", "))"))
        }
        return .success(library)
    }

    /// Stands for a function that was not found; never called (`load` fails instead).
    private static let absent: @convention(c) () -> Void = {}
}
