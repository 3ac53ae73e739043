import ArgumentParser
import Devices
import Layout
import ViewTree
import WidgetFormat

/// `lockscreen-tui layout FILE --family F`: the laid-out view tree with frames in points.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a widget's laid-out view tree with each view's frame in points.",
        discussion: """
        Lays the widget out with SwiftUI's rules in the drawable area of the device's slot (the slot less its content inset) and prints one line per view: its name, what it shows, and its frame as (x, y) width×height in points from the top-left corner of the drawable area. Compare the frames with Xcode's view debugger.

        Examples:
          lockscreen-tui layout sample-widgets/weather.yaml --family circular
          lockscreen-tui layout sample-widgets/stocks.yaml --family inline \\
              --device "15 pro max"
          lockscreen-tui layout sample-widgets/game-health.yaml --family rectangular \\
              --entry 2 --time 9:41
        """
    )

    @Argument(help: ArgumentHelp("The widget file: YAML or JSON, SwiftUI source (.swift), or a widget extension folder.", valueName: "file"))
    var file: String

    @OptionGroup var preview: PreviewOptions
    @OptionGroup var device: DeviceOption
    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
        if preview.entry.isEveryEntry {
            throw ValidationError("--entry all draws every entry in a row, which only 'render' does; give layout one entry: --entry 2")
        }
        try device.requireOneIOSVersion()
    }

    func run() throws {
        let profile = try device.profile()
        let previewed = try PreviewedWidget(file: file, preview: preview)
        let widget = previewed.widget, family = previewed.family
        var context = environment.environment(family: family, now: try preview.now(), locale: preview.locale(), textSize: preview.text.textSize)
        context.display = profile.display(for: family)
        let resolved = widget.resolvedBody(for: context, entryIndex: previewed.entryIndex)
        let content = profile.contentSize(for: family)
        let root = LayoutEngine.layout(resolved, in: content, environment: context)
        let slot = profile.slotSize(for: family)
        printLine("\(widget.name): \(family.widgetKitName) on \(profile.name), slot \(slot), content \(content), entry \(preview.entry.index) of \(previewed.entries.count)"
              + (widget.entrySources.indices.contains(previewed.entryIndex) ? " (\(widget.entrySources[previewed.entryIndex]))" : ""))
        printLine(LayoutDump.text(of: root))
    }
}
