import Devices
import Foundation
import LockScreen
import Rendering
import SwiftUISource
import ViewTree

/// Times a Live Activity (`sample-widgets/delivery-activity.swift`) as the live preview and
/// `render` draw it: its Lock Screen view evaluated, measured for its platter, laid out and
/// painted at the terminal's scale; and each Dynamic Island presentation evaluated, laid out and
/// painted. Every run is a new moment, so each evaluation is made anew rather than taken from the
/// evaluation memo.
enum ActivityBenchmark {
    static func run(runs: Int) {
        let loaded = SwiftUILoader.load(path: "sample-widgets/delivery-activity.swift")
        guard let widget = loaded.widget else {
            print("activity benchmark: sample-widgets/delivery-activity.swift does not load (run from the repository root)")
            return
        }
        let phone = DeviceCatalog.defaultDevice
        let renderer = LockScreenRenderer()
        let islands = IslandRenderer(widgets: renderer.widgets, wallpapers: renderer.backdrops.store)
        let scene = SceneWidget(widget: widget, family: .activity, source: "delivery-activity.swift")
        var tick = 0.0
        func options() -> LockScreenOptions {
            tick += 60
            return LockScreenOptions(mode: .fullColor, now: Date(timeIntervalSince1970: 1_780_911_660 + tick))
        }
        // The terminal's scale of the live preview at 200×60 cells: the phone's height in 116 pixel rows.
        let scale = phone.screen.height / 116
        let lockScreen = Stopwatch.median(runs: runs) {
            let moment = options()
            let activity = SceneActivity.measured(scene, on: phone, options: moment, renderer: renderer.widgets)
            let frame = activity.frame(on: phone)
            let request = WidgetRenderer.Request(widget: widget, environment: moment.environment(for: .activity), device: phone,
                                                 slot: SlotGeometry(size: Size(width: frame.width, height: frame.height), contentInset: 0),
                                                 pointsPerPixel: scale)
            _ = renderer.widgets.paint(renderer.widgets.layout(request), request: request)
        }
        print("")
        print(String(format: "Live Activity (delivery-activity.swift): its Lock Screen view evaluated, measured, laid out and painted at 200×60 cells' scale %.1f µs (%.3f ms) median",
                     lockScreen, lockScreen / 1000))
        for presentation in IslandPresentation.allCases {
            let island = Stopwatch.median(runs: runs) {
                _ = try? islands.paint(scene, presentation, on: phone, wallpaper: .gradient(WallpaperGradient(stops: [.black])), options: options(),
                                       pointsPerPixel: phone.screen.width / 200, allTextAsPixels: false)
            }
            print(String(format: "Live Activity, its Dynamic Island %@ evaluated, laid out and painted 200 cells wide: %.1f µs (%.3f ms) median",
                         presentation.rawValue, island, island / 1000))
        }
    }
}
