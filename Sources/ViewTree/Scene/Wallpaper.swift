/// What fills the screen behind the clock and the widgets.
public enum Wallpaper: Sendable, Hashable {
    /// Drawn at any size from a description.
    case gradient(WallpaperGradient)
    /// A PNG file (the path resolved, ready to open), scaled to cover the screen.
    case image(path: String)

    /// "gradient" or "image", for listings.
    public var kind: String {
        switch self {
        case .gradient: "gradient"
        case .image: "image"
        }
    }
}
