import ArgumentParser

/// `--output-dir`: many pictures in one process, one file each.
struct BatchOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Write a picture of every file given, in each family (--family, or all) on each device (--device or --devices), as NAME-family-device.ans (or .png with --format png, .cells with --format cells) in this folder.",
        valueName: "folder"))
    var outputDir: String?
}
