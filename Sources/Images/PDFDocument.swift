import CVectorGraphicsABI
import Foundation

/// The first page of a PDF file, parsed by poppler-glib and drawn onto cairo surfaces (an
/// asset catalog's PDF image is one page). Not thread safe (`VectorImage` locks).
final class PDFDocument {
    private let document: OpaquePointer
    private let page: OpaquePointer
    private let library: VectorGraphicsLibrary
    /// The page's size in PDF points: points at 1x.
    let size: (width: Double, height: Double)

    /// Parses PDF bytes; throws with poppler's message when they are not a readable PDF.
    init(data: Data) throws {
        let library = try VectorGraphicsLibrary.functions()
        self.library = library
        let bytes = data.withUnsafeBytes { library.g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { library.g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = library.poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw VectorImage.ReadError(description: GLibError.take(error, library))
        }
        guard library.poppler_document_get_n_pages(document) > 0, let page = library.poppler_document_get_page(document, 0) else {
            library.g_object_unref(UnsafeMutableRawPointer(document))
            throw VectorImage.ReadError(description: "it has no pages")
        }
        var width = 0.0, height = 0.0
        library.poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else {
            library.g_object_unref(UnsafeMutableRawPointer(page))
            library.g_object_unref(UnsafeMutableRawPointer(document))
            throw VectorImage.ReadError(description: "its page has no size")
        }
        self.document = document
        self.page = page
        size = (width, height)
    }

    deinit {
        library.g_object_unref(UnsafeMutableRawPointer(page))
        library.g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// The page stretched over `width × height` pixels.
    func draw(width: Int, height: Int) -> RasterizedImage? {
        CairoCanvas.draw(width: width, height: height, with: library) { context in
            library.cairo_scale(context, Double(width) / size.width, Double(height) / size.height)
            library.poppler_page_render(page, context)
            return true
        }
    }
}
