import ArgumentParser
import ViewTree

/// `--text-size`: the text size the person chose.
struct TextSizeOption: ParsableArguments {
    @Option(name: .customLong("text-size"), help: ArgumentHelp(
        "The person's text size: " + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
            + " (ax1 … ax5 for short). Every text style grows with it (Apple's Dynamic Type table); widgets draw Large to accessibility5, so smaller sizes draw at Large. Default: large.",
        valueName: "size"))
    var textSize: DynamicTypeSize = .standard
}

extension DynamicTypeSize: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}
