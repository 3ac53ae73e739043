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
          lockscreen-tui render sample-widgets/Weather.swift --family circular
          lockscreen-tui render sample-widgets/Weather.swift --family rectangular --entry other.entry.json:2
        """
    )

    @Argument(help: ArgumentHelp("The widget file: YAML or JSON, or SwiftUI source (.swift).", valueName: "file"))
    var file: String

    @OptionGroup var preview: PreviewOptions
    @OptionGroup var device: DeviceOption
    @OptionGroup var size: ScaleOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let profile = try device.profile()
        let previewed = try PreviewedWidget(file: file, preview: preview)
        let environment = WidgetEnvironment(family: previewed.family, renderingMode: .fullColor, now: try preview.now())
        let request = WidgetRenderer.Request(widget: previewed.widget, environment: environment, entryIndex: previewed.entryIndex,
                                             device: profile,
                                             pointsPerPixel: size.pointsPerPixel(forWidth: profile.slotSize(for: previewed.family).width))
        try output.emit(WidgetRenderer().render(request))
    }
}
