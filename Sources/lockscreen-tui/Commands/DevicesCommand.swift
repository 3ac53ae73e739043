import ArgumentParser
import Devices
import ViewTree

/// `lockscreen-tui devices`: the iPhones and iPads and their widget slot sizes; `--watches`, the Apple Watches.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the iPhones and iPads (or with --watches the Apple Watches) you can preview on, with their widget slot sizes in points.",
        discussion: """
        iPhone slot sizes come from Apple's Human Interface Guidelines; the drawable content of the circular and rectangular slots is \(Size.format(DeviceProfile.contentInset)) points smaller on each side. 'small' is systemSmall: StandBy (render --standby) scales it up on an iPhone, and the iPad Lock Screen shows it beside the accessory families. iPad sizes are the drawable frames measured on iPadOS 18–27 (docs/devices.md); an iPad is drawn in portrait unless --orientation landscape. Pass a name from the first column (or any spelling of it) to --device.

        --watches: the Apple Watches and their complication sizes (HIG "Complications"; docs/devices.md gives each value's source), for render --watch-size and check --watches.
        """
    )

    @Flag(name: .long, help: "List the Apple Watches instead of the iPhones.")
    var watches = false

    func run() {
        if watches { return Self.print(watchRows) }
        var rows = [["device", "name", "screen", "circular", "rectangular", "small", "inline"]]
        for device in DeviceCatalog.everyDevice {
            let mark = device == DeviceCatalog.defaultDevice ? " (default)" : ""
            rows.append([device.identifier, device.name + mark, device.screen.description,
                         device.slots.circular.description, device.slots.rectangular.description,
                         device.slots.small.description, device.slots.inline.description])
        }
        Self.print(rows)
    }

    /// The watches as rows under a heading.
    var watchRows: [[String]] {
        [["watch", "name", "screen", "circular", "corner", "rectangular", "inline"]] + WatchCatalog.all.map { watch in
            let mark = watch.identifier == WatchCatalog.defaultIdentifier ? " (default)" : ""
            return [watch.identifier, watch.name + mark, watch.screen.description, Size.format(watch.circular), Size.format(watch.corner),
                    watch.rectangular.description, watch.inline.description]
        }
    }

    /// Rows as columns padded to their widest cell.
    static func print(_ rows: [[String]]) {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            printLine(cells.joined(separator: "  "))
        }
    }
}
