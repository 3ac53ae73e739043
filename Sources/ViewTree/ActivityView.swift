/// Which of a Live Activity's views an evaluation makes: its Lock Screen view (the
/// `ActivityConfiguration`'s content closure), or one part of its Dynamic Island (the
/// `dynamicIsland:` closure's `DynamicIsland`).
public enum ActivityView: String, Sendable, Hashable, CaseIterable {
    case lockScreen
    /// The Lock Screen view as the `.small` activity family asks for it (`activityFamily` is
    /// `.small`): the watch's Smart Stack when the activity offers it
    /// (`.supplementalActivityFamilies([.small])`).
    case smallFamily
    /// Beside the sensor housing, left and right, when one activity runs.
    case compactLeading, compactTrailing
    /// The small circle an activity shrinks to when another one runs.
    case minimal
    /// `DynamicIslandExpandedRegion(.leading)` and the others: the island held open.
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom

    /// True for a part of the Dynamic Island (made by the `dynamicIsland:` closure, or a widget
    /// file's `island:`), false for the Lock Screen view in either activity family.
    public var isIslandPart: Bool { self != .lockScreen && self != .smallFamily }

    /// The four regions of the expanded island, as `DynamicIslandExpandedRegionPosition` names them.
    public static let expandedRegions: [ActivityView] = [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
}
