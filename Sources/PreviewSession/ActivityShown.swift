import Devices
import LockScreen

/// Where `a` shows the scene's Live Activity instead of the Lock Screen: its Dynamic Island in
/// one presentation, StandBy (the iPhone on its side), or Apple Watch's Smart Stack.
public enum ActivityShown: Sendable, Equatable {
    case island(IslandPresentation)
    case standBy
    case smartStack

    /// What the status bar says beside `a`.
    var title: String {
        switch self {
        case .island(let presentation): "island \(presentation.rawValue)"
        case .standBy: "activity StandBy"
        case .smartStack: "Smart Stack"
        }
    }

    /// The stops `a` goes through, after the Lock Screen (nil), on what is shown: the island's
    /// presentations on an iPhone with one, StandBy on an iPhone or an iPad (StandBy's phone),
    /// and the Smart Stack everywhere (a watch's own, else the default watch).
    static func tour(hasIsland: Bool, onWatch: Bool) -> [ActivityShown?] {
        if onWatch { return [nil, .smartStack] }
        let island: [ActivityShown?] = hasIsland ? IslandPresentation.allCases.map { .island($0) } : []
        return [nil] + island + [.standBy, .smartStack]
    }
}
