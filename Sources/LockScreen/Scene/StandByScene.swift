import Devices
import Foundation
import ViewTree

extension LockScreenScene {
    /// StandBy on `phone`: the first two systemSmall widgets side by side, left then right, on
    /// black (`Theme.standBy`), the phone on its side and measured in the widgets' points
    /// (`DeviceProfile.standBy`).
    public static func standBy(on phone: DeviceProfile, widgets: [SceneWidget]) -> LockScreenScene {
        LockScreenScene(device: phone.standBy, theme: .standBy, bottom: widgets.filter { $0.family == .small })
    }
}

extension LockScreenOptions {
    /// How StandBy draws: in full colour with the widgets' backgrounds removed, or at night (Night
    /// Mode) vibrant and all in red; no Always-On dimming and no system furniture.
    public static func standBy(night: Bool, privacy: Bool = false, now: Date, timeZone: TimeZone = .current) -> LockScreenOptions {
        var options = LockScreenOptions(mode: night ? .vibrant : .fullColor, privacy: privacy, luminanceReduced: false,
                                        now: now, timeZone: timeZone, furniture: [])
        options.nightMode = night
        return options
    }
}

extension Theme {
    /// StandBy's backdrop: black, behind widgets whose backgrounds StandBy removes.
    public static let standBy = Theme(name: "standby", title: "StandBy",
                                      wallpaper: .gradient(WallpaperGradient(stops: [RGBA(red: 0, green: 0, blue: 0)])))
}
