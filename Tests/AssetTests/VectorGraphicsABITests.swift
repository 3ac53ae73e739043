import CVectorGraphics
import CVectorGraphicsABI
import Images
import Testing

/// The types Images passes to librsvg, poppler-glib, cairo and GLib, declared in
/// CVectorGraphicsABI so that the program builds and starts without them, are the libraries'
/// own: the same size, alignment and member offsets as in their headers, the same constants.
@Suite struct VectorGraphicsABITests {
    @Test func gErrorIsGLibs() {
        #expect(MemoryLayout<CVectorGraphicsABI.GError>.size == MemoryLayout<CVectorGraphics.GError>.size)
        #expect(MemoryLayout<CVectorGraphicsABI.GError>.alignment == MemoryLayout<CVectorGraphics.GError>.alignment)
        #expect(MemoryLayout<CVectorGraphicsABI.GError>.offset(of: \.domain) == MemoryLayout<CVectorGraphics.GError>.offset(of: \.domain))
        #expect(MemoryLayout<CVectorGraphicsABI.GError>.offset(of: \.code) == MemoryLayout<CVectorGraphics.GError>.offset(of: \.code))
        #expect(MemoryLayout<CVectorGraphicsABI.GError>.offset(of: \.message) == MemoryLayout<CVectorGraphics.GError>.offset(of: \.message))
    }

    @Test func rsvgRectangleIsLibrsvgs() {
        typealias Ours = CVectorGraphicsABI.RsvgRectangle
        typealias Theirs = CVectorGraphics.RsvgRectangle
        #expect(MemoryLayout<Ours>.size == MemoryLayout<Theirs>.size)
        #expect(MemoryLayout<Ours>.offset(of: \.x) == MemoryLayout<Theirs>.offset(of: \.x))
        #expect(MemoryLayout<Ours>.offset(of: \.y) == MemoryLayout<Theirs>.offset(of: \.y))
        #expect(MemoryLayout<Ours>.offset(of: \.width) == MemoryLayout<Theirs>.offset(of: \.width))
        #expect(MemoryLayout<Ours>.offset(of: \.height) == MemoryLayout<Theirs>.offset(of: \.height))
    }

    @Test func cairoConstantsAreCairos() {
        #expect(CVectorGraphicsABI.CAIRO_FORMAT_ARGB32 == Int32(CVectorGraphics.CAIRO_FORMAT_ARGB32.rawValue))
        #expect(CVectorGraphicsABI.CAIRO_STATUS_SUCCESS == Int32(CVectorGraphics.CAIRO_STATUS_SUCCESS.rawValue))
        #expect(MemoryLayout<CVectorGraphicsABI.gsize>.size == MemoryLayout<CVectorGraphics.gsize>.size)
        #expect(MemoryLayout<CVectorGraphicsABI.gboolean>.size == MemoryLayout<CVectorGraphics.gboolean>.size)
    }
}
