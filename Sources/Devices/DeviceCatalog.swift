import ViewTree

/// The iPhones lockscreen-tui knows, and forgiving look-up by name (of iPads too, `PadCatalog`).
public enum DeviceCatalog {
    /// The iPhones: what `--devices all` and `check` draw on.
    public static let all: [DeviceProfile] = [
        DeviceProfile(name: "iPhone SE (3rd generation)", identifier: "se-3", screen: Size(width: 375, height: 667),
                      slots: .screen375x667, lockScreen: .homeButton375, scale: 2),
        DeviceProfile(name: "iPhone 8 Plus", identifier: "8-plus", screen: Size(width: 414, height: 736),
                      slots: .screen414x736, lockScreen: .homeButton414),
        DeviceProfile(name: "iPhone 11 Pro Max", identifier: "11-pro-max", screen: Size(width: 414, height: 896),
                      slots: .screen414x896, lockScreen: .notched414),
        DeviceProfile(name: "iPhone 13 mini", identifier: "13-mini", screen: Size(width: 375, height: 812),
                      slots: .screen375x812, lockScreen: .notched375),
        DeviceProfile(name: "iPhone 14", identifier: "14", screen: Size(width: 390, height: 844),
                      slots: .screen393, lockScreen: .notched390),
        DeviceProfile(name: "iPhone 14 Plus", identifier: "14-plus", screen: Size(width: 428, height: 926),
                      slots: .screen430, lockScreen: .notched428),
        DeviceProfile(name: "iPhone 14 Pro", identifier: "14-pro", screen: Size(width: 393, height: 852),
                      slots: .screen393, lockScreen: .island393),
        DeviceProfile(name: "iPhone 14 Pro Max", identifier: "14-pro-max", screen: Size(width: 430, height: 932),
                      slots: .screen430, lockScreen: .island430),
        DeviceProfile(name: "iPhone 15", identifier: "15", screen: Size(width: 393, height: 852),
                      slots: .screen393, lockScreen: .island393),
        DeviceProfile(name: "iPhone 15 Pro", identifier: "15-pro", screen: Size(width: 393, height: 852),
                      slots: .screen393, lockScreen: .island393),
        DeviceProfile(name: "iPhone 15 Pro Max", identifier: "15-pro-max", screen: Size(width: 430, height: 932),
                      slots: .screen430, lockScreen: .island430),
        // 402×874 and 440×956 are not in Apple's table; measured system sizes equal the 393 and 430 rows
        // (FrameUp, iOS 18.6), and so do their positions here.
        DeviceProfile(name: "iPhone 16", identifier: "16", screen: Size(width: 393, height: 852),
                      slots: .screen393, lockScreen: .island393),
        DeviceProfile(name: "iPhone 16 Plus", identifier: "16-plus", screen: Size(width: 430, height: 932),
                      slots: .screen430, lockScreen: .island430),
        DeviceProfile(name: "iPhone 16 Pro", identifier: "16-pro", screen: Size(width: 402, height: 874),
                      slots: .screen393, lockScreen: .island402),
        DeviceProfile(name: "iPhone 16 Pro Max", identifier: "16-pro-max", screen: Size(width: 440, height: 956),
                      slots: .screen430, lockScreen: .island440),
        DeviceProfile(name: "iPhone 16e", identifier: "16e", screen: Size(width: 390, height: 844),
                      slots: .screen393, lockScreen: .notched390),
        DeviceProfile(name: "iPhone 17", identifier: "17", screen: Size(width: 402, height: 874),
                      slots: .screen393, lockScreen: .island402),
        DeviceProfile(name: "iPhone 17 Pro", identifier: "17-pro", screen: Size(width: 402, height: 874),
                      slots: .screen393, lockScreen: .island402),
        DeviceProfile(name: "iPhone 17 Pro Max", identifier: "17-pro-max", screen: Size(width: 440, height: 956),
                      slots: .screen430, lockScreen: .island440),
        // 420×912 is in no published table: it is 414 wide or more, so it takes the large row's slot
        // sizes and positions (docs/devices.md).
        DeviceProfile(name: "iPhone Air", identifier: "air", screen: Size(width: 420, height: 912),
                      slots: .screen430, lockScreen: .island420),
    ]

    /// iPhone 15 Pro.
    public static let defaultDevice = all.first { $0.identifier == "15-pro" }!

    /// Every device a name can pick: the iPhones, then the iPads.
    public static let everyDevice: [DeviceProfile] = all + PadCatalog.all

    /// Finds a device by a forgiving name: "15 pro", "iphone-15-pro", "15pro", "iPhone 15 Pro",
    /// "SE", "ipad pro 13", "iPad mini" all work; letter case, spaces, dashes, dots and the word
    /// "iphone" do not matter.
    public static func device(named name: String) -> DeviceProfile? {
        let key = normalized(name)
        guard !key.isEmpty else { return nil }
        return everyDevice.first { aliases(of: $0).contains(key) }
    }

    /// The known names nearest to a name that matched none, for "did you mean".
    public static func suggestions(for name: String) -> [String] {
        let key = normalized(name)
        let scored = everyDevice.map { device in
            (device.identifier, aliases(of: device).map { EditDistance.between(key, $0) }.min() ?? .max)
        }
        let best = scored.map(\.1).min() ?? .max
        guard best <= max(2, key.count / 3) else { return [] }
        return scored.filter { $0.1 == best }.map(\.0)
    }

    static func normalized(_ name: String) -> String {
        var text = name.lowercased()
        text = text.replacingOccurrences(of: "iphone", with: "")
        text = text.replacingOccurrences(of: "generation", with: "")
        text = text.replacingOccurrences(of: "gen", with: "")
        text = text.replacingOccurrences(of: "3rd", with: "3")
        return String(text.filter { $0.isLetter || $0.isNumber })
    }

    static func aliases(of device: DeviceProfile) -> Set<String> {
        var names: Set<String> = [normalized(device.identifier), normalized(device.name)]
        if device.identifier == "se-3" { names.formUnion(["se", "se3", "se2022"]) }
        if device.identifier == "ipad-9" { names.formUnion(["ipad", "ipad9"]) }
        if device.identifier == "ipad-mini-6" { names.insert("ipadmini") }
        return names
    }
}
