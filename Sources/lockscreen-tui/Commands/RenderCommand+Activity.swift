import ArgumentParser
import Devices
import LockScreen
import ViewTree

extension RenderCommand {
    /// The file's Live Activity on the Lock Screen of `device`: the theme's wallpaper, the date
    /// and clock, and the activity's platter above the bottom buttons, for the content state the
    /// entry names.
    func renderActivity(_ previewed: PreviewedWidget, on device: DeviceProfile) throws {
        if let island = liveActivity.activity?.island {
            let widget = SceneWidget(widget: previewed.widget, family: .activity, entryIndex: previewed.entryIndex, source: file ?? "")
            return try renderIsland(widget, island, on: device)
        }
        if liveActivity.activity == .standby { return try renderActivityStandBy(previewed, on: device) }
        if liveActivity.activity == .watch { return try renderSmartStack(previewed) }
        let widget = SceneWidget(widget: previewed.widget, family: .activity, entryIndex: previewed.entryIndex, source: file ?? "")
        var scene = LockScreenScene(device: device, theme: try clock.choice().applied(to: try LockScreenInputs.theme(named: theme.theme)))
        let options = try lockScreenOptions()
        let activity = SceneActivity.measured(widget, on: device, options: options, renderer: LockScreenRenderer.forCommandLine().widgets)
        if activity.height > DeviceProfile.activityMaximumHeight + SceneActivity.heightTolerance {
            // As `check`'s activity-height says it: the picture draws the view whole.
            printError("\(file ?? ""): warning: the Lock Screen view is \(Size.format(activity.height)) pt tall, taller than the HIG's "
                + "\(Size.format(DeviceProfile.activityMaximumHeight)) pt, which the HIG says iOS cuts (drawn whole here)")
        }
        scene.activity = activity
        try emitLockScreen(scene, options: options)
    }

    /// A Live Activity in the Dynamic Island of `device`, at the top of the Home Screen (the
    /// theme's wallpaper), with `second` beside it (an arrangement's two: the minimal presentation
    /// shows both): at the device's pixels for a picture file, else as wide as the terminal.
    func renderIsland(_ widget: SceneWidget, beside second: SceneWidget? = nil, _ presentation: IslandPresentation,
                      on device: DeviceProfile) throws {
        guard device.idiom == .phone else {
            throw ValidationError("the Dynamic Island is an iPhone's; name an iPhone with a Dynamic Island with --device (iphone-16-pro, say)")
        }
        guard DynamicIslandGeometry.housing(on: device) != nil else {
            throw ValidationError("\(device.name) has no Dynamic Island: there a Live Activity shows on the Lock Screen only (--activity lockscreen); "
                + "name a phone with one with --device (iphone-16-pro, say)")
        }
        let theme = try clock.choice().applied(to: try LockScreenInputs.theme(named: theme.theme))
        let options = try lockScreenOptions()
        let lockScreen = LockScreenRenderer.forCommandLine()
        let renderer = IslandRenderer(widgets: lockScreen.widgets, wallpapers: lockScreen.backdrops.store)
        // The device's pixels for a picture file, else as wide as the terminal (small text as characters).
        let pictureFile = writesDevicePixels
        let columns = size.width ?? TerminalSize.current()?.columns ?? TerminalSize.fallback.columns
        guard let painting = try renderer.paint(widget, presentation, on: device, wallpaper: theme.wallpaper, options: options,
                                                pointsPerPixel: pictureFile ? 1 / device.scale : device.screen.width / Double(max(columns, 1)),
                                                allTextAsPixels: pictureFile, beside: second) else { return }
        if painting.layout.isCut {
            printError("\(file ?? ""): warning: the expanded island's content is taller than the HIG's 160-pt island; "
                + "iOS cuts it at the island's bottom, and so does this picture")
        }
        if pictureFile { return try emitPixels(painting.pixels) }
        try output.emit(IslandRenderer.cells(painting))
    }

    /// The file's Live Activity in StandBy on `device` (an iPhone on its side): its Lock Screen
    /// view at 200 %, by day or at night (`--night`); at the phone's pixels for a picture file.
    func renderActivityStandBy(_ previewed: PreviewedWidget, on device: DeviceProfile) throws {
        guard device.idiom == .phone else {
            throw ValidationError("iPads have no StandBy; name an iPhone with --device")
        }
        let widget = SceneWidget(widget: previewed.widget, family: .activity, entryIndex: previewed.entryIndex, source: file ?? "")
        var options = try lockScreenOptions()
        options.nightMode = standBy.night
        let renderer = ActivityStandByRenderer(widgets: LockScreenRenderer.forCommandLine().widgets)
        if writesDevicePixels {
            return try emitPixels(renderer.paint(widget, on: device, options: options, pointsPerPixel: 1 / device.scale, allTextAsPixels: true).pixels)
        }
        let columns = size.width ?? TerminalSize.current()?.columns ?? TerminalSize.fallback.columns
        try output.emit(renderer.cells(widget, on: device, options: options, columns: columns))
    }

    /// The file's Live Activity in Apple Watch's Smart Stack (`--watch-size`, else the default
    /// watch); at the watch's pixels for a picture file.
    func renderSmartStack(_ previewed: PreviewedWidget) throws {
        let watch = WatchCatalog.watch(named: watchFace.watchSize ?? WatchCatalog.defaultIdentifier)!
        if !SmartStackGeometry.tile(on: watch).isPublished {
            printError("warning: the HIG gives no Smart Stack size for the \(watch.name); it is drawn at the size of the nearest watch it gives one for")
        }
        let widget = SceneWidget(widget: previewed.widget, family: .activity, entryIndex: previewed.entryIndex, source: file ?? "")
        let options = try lockScreenOptions()
        let renderer = SmartStackRenderer(widgets: LockScreenRenderer.forCommandLine().widgets)
        if writesDevicePixels {
            return try emitPixels(renderer.paint(widget, on: watch, options: options, pointsPerPixel: 1 / WatchModel.scale, allTextAsPixels: true).pixels)
        }
        let columns = size.width ?? min(TerminalSize.current()?.columns ?? TerminalSize.fallback.columns, 80)
        try output.emit(renderer.cells(widget, on: watch, options: options, columns: columns))
    }
}
