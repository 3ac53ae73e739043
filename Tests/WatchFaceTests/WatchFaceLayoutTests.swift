import Devices
import Foundation
import Testing
import ViewTree

/// Where each face puts its slots, on every watch: inside the screen, apart from each other, at
/// the sizes the catalog gives; and the catalog against Apple's published numbers.
@Suite struct WatchFaceLayoutTests {
    static let combinations = WatchCatalog.all.flatMap { watch in WatchFaceStyle.allCases.map { (watch, $0) } }

    @Test(arguments: WatchCatalog.all.map(\.identifier))
    func everySlotFitsTheScreenAndNoneOverlap(_ identifier: String) throws {
        let watch = try #require(WatchCatalog.watch(named: identifier))
        for style in WatchFaceStyle.allCases {
            let layout = WatchFaceLayout(style: style, watch: watch)
            for slot in layout.slots {
                #expect(slot.frame.x >= 0 && slot.frame.y >= 0, "\(style) \(slot.name) starts off the screen")
                #expect(slot.frame.maxX <= watch.screen.width + 1e-9 && slot.frame.maxY <= watch.screen.height + 1e-9,
                        "\(style) \(slot.name) \(slot.frame) runs off the \(watch.screen) screen")
                if slot.family != .inline {
                    #expect(slot.frame.size == watch.slotSize(for: slot.family), "\(style) \(slot.name) is not the catalog's \(slot.family) size")
                }
            }
            for (index, a) in layout.slots.enumerated() {
                for b in layout.slots[(index + 1)...] {
                    var apart = a.frame.maxX <= b.frame.x || b.frame.maxX <= a.frame.x || a.frame.maxY <= b.frame.y || b.frame.maxY <= a.frame.y
                    // Circular and corner complications are masked to circles: their circles must not meet.
                    if !apart, a.family != .rectangular, a.family != .inline, b.family != .rectangular, b.family != .inline {
                        let dx = a.center.x - b.center.x, dy = a.center.y - b.center.y
                        apart = (dx * dx + dy * dy).squareRoot() >= (a.frame.width + b.frame.width) / 2
                    }
                    #expect(apart, "\(style) on \(identifier): \(a.name) \(a.frame) overlaps \(b.name) \(b.frame)")
                }
            }
        }
    }

    @Test func theCatalogHoldsAppleHIGSizes() throws {
        // HIG "Complications": circular image, corner circular image, rectangular large image without title.
        let published: [(String, Double, Double, Size)] = [
            ("40mm", 42, 32, Size(width: 162, height: 69)),
            ("41mm", 44.5, 34, Size(width: 171.5, height: 73)),
            ("44mm", 47, 36, Size(width: 184, height: 78)),
            ("45mm", 50, 38, Size(width: 193, height: 82)),
            ("ultra", 50, 38, Size(width: 193, height: 82)),
        ]
        for (identifier, circular, corner, rectangular) in published {
            let watch = try #require(WatchCatalog.watch(named: identifier))
            #expect(watch.circular == circular && watch.corner == corner && watch.rectangular == rectangular, "\(identifier)")
        }
        // HIG "Layout": screens in pixels at @2x.
        let pixels: [(String, Int, Int)] = [("40mm", 324, 394), ("41mm", 352, 430), ("42mm", 374, 446), ("44mm", 368, 448),
                                            ("45mm", 396, 484), ("46mm", 416, 496), ("ultra", 410, 502), ("ultra-3", 422, 514)]
        for (identifier, width, height) in pixels {
            let watch = try #require(WatchCatalog.watch(named: identifier))
            #expect(watch.screenPixels == (width, height), "\(identifier) is \(watch.screenPixels)")
        }
    }

    @Test func theDocumentedTableIsTheCatalog() throws {
        let text = try String(contentsOf: WatchFaceFixtures.projectFolder.appendingPathComponent("docs/devices.md"), encoding: .utf8)
        for watch in WatchCatalog.all {
            let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `\(watch.identifier)`") }, "docs/devices.md lacks \(watch.identifier)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            func number(_ cell: String) -> String { String(cell.prefix { !$0.isWhitespace }) }
            #expect(number(cells[2]) == watch.screen.description, "\(watch.identifier) screen")
            #expect(number(cells[3]) == Size.format(watch.circular), "\(watch.identifier) circular")
            #expect(number(cells[4]) == Size.format(watch.corner), "\(watch.identifier) corner")
            #expect(number(cells[5]) == watch.rectangular.description, "\(watch.identifier) rectangular")
            #expect(number(cells[6]) == watch.inline.description, "\(watch.identifier) inline")
        }
    }

    @Test func watchNamesAreForgiving() {
        #expect(WatchCatalog.watch(named: "45")?.identifier == "45mm")
        #expect(WatchCatalog.watch(named: "45 MM")?.identifier == "45mm")
        #expect(WatchCatalog.watch(named: "49mm")?.identifier == "ultra")
        #expect(WatchCatalog.watch(named: "47mm") == nil)
    }
}
