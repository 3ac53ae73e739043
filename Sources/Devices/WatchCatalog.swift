import ViewTree

/// The Apple Watch screens lockscreen-tui knows, and look-up by name.
///
/// Screens: HIG "Layout", watchOS device screen dimensions (pixels at @2x, halved here).
/// Complications: HIG "Complications" specification tables, which list 40, 41, 44 and 45/49 mm
/// (Ultra 1 and 2); the Series 10/11 and Ultra 3 screens are not in them and use the sizes the
/// FrameUp project measured on watchOS simulators, or a value chosen by scaling (docs/devices.md).
public enum WatchCatalog {
    public static let all: [WatchModel] = [
        WatchModel(name: "Apple Watch 40 mm (Series 4–6, SE)", identifier: "40mm", screen: Size(width: 162, height: 197),
                   circular: 42, corner: 32, rectangular: Size(width: 162, height: 69), inline: WatchModel.inline(onScreenWidth: 162)),
        WatchModel(name: "Apple Watch 41 mm (Series 7–9)", identifier: "41mm", screen: Size(width: 176, height: 215),
                   circular: 44.5, corner: 34, rectangular: Size(width: 171.5, height: 73), inline: WatchModel.inline(onScreenWidth: 176)),
        WatchModel(name: "Apple Watch 42 mm (Series 10, 11)", identifier: "42mm", screen: Size(width: 187, height: 223),
                   circular: 47, corner: 30, rectangular: Size(width: 176, height: 72.5), inline: WatchModel.inline(onScreenWidth: 187)),
        WatchModel(name: "Apple Watch 44 mm (Series 4–6, SE)", identifier: "44mm", screen: Size(width: 184, height: 224),
                   circular: 47, corner: 36, rectangular: Size(width: 184, height: 78), inline: WatchModel.inline(onScreenWidth: 184)),
        WatchModel(name: "Apple Watch 45 mm (Series 7–9)", identifier: "45mm", screen: Size(width: 198, height: 242),
                   circular: 50, corner: 38, rectangular: Size(width: 193, height: 82), inline: WatchModel.inline(onScreenWidth: 198)),
        WatchModel(name: "Apple Watch 46 mm (Series 10, 11)", identifier: "46mm", screen: Size(width: 208, height: 248),
                   circular: 51, corner: 38, rectangular: Size(width: 196, height: 80.5), inline: WatchModel.inline(onScreenWidth: 208)),
        WatchModel(name: "Apple Watch Ultra 49 mm (1st, 2nd generation)", identifier: "ultra", screen: Size(width: 205, height: 251),
                   circular: 50, corner: 38, rectangular: Size(width: 193, height: 82), inline: WatchModel.inline(onScreenWidth: 205)),
        WatchModel(name: "Apple Watch Ultra 3 49 mm", identifier: "ultra-3", screen: Size(width: 211, height: 257),
                   circular: 51, corner: 38, rectangular: Size(width: 199, height: 84.5), inline: WatchModel.inline(onScreenWidth: 211)),
    ]

    /// The watch used when none is named.
    public static let defaultIdentifier = "45mm"

    /// The watch called `name`: its identifier ("45mm", "45"), in any letter case.
    public static func watch(named name: String) -> WatchModel? {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "")
        return all.first { $0.identifier == key || $0.identifier == key + "mm" || ($0.identifier == "ultra" && key == "49mm") }
    }
}
