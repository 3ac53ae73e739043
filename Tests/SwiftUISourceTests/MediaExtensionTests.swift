import Cells
import Devices
import Foundation
@testable import Layout
import Raster
import Rendering
import SwiftUISource
import Testing
import Typography
import ViewTree
import WidgetFormat

/// A widget extension with what real extensions draw beyond PNGs and plain text
/// (Extension/MediaWidgets, written for these tests): emoji in text, an SVG image set, an SVG
/// template, a PDF image set, a custom symbol (`.symbolset`) in two weights, a damaged SVG
/// and an image set whose file is missing.
@Suite struct MediaExtensionTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Extension/MediaWidgets")
    static let golden = Fixtures.testsFolder.appendingPathComponent("Extension/MediaWidgets.expected")
    static let backdrop = WidgetRenderer.backdrop

    static func load() -> WidgetLoadResult {
        SwiftUILoader.load(path: folder.path, displayPath: "MediaWidgets")
    }

    static func widget(_ name: String) throws -> Widget {
        try #require(load().widgets.first { $0.name == name })
    }

    static func request(_ widget: Widget, _ family: WidgetFamily, _ mode: RenderingMode = .fullColor,
                        pointsPerPixel: Double = 1 / DeviceCatalog.defaultDevice.scale) -> WidgetRenderer.Request {
        WidgetRenderer.Request(widget: widget, environment: WidgetEnvironment(family: family, renderingMode: mode, now: EquivalentRenderTests.previewTime,
                                                                              timeZone: TimeZone(identifier: "UTC")!),
                               device: DeviceCatalog.defaultDevice, pointsPerPixel: pointsPerPixel)
    }

    /// The picture at the device's pixels (every text from the font), and the image nodes' frames in it.
    static func picture(_ widget: Widget, _ family: WidgetFamily, _ mode: RenderingMode = .fullColor) -> (PixelBuffer, [PixelRect]) {
        let request = request(widget, family, mode)
        let renderer = WidgetRenderer(colors: WidgetColors(mode: mode))
        let root = renderer.layout(request)
        let scale = request.pointsPerPixel, inset = request.slot.contentInset / scale
        let frames = imageNodes(in: root).map {
            PixelRect(x: inset + $0.frame.x / scale, y: inset + $0.frame.y / scale, width: $0.frame.width / scale, height: $0.frame.height / scale)
        }
        return (renderer.pixels(request), frames)
    }

    static func imageNodes(in node: LayoutNode) -> [LayoutNode] {
        let own: [LayoutNode] = if case .view(.image) = node.kind { [node] } else { [] }
        return own + node.children.flatMap(imageNodes)
    }

    static func rgb(_ buffer: PixelBuffer, _ x: Double, _ y: Double) -> RGB24 {
        let pixel = buffer[Int(x), Int(y)].straightRGB
        return RGB24(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }

    static func center(_ rect: PixelRect) -> (Double, Double) { (rect.x + rect.width / 2, rect.y + rect.height / 2) }

    // MARK: Asset catalog

    @Test func onlyTheDamagedAndTheMissingImagesAreSaidEachForWhatItIs() {
        let warnings = Self.load().renderedDiagnostics
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("ArtworkWidget.swift:57:17: warning: image 'Broken' is drawn as a placeholder: 'broken.svg' is a damaged SVG") })
        #expect(warnings.contains { $0.contains("ArtworkWidget.swift:58:17: warning: image 'Gone' is drawn as a placeholder: 'Gone.imageset' names 'gone.pdf', which is not in it") })
        #expect(!warnings.contains { $0.contains("no image 'Broken'") }, "the file is there: it is damaged, not missing")
    }

    @Test func vectorImagesKeepTheirSizeInPointsAndTheirCatalogProperties() throws {
        let body = try Self.widget("Artwork").resolvedBody(for: Self.request(try Self.widget("Artwork"), .rectangular).environment, entryIndex: 0)
        let images = Self.images(in: body)
        #expect(images.count == 6)
        guard images.count == 6 else { return }
        guard case .vector(let sun, _, 30, 30, true) = images[0].source else { Issue.record("Sun: \(images[0].source)"); return }
        #expect(sun == "sun.svg" && !images[0].rendersAsTemplate)
        guard case .vector("cutout.svg", _, 24, 24, false) = images[1].source else { Issue.record("Cutout: \(images[1].source)"); return }
        #expect(images[1].rendersAsTemplate, "the image set's template-rendering-intent")
        guard case .vector("badge.pdf", _, 20, 20, true) = images[2].source else { Issue.record("Badge: \(images[2].source)"); return }
        #expect(images[3].rendersAsTemplate, ".renderingMode(.template)")
        guard case .customSymbol("custom.drop", let path) = images[4].source else { Issue.record("symbol: \(images[4].source)"); return }
        #expect(path.hasSuffix("custom.drop.symbolset/custom.drop.svg"))
    }

    static func images(in view: View) -> [ImageView] {
        var found: [ImageView] = []
        if case .image(let image) = view.kind { found.append(image) }
        return found + ExtensionFolderTests.children(of: view).flatMap(images)
    }

    // MARK: Pixels

    @Test func svgAndPDFAreDrawnInTheirColoursWithTransparencyAround() throws {
        let (pixels, frames) = Self.picture(try Self.widget("Artwork"), .rectangular)
        #expect(frames.count == 6)
        guard frames.count == 6 else { return }
        let (sunX, sunY) = Self.center(frames[0])
        let sun = Self.rgb(pixels, sunX, sunY)
        #expect(sun == RGB24(hex: 0xFF9500), "the SVG's orange at its centre: \(sun)")
        #expect(Self.rgb(pixels, frames[0].x + 1, frames[0].y + 1) == Self.backdrop, "outside the circle the SVG is transparent")
        let (badgeX, badgeY) = Self.center(frames[2])
        #expect(Self.rgb(pixels, badgeX, badgeY) == RGB24(red: 0, green: 122, blue: 255), "the PDF's blue at its centre")
        #expect(Self.rgb(pixels, frames[2].x + 1, frames[2].y + 1) == Self.backdrop, "the PDF page around the square is transparent")
        // The square spans 4…16 of the page's 20 points, drawn 30 points wide: its left edge is at 6 points (18 pixels).
        let edge = frames[2].x + 6 * DeviceCatalog.defaultDevice.scale
        #expect(Self.rgb(pixels, edge + 1, badgeY) == RGB24(red: 0, green: 122, blue: 255) && Self.rgb(pixels, edge - 1, badgeY) == Self.backdrop,
                "the PDF is drawn at the size shown (Preserve Vector Data): its edge is one pixel wide, not scaled up from 20 pixels")
    }

    @Test func templatesTakeTheForegroundColour() throws {
        let (pixels, frames) = Self.picture(try Self.widget("Artwork"), .rectangular)
        guard frames.count == 6 else { Issue.record("\(frames.count) images"); return }
        let triangle = Self.rgb(pixels, frames[1].x + frames[1].width / 2, frames[1].y + frames[1].height * 0.75)
        #expect(triangle.green > 150 && triangle.red < 100 && triangle.blue < 120, "the black template triangle drawn green: \(triangle)")
        #expect(Self.rgb(pixels, frames[1].x + 1, frames[1].y + 1) == Self.backdrop)
        let (x, y) = Self.center(frames[3])
        #expect(Self.rgb(pixels, x, y) == RGB24(red: 255, green: 255, blue: 255), "the orange SVG as a template: primary white")
    }

    @Test func customSymbolsAreDrawnInTheFontsWeightInTheForegroundColour() throws {
        let (pixels, frames) = Self.picture(try Self.widget("Artwork"), .rectangular)
        guard frames.count == 6 else { Issue.record("\(frames.count) images"); return }
        func covered(_ frame: PixelRect) -> Int {
            var count = 0
            for y in Int(frame.y)..<Int(frame.y + frame.height) {
                for x in Int(frame.x)..<Int(frame.x + frame.width) where Self.rgb(pixels, Double(x), Double(y)) == RGB24(red: 255, green: 255, blue: 255) {
                    count += 1
                }
            }
            return count
        }
        let regular = covered(frames[4]), black = covered(frames[5])
        #expect(regular > 100, "the regular drop is drawn in white: \(regular) pixels")
        #expect(Double(black) > Double(regular) * 1.2, "the black weight's group is wider: \(black) against \(regular)")
        let (x, y) = Self.center(frames[4])
        #expect(Self.rgb(pixels, x, y + frames[4].height * 0.15) == RGB24(red: 255, green: 255, blue: 255), "the drop's belly below the centre")
        #expect(Self.rgb(pixels, frames[4].x + 1, frames[4].y + 1) == Self.backdrop)
    }

    // MARK: Emoji

    /// Pixels of a strongly warm colour (the flame's reds, oranges and yellows).
    static func warmPixels(_ pixels: PixelBuffer) -> Int {
        pixels.pixels.filter { pixel in
            let (red, green, blue) = pixel.straightRGB
            return pixel.alpha == 255 && red > 200 && Int(red) - Int(blue) > 120 && green < 200
        }.count
    }

    @Test func emojiAreDrawnInColourNotAsBoxes() throws {
        let (pixels, _) = Self.picture(try Self.widget("Streak"), .circular)
        #expect(Self.warmPixels(pixels) > 200, "the flame's red and orange pixels: \(Self.warmPixels(pixels))")
        let (accented, _) = Self.picture(try Self.widget("Streak"), .circular, .accented)
        #expect(Self.warmPixels(accented) == 0, "accented rendering draws the emoji in its group's colour")
        let greys = accented.pixels.filter { pixel in
            let (red, green, blue) = pixel.straightRGB
            return red == green && green == blue && red > 60 && red < 230
        }.count
        #expect(greys > 50, "as its luminance (shades of grey), not a flat silhouette: \(greys)")
    }

    @Test func emojiAreMeasuredAsWideAsTheyAreDrawn() throws {
        let face = try #require(EmojiFace.system, "fonts-noto-color-emoji is installed")
        #expect(abs(face.advanceInEm(of: "🔥") - CharacterWidths.emojiWidth) < 0.001)
        #expect(CharacterWidths.em("🔥") == CharacterWidths.emojiWidth)
        #expect(CharacterWidths.em("☀️") == CharacterWidths.emojiWidth, "a text symbol made emoji by U+FE0F")
        #expect(CharacterWidths.em("👩‍👩‍👧") == CharacterWidths.emojiWidth, "a joined family is one emoji")
        #expect(CharacterWidths.em("☀︎") != CharacterWidths.emojiWidth, "U+FE0E asks for text")
        #expect(CharacterWidths.em("中") == CharacterWidths.wideWidth)
    }

    @Test func smallEmojiAreWideTerminalCharacters() throws {
        let grid = WidgetRenderer().render(Self.request(try Self.widget("Streak"), .inline, pointsPerPixel: WidgetRenderer.defaultPointsPerPixel))
        let index = try #require(grid.cells.firstIndex { $0.glyph == .character("🔥") })
        #expect(grid.cells[index + 1].glyph == .continuation, "the emoji takes two columns")
    }

    @Test func everyWidgetRendersAsItsGolden() throws {
        let result = Self.load()
        let renderer = WidgetRenderer()
        var lines: [String] = []
        for widget in result.widgets where widget.name != "Broken artwork" {
            for family in widget.families {
                let grid = renderer.render(Self.request(widget, family, pointsPerPixel: WidgetRenderer.defaultPointsPerPixel))
                lines.append("== \(widget.name), \(family.rawValue)")
                lines.append(CellGridText.render(grid))
            }
        }
        let actual = lines.joined(separator: "\n") + "\n"
        if Fixtures.updatingGoldens { try actual.write(to: Self.golden, atomically: true, encoding: .utf8) }
        #expect(actual == (try String(contentsOf: Self.golden, encoding: .utf8)))
    }
}
