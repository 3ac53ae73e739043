import Devices
import Testing

/// Every device's Lock Screen positions, written out here independently of the catalog: the
/// home-button phones from the facts table (lockscreen facts §2, ScreenLabel's iOS 16 figures),
/// the Face ID phones from the model measured on real Lock Screens (docs/devices.md): the date
/// 49.1 pt under the Dynamic Island, or the notch phone's measured date; the clock's digits and
/// the row by class: 72-pt island phones 70.3 pt tall, bottom 93.7 under the date, row 20.5 below;
/// 72-pt notch phones 70.7, 92.3, 21.7; 76-pt phones 76.1, 97.8, 21.65.
@Suite struct LockScreenGeometryTests {
    struct Expected: Sendable, CustomStringConvertible {
        var identifier: String
        var dateBaseline: Double
        var clockBaseline: Double
        var clockDigitHeight: Double
        /// The widget row's slot frames: top and bottom.
        var rowTop: Double
        var rowBottom: Double
        var circular: Double
        var rectangular: Double
        var description: String { identifier }
    }

    static let expected: [Expected] = [
        Expected(identifier: "se-3", dateBaseline: 71, clockBaseline: 154, clockDigitHeight: 57.4, rowTop: 172, rowBottom: 240, circular: 68, rectangular: 153),
        Expected(identifier: "8-plus", dateBaseline: 122, clockBaseline: 221, clockDigitHeight: 71.4, rowTop: 242, rowBottom: 318, circular: 76, rectangular: 170),
        Expected(identifier: "11-pro-max", dateBaseline: 117.0, clockBaseline: 214.8, clockDigitHeight: 76.1, rowTop: 236.45, rowBottom: 312.45, circular: 76, rectangular: 170),
        Expected(identifier: "13-mini", dateBaseline: 108.0, clockBaseline: 200.3, clockDigitHeight: 70.7, rowTop: 222.0, rowBottom: 294.0, circular: 72, rectangular: 157),
        Expected(identifier: "14", dateBaseline: 111.4, clockBaseline: 203.7, clockDigitHeight: 70.7, rowTop: 225.4, rowBottom: 297.4, circular: 72, rectangular: 160),
        Expected(identifier: "14-plus", dateBaseline: 122.3, clockBaseline: 220.1, clockDigitHeight: 76.1, rowTop: 241.75, rowBottom: 317.75, circular: 76, rectangular: 172),
        Expected(identifier: "15", dateBaseline: 97.1, clockBaseline: 190.8, clockDigitHeight: 70.3, rowTop: 211.3, rowBottom: 283.3, circular: 72, rectangular: 160),
        Expected(identifier: "15-pro", dateBaseline: 97.1, clockBaseline: 190.8, clockDigitHeight: 70.3, rowTop: 211.3, rowBottom: 283.3, circular: 72, rectangular: 160),
        Expected(identifier: "15-pro-max", dateBaseline: 97.1, clockBaseline: 194.9, clockDigitHeight: 76.1, rowTop: 216.55, rowBottom: 292.55, circular: 76, rectangular: 172),
        Expected(identifier: "16-pro", dateBaseline: 100.1, clockBaseline: 193.8, clockDigitHeight: 70.3, rowTop: 214.3, rowBottom: 286.3, circular: 72, rectangular: 160),
        Expected(identifier: "16-pro-max", dateBaseline: 100.1, clockBaseline: 197.9, clockDigitHeight: 76.1, rowTop: 219.55, rowBottom: 295.55, circular: 76, rectangular: 172),
        Expected(identifier: "14-pro", dateBaseline: 97.1, clockBaseline: 190.8, clockDigitHeight: 70.3, rowTop: 211.3, rowBottom: 283.3, circular: 72, rectangular: 160),
        Expected(identifier: "14-pro-max", dateBaseline: 97.1, clockBaseline: 194.9, clockDigitHeight: 76.1, rowTop: 216.55, rowBottom: 292.55, circular: 76, rectangular: 172),
        Expected(identifier: "16", dateBaseline: 97.1, clockBaseline: 190.8, clockDigitHeight: 70.3, rowTop: 211.3, rowBottom: 283.3, circular: 72, rectangular: 160),
        Expected(identifier: "16-plus", dateBaseline: 97.1, clockBaseline: 194.9, clockDigitHeight: 76.1, rowTop: 216.55, rowBottom: 292.55, circular: 76, rectangular: 172),
        Expected(identifier: "16e", dateBaseline: 111.4, clockBaseline: 203.7, clockDigitHeight: 70.7, rowTop: 225.4, rowBottom: 297.4, circular: 72, rectangular: 160),
        Expected(identifier: "17", dateBaseline: 100.1, clockBaseline: 193.8, clockDigitHeight: 70.3, rowTop: 214.3, rowBottom: 286.3, circular: 72, rectangular: 160),
        Expected(identifier: "17-pro", dateBaseline: 100.1, clockBaseline: 193.8, clockDigitHeight: 70.3, rowTop: 214.3, rowBottom: 286.3, circular: 72, rectangular: 160),
        Expected(identifier: "17-pro-max", dateBaseline: 100.1, clockBaseline: 197.9, clockDigitHeight: 76.1, rowTop: 219.55, rowBottom: 295.55, circular: 76, rectangular: 172),
        Expected(identifier: "air", dateBaseline: 100.1, clockBaseline: 197.9, clockDigitHeight: 76.1, rowTop: 219.55, rowBottom: 295.55, circular: 76, rectangular: 172),
    ]

    @Test func everyDeviceIsChecked() {
        #expect(Set(Self.expected.map(\.identifier)) == Set(DeviceCatalog.all.map(\.identifier)))
    }

    @Test(arguments: expected)
    func dateClockAndRowMatchTheFacts(_ facts: Expected) throws {
        let device = try #require(DeviceCatalog.device(named: facts.identifier))
        #expect(abs(device.lockScreen.dateBaseline - facts.dateBaseline) < 1e-9)
        #expect(abs(device.lockScreen.clockBaseline - facts.clockBaseline) < 1e-9)
        #expect(device.lockScreen.clockDigitHeight == facts.clockDigitHeight)
        let first = device.widgetColumn(0), last = device.widgetColumn(3)
        #expect(abs(first.y - facts.rowTop) < 1e-9 && abs(first.maxY - facts.rowBottom) < 1e-9)
        #expect(first.width == facts.circular)
        #expect(abs(first.x - (device.screen.width - last.maxX)) < 1e-9, "the row is centred")
    }

    @Test(arguments: expected)
    func aRectangularSlotSpansTwoColumns(_ facts: Expected) throws {
        let device = try #require(DeviceCatalog.device(named: facts.identifier))
        let rectangular = device.widgetColumn(0, span: 2)
        #expect(rectangular.width == facts.rectangular)
        #expect(rectangular.width == device.slots.rectangular.width)
        let right = device.widgetColumn(2, span: 2), column = device.widgetColumn(3)
        #expect(abs((right.maxX - column.maxX) + (right.x - device.widgetColumn(2).x)) < 1e-9, "centred on its two columns")
    }

    @Test(arguments: expected)
    func theInlineSlotSitsOnTheDateLineAboveTheClock(_ facts: Expected) throws {
        let device = try #require(DeviceCatalog.device(named: facts.identifier))
        let inline = device.inlineSlot
        #expect(inline.y < facts.dateBaseline && inline.maxY > facts.dateBaseline)
        #expect(inline.maxY < facts.clockBaseline - facts.clockDigitHeight, "above the clock's digits")
        #expect(abs(inline.x + inline.width / 2 - device.screen.width / 2) < 1e-9)
    }
}
