import Devices
import ViewTree

/// A setting of the live preview that a key can change. The status bar marks those chosen by
/// keys; `r` sets them back to what the command line and the files say.
public enum SessionSetting: Sendable, Hashable, CaseIterable {
    case device, ios, theme, mode, privacy, luminance, clockTypeface, locale, textSize
}

/// The settings as the session started (from the command line, else the files), which `r`
/// goes back to.
struct SessionStart: Sendable, Equatable {
    var deviceIndex: Int
    var themeIndex: Int?
    var ios: LockScreenProfile
    var clockTypeface: ClockTypeface?
    var mode: RenderingMode
    var privacy: Bool
    var luminanceReduced: Bool
    var dynamicTypeSize: DynamicTypeSize = .standard
}
