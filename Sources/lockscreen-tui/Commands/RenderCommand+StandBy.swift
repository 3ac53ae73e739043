import ArgumentParser
import Devices
import LockScreen
import ViewTree

extension RenderCommand {
    /// The file's widget in StandBy: the phone on its side, its systemSmall view on the left
    /// stack (the right one empty), fitted to `--width` × `--height` or at the phone's pixels.
    func renderStandBy(_ previewed: PreviewedWidget, on phone: DeviceProfile) throws {
        guard phone.idiom == .phone else {
            throw ValidationError("--standby is an iPhone's (iPads have no StandBy); leave out --device \(phone.identifier) or name an iPhone")
        }
        guard previewed.widget.families.contains(.small) else {
            let families = previewed.widget.families.map(\.widgetKitName).joined(separator: ", ")
            throw ValidationError("StandBy shows systemSmall widgets, and \(previewed.widget.name) supports \(families); add .systemSmall to its .supportedFamilies (or 'small' to its families)")
        }
        let widget = SceneWidget(widget: previewed.widget, family: .small, entryIndex: previewed.entryIndex, source: file ?? "")
        let scene = LockScreenScene.standBy(on: phone, widgets: [widget])
        try emitLockScreen(scene, options: .standBy(night: standBy.night, privacy: environment.privacy, now: try preview.now()))
    }
}
