import Raster

/// Weather and nature. Design units: see `SymbolDrawing`.
extension SymbolDrawings {
    /// `sun.max.fill`: A disc with eight rays.
    static let sunMaxFill = SymbolDrawing(
        frame: PixelRect(x: 0, y: 0, width: 100, height: 100),
        parts: [
            .circle(x: 50, y: 50, radius: 22),
            .stroke([84, 50, 95, 50], width: 10),
            .stroke([74, 74, 81.8, 81.8], width: 10),
            .stroke([50, 84, 50, 95], width: 10),
            .stroke([26, 74, 18.2, 81.8], width: 10),
            .stroke([16, 50, 5, 50], width: 10),
            .stroke([26, 26, 18.2, 18.2], width: 10),
            .stroke([50, 16, 50, 5], width: 10),
            .stroke([74, 26, 81.8, 18.2], width: 10),
        ]
    )

    /// `moon.fill`: A crescent, horns to the upper right: a disc minus an offset disc.
    static let moonFill = SymbolDrawing(
        frame: PixelRect(x: 3.5, y: 4, width: 92, height: 92),
        parts: [
            .path("""
                M 95.3 57.8 C 91.3 81.3 70 97.8 46.3 95.8 C 22.5 93.9 4.2 74.2 4 50.3
                C 3.8 26.5 21.9 6.5 45.6 4.2 C 36.7 18.7 38.6 37.4 50.2 49.9 C 61.7 62.3 80.2 65.6 95.3 57.8 Z
                """),
        ]
    )

    /// `moon`: `moon.fill`'s crescent in outline: its outer edge and the edge of its bite (the
    /// circle through the horns and the bite's deepest point) as strokes moved half their width
    /// inwards, meeting at the horns. Material Icons has no outlined crescent.
    static let moon = SymbolDrawing(
        frame: PixelRect(x: 3.5, y: 4, width: 92, height: 92),
        parts: [
            .arc(x: 50, y: 50, radius: 41.5, from: 21.4, to: 252.9, width: 9),
            .arc(x: 77.97, y: 24.02, radius: 42.46, from: 75.4, to: 198.8, width: 9),
        ]
    )

    /// `cloud.sun.fill`: A cloud at the lower left; the sun (secondary layer) peeks out at the upper right, kept
    /// clear of the cloud by a gap.
    static let cloudSunFill = SymbolDrawing(
        frame: PixelRect(x: 0, y: 0, width: 100, height: 100),
        parts: [
            .circle(x: 39.6, y: 60.4, radius: 23.8),
            .circle(x: 15.8, y: 72.3, radius: 14.9),
            .roundedRect(x: 0, y: 64.4, width: 73.3, height: 35.6, radius: 17.8),
        ],
        secondary: [
            .path("""
                M 45.1 31.2 C 48.4 24.1 56 19.8 64 21 C 71.8 22.1 77.9 28.2 79 36 C 80.2 44 75.9 51.6 68.8 54.9
                C 66.5 42.9 57.1 33.5 45.1 31.2 Z
                """),
            .stroke([42.5, 19.7, 36.9, 14.1], width: 7.9),
            .stroke([61.4, 11.9, 61.4, 4], width: 7.9),
            .stroke([80.3, 19.7, 85.9, 14.1], width: 7.9),
            .stroke([88.1, 38.6, 96, 38.6], width: 7.9),
            .stroke([80.3, 57.5, 85.9, 63.1], width: 7.9),
        ]
    )

    /// `cloud.sun.rain.fill`: `cloud.sun.fill` at four fifths of its size, over three slanted rain
    /// strokes; the sun and the rain are the secondary layer.
    static let cloudSunRainFill = SymbolDrawing(
        frame: PixelRect(x: 5, y: 0, width: 86, height: 100),
        parts: [
            .circle(x: 39.7, y: 48.3, radius: 19),
            .circle(x: 20.6, y: 57.8, radius: 11.9),
            .roundedRect(x: 8, y: 51.5, width: 58.6, height: 28.5, radius: 14.2),
        ],
        secondary: [
            .path("""
                M 44.1 25 C 46.7 19.3 52.8 15.8 59.2 16.8 C 65.4 17.7 70.3 22.6 71.2 28.8 C 72.2 35.2 68.7 41.3 63 43.9
                C 61.2 34.3 53.7 26.8 44.1 25 Z
                """),
            .stroke([42, 15.8, 37.5, 11.3], width: 6.3),
            .stroke([57.1, 9.5, 57.1, 3.2], width: 6.3),
            .stroke([72.2, 15.8, 76.7, 11.3], width: 6.3),
            .stroke([78.5, 30.9, 84.8, 30.9], width: 6.3),
            .stroke([72.2, 46, 76.7, 50.5], width: 6.3),
            .stroke([24, 85, 20.5, 94.5], width: 7),
            .stroke([40, 85, 36.5, 94.5], width: 7),
            .stroke([56, 85, 52.5, 94.5], width: 7),
        ]
    )

    /// `cloud.rain.fill`: A cloud over three slanted rain strokes (secondary layer).
    static let cloudRainFill = SymbolDrawing(
        frame: PixelRect(x: 6, y: 4, width: 88, height: 93),
        parts: [
            .circle(x: 60, y: 30, radius: 26),
            .circle(x: 32, y: 42, radius: 17),
            .roundedRect(x: 6, y: 36, width: 88, height: 34, radius: 17),
        ],
        secondary: [
            .stroke([32, 78, 26, 92], width: 10),
            .stroke([52, 78, 46, 92], width: 10),
            .stroke([72, 78, 66, 92], width: 10),
        ]
    )

    /// `snowflake`: Six arms, each with a chevron near its tip.
    static let snowflake = SymbolDrawing(
        frame: PixelRect(x: 4.5, y: 1, width: 91, height: 98),
        parts: [
            .stroke([50, 94, 50, 6], width: 10),
            .stroke([88.1, 72, 11.9, 28], width: 10),
            .stroke([11.9, 72, 88.1, 28], width: 10),
            .stroke([84, 50, 91.8, 42.2], width: 7),
            .stroke([84, 50, 91.8, 57.8], width: 7),
            .stroke([67, 79.4, 77.6, 82.3], width: 7),
            .stroke([67, 79.4, 64.2, 90.1], width: 7),
            .stroke([33, 79.4, 35.8, 90.1], width: 7),
            .stroke([33, 79.4, 22.4, 82.3], width: 7),
            .stroke([16, 50, 8.2, 57.8], width: 7),
            .stroke([16, 50, 8.2, 42.2], width: 7),
            .stroke([33, 20.6, 22.4, 17.7], width: 7),
            .stroke([33, 20.6, 35.8, 9.9], width: 7),
            .stroke([67, 20.6, 64.2, 9.9], width: 7),
            .stroke([67, 20.6, 77.6, 17.7], width: 7),
        ]
    )

    /// `wind`: Three lines; the top one curls up, the bottom one curls down.
    static let wind = SymbolDrawing(
        frame: PixelRect(x: 1, y: 7, width: 94, height: 90),
        parts: [
            .stroke([6, 32, 64, 32], width: 10),
            .arc(x: 64, y: 22, radius: 10, from: -180, to: 90, width: 10),
            .stroke([6, 52, 90, 52], width: 10),
            .stroke([6, 72, 54, 72], width: 10),
            .arc(x: 54, y: 82, radius: 10, from: -90, to: 180, width: 10),
        ]
    )

    /// `drop.fill`: A teardrop, point up.
    static let dropFill = SymbolDrawing(
        frame: PixelRect(x: 16, y: 2, width: 68, height: 96),
        parts: [.path("M 50 2 C 57 16 84 40 84 64 C 84 83 69 98 50 98 C 31 98 16 83 16 64 C 16 40 43 16 50 2 Z")]
    )

    /// `flame.fill`: A flame with a side tongue and a small inner flame cut out.
    static let flameFill = SymbolDrawing(
        frame: PixelRect(x: 14, y: 2, width: 72, height: 96),
        parts: [
            .path("""
                M 54 2 C 58 22 86 36 86 64 C 86 84 70 98 50 98 C 30 98 14 84 14 64 C 14 50 22 40 30 32
                C 32 42 36 48 42 50 C 40 30 44 14 54 2 Z
                """),
            .hole(.path("""
                M 50 62 C 56 70 62 76 62 84 C 62 90 56 92 50 92 C 44 92 38 90 38 84 C 38 76 44 70 50 62 Z
                """)),
        ]
    )

    /// `thermometer.medium`: A tube and bulb outline, the mercury filled to the middle.
    static let thermometerMedium = SymbolDrawing(
        frame: PixelRect(x: 26, y: 4, width: 48, height: 94),
        parts: [
            .path("""
                M 36 20 C 36 11 42 4 50 4 C 58 4 64 11 64 20 L 64 58 C 70 62 74 69 74 76 C 74 88 63 98 50 98
                C 37 98 26 88 26 76 C 26 69 30 62 36 58 Z
                """),
            .hole(.path("""
                M 44 20 C 44 16 47 12 50 12 C 53 12 56 16 56 20 L 56 62 C 62 64 66 70 66 76 C 66 85 59 90 50 90
                C 41 90 34 85 34 76 C 34 70 38 64 44 62 Z
                """)),
            .circle(x: 50, y: 76, radius: 10),
            .roundedRect(x: 46, y: 40, width: 8, height: 36, radius: 4),
        ]
    )
}
