import ArgumentParser
import Devices
import Rendering
import ViewTree
import WidgetFormat

/// `lockscreen-tui render FILE --family F`: one widget as truecolor half blocks.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a widget as terminal half-block pixels (ANSI text that cat shows in any modern terminal).",
        discussion: """
        Draws one widget in full colour on a neutral dark backdrop the size of its slot on the chosen iPhone. Shapes, gauges and symbols are anti-aliased pixels; small text is terminal characters; large text is drawn from a real font.

        Examples:
          lockscreen-tui render sample-widgets/weather.yaml --family circular
          lockscreen-tui render sample-widgets/stocks.yaml --family rectangular --scale 2 -o stocks.ans
          lockscreen-tui render sample-widgets/battery.yaml --family circular --width 30 --color 256
          lockscreen-tui render sample-widgets/reminders.yaml --family rectangular --format cells
        """
    )

    @Argument(help: ArgumentHelp("The widget file.", valueName: "file"))
    var file: String

    @OptionGroup var preview: PreviewOptions
    @OptionGroup var device: DeviceOption
    @OptionGroup var size: ScaleOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let profile = try device.profile()
        let result = WidgetFiles.load(file)
        guard let widget = result.widget else { throw ExitCode(result.exitStatus.rawValue) }
        let family = preview.family.family
        guard widget.body(for: family) != nil else {
            printError("\(file): error: '\(widget.name)' does not support the \(family.rawValue) family; it supports \(widget.families.map(\.rawValue).joined(separator: ", "))")
            throw ExitCode(ExitStatus.invalidInput.rawValue)
        }
        guard preview.entry <= widget.entries.count else {
            throw ValidationError("--entry \(preview.entry) is past the end: '\(widget.name)' has \(widget.entries.count) entr\(widget.entries.count == 1 ? "y" : "ies")")
        }
        let environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: try preview.now())
        let request = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: preview.entry - 1, device: profile,
                                             pointsPerPixel: size.pointsPerPixel(forWidth: profile.slotSize(for: family).width))
        try output.emit(WidgetRenderer().render(request))
    }
}
