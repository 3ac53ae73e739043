import Foundation
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
                            "the Lock Screen view is \(points(height)) pt tall, taller than the HIG's \(points(limit)) pt, which the HIG says iOS cuts (drawn whole here)")]
    }

    /// A compact view whose side of the island (its content in `frame` with the margins to the
    /// island's end and the housing) is wider than the HIG's side on `device`.
    static func compactWidth(_ picture: CheckedPicture, _ view: ActivityView, frame: Rect, on device: DeviceProfile) -> [Observation] {
        typealias G = DynamicIslandGeometry
        let gap: Double
        switch view {
        case .compactLeading: gap = G.compactLeadingGap
        case .compactTrailing: gap = G.compactTrailingGap
        default: return []
        }
        let side = G.compactOuterMargin + frame.width + gap
        let limit = G.compactSideWidth(screenWidth: device.screen.width)
        guard side > limit + LayoutChecks.tolerance else { return [] }
        return [Observation(.compactWidth, at: place(of: picture),
                            "with this view the island's side is wider than the HIG's \(points(limit)) pt: the island grows into the screen (drawn so)")]
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

    /// A figure in points as a message writes it: whole, or with two decimals.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }
}
