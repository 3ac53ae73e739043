import ArgumentParser
import LockScreen

/// `--no-status-bar`, `--no-home-indicator`, `--no-buttons`: leave pieces of the Lock Screen's
/// system furniture out of the picture.
struct FurnitureOptions: ParsableArguments {
    @Flag(name: .long, help: "Leave out the status bar (signal and battery).")
    var noStatusBar = false

    @Flag(name: .long, help: "Leave out the home indicator at the bottom of the screen.")
    var noHomeIndicator = false

    @Flag(name: .long, help: "Leave out the flashlight and camera buttons.")
    var noButtons = false

    /// The pieces to draw.
    var furniture: SystemFurniture {
        var pieces = SystemFurniture.all
        if noStatusBar { pieces.remove(.statusBar) }
        if noHomeIndicator { pieces.remove(.homeIndicator) }
        if noButtons { pieces.remove(.quickActions) }
        return pieces
    }
}
