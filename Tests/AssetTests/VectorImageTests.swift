import Foundation
import Images
import Testing

/// SVG (librsvg) and PDF (poppler) images drawn at a requested size, and SF Symbols templates.
@Suite struct VectorImageTests {
    static let square = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect x="0" y="10" width="10" height="10" fill="#FF0000"/></svg>
        """.utf8)

    static func pixel(_ image: RasterizedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * image.width + x) * 4
        return Array(image.rgba[index..<index + 4])
    }

    @Test func anSVGHasItsSizeInPointsAndIsDrawnAtAnySize() throws {
        let image = try VectorImage(data: Self.square, format: .svg)
        #expect(image.pointWidth == 10 && image.pointHeight == 20)
        let drawn = try #require(image.rasterized(width: 40, height: 80))
        #expect(drawn.width == 40 && drawn.height == 80)
        #expect(Self.pixel(drawn, 20, 60) == [255, 0, 0, 255], "the square's lower half, opaque red")
        #expect(Self.pixel(drawn, 20, 20) == [0, 0, 0, 0], "transparent above it")
        #expect(Self.pixel(drawn, 20, 39) == [0, 0, 0, 0] && Self.pixel(drawn, 20, 40) == [255, 0, 0, 255], "a sharp edge at 4× the size")
    }

    @Test func damagedFilesAreErrorsWithTheLibrariesReasons() {
        #expect(throws: VectorImage.ReadError.self) { try VectorImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"".utf8), format: .svg) }
        #expect(throws: VectorImage.ReadError.self) { try VectorImage(data: Data("%PDF-1.4\nnot really".utf8), format: .pdf) }
        #expect(VectorImage.Format(fileName: "icon.SVG") == .svg && VectorImage.Format(fileName: "icon.png") == nil)
    }

    @Test func aSymbolTemplateNeedsAWeightGroupWithItsGuides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("VectorImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain.svg")
        try Self.square.write(to: plain)
        #expect(throws: VectorImage.ReadError.self) { try SymbolTemplate(path: plain.path) }
        let template = folder.appendingPathComponent("bar.svg")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
              <path id="Capline-M" d="M 0 30 H 300" stroke="#000" stroke-width="0.5"/>
              <path id="Baseline-M" d="M 0 100 H 300" stroke="#000" stroke-width="0.5"/>
              <g id="Regular-M"><rect x="100" y="30" width="20" height="70"/></g>
            </svg>
            """.utf8).write(to: template)
        let symbol = try SymbolTemplate(path: template.path)
        // Cap height 70 units drawn 14 pixels tall: 0.2 pixels a unit, the bar 4 × 14 pixels on the baseline at row 16.
        let black = try #require(SymbolTemplate.weights.firstIndex(of: "Black"))
        let drawn = try #require(symbol.rasterized(weight: black, capHeight: 14, baseline: 16, width: 20, height: 20))
        #expect(Self.pixel(drawn, 10, 10)[3] == 255, "the nearest weight (Regular for Black) is drawn")
        #expect(Self.pixel(drawn, 10, 1)[3] == 0 && Self.pixel(drawn, 10, 2)[3] == 255, "its top on the capline, 14 pixels above the baseline")
        #expect(Self.pixel(drawn, 10, 15)[3] == 255 && Self.pixel(drawn, 10, 16)[3] == 0, "its bottom on the baseline")
        #expect(Self.pixel(drawn, 7, 10)[3] == 0 && Self.pixel(drawn, 8, 10)[3] == 255 && Self.pixel(drawn, 12, 10)[3] == 0, "centred: 4 pixels wide around column 10")
    }

    /// SF Symbols' exporter gives a template's shapes a preview class styled as a hairline
    /// outline; Xcode fills them, and so does the preview (DuckDuckGo's VPN symbol).
    @Test func aTemplatesShapesAreFilledDespiteThePreviewWireframeClass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("VectorImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = folder.appendingPathComponent("wire.svg")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
              <style>.SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}</style>
              <path id="Capline-M" d="M 0 30 H 300" stroke="#000" stroke-width="0.5"/>
              <path id="Baseline-M" d="M 0 100 H 300" stroke="#000" stroke-width="0.5"/>
              <g id="Regular-M"><rect class="monochrome-0 SFSymbolsPreviewWireframe" x="100" y="30" width="20" height="70"/></g>
            </svg>
            """.utf8).write(to: template)
        let symbol = try SymbolTemplate(path: template.path)
        let regular = try #require(SymbolTemplate.weights.firstIndex(of: "Regular"))
        let drawn = try #require(symbol.rasterized(weight: regular, capHeight: 14, baseline: 16, width: 20, height: 20))
        #expect(Self.pixel(drawn, 10, 10)[3] == 255, "the bar's middle is filled, not only its outline")
    }
}
