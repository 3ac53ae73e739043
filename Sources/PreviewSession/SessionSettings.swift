import Foundation
import LockScreen
import TerminalCapabilities
import TerminalScreen

/// What the session is started with besides the toggles.
public struct SessionSettings: Sendable {
    /// A fixed moment (`--date`, `--time`); nil shows the clock live, redrawn each minute.
    public var now: Date?
    public var timeZone: TimeZone
    /// Where `e` writes time-named screenshots.
    public var exportDirectory: URL
    /// `--export FILE`: the first frame and every `e` go to this file.
    public var exportFile: URL?
    /// The colours screenshots are written with (the screen's).
    public var exportDepth: ColorDepth
    /// `--width`, `--height`: the picture's size at most; nil fills the terminal.
    public var pictureLimit: (columns: Int?, rows: Int?)
    /// Where wallpaper photographs scaled to the picture's size are kept between runs.
    public var wallpaperCache: ScaledWallpaperCache?
    /// What the terminal shows and why (`TerminalCapabilities`): the status bar's last segment
    /// ("sixel · 24-bit") and the reasons under the help.
    public var terminal: TerminalCapabilities?

    public init(now: Date? = nil, timeZone: TimeZone = .current,
                exportDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                exportFile: URL? = nil, exportDepth: ColorDepth = .trueColor, pictureLimit: (columns: Int?, rows: Int?) = (nil, nil),
                wallpaperCache: ScaledWallpaperCache? = nil) {
        self.now = now
        self.timeZone = timeZone
        self.exportDirectory = exportDirectory
        self.exportFile = exportFile
        self.exportDepth = exportDepth
        self.pictureLimit = pictureLimit
        self.wallpaperCache = wallpaperCache
    }
}
