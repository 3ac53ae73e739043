/// A wallpaper drawn from a description: a linear gradient across the screen, with soft radial
/// glows over it, in sRGB.
public struct WallpaperGradient: Sendable, Hashable {
    /// The direction in degrees, as CSS measures it: 0 runs bottom to top, 90 left to right,
    /// 180 (the default) top to bottom. The gradient line is as long as CSS makes it, so the
    /// first and last stops land exactly on opposite corners (or edges).
    public var angle: Double
    /// At least one stop, locations ascending from 0 to 1.
    public var stops: [Stop]
    /// Painted over the linear gradient in order.
    public var glows: [Glow]

    public init(angle: Double = WallpaperGradient.defaultAngle, stops: [Stop], glows: [Glow] = []) {
        self.angle = angle
        self.stops = stops
        self.glows = glows
    }

    /// Colours spread evenly along the gradient line, without glows.
    public init(stops colors: [RGBA], angle: Double = WallpaperGradient.defaultAngle) {
        let last = Double(max(colors.count - 1, 1))
        self.init(angle: angle, stops: colors.enumerated().map { Stop(location: Double($0.offset) / last, color: $0.element) })
    }

    /// Top to bottom.
    public static let defaultAngle = 180.0

    /// One colour at one place along the gradient line (0 at its start, 1 at its end).
    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: RGBA

        public init(location: Double, color: RGBA) {
            self.location = location
            self.color = color
        }
    }

    /// A radial glow: `color` at `center`, fading smoothly to nothing at `radius`.
    public struct Glow: Sendable, Hashable {
        /// The centre as fractions of the screen: (0, 0) top left, (1, 1) bottom right.
        public var x: Double
        public var y: Double
        /// The radius as a fraction of the screen's width.
        public var radius: Double
        /// The colour at the centre; its alpha is the glow's strength there.
        public var color: RGBA

        public init(x: Double, y: Double, radius: Double, color: RGBA) {
            self.x = x
            self.y = y
            self.radius = radius
            self.color = color
        }
    }
}
