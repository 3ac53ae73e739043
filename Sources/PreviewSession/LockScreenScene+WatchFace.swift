import Devices
import LockScreen
import ViewTree
import WatchFaces

extension LockScreenScene {
    /// The arrangement's widgets on a watch face, for the live preview's `d` past the iPhones:
    /// the modular face (its rectangular in the middle, circulars top left and along the bottom)
    /// when there are circular or rectangular widgets, else the digital face with the inline one.
    public func watchFace(on watch: WatchModel, tint: RGBA = FaceFile.defaultTint) -> WatchFaceScene {
        let circulars = bottom.filter { $0.family == .circular }
        let rectangular = bottom.first { $0.family == .rectangular }
        guard !circulars.isEmpty || rectangular != nil else {
            var widgets: [String: FaceWidget] = [:]
            if let inline { widgets["top"] = FaceWidget(widget: inline.widget, entryIndex: inline.entryIndex) }
            return WatchFaceScene(layout: WatchFaceLayout(style: .digital, watch: watch), tint: tint, widgets: widgets)
        }
        var widgets: [String: FaceWidget] = [:]
        for (slot, placed) in zip(["top-left", "bottom-left", "bottom-center", "bottom-right"], circulars) {
            widgets[slot] = FaceWidget(widget: placed.widget, entryIndex: placed.entryIndex)
        }
        if let rectangular { widgets["center"] = FaceWidget(widget: rectangular.widget, entryIndex: rectangular.entryIndex) }
        return WatchFaceScene(layout: WatchFaceLayout(style: .modular, watch: watch), tint: tint, widgets: widgets)
    }
}
