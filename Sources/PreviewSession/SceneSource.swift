import Devices
import Localization
import LockScreen
import ViewTree
import WidgetFormat

/// Where the live preview's scene comes from: the arrangement, theme and widget files.
/// The command line provides it; the session only asks it to load again when a file changed
/// or the device or theme did.
public protocol SceneSource {
    /// The theme names `t` goes through, in order.
    var themeNames: [String] { get }
    /// The scene on `device` with `theme` (nil: the arrangement's own of each), its SwiftUI
    /// widgets' entries made in `locale` (nil: the arrangement's, else the environment's).
    func load(device: DeviceProfile?, theme: String?, locale: PreviewLocale?) -> SceneLoad
    /// Reads one widget file (one the picker offered), without printing anything.
    func readWidget(_ path: String) -> WidgetLoadResult
    /// The widget files that offer `family`, for the picker.
    func widgets(offering family: WidgetFamily) -> [WidgetChoice]
}

/// The result of loading a scene: the scene and every file it was read from (those the
/// session watches), or the problem (the session then keeps watching the files it had).
public struct SceneLoad: Sendable {
    public var scene: LockScreenScene?
    public var files: [String]
    /// The diagnostics, each rendered whole (`file:line:col: error: …`, its source line and
    /// caret): why loading failed, or the warnings of the files in view when it did not.
    public var problems: [String]
    /// The iOS layout the files name (`ios:` in the arrangement or its theme), if any.
    public var ios: LockScreenProfile?
    /// The clock the arrangement chose over its theme's (`clock-font`, `clock-weight`, `clock-color`).
    public var clock: ClockChoice

    public init(scene: LockScreenScene?, files: [String], problems: [String] = [], ios: LockScreenProfile? = nil,
                clock: ClockChoice = ClockChoice()) {
        self.scene = scene
        self.files = files
        self.problems = problems
        self.ios = ios
        self.clock = clock
    }
}
