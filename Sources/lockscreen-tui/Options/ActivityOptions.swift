import ArgumentParser

/// `--activity PRESENTATION`: which presentation of a Live Activity (`ActivityConfiguration`) to draw.
struct ActivityOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Draw the file's Live Activity (ActivityConfiguration): lockscreen, its Lock Screen presentation on its platter above the bottom buttons, for the content state --entry N names (each content state of its #Preview(as: .content) is an entry). A file whose only widget is an activity is drawn so without this option.",
        valueName: "presentation"))
    var activity: ActivityPresentation?
}

/// The presentations of a Live Activity lockscreen-tui draws.
enum ActivityPresentation: String, CaseIterable, ExpressibleByArgument {
    /// The Lock Screen (and notification banner) view, on its platter.
    case lockscreen
}
