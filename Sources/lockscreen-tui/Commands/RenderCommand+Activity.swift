import ArgumentParser
import Devices
import LockScreen
import ViewTree

extension RenderCommand {
    /// The file's Live Activity on the Lock Screen of `device`: the theme's wallpaper, the date
    /// and clock, and the activity's platter above the bottom buttons, for the content state the
    /// entry names.
    func renderActivity(_ previewed: PreviewedWidget, on device: DeviceProfile) throws {
        guard device.idiom == .phone else {
            throw ValidationError("a Live Activity is drawn on an iPhone's Lock Screen here (its iPad platter is not measured); name an iPhone with --device")
        }
        let widget = SceneWidget(widget: previewed.widget, family: .activity, entryIndex: previewed.entryIndex, source: file ?? "")
        var scene = LockScreenScene(device: device, theme: try clock.choice().applied(to: try LockScreenInputs.theme(named: theme.theme)))
        let options = try lockScreenOptions()
        scene.activity = SceneActivity.measured(widget, on: device, options: options, renderer: LockScreenRenderer.forCommandLine().widgets)
        try emitLockScreen(scene, options: options)
    }
}
