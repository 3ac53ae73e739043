/// A Lock Screen look: the wallpaper, the clock's colour, the optional tint and the accent.
public struct Theme: Sendable, Hashable {
    /// The file's stem: what `--theme` names.
    public var name: String
    public var title: String
    public var summary: String?
    public var wallpaper: Wallpaper
    /// The colour of the clock and the date line.
    public var clockColor: RGBA
    /// The Lock Screen's tint, colouring vibrant material.
    public var tint: RGBA?
    /// The accent group's colour in accented mode.
    public var accent: RGBA

    public init(name: String, title: String, summary: String? = nil, wallpaper: Wallpaper, clockColor: RGBA,
                tint: RGBA? = nil, accent: RGBA) {
        self.name = name
        self.title = title
        self.summary = summary
        self.wallpaper = wallpaper
        self.clockColor = clockColor
        self.tint = tint
        self.accent = accent
    }
}

/// What fills the screen behind everything.
public enum Wallpaper: Sendable, Hashable {
    case gradient(WallpaperGradient)
    /// A PNG file (resolved path), scaled to cover the screen.
    case image(path: String)
}

/// A linear gradient from top to bottom, turned by `angle` degrees.
public struct WallpaperGradient: Sendable, Hashable {
    public var stops: [RGBA]
    public var angle: Double

    public init(stops: [RGBA], angle: Double = 0) {
        self.stops = stops
        self.angle = angle
    }
}
