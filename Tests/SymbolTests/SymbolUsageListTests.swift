import Cells
import Foundation
import Raster
@testable import Symbols
import Testing
import ViewTree
import Writers

/// The 600 most used SF Symbol names (`Sources/Symbols/Catalog/sf-symbol-usage.tsv`) all draw
/// something of their own: none is the placeholder or nothing.
@Suite struct SymbolUsageListTests {
    static let sourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The names of the usage list, most used first.
    static let usageNames: [String] = {
        let file = sourcesFolder.appendingPathComponent("Symbols/Catalog/sf-symbol-usage.tsv")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().compactMap {
            $0.split(separator: "\t").first.map(String.init)
        }
    }()

    /// A typical symbol size on a Lock Screen widget rendered at device pixels.
    static let side = 30

    @Test func theListHasSixHundredDistinctNames() {
        #expect(Self.usageNames.count == 600)
        #expect(Set(Self.usageNames).count == Self.usageNames.count)
    }

    @Test func everyListedNameDrawsItsOwnShape() {
        let rect = PixelRect(x: 0, y: 0, width: Double(Self.side), height: Double(Self.side))
        let placeholder = Coverage(SymbolLibrary.placeholderPath(in: rect), width: Self.side, height: Self.side)
        var failures: [String] = []
        for name in Self.usageNames {
            guard SymbolCatalog.contains(name), let path = SymbolLibrary.path(for: name, in: rect) else {
                failures.append("\(name): placeholder")
                continue
            }
            let coverage = Coverage(path, width: Self.side, height: Self.side)
            let area = Double(Self.side * Self.side)
            if coverage.total < area * 0.02 { failures.append("\(name): almost empty (\(Int(coverage.total)) px)") }
            if coverage.difference(from: placeholder) < area * 0.02 { failures.append("\(name): looks like the placeholder") }
        }
        #expect(failures.isEmpty, "\(failures.count) names: \(failures.joined(separator: ", "))")
    }

    @Test func aNameBeyondTheCatalogIsAPlaceholder() {
        #expect(SymbolCatalog.source(for: "not.a.symbol") == nil)
        #expect(SymbolLibrary.path(for: "not.a.symbol", in: PixelRect(x: 0, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func enclosuresWrapTheirBase() {
        #expect(SymbolCatalog.source(for: "heart.circle.fill") == .enclosed(.handDrawn("heart.fill"), .circleFill))
        #expect(SymbolCatalog.source(for: "heart.circle") == .enclosed(.handDrawn("heart"), .circle))
        guard case .enclosed(.iconFont(let lock), .squareFill)? = SymbolCatalog.source(for: "lock.square.fill") else {
            Issue.record("lock.square.fill is not an enclosed icon-font glyph")
            return
        }
        #expect(lock.iconName == "lock")
        guard case .enclosed(.iconFont(let buildings), .circleFill)? = SymbolCatalog.source(for: "building.2.crop.circle.fill") else {
            Issue.record("building.2.crop.circle.fill is not the buildings inside a disc")
            return
        }
        #expect(buildings.iconName == "apartment", "a base 'cropped' to its circle is inside it")
        #expect(SymbolCatalog.source(for: "cloud.rain") == .handDrawn("cloud.rain.fill"), "an outline falls back to the filled form")
        #expect(SymbolCatalog.source(for: "sparkles.tv.fill") == nil, "a name the catalog does not know")
        // A filled disc with the base knocked out: less ink than the disc, more than the ring.
        let rect = PixelRect(x: 0, y: 0, width: 30, height: 30)
        let filled = Coverage(try! #require(SymbolLibrary.path(for: "heart.circle.fill", in: rect)), width: 30, height: 30)
        let ring = Coverage(try! #require(SymbolLibrary.path(for: "heart.circle", in: rect)), width: 30, height: 30)
        let disc = Coverage(.circle(center: PixelPoint(x: 15, y: 15), radius: 15), width: 30, height: 30)
        #expect(filled.total < disc.total - 50 && filled.total > ring.total)
        #expect(filled[15, 15] < 0.1, "the heart is cut out of the disc's centre")
        let bareRing = Coverage(.strokedEllipse(in: rect.insetBy(2), lineWidth: 2.4), width: 30, height: 30)
        #expect(ring.total > bareRing.total + 30, "the heart is drawn inside the ring")
    }

    /// The names real widgets and Live Activities were found drawing as placeholders (session 18,
    /// `check` over the fetched extensions: a delivery's takeout bag and stove, a call's phone, a
    /// match's balls, a player's transport controls, a wallet's bitcoin sign; session 22: a
    /// weather app's umbrella and wind arrow, a streamer calendar's live badge, an office tracker's clock;
    /// session 23: a flashcard app's new-note shortcut).
    @Test(arguments: ["takeoutbag.and.cup.and.straw.fill", "video.fill", "tennisball.fill", "stove.fill", "phone.down.fill",
                      "phone.circle.fill", "person.bust", "forward.end", "backward.end", "football.fill",
                      "building.2.crop.circle.fill", "beach.umbrella", "basket.fill", "tree.fill", "flashlight.off.fill", "briefcase",
                      "bitcoinsign.square.fill", "scribble.variable", "dollarsign.arrow.circlepath",
                      "umbrella.fill", "location.north.fill", "person.wave.2.fill", "clock.badge.fill",
                      "plus.rectangle.on.rectangle"])
    func symbolsRealExtensionsUseAreDrawn(name: String) {
        #expect(SymbolCatalog.contains(name), "\(name)")
    }

    /// Twelve symbols drawn from the icon font, 20 px each in a 4 × 3 sheet, against a golden
    /// cell grid (UPDATE_GOLDENS=1 rewrites it and writes it, and every page of the usage list,
    /// as ANSI into $TMPDIR/symbol-sheets/ to be looked at as pictures).
    @Test func iconFontSheetMatchesGolden() throws {
        let names = ["magnifyingglass", "trash", "gear", "lock.fill", "square.and.arrow.up", "paperplane.fill",
                     "bookmark", "camera.fill", "leaf", "person.2.fill", "heart.circle.fill", "pencil.circle"]
        let grid = Self.sheet(names, side: 20, columns: 4)
        let golden = Self.sourcesFolder.deletingLastPathComponent().appendingPathComponent("Tests/SymbolTests/Goldens/icon-font-sheet.cells")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            let ansi = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-sheets")
            try FileManager.default.createDirectory(at: ansi, withIntermediateDirectories: true)
            try CellGridText.render(grid).write(to: golden, atomically: true, encoding: .utf8)
            try Data(AnsiWriter().write(grid)).write(to: ansi.appendingPathComponent("icon-font-sheet.ans"))
            let pageSize = 100
            for page in stride(from: 0, to: Self.usageNames.count, by: pageSize) {
                let names = Array(Self.usageNames[page..<min(page + pageSize, Self.usageNames.count)])
                try Data(AnsiWriter().write(Self.sheet(names, side: 24, columns: 10)))
                    .write(to: ansi.appendingPathComponent("usage-\(page / pageSize + 1).ans"))
            }
        }
        let expected = try CellGridText.parse(try String(contentsOf: golden, encoding: .utf8))
        #expect(grid == expected, "the icon-font sheet differs from its golden")
    }

    /// The symbols in rows of `columns`, each fitted into a `side`-pixel square with a 2-pixel gap,
    /// white on black, as half-block cells.
    static func sheet(_ names: [String], side: Int, columns: Int) -> CellGrid {
        let cell = side + 2
        let rows = (names.count + columns - 1) / columns
        var canvas = PixelCanvas(width: columns * cell, height: rows * cell, background: .black)
        for (index, name) in names.enumerated() {
            let rect = PixelRect(x: Double(index % columns * cell + 1), y: Double(index / columns * cell + 1),
                                 width: Double(side), height: Double(side))
            canvas.fill(SymbolLibrary.pathOrPlaceholder(for: name, in: rect), with: .white)
        }
        return HalfBlockEncoder().encode(canvas.buffer)
    }
}
