import ArgumentParser

/// What a Lock Screen is made of: the arrangement's theme and size in the terminal.
struct ThemeOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The Lock Screen theme: a name from 'lockscreen-tui themes' or a theme file. Default: the arrangement's, else the first theme.",
        valueName: "theme"))
    var theme: String?
}

/// `--width COLS` alone, for the live preview's picture inside the terminal (`render` takes
/// `--scale` too, through `ScaleOptions`).
struct WidthOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Fit the picture into this many terminal columns (default: the terminal's).", valueName: "cols"))
    var width: Int?

    func validate() throws {
        if let width, !(8...2000).contains(width) { throw ValidationError("--width must be between 8 and 2000 columns; found \(width)") }
    }
}

/// `--height ROWS` beside `--width COLS`, for pictures that fit a terminal.
struct HeightOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Fit the picture into this many terminal rows (with --width; default: the terminal's, else 40).", valueName: "rows"))
    var height: Int?

    func validate() throws {
        if let height, !(4...1000).contains(height) { throw ValidationError("--height must be between 4 and 1000 rows; found \(height)") }
    }
}
