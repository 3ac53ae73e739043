import Cells
import Devices
import Foundation
import Layout
import LockScreen
import Raster
import Rendering
import Testing
import ViewTree
import WidgetFormat

/// What each toggle does to the whole picture, on every device.
@Suite struct LockScreenModeTests {
    static let renderer = LockScreenRenderer()

    struct Combination: CustomStringConvertible, Sendable {
        var device: String
        var mode: RenderingMode
        var privacy: Bool
        var luminanceReduced: Bool
        var description: String { "\(device) \(mode) privacy:\(privacy) aod:\(luminanceReduced)" }
    }

    static let combinations: [Combination] = DeviceCatalog.all.flatMap { device in
        RenderingMode.allCases.flatMap { mode in
            [false, true].flatMap { privacy in
                [false, true].map { Combination(device: device.identifier, mode: mode, privacy: privacy, luminanceReduced: $0) }
            }
        }
    }

    @Test(arguments: combinations)
    func everyCombinationRendersTheWholeScene(_ combination: Combination) throws {
        let device = try #require(DeviceCatalog.device(named: combination.device))
        let picture = try Self.renderer.render(
            LockScreenFixtures.scene(device: device),
            options: LockScreenFixtures.options(mode: combination.mode, privacy: combination.privacy,
                                                luminanceReduced: combination.luminanceReduced),
            columns: 60, rows: 40)
        #expect(picture.grid.width == 60 && picture.grid.height == 40)
        #expect(picture.slots.map(\.family) == [.inline, .circular, .rectangular, .circular])
        for slot in picture.slots {
            #expect(slot.width > 0 && slot.height > 0 && slot.column + slot.width <= 60 && slot.row + slot.height <= 40)
        }
        #expect((picture.caption == nil) == (combination.mode == .vibrant))
    }

    static func brightness(_ grid: CellGrid, rows: Range<Int>) -> Double {
        var total = 0.0, count = 0.0
        for row in rows {
            for cell in grid.row(row) {
                for color in [cell.foreground, cell.background] {
                    if case .rgb(let c) = color {
                        total += Double(c.red) + Double(c.green) + Double(c.blue)
                        count += 3
                    }
                }
            }
        }
        return count > 0 ? total / count : 0
    }

    @Test func alwaysOnDimsTheWallpaperMostAndKeepsTheClockReadable() throws {
        let scene = LockScreenFixtures.scene()
        let normal = try Self.renderer.render(scene, options: LockScreenFixtures.options(), columns: 60, rows: 40)
        let dimmed = try Self.renderer.render(scene, options: LockScreenFixtures.options(luminanceReduced: true), columns: 60, rows: 40)
        let wallpaperRows = 30..<38
        let wallpaperRatio = Self.brightness(dimmed.grid, rows: wallpaperRows) / Self.brightness(normal.grid, rows: wallpaperRows)
        #expect(abs(wallpaperRatio - AlwaysOnDimming.wallpaperFactor) < 0.05, "wallpaper kept \(wallpaperRatio)")
        let brightest = { (grid: CellGrid) in grid.cells.compactMap { cell -> Int? in
            if case .rgb(let c) = cell.foreground { return Int(c.red) + Int(c.green) + Int(c.blue) }
            return nil
        }.max() ?? 0 }
        let contrast = { (grid: CellGrid) in Double(brightest(grid)) / 3 / Self.brightness(grid, rows: wallpaperRows) }
        #expect(contrast(dimmed.grid) >= contrast(normal.grid), "the clock stands out from the dimmed wallpaper at least as much as before")
    }

    @Test func privacyTurnsSensitiveTextIntoPlaceholders() throws {
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: LockScreenFixtures.midnight,
                                    bottom: [LockScreenFixtures.widget("stocks", .rectangular)])
        let options = LockScreenFixtures.options(viewport: .slot(0))
        let shown = try Self.renderer.render(scene, options: options, pointsPerPixel: 3)
        var redactedOptions = options
        redactedOptions.privacy = true
        let redacted = try Self.renderer.render(scene, options: redactedOptions, pointsPerPixel: 3)
        let shownText = shown.grid.cells.compactMap { $0.glyph.text }.joined()
        let redactedText = redacted.grid.cells.compactMap { $0.glyph.text }.joined()
        #expect(shownText.contains("$"), "the position's value is shown: \(shownText)")
        #expect(!redactedText.contains("$"), "the value is redacted: \(redactedText)")
        #expect(shown.grid != redacted.grid)
    }

    @Test func dataProtectedWidgetIsOneWholePlaceholder() throws {
        let scene = LockScreenScene(device: DeviceCatalog.defaultDevice, theme: LockScreenFixtures.midnight,
                                    bottom: [LockScreenFixtures.widget("budget", .rectangular)])
        var options = LockScreenFixtures.options(viewport: .slot(0))
        let shown = try Self.renderer.render(scene, options: options, pointsPerPixel: 3)
        #expect(shown.grid.cells.contains { $0.glyph.text != nil }, "the budget shows text when privacy is off")
        options.privacy = true
        let picture = try Self.renderer.render(scene, options: options, pointsPerPixel: 3)
        #expect(picture.grid.cells.allSatisfy { $0.glyph.text == nil }, "no text survives, only the placeholder shape")
    }

    /// True when the widget has an image that keeps its colours in accented rendering
    /// (`accentedRenderingMode: fullColor`, as now-playing's album art).
    static func keepsImageColours(_ widget: Widget, _ family: WidgetFamily) -> Bool {
        var pending = [widget.body(for: family) ?? View(.empty)]
        while let view = pending.popLast() {
            if case .image(let image) = view.kind, image.accentedRenderingMode == .fullColor { return true }
            pending += ViewNesting.children(of: view)
        }
        return false
    }

    /// Accented: inside a widget every drawn pixel is white or the accent, or a blend of the two,
    /// whatever colours the widget asks for; only an image marked `fullColor` keeps its own.
    @Test(arguments: SampleWidgets.allPairs)
    func accentedPaintsTwoColours(_ pair: SampleWidgets.Pair) throws {
        let accent = RGBA(hex: 0xFF9F0A)
        let colors = WidgetColors(primary: .white, accent: accent, mode: .accented)
        let device = DeviceCatalog.defaultDevice
        let widget = LockScreenFixtures.widget(pair.name, pair.family).widget
        let environment = WidgetEnvironment(family: pair.family, renderingMode: .accented, now: LockScreenFixtures.previewTime)
        let request = WidgetRenderer.Request(widget: widget, environment: environment, device: device, pointsPerPixel: 1)
        let slot = device.slotSize(for: pair.family)
        var canvas = PixelCanvas(width: Int(slot.width), height: Int(slot.height))
        let inset = device.contentInset(for: pair.family)
        var painter = WidgetPainter(mapping: PixelMapping(pointsPerPixel: 1, origin: PixelPoint(x: inset, y: inset)), colors: colors,
                                    family: pair.family, slot: PixelRect(x: 0, y: 0, width: slot.width, height: slot.height),
                                    now: LockScreenFixtures.previewTime, text: TextRasterizing(), images: ImageStore())
        painter.paint(WidgetRenderer().layout(request), into: &canvas)
        func isTwoColour(_ c: RGBA) -> Bool {
            let t = (c.blue - 1) / (accent.blue - 1)
            let expected = (red: 1 + (accent.red - 1) * t, green: 1 + (accent.green - 1) * t)
            return abs(c.red - expected.red) < 0.08 && abs(c.green - expected.green) < 0.08 && t > -0.05 && t < 1.05
        }
        if Self.keepsImageColours(widget, pair.family) {
            #expect(canvas.buffer.pixels.contains { $0.alpha > 8 && !isTwoColour($0.rgba) }, "\(pair)'s full-colour image lost its colours")
            return
        }
        for pixel in canvas.buffer.pixels where pixel.alpha > 8 {
            let c = pixel.rgba
            let t = (c.blue - 1) / (accent.blue - 1)
            let expected = (red: 1 + (accent.red - 1) * t, green: 1 + (accent.green - 1) * t)
            #expect(abs(c.red - expected.red) < 0.08 && abs(c.green - expected.green) < 0.08 && t > -0.05 && t < 1.05,
                    "\(pair) has a third colour \(pixel)")
            if abs(c.red - expected.red) >= 0.08 { return }
        }
        for run in painter.placements.flatMap(\.runs) {
            let c = run.color.rgba
            #expect(c.alpha == 0 || (abs(c.red - 1) < 0.01 && abs(c.blue - 1) < 0.01) || (abs(c.red - accent.red) < 0.01 && abs(c.blue - accent.blue) < 0.01),
                    "text in \(pair) has a third colour \(run.color)")
        }
    }
}

/// Every sample widget in every family it declares.
enum SampleWidgets {
    struct Pair: CustomStringConvertible, Sendable {
        var name: String
        var family: WidgetFamily
        var description: String { "\(name) \(family.rawValue)" }
    }

    static var allPairs: [Pair] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LockScreenFixtures.samplesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".arrangement.yaml") }.sorted().flatMap { file -> [Pair] in
            let name = String(file.dropLast(5))
            let widget = WidgetLoader.load(path: LockScreenFixtures.samplesFolder.appendingPathComponent(file).path).widget
            return (widget?.families ?? []).map { Pair(name: name, family: $0) }
        }
    }
}

extension CellGlyph {
    /// The character a cell shows, nil for pixels.
    var text: String? {
        if case .character(let c) = self { return String(c) }
        return nil
    }
}

/// The photographic wallpaper is decoded once and scaled once per picture size, however often
/// the toggles change.
@Suite struct BackdropReuseTests {
    @Test func togglesReuseTheDecodedAndScaledWallpaper() throws {
        let renderer = LockScreenRenderer()
        let scene = LockScreenFixtures.scene(arrangement: "four-circulars")
        guard case .image = scene.theme.wallpaper else {
            Issue.record("the four-circulars arrangement is meant to use the photographic theme")
            return
        }
        for mode in RenderingMode.allCases {
            for privacy in [false, true] {
                for dim in [false, true] {
                    _ = try renderer.render(scene, options: LockScreenFixtures.options(mode: mode, privacy: privacy, luminanceReduced: dim),
                                            columns: 80, rows: 50)
                }
            }
        }
        #expect(renderer.backdrops.store.decodeCount == 1)
        #expect(renderer.backdrops.store.renderCount == 2, "one scaling with the caption line, one without")
    }

    /// One renderer drawing on many threads at once (as parallel tests and callers do) keeps
    /// its caches consistent, also while sizes come and go from the backdrop cache.
    @Test func oneRendererDrawsOnManyThreadsAtOnce() throws {
        let renderer = LockScreenRenderer()
        let scene = LockScreenFixtures.scene()
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 20_000) { index in
            let width = 1 + index % 11, height = 2 + index % 7
            do {
                let backdrop = try renderer.backdrops.backdrop(for: scene.theme.wallpaper, width: width, height: height,
                                                               pointsPerPixel: 10, dimmed: index % 3 == 0)
                if backdrop.sharp.width != width || backdrop.blurred.height != height { failures.add("\(width)×\(height)") }
                if index % 2_000 == 0 {
                    let picture = try renderer.render(scene, options: LockScreenFixtures.options(), columns: 40 + index / 2_000, rows: 30)
                    if picture.grid.width != 40 + index / 2_000 { failures.add("picture \(index)") }
                }
            } catch {
                failures.add("\(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
    }
}

/// Problems collected from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ item: String) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
