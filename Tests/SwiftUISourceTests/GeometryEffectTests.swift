import Devices
import Foundation
import Layout
import Raster
import Rendering
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// GeometryReader, the geometry effects (`offset`, `rotationEffect`, `scaleEffect`), `trim`,
/// `minimumScaleFactor`, `layoutPriority` and `fixedSize`, written as widgets write them and
/// checked on the pixels and the layout they give.
@Suite struct GeometryEffectTests {
    /// A one-view widget source in `family`, loaded from a temporary file.
    static func widget(_ body: String, family: String = "accessoryRectangular") throws -> Widget {
        let source = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct Content: View {
            var entry: Entry
            var body: some View {
                \(body)
            }
        }

        struct Probe: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Probe", provider: Provider()) { entry in Content(entry: entry) }
                    .supportedFamilies([.\(family)])
            }
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now)], policy: .never))
            }
        }
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("geometry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Probe.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = SwiftUILoader.load(path: file.path)
        #expect(result.renderedDiagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        return try #require(result.widget)
    }

    static func request(_ widget: Widget, _ family: WidgetFamily) -> WidgetRenderer.Request {
        WidgetRenderer.Request(widget: widget, environment: WidgetEnvironment(family: family, renderingMode: .fullColor),
                               device: DeviceCatalog.defaultDevice, pointsPerPixel: 1)
    }

    /// The pixels of a widget at one point per pixel, in full colour.
    static func pixels(_ widget: Widget, _ family: WidgetFamily) -> PixelBuffer {
        WidgetRenderer().pixels(request(widget, family))
    }

    /// The bounds of the pure red pixels.
    static func redBounds(_ buffer: PixelBuffer) -> (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int)? {
        var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int)?
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let pixel = buffer.pixels[y * buffer.width + x]
                guard pixel.red > 200, pixel.green < 80, pixel.blue < 80 else { continue }
                let b = bounds ?? (x, x, y, y, 0)
                bounds = (min(b.minX, x), max(b.maxX, x), min(b.minY, y), max(b.maxY, y), b.count + 1)
            }
        }
        return bounds
    }

    @Test func aGeometryReaderGivesItsContentItsSize() throws {
        let widget = try Self.widget("""
        GeometryReader { geometry in
                    Rectangle().fill(.red).frame(width: geometry.size.width / 2, height: geometry.size.height)
                }
        """)
        let slot = DeviceCatalog.defaultDevice.slotGeometry(for: .rectangular)
        let red = try #require(Self.redBounds(Self.pixels(widget, .rectangular)))
        let width = Double(red.maxX - red.minX + 1)
        #expect(abs(width - slot.contentSize.width / 2) <= 1.5, "red is \(width) px wide in a \(slot.contentSize.width) pt slot")
        #expect(Double(red.maxY - red.minY + 1) >= slot.contentSize.height - 1.5)
    }

    @Test func rotationTurnsTheDrawingNotTheLayout() throws {
        let flat = try Self.widget("Rectangle().fill(.red).frame(width: 40, height: 4)", family: "accessoryCircular")
        let turned = try Self.widget("Rectangle().fill(.red).frame(width: 40, height: 4).rotationEffect(.degrees(90))", family: "accessoryCircular")
        let before = try #require(Self.redBounds(Self.pixels(flat, .circular)))
        let after = try #require(Self.redBounds(Self.pixels(turned, .circular)))
        #expect(before.maxX - before.minX > 30 && before.maxY - before.minY < 8)
        #expect(after.maxY - after.minY > 30 && after.maxX - after.minX < 8)
        #expect(abs((before.minX + before.maxX) - (after.minX + after.maxX)) <= 2, "turned about its centre")
    }

    @Test func offsetAndScaleMoveAndGrowTheDrawing() throws {
        let plain = try Self.widget("Circle().fill(.red).frame(width: 10, height: 10)", family: "accessoryCircular")
        let moved = try Self.widget("Circle().fill(.red).frame(width: 10, height: 10).offset(x: 20, y: -5)", family: "accessoryCircular")
        let grown = try Self.widget("Circle().fill(.red).frame(width: 10, height: 10).scaleEffect(2)", family: "accessoryCircular")
        let a = try #require(Self.redBounds(Self.pixels(plain, .circular)))
        let b = try #require(Self.redBounds(Self.pixels(moved, .circular)))
        let c = try #require(Self.redBounds(Self.pixels(grown, .circular)))
        #expect(b.minX - a.minX == 20 && b.minY - a.minY == -5)
        #expect(abs(Double(c.maxX - c.minX) - 2 * Double(a.maxX - a.minX)) <= 2)
    }

    @Test func aTrimmedCircleDrawsAQuarterRing() throws {
        let widget = try Self.widget("Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6)", family: "accessoryCircular")
        let buffer = Self.pixels(widget, .circular)
        let red = try #require(Self.redBounds(buffer))
        // From three o'clock clockwise to six: the bottom-right quarter of the disc only.
        #expect(red.minX >= buffer.width / 2 - 4 && red.minY >= buffer.height / 2 - 4)
    }

    @Test func minimumScaleFactorShrinksInsteadOfTruncating() throws {
        let text = "Text(\"123,456,789.00\").font(.system(size: 20)).lineLimit(1)"
        let truncated = try Self.widget(text, family: "accessoryCircular")
        let shrunk = try Self.widget(text + ".minimumScaleFactor(0.3)", family: "accessoryCircular")
        func textNode(_ widget: Widget) throws -> LayoutNode {
            try #require(WidgetRenderer().layout(Self.request(widget, .circular)).allNodes.first { $0.text != nil })
        }
        #expect(try textNode(truncated).text?.isTruncated == true)
        let fitted = try textNode(shrunk)
        #expect(fitted.text?.isTruncated == false)
        #expect(fitted.text?.lines.first?.text == "123,456,789.00")
        let size = try #require(fitted.text?.lines.first?.segments.first?.font.size)
        #expect(size < 20 && size >= 6)
    }

    @Test func layoutPriorityServesTheTimeFirst() throws {
        let widget = try Self.widget("""
        HStack {
                    Text("Alexanderplatz via Hauptbahnhof and Friedrichstraße").lineLimit(1)
                    Text("12:30").layoutPriority(1)
                }
        """)
        let nodes = WidgetRenderer().layout(Self.request(widget, .rectangular)).allNodes.filter { $0.text != nil }
        #expect(nodes.count == 2)
        #expect(nodes.first?.text?.isTruncated == true)
        #expect(nodes.last?.text?.lines.first?.text == "12:30")
    }

    @Test func fixedSizeKeepsTextOnOneLine() throws {
        let widget = try Self.widget("""
        Text("A long caption that would wrap").fixedSize().frame(width: 40)
        """)
        let node = try #require(WidgetRenderer().layout(Self.request(widget, .rectangular)).allNodes.first { $0.text != nil })
        #expect(node.text?.lines.count == 1)
        #expect((node.text?.lines.first?.width ?? 0) > 40)
    }
}

/// Right to left in the drawing: `.flipsForRightToLeftLayoutDirection(true)` mirrors a view's
/// drawing when its layout runs right to left, and symbols that point along the reading
/// direction turn with it, while those with a fixed direction keep it.
@Suite struct RightToLeftDrawingTests {
    typealias Probe = GeometryEffectTests

    /// A red bar at the leading end of a 100-point row, in `direction`, maybe flipped.
    static func bar(_ direction: String, flips: Bool?) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int) {
        let flip = flips.map { ".flipsForRightToLeftLayoutDirection(\($0))" } ?? ""
        let widget = try Probe.widget("""
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 20, height: 10)
            Spacer()
        }
        .frame(width: 100, height: 40)
        \(flip)
        .environment(\\.layoutDirection, .\(direction))
        """)
        return try #require(Probe.redBounds(Probe.pixels(widget, .rectangular)))
    }

    @Test func aFlippedViewIsDrawnMirroredOnlyRightToLeft() throws {
        let leftToRight = try Self.bar("leftToRight", flips: true)
        let rightToLeft = try Self.bar("rightToLeft", flips: nil)
        let flipped = try Self.bar("rightToLeft", flips: true)
        let notFlipped = try Self.bar("rightToLeft", flips: false)
        // Right to left the bar leads at the right; mirrored, it is back where it is left to right.
        #expect(rightToLeft.minX > leftToRight.maxX, "\(rightToLeft) against \(leftToRight)")
        #expect(flipped.minX == leftToRight.minX && flipped.maxX == leftToRight.maxX, "\(flipped) against \(leftToRight)")
        #expect(notFlipped.minX == rightToLeft.minX && notFlipped.maxX == rightToLeft.maxX)
    }

    /// Where the top row of a symbol's ink is, against the middle of all its ink: left of it
    /// (negative) for `>`, right of it for `<`.
    static func topInkLean(_ symbol: String, _ direction: String) throws -> Double {
        let widget = try Probe.widget("""
        Image(systemName: "\(symbol)")
            .font(.system(size: 30))
            .foregroundStyle(Color.red)
            .frame(width: 60, height: 50)
            .environment(\\.layoutDirection, .\(direction))
        """)
        let pixels = Probe.pixels(widget, .rectangular)
        let ink = try #require(Probe.redBounds(pixels))
        let top = (ink.minX...ink.maxX).filter { x in
            let p = pixels.pixels[ink.minY * pixels.width + x]
            return p.red > 200 && p.green < 80 && p.blue < 80
        }
        let topMiddle = Double(top.reduce(0, +)) / Double(max(top.count, 1))
        return topMiddle - Double(ink.minX + ink.maxX) / 2
    }

    @Test func aForwardChevronPointsTheReadingWayAndARightArrowRight() throws {
        let forward = try Self.topInkLean("chevron.forward", "leftToRight")
        let backward = try Self.topInkLean("chevron.forward", "rightToLeft")
        #expect(forward < -2 && backward > 2, "chevron.forward: \(forward) left to right, \(backward) right to left")
        let rightArrow = try Self.topInkLean("chevron.right", "leftToRight")
        let stillRight = try Self.topInkLean("chevron.right", "rightToLeft")
        #expect(rightArrow < -2 && stillRight < -2, "chevron.right: \(rightArrow), \(stillRight)")
    }

    @Test func onlyReadingDirectionSymbolsFollowIt() {
        for name in ["chevron.forward", "arrow.backward.circle", "rectangle.portrait.and.arrow.forward"] {
            #expect(ImageSource.symbol(name).followsReadingDirection, "\(name)")
        }
        for name in ["arrow.right", "forward.fill", "backward.end", "chevron.left.forwardslash.chevron.right", "heart"] {
            #expect(!ImageSource.symbol(name).followsReadingDirection, "\(name)")
        }
    }
}

/// Calendar code widgets write for month grids (JalaliCalendar's `MonthView`), and `.hidden()`.
@Suite struct CalendarGridTests {
    typealias Probe = GeometryEffectTests

    /// `dateInterval(of: .month, for:)` and `enumerateDates(startingAfter:matching:…)` give the
    /// month's Sundays; the closure's `stop` cannot end the enumeration, which is said.
    @Test func aMonthsWeeksComeFromItsIntervalAndEnumeratedDates() throws {
        let source = """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry { let date: Date }
        struct GridView: View {
            var entry: Entry
            var sundays: [Date] {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                guard let month = calendar.dateInterval(of: .month, for: entry.date) else { return [] }
                var dates: [Date] = []
                calendar.enumerateDates(startingAfter: month.start, matching: DateComponents(hour: 0, minute: 0, second: 0, weekday: 1),
                                        matchingPolicy: .nextTime) { date, _, stop in
                    if let date = date {
                        if date < month.end { dates.append(date) } else { stop = true }
                    }
                }
                return dates
            }
            var body: some View {
                VStack {
                    ForEach(sundays, id: \\.self) { day in
                        Text(day, format: .dateTime.day())
                    }
                }
            }
        }
        struct Grid: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Grid", provider: Provider()) { entry in GridView(entry: entry) }
                    .supportedFamilies([.accessoryRectangular])
            }
        }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_780_911_660)) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Grid.swift")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, timeZone: TimeZone(identifier: "UTC")!)
        // June 2026: Sundays the 7th, 14th, 21st and 28th.
        #expect(ExtensionFolderTests.texts(in: widget.resolvedBody(for: environment, entryIndex: 0)) == ["7", "14", "21", "28"])
        #expect(result.renderedDiagnostics.joined().contains("Grid.swift:11:18: warning: enumerateDates(…)'s closure is called for the next 400"),
                "\(result.renderedDiagnostics)")
    }

    /// `.hidden()` keeps the view's place and draws nothing: the bar after it stays where it was.
    @Test func aHiddenViewKeepsItsPlaceAndIsNotDrawn() throws {
        func bars(hidden: Bool) throws -> PixelBuffer {
            let widget = try Probe.widget("""
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(width: 20, height: 10)\(hidden ? ".hidden()" : "")
                Rectangle().fill(Color.blue).frame(width: 20, height: 10)
            }
            """)
            return Probe.pixels(widget, .rectangular)
        }
        func blueColumns(_ pixels: PixelBuffer) -> [Int] {
            (0..<pixels.width).filter { x in (0..<pixels.height).contains { y in
                let p = pixels.pixels[y * pixels.width + x]
                return p.blue > 200 && p.red < 80
            } }
        }
        let shown = try bars(hidden: false), hidden = try bars(hidden: true)
        #expect(Probe.redBounds(shown) != nil && Probe.redBounds(hidden) == nil)
        #expect(!blueColumns(hidden).isEmpty && blueColumns(hidden) == blueColumns(shown))
    }
}
