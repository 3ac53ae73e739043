import ArgumentParser
import LockScreen
import ViewTree
import WidgetFormat

/// `render FILE --control`: the controls a SwiftUI source or extension declares (iOS 18's
/// `ControlWidget`), in the Lock Screen's bottom corners where the flashlight and camera are.
extension RenderCommand {
    func renderControls() throws {
        guard let file else { throw ValidationError("--control draws the controls of a SwiftUI source or widget extension folder; give one") }
        let read = WidgetFiles.read(file, now: try preview.now())
        var controls = read.controls
        if let name = preview.widget {
            controls = controls.filter { $0.name == name || $0.typeName == name }
            guard !controls.isEmpty else {
                let names = read.controls.map { "'\($0.name)'" }.joined(separator: ", ")
                printError("\(file): error: --widget \(name): no control of that name; " + (names.isEmpty ? "it declares none" : "it has \(names)"))
                throw ExitCode(ExitStatus.invalidInput.rawValue)
            }
        }
        guard !controls.isEmpty else {
            for line in read.renderedDiagnostics where line.contains(": error: ") { printError(line) }
            printError("\(file): error: no control found: --control draws iOS 18 controls (struct … : ControlWidget with StaticControlConfiguration or AppIntentControlConfiguration)")
            throw ExitCode(ExitStatus.invalidInput.rawValue)
        }
        for line in read.rendered(read.diagnostics.filter { $0.severity == .warning }) { printError(line) }
        var scene = LockScreenScene(device: try device.profile(), theme: try clock.choice().applied(to: try LockScreenInputs.theme(named: theme.theme)))
        scene.device = scene.device.on(device.ios ?? .standard)
        scene.corners = CornerControl.corners(showing: controls, from: file)
        try emitLockScreen(scene)
    }
}
