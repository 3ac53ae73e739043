import ArgumentParser

/// `--standby` and `--night`: the iPhone on its side while charging, its systemSmall widgets
/// scaled up, and StandBy's red Night Mode.
struct StandByOptions: ParsableArguments {
    @Flag(name: .long, help: "Draw the widget as StandBy shows it (iOS 17+): the iPhone on its side, the widget's systemSmall view scaled up in full colour without its background, on the left of the two stacks.")
    var standby = false

    @Flag(name: .long, help: "With --standby (or --activity standby): Night Mode, as StandBy draws in the dark: the widget vibrant, all in red.")
    var night = false
}
