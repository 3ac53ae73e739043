import Devices
import Testing
import ViewTree

/// What a widget's code reads of its screen and slot (`UIScreen.main.bounds`, `context.displaySize`)
/// is the device's; before one is chosen, the default iPhone's figures, written out in ViewTree,
/// are the catalogue's own.
@Suite struct WidgetDisplayTests {
    @Test(arguments: WidgetFamily.allCases)
    func theDefaultPhonesFiguresAreTheDefaultDevices(_ family: WidgetFamily) {
        #expect(WidgetDisplay.defaultPhone(family) == DeviceCatalog.defaultDevice.display(for: family))
    }

    @Test func aLargerPhonesScreenAndSlotsAreItsOwn() throws {
        let display = try #require(DeviceCatalog.device(named: "16-pro-max")).display(for: .rectangular)
        #expect(display.screenWidth == 440 && display.screenHeight == 956 && display.scale == 3)
        #expect(display.slotWidth == 172 && display.slotHeight == 76)
    }
}
