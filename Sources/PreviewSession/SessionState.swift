import Devices
import LockScreen
import Foundation
import Localization
import ViewTree

/// Everything the live preview shows besides the picture itself: the toggles, the selection,
/// the open overlay and the last message. Changed only through `apply(_:)`, so that the
/// session's behaviour can be tested without a terminal.
public struct SessionState: Sendable, Equatable {
    public var devices: [DeviceProfile]
    public var deviceIndex: Int
    /// The watches `d` goes on to after the last iPhone (`D` before the first); `watchIndex`
    /// picks one, and then the arrangement's widgets are shown on a watch face.
    public var watches: [WatchModel] = WatchCatalog.all
    public var watchIndex: Int?
    public var mode: RenderingMode
    public var privacy: Bool
    public var luminanceReduced: Bool
    /// The theme names `t` goes through; `themeIndex` picks one (nil: the arrangement's own).
    public var themes: [String]
    public var themeIndex: Int?
    /// `z`: the widget area fills the terminal instead of the whole phone.
    public var zoomed: Bool
    /// `v`: the selected slot in every rendering variant instead of the Lock Screen.
    public var showsVariants = false
    /// The selected slot's index in the scene (`SceneSlot.index`).
    public var selectedSlot: Int
    /// How many slots the scene has (kept by the session after each load).
    public var slotCount: Int
    public var overlay: SessionOverlay
    public var message: SessionMessage?
    /// The status bar, home indicator and buttons drawn (`--no-status-bar` and the like leave them out).
    public var furniture: SystemFurniture
    /// The 24-hour clock (`--24-hour`), the 12-hour one (`--12-hour`), or the locale's (nil).
    public var twentyFourHour: Bool?
    /// The phone's language and region: `--locale`, else the arrangement's, else the environment's.
    public var locale: PreviewLocale
    /// The locale when neither the command line nor the files name one (`LANG`'s).
    let environmentLocale: PreviewLocale
    /// The person's text size (`--text-size`, `+` and `-`).
    public var dynamicTypeSize: DynamicTypeSize
    /// The locales `L` goes through after the start's: a left-to-right language with long
    /// words, one with CJK characters, and the two right-to-left languages iOS ships.
    static let localeTour = ["de_DE", "ja_JP", "ar_EG", "he_IL"].compactMap(PreviewLocale.init)
    /// The iOS version whose Lock Screen layout is drawn (`--ios`, `i`).
    public var ios: LockScreenProfile
    /// The clock's typeface, weight and colour chosen by the command line or `c`, over the files'.
    public var clock: ClockChoice
    /// The clock typeface the files give (kept by the session), where `c` goes on from.
    public var loadedClockTypeface = ClockTypeface.standard
    /// `o`: the toggle controls in the corners are shown in the other state.
    public var flipsControls = false
    /// `n`: StandBy instead of the Lock Screen, by day or at night.
    public var standBy = StandByShown.off
    /// `a`: where the Live Activity is shown instead of the Lock Screen (nil: the Lock Screen,
    /// the activity on its platter).
    public var activityShown: ActivityShown?
    /// The Dynamic Island's presentation when `a` shows the island.
    public var island: IslandPresentation? {
        if case .island(let presentation)? = activityShown { presentation } else { nil }
    }
    /// `R`: how an iPad is held (`--orientation`); the iPhone's Lock Screen is portrait only.
    public var orientation = ScreenOrientation.portrait
    /// True once the command line or `R` chose the orientation: the files' no longer applies.
    public var orientationChosen = false
    /// The clock the arrangement chose over its theme's (kept by the session, for `s`).
    public var fileClock = ClockChoice()
    /// The settings the command line gave: they, like those chosen by keys, override the files.
    public var fixed: Set<SessionSetting>
    /// The settings changed by keys since the start or the last `r`.
    public var changedByKeys: Set<SessionSetting> = []
    /// What `r` goes back to.
    var start: SessionStart
    /// The timeline entry chosen with `[` and `]`, by slot index (absent: the arrangement's).
    public var entryChoices: [Int: Int] = [:]
    /// Each slot's timeline: its entry count and the entry shown (kept by the session after each load).
    public var slotTimelines: [Int: SlotTimeline] = [:]
    /// True when the scene shown has a Live Activity (kept by the session after each load), for `a`.
    public var hasActivity = false
    /// The theme the scene was loaded with (kept by the session), where `t` goes on from.
    public var loadedThemeName: String?

    public init(devices: [DeviceProfile] = DeviceCatalog.everyDevice, device: DeviceProfile = DeviceCatalog.defaultDevice,
                mode: RenderingMode = .vibrant, privacy: Bool = false, luminanceReduced: Bool = false,
                themes: [String] = [], theme: String? = nil, zoomed: Bool = false, furniture: SystemFurniture = .all,
                twentyFourHour: Bool? = nil, locale: PreviewLocale = .unitedStatesEnglish, dynamicTypeSize: DynamicTypeSize = .standard, ios: LockScreenProfile = .standard, clock: ClockChoice = ClockChoice(),
                fixed: Set<SessionSetting> = []) {
        self.devices = devices
        deviceIndex = devices.firstIndex { $0.identifier == device.identifier } ?? 0
        orientation = device.orientation
        self.mode = mode
        self.privacy = privacy
        self.luminanceReduced = luminanceReduced
        self.themes = themes
        themeIndex = theme.flatMap { themes.firstIndex(of: $0) }
        self.zoomed = zoomed
        self.furniture = furniture
        self.twentyFourHour = twentyFourHour
        self.locale = locale
        environmentLocale = locale
        self.dynamicTypeSize = dynamicTypeSize
        self.ios = ios
        self.clock = clock
        self.fixed = fixed
        orientationChosen = fixed.contains(.device)
        start = SessionStart(deviceIndex: devices.firstIndex { $0.identifier == device.identifier } ?? 0, themeIndex: theme.flatMap { themes.firstIndex(of: $0) },
                             ios: ios, clockTypeface: clock.typeface, mode: mode, privacy: privacy, luminanceReduced: luminanceReduced,
                             dynamicTypeSize: dynamicTypeSize)
        selectedSlot = 0
        slotCount = 0
        overlay = .none
        message = nil
    }

    public var device: DeviceProfile { devices[deviceIndex] }

    /// The watch shown instead of the iPhone, when `d` has gone on to one.
    public var watch: WatchModel? { watchIndex.map { watches[$0] } }

    /// The device held as chosen, with the chosen iOS version's layout: what is drawn.
    public var layoutDevice: DeviceProfile { device.turned(to: orientation).on(ios) }

    /// The iPhone StandBy is drawn on: the chosen device, or the default iPhone when an iPad is chosen.
    public var standByPhone: DeviceProfile { device.idiom == .phone ? device : DeviceCatalog.defaultDevice }

    /// The theme chosen with `t` or `--theme`; nil for the arrangement's own.
    public var themeName: String? { themeIndex.map { themes[$0] } }

    /// True when `setting` is the command line's or a key's, not the files'.
    public func isChosen(_ setting: SessionSetting) -> Bool {
        fixed.contains(setting) || changedByKeys.contains(setting)
    }

    /// The device to load the scene on; nil for the arrangement's own.
    public var chosenDevice: DeviceProfile? { isChosen(.device) ? device : nil }

    /// The iOS layout to draw; nil for the arrangement's (or its theme's) own.
    public var chosenIOS: LockScreenProfile? { isChosen(.ios) ? ios : nil }

    /// Takes the device and iOS version the files name where no key or flag chose them, the
    /// files' clock and each slot's timeline; called by the session after each load.
    public mutating func adopt(scene: LockScreenScene, fileIOS: LockScreenProfile?, fileClock: ClockChoice = ClockChoice()) {
        self.fileClock = fileClock
        if !isChosen(.device), let index = devices.firstIndex(where: { $0.identifier == scene.device.identifier }) {
            deviceIndex = index
        }
        if !orientationChosen { orientation = scene.device.orientation }
        if !isChosen(.locale) { locale = scene.locale ?? environmentLocale }
        if !isChosen(.ios) { ios = fileIOS ?? .standard }
        loadedThemeName = scene.theme.name
        loadedClockTypeface = scene.theme.clockTypeface
        slotTimelines = Dictionary(uniqueKeysWithValues: scene.slots.map { slot in
            (slot.index, SlotTimeline(count: slot.widget.widget.entries.count, shown: slot.widget.entryIndex))
        })
    }

    /// The renderer's options for this state at `now`.
    public func options(now: Date, timeZone: TimeZone) -> LockScreenOptions {
        var options = LockScreenOptions(mode: mode, privacy: privacy, luminanceReduced: luminanceReduced, now: now, timeZone: timeZone,
                                        viewport: zoomed ? .widgets : .phone, furniture: furniture)
        options.twentyFourHour = twentyFourHour
        options.locale = locale
        options.dynamicTypeSize = dynamicTypeSize
        return options
    }
}

/// A slot's timeline as the status bar shows it: "entry 2/5".
public struct SlotTimeline: Sendable, Equatable {
    public var count: Int
    /// The entry shown, from 0.
    public var shown: Int

    public init(count: Int, shown: Int) {
        self.count = count
        self.shown = shown
    }
}

/// Whether the live preview shows StandBy instead of the Lock Screen (`n`).
public enum StandByShown: Sendable, Equatable, CaseIterable {
    case off
    case day
    case night

    /// The next state `n` goes to.
    var next: StandByShown {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// What is drawn over the picture.
public enum SessionOverlay: Sendable, Equatable {
    case none
    /// The keys (`?`).
    case help
    /// The widgets that fit the selected slot (Enter).
    case picker(WidgetPicker)
    /// Every problem of the files in use, whole (`!`).
    case problems
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
