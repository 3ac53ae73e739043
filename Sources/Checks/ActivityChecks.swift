import Devices
import Layout
import ViewTree

/// The checks of a Live Activity against the room iOS gives it: its Lock Screen view's height,
/// a compact island view's width, and island content under the sensor housing.
enum ActivityChecks {
    /// The Lock Screen view (`picture`, laid out at its platter's `height`) taller than the HIG's
    /// 160 pt. The picture draws it whole, as an iOS 18 photo shows (docs/activities.md).
    static func height(_ picture: CheckedPicture, height: Double) -> [Observation] {
        let limit = DeviceProfile.activityMaximumHeight
        guard height > limit + LayoutChecks.tolerance else { return [] }
        return [Observation(.activityHeight, at: place(of: picture),
                            "the Lock Screen view is \(Size.format(height)) pt tall, taller than the HIG's \(Size.format(limit)) pt, which the HIG says iOS cuts (drawn whole here)")]
    }

    /// A compact view (`picture`) whose ideal width is more than the `room` iOS can give it
    /// beside the sensor housing: the island grows to the screen's edge and the view is still
    /// squeezed (its text cut, its images shrunk or clipped). A view merely wider than the HIG's
    /// 52.33-pt side is not reported: the island grows to hold it, as Apple's own samples do.
    static func compactWidth(_ picture: CheckedPicture, ideal: Double, room: Double) -> [Observation] {
        guard ideal > room + LayoutChecks.tolerance else { return [] }
        return [Observation(.compactWidth, at: place(of: picture),
                            "the view is \(Size.format(ideal)) pt wide, more than the \(Size.format(room)) pt the island has beside the sensor housing on this phone: it is squeezed to fit (drawn so)")]
    }

    /// Drawn content of an island part (laid out at `origin` on the screen) that reaches under
    /// `housing`, the sensor housing, where the cameras are and nothing is seen.
    static func underHousing(_ picture: CheckedPicture, at origin: Point, housing: Rect) -> [Observation] {
        let system = picture.systemPlaced
        let inset = LayoutChecks.tolerance
        return picture.drawingNodes.filter { !system.contains($0) }.compactMap { node in
            if case .color = node.kind { return nil }
            let frame = node.frame
            let overlaps = origin.x + frame.x < housing.maxX - inset && origin.x + frame.maxX > housing.x + inset
                && origin.y + frame.y < housing.maxY - inset && origin.y + frame.maxY > housing.y + inset
            guard overlaps else { return nil }
            let what = node.text == nil ? node.name : "text \(LayoutChecks.quoted(node))"
            return Observation(.sensorHousing, at: node.location, "\(what) reaches under the sensor housing, where the cameras hide it")
        }
    }

    /// Where a finding about a whole view is reported: the first of its nodes that has a place
    /// in the source (a modifier such as `.frame` or `.padding` around it may have none).
    static func place(of picture: CheckedPicture) -> SourceLocation? {
        picture.root.location ?? picture.root.allNodes.lazy.compactMap(\.location).first
    }
}
