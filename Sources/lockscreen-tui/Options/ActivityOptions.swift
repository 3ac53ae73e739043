import ArgumentParser
import LockScreen
import ViewTree

/// `--activity PRESENTATION`: which presentation of a Live Activity (`ActivityConfiguration`) to draw.
struct ActivityOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Draw the file's Live Activity (ActivityConfiguration): lockscreen, its Lock Screen presentation on its platter above the bottom buttons; compact, minimal or expanded, its Dynamic Island (dynamicIsland:) at the top of the Home Screen, on a phone with an island; standby, its Lock Screen view at 200 % on the iPhone on its side (--night: in Night Mode's red); watch, its tile in Apple Watch's Smart Stack (--watch-size). --entry N picks the content state (each content state of its #Preview(as: .content) is an entry). A file whose only widget is an activity is drawn on the Lock Screen without this option. With --lockscreen, compact, minimal or expanded draw the island of the arrangement's activities (with two, minimal shows the first attached and the second detached).",
        valueName: "presentation"))
    var activity: ActivityPresentation?

    @Flag(name: .long, help: "With --activity: the activity as stale (context.isStale is true), as iOS shows it past its staleDate or when its app has stopped updating it.")
    var stale = false

    func validate() throws {
        if stale && activity == nil { throw ValidationError("--stale shows a Live Activity as stale; add --activity lockscreen (or another presentation)") }
    }
}

/// The presentations of a Live Activity lockscreen-tui draws.
enum ActivityPresentation: String, CaseIterable, ExpressibleByArgument {
    /// The Lock Screen (and notification banner) view, on its platter.
    case lockscreen
    /// The Dynamic Island's compact, minimal and expanded presentations.
    case compact, minimal, expanded
    /// StandBy: the Lock Screen view at 200 %, the iPhone on its side.
    case standby
    /// Apple Watch's Smart Stack: the compact views side by side, or the `.small` family's view.
    case watch

    /// The island presentation, or nil for the Lock Screen's.
    var island: IslandPresentation? { IslandPresentation(rawValue: rawValue) }

    /// The activity's views the picture shows, whose warnings `render` prints.
    var views: [ActivityView] {
        switch self {
        case .lockscreen, .standby: [.lockScreen]
        case .compact, .minimal, .expanded: island?.views ?? [.lockScreen]
        case .watch: [.compactLeading, .compactTrailing, .smallFamily]
        }
    }
}
