/// watchOS 11's Smart Stack, where a Live Activity shows on Apple Watch: its tile per watch, in points.
///
/// The HIG ("Live Activities", Apple Watch) gives the tile for five watches; the others have a
/// screen close to one of them and take its tile (chosen). The tile's corner radius and margins
/// are not published either (chosen, below).
public enum SmartStackGeometry {
    /// The HIG's tiles, by the watch they are given for.
    static let published: [String: Size] = [
        "40mm": Size(width: 152, height: 69.5), "41mm": Size(width: 165, height: 72.5), "44mm": Size(width: 173, height: 76.5),
        "45mm": Size(width: 184, height: 80.5), "ultra": Size(width: 191, height: 81.5),
    ]
    /// The watches the HIG leaves out, and the watch whose tile they take (the nearest screen:
    /// 42 mm's 187×223 is 44 mm's 184×224; 46 mm's 208×248 and the Ultra 3's 211×257 the Ultra's 205×251).
    static let nearest: [String: String] = ["42mm": "44mm", "46mm": "ultra", "ultra-3": "ultra"]

    /// The tile's corner radius (chosen: the Smart Stack's widgets are rounded about this much).
    public static let cornerRadius = 20.0
    /// Content inside the tile, on every side (chosen).
    public static let contentMargin = 10.0

    /// The Live Activity tile on `watch`, and whether the HIG gives it (false: a nearby watch's).
    public static func tile(on watch: WatchModel) -> (size: Size, isPublished: Bool) {
        if let size = published[watch.identifier] { return (size, true) }
        return (published[nearest[watch.identifier] ?? "45mm"] ?? Size(width: 184, height: 80.5), false)
    }
}
