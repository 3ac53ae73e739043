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

/// `--24-hour`: the clock as an iPhone set to 24-hour time shows it.
struct ClockOption: ParsableArguments {
    @Flag(name: .customLong("24-hour"), help: "Show the clock in 24-hour time (09:41, 21:41); default 12-hour without AM/PM, as US iPhones.")
    var twentyFourHour = false
}
