import ArgumentParser
import Devices
import ViewTree

/// `lockscreen-tui devices`: the iPhones and their widget slot sizes.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the iPhones you can preview on, with their widget slot sizes in points.",
        discussion: """
        Slot sizes come from Apple's Human Interface Guidelines; the drawable content of the circular and rectangular slots is \(Size.format(DeviceProfile.contentInset)) points smaller on each side. Pass a name from the first column (or any spelling of it) to --device.
        """
    )

    func run() {
        var rows = [["device", "name", "screen", "circular", "rectangular", "inline"]]
        for device in DeviceCatalog.all {
            let mark = device == DeviceCatalog.defaultDevice ? " (default)" : ""
            rows.append([device.identifier, device.name + mark, device.screen.description,
                         device.slots.circular.description, device.slots.rectangular.description,
                         device.slots.inline.description])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            printLine(cells.joined(separator: "  "))
        }
    }
}
