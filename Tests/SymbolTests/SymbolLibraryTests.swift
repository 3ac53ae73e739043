import Raster
@testable import Symbols
import Testing
import ViewTree

/// The symbol set: complete, fitted into its rect, and recognisable where it matters.
@Suite struct SymbolLibraryTests {
    @Test func everyCatalogNameHasADrawingAndNothingElseDoes() {
        for name in SymbolCatalog.handDrawnNames {
            #expect(SymbolLibrary.contains(name), "\(name)")
            let path = SymbolLibrary.path(for: name, in: PixelRect(x: 0, y: 0, width: 20, height: 20))
            #expect(path.map { !$0.isEmpty } == true, "\(name)")
        }
        #expect(Set(SymbolDrawings.byName.keys) == Set(SymbolCatalog.handDrawnNames))
    }

    @Test func everyPartOfEveryDrawingParses() {
        func check(_ part: SymbolPart, _ name: String) {
            #expect(part.outline.map { !$0.isEmpty } == true, "\(name): \(part)")
        }
        for (name, drawing) in SymbolDrawings.byName {
            for part in drawing.parts + drawing.secondary { check(part, name) }
        }
        for part in SymbolDrawings.placeholder.parts { check(part, "placeholder") }
    }

    @Test func framesLieInTheDesignBox() {
        for (name, drawing) in SymbolDrawings.byName {
            let f = drawing.frame
            #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= 100 && f.maxY <= 100 && !f.isEmpty, "\(name)")
        }
    }

    /// Square, wide, tall and fractional rects: no ink outside, and the tighter axis filled.
    @Test(arguments: SymbolCatalog.handDrawnNames)
    func drawingStaysInsideItsRectAndFillsIt(name: String) throws {
        let rects = [PixelRect(x: 3, y: 3, width: 20, height: 20), PixelRect(x: 2.5, y: 4.25, width: 31, height: 13),
                     PixelRect(x: 4, y: 2, width: 9.5, height: 27), PixelRect(x: 3, y: 3, width: 6, height: 6)]
        for rect in rects {
            let path = try #require(SymbolLibrary.path(for: name, in: rect))
            let coverage = Coverage(path, width: 40, height: 34)
            let inside = rect.enclosingBounds
            var ink = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
            var outside: [String] = []
            for y in 0..<coverage.height {
                for x in 0..<coverage.width where coverage[x, y] > 0 {
                    let within = x >= inside.x && x < inside.maxX && y >= inside.y && y < inside.maxY
                    if !within { outside.append("(\(x), \(y))") }
                    ink = (min(ink.minX, x), min(ink.minY, y), max(ink.maxX, x), max(ink.maxY, y))
                }
            }
            #expect(outside.isEmpty, "\(name) in \(rect): ink outside at \(outside.joined(separator: " "))")
            let inkWidth = Double(ink.maxX - ink.minX + 1), inkHeight = Double(ink.maxY - ink.minY + 1)
            let touches = inkWidth >= rect.width - 1.5 || inkHeight >= rect.height - 1.5
            #expect(touches, "\(name) in \(rect): ink \(inkWidth) × \(inkHeight)")
        }
    }

    /// Neither a speck nor a solid block: ink covers a sensible share of the fitted frame.
    @Test(arguments: SymbolCatalog.handDrawnNames)
    func coverageIsASensibleFraction(name: String) throws {
        let side = 40.0
        let path = try #require(SymbolLibrary.path(for: name, in: PixelRect(x: 0, y: 0, width: side, height: side)))
        let aspect = try #require(SymbolLibrary.aspectRatio(for: name))
        let frameArea = aspect >= 1 ? side * side / aspect : side * side * aspect
        let share = Coverage(path, width: 40, height: 40).total / frameArea
        #expect(share > 0.15 && share < 0.92, "\(name): \(share)")
    }

    /// At 5 × 5 the heart keeps two lobes over a point.
    @Test func heartReadsAsAHeartAtFivePixels() throws {
        let path = try #require(SymbolLibrary.path(for: "heart.fill", in: PixelRect(x: 0, y: 0, width: 5, height: 5)))
        let c = Coverage(path, width: 5, height: 5)
        #expect(c[2, 0] < c[1, 0] - 0.2 && c[2, 0] < c[3, 0] - 0.2, "notch \(c[2, 0]) lobes \(c[1, 0]) \(c[3, 0])")
        #expect(c.row(4) < c.row(2) - 1.5, "bottom \(c.row(4)) middle \(c.row(2))")
        #expect(c[2, 4] > c[0, 4] && c[2, 4] > c[4, 4], "the point is centred")
        for y in 0..<5 { #expect(abs(c[0, y] - c[4, y]) < 0.02 && abs(c[1, y] - c[3, y]) < 0.02, "symmetric") }
    }

    @Test func arrowsAreVerticalMirrors() throws {
        for (width, height) in [(9, 9), (16, 16), (23, 17), (8, 30)] {
            let rect = PixelRect(x: 0, y: 0, width: Double(width), height: Double(height))
            let up = Coverage(try #require(SymbolLibrary.path(for: "arrow.up", in: rect)), width: width, height: height)
            let down = Coverage(try #require(SymbolLibrary.path(for: "arrow.down", in: rect)),
                                width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    #expect(abs(up[x, y] - down[x, height - 1 - y]) < 0.02, "\(width)×\(height) at (\(x), \(y))")
                }
            }
            #expect(up.difference(from: down) > 1, "the two arrows differ")
        }
    }

    @Test func placeholderDiffersFromEverySymbol() {
        let rect = PixelRect(x: 0, y: 0, width: 16, height: 16)
        let placeholder = Coverage(SymbolLibrary.placeholderPath(in: rect), width: 16, height: 16)
        #expect(placeholder.total > 30)
        for name in SymbolCatalog.handDrawnNames {
            guard let path = SymbolLibrary.path(for: name, in: rect) else { continue }
            let difference = placeholder.difference(from: Coverage(path, width: 16, height: 16))
            #expect(difference > 25, "\(name) differs by only \(difference) pixels")
        }
    }

    @Test func unknownNamesHaveNoDrawing() {
        let rect = PixelRect(x: 0, y: 0, width: 12, height: 12)
        for name in ["", "heart.fil", "HEART.FILL", "heart.fill ", "square.and.arrow.up.trianglebadge.exclamationmark", "placeholder"] {
            #expect(SymbolLibrary.path(for: name, in: rect) == nil, "\(name)")
            #expect(SymbolLibrary.path(for: name, layer: .primary, in: rect) == nil)
            #expect(SymbolLibrary.aspectRatio(for: name) == nil)
            #expect(!SymbolLibrary.contains(name))
            #expect(SymbolLibrary.pathOrPlaceholder(for: name, in: rect) == SymbolLibrary.placeholderPath(in: rect))
        }
    }

    @Test func naturalAspectRatios() throws {
        let ratio = { (name: String) throws -> Double in try #require(SymbolLibrary.aspectRatio(for: name)) }
        #expect(try ratio("circle") == 1)
        #expect(try ratio("envelope.fill") > 1.2)
        #expect(try ratio("battery.75") > 1.8)
        #expect(try ratio("figure.walk") < 0.8)
        #expect(try ratio("thermometer.medium") < 0.6)
        #expect(try (0.9...1.15).contains(ratio("heart.fill")))
    }

    @Test func layersSplitTheSymbolAndShareOneFit() throws {
        let rect = PixelRect(x: 1, y: 2, width: 30, height: 24)
        #expect(SymbolLibrary.hasSecondaryLayer("cloud.sun.fill"))
        #expect(!SymbolLibrary.hasSecondaryLayer("heart.fill"))
        let all = Coverage(try #require(SymbolLibrary.path(for: "cloud.sun.fill", in: rect)), width: 32, height: 28)
        let primary = try #require(SymbolLibrary.path(for: "cloud.sun.fill", layer: .primary, in: rect))
        let secondary = try #require(SymbolLibrary.path(for: "cloud.sun.fill", layer: .secondary, in: rect))
        let split = (Coverage(primary, width: 32, height: 28), Coverage(secondary, width: 32, height: 28))
        #expect(split.0.total > 100 && split.1.total > 30)
        // The sun keeps a gap from the cloud, so the layers do not overlap and add up to the whole.
        #expect(abs(split.0.total + split.1.total - all.total) < 1)
        #expect(SymbolLibrary.path(for: "heart.fill", layer: .secondary, in: rect)?.isEmpty == true)
    }

    @Test func emptyOrInvalidRectsGiveEmptyPaths() {
        let rects = [PixelRect(x: 0, y: 0, width: 0, height: 10), PixelRect(x: 0, y: 0, width: 10, height: -1),
                     PixelRect(x: .nan, y: 0, width: 10, height: 10),
                     PixelRect(x: 0, y: 0, width: .infinity, height: 5)]
        for rect in rects {
            #expect(SymbolLibrary.path(for: "heart.fill", in: rect)?.isEmpty == true)
            #expect(SymbolLibrary.placeholderPath(in: rect).isEmpty)
        }
    }
}
