import Devices
import LockScreen
import ViewTree

/// Where the live preview's scene comes from: the arrangement, theme and widget files.
/// The command line provides it; the session only asks it to load again when a file changed
/// or the device or theme did.
public protocol SceneSource {
    /// The theme names `t` goes through, in order.
    var themeNames: [String] { get }
    /// The scene on `device` with `theme` (nil: the arrangement's own).
    func load(device: DeviceProfile, theme: String?) -> SceneLoad
    /// The widget files that offer `family`, for the picker.
    func widgets(offering family: WidgetFamily) -> [WidgetChoice]
}

/// The result of loading a scene: the scene, or the problem, and in both cases every file
/// that was read (those the session watches).
public struct SceneLoad: Sendable {
    public var scene: LockScreenScene?
    public var files: [String]
    /// The diagnostics, rendered (`file:line:col: error: …`), when loading failed.
    public var problem: String?

    public init(scene: LockScreenScene?, files: [String], problem: String? = nil) {
        self.scene = scene
        self.files = files
        self.problem = problem
    }
}
