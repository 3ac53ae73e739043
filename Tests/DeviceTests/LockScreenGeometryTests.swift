import Devices
import Testing

/// Every device's Lock Screen positions against the facts table (lockscreen facts §1 and §2),
/// written out here independently of the catalog.
@Suite struct LockScreenGeometryTests {
    struct Expected: Sendable, CustomStringConvertible {
        var identifier: String
        var dateBaseline: Double
        var clockBaseline: Double
        var clockFontSize: Double
        /// The widget row's slot frames: top and bottom.
        var rowTop: Double
        var rowBottom: Double
        var circular: Double
        var rectangular: Double
        var description: String { identifier }
    }

    static let expected: [Expected] = [
        Expected(identifier: "se-3", dateBaseline: 71, clockBaseline: 154, clockFontSize: 82, rowTop: 172, rowBottom: 240, circular: 68, rectangular: 153),
        Expected(identifier: "8-plus", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 170),
        Expected(identifier: "11-pro-max", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 170),
        Expected(identifier: "13-mini", dateBaseline: 108, clockBaseline: 201, clockFontSize: 82, rowTop: 223, rowBottom: 295, circular: 72, rectangular: 157),
        Expected(identifier: "14", dateBaseline: 108, clockBaseline: 201, clockFontSize: 96, rowTop: 223, rowBottom: 295, circular: 72, rectangular: 160),
        Expected(identifier: "14-plus", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
        Expected(identifier: "15", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "15-pro", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "15-pro-max", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
        Expected(identifier: "16-pro", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "16-pro-max", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
        Expected(identifier: "14-pro", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "14-pro-max", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
        Expected(identifier: "16", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "16-plus", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
        Expected(identifier: "16e", dateBaseline: 108, clockBaseline: 201, clockFontSize: 96, rowTop: 223, rowBottom: 295, circular: 72, rectangular: 160),
        Expected(identifier: "17", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "17-pro", dateBaseline: 117, clockBaseline: 215, clockFontSize: 96, rowTop: 237, rowBottom: 309, circular: 72, rectangular: 160),
        Expected(identifier: "17-pro-max", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
        Expected(identifier: "air", dateBaseline: 122, clockBaseline: 221, clockFontSize: 102, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 172),
    ]

    @Test func everyDeviceIsChecked() {
        #expect(Set(Self.expected.map(\.identifier)) == Set(DeviceCatalog.all.map(\.identifier)))
    }

    @Test(arguments: expected)
    func dateClockAndRowMatchTheFacts(_ facts: Expected) throws {
        let device = try #require(DeviceCatalog.device(named: facts.identifier))
        #expect(device.lockScreen.dateBaseline == facts.dateBaseline)
        #expect(device.lockScreen.clockBaseline == facts.clockBaseline)
        #expect(device.lockScreen.clockFontSize == facts.clockFontSize)
        let first = device.widgetColumn(0), last = device.widgetColumn(3)
        #expect(first.y == facts.rowTop && first.maxY == facts.rowBottom)
        #expect(first.width == facts.circular)
        #expect(abs(first.x - (device.screen.width - last.maxX)) < 1e-9, "the row is centred")
    }

    @Test(arguments: expected)
    func aRectangularSlotSpansTwoColumns(_ facts: Expected) throws {
        let device = try #require(DeviceCatalog.device(named: facts.identifier))
        let rectangular = device.widgetColumn(0, span: 2)
        #expect(rectangular.width == facts.rectangular)
        #expect(rectangular.width == device.slots.rectangular.width)
        #expect(device.widgetColumn(2, span: 2).maxX == device.widgetColumn(3).maxX)
    }

    @Test(arguments: expected)
    func theInlineSlotSitsOnTheDateLineAboveTheClock(_ facts: Expected) throws {
        let device = try #require(DeviceCatalog.device(named: facts.identifier))
        let inline = device.inlineSlot
        #expect(inline.y < facts.dateBaseline && inline.maxY > facts.dateBaseline)
        #expect(inline.maxY < facts.clockBaseline - facts.clockFontSize * 0.7, "above the clock's digits")
        #expect(abs(inline.x + inline.width / 2 - device.screen.width / 2) < 1e-9)
    }
}
