import Devices
import LockScreen
import Foundation
import ViewTree

/// Everything the live preview shows besides the picture itself: the toggles, the selection,
/// the open overlay and the last message. Changed only through `apply(_:)`, so that the
/// session's behaviour can be tested without a terminal.
public struct SessionState: Sendable, Equatable {
    public var devices: [DeviceProfile]
    public var deviceIndex: Int
    public var mode: RenderingMode
    public var privacy: Bool
    public var luminanceReduced: Bool
    /// The theme names `t` goes through; `themeIndex` picks one (nil: the arrangement's own).
    public var themes: [String]
    public var themeIndex: Int?
    /// `z`: the widget area fills the terminal instead of the whole phone.
    public var zoomed: Bool
    /// The selected slot's index in the scene (`SceneSlot.index`).
    public var selectedSlot: Int
    /// How many slots the scene has (kept by the session after each load).
    public var slotCount: Int
    public var overlay: SessionOverlay
    public var message: SessionMessage?
    /// The status bar, home indicator and buttons drawn (`--no-status-bar` and the like leave them out).
    public var furniture: SystemFurniture
    /// The 24-hour clock (`--24-hour`).
    public var twentyFourHour: Bool
    /// The iOS version whose Lock Screen layout is drawn (`--ios`, `i`).
    public var ios: LockScreenProfile

    public init(devices: [DeviceProfile] = DeviceCatalog.all, device: DeviceProfile = DeviceCatalog.defaultDevice,
                mode: RenderingMode = .vibrant, privacy: Bool = false, luminanceReduced: Bool = false,
                themes: [String] = [], theme: String? = nil, zoomed: Bool = false, furniture: SystemFurniture = .all,
                twentyFourHour: Bool = false, ios: LockScreenProfile = .standard) {
        self.devices = devices
        deviceIndex = devices.firstIndex(of: device) ?? 0
        self.mode = mode
        self.privacy = privacy
        self.luminanceReduced = luminanceReduced
        self.themes = themes
        themeIndex = theme.flatMap { themes.firstIndex(of: $0) }
        self.zoomed = zoomed
        self.furniture = furniture
        self.twentyFourHour = twentyFourHour
        self.ios = ios
        selectedSlot = 0
        slotCount = 0
        overlay = .none
        message = nil
    }

    public var device: DeviceProfile { devices[deviceIndex] }

    /// The device with the chosen iOS version's layout: what is drawn.
    public var layoutDevice: DeviceProfile { device.on(ios) }

    /// The theme chosen with `t` or `--theme`; nil for the arrangement's own.
    public var themeName: String? { themeIndex.map { themes[$0] } }

    /// The renderer's options for this state at `now`.
    public func options(now: Date, timeZone: TimeZone) -> LockScreenOptions {
        var options = LockScreenOptions(mode: mode, privacy: privacy, luminanceReduced: luminanceReduced, now: now, timeZone: timeZone,
                                        viewport: zoomed ? .widgets : .phone, furniture: furniture)
        options.twentyFourHour = twentyFourHour
        return options
    }
}

/// What is drawn over the picture.
public enum SessionOverlay: Sendable, Equatable {
    case none
    /// The keys (`?`).
    case help
    /// The widgets that fit the selected slot (Enter).
    case picker(WidgetPicker)
}

/// A line for the status area: what just happened, or what is wrong.
public struct SessionMessage: Sendable, Equatable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
