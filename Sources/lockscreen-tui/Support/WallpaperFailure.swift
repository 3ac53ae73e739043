import ArgumentParser
import LockScreen
import ViewTree
import WidgetFormat

/// A theme's wallpaper that could not be drawn, reported as `path: error: …` naming the image
/// and its theme, with the invalid-input exit status (65).
enum WallpaperFailure {
    /// Prints why `theme`'s wallpaper failed and returns the exit status to throw.
    static func report(_ error: Error, theme: Theme) -> ExitCode {
        if let failure = error as? WallpaperStore.LoadError {
            printError("\(failure.path): error: cannot draw the wallpaper of theme '\(theme.name)': \(failure.reason); export the image again or choose another theme")
        } else {
            printError("error: cannot draw the wallpaper of theme '\(theme.name)': \(error)")
        }
        return ExitCode(ExitStatus.invalidInput.rawValue)
    }
}
