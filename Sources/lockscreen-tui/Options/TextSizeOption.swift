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

/// `--text-sizes`: several text sizes at once, so that truncation at the accessibility sizes is
/// caught in CI (`check`) and seen side by side (`render --variants`, a block a size).
struct TextSizesOption: ParsableArguments {
    @Option(name: .customLong("text-sizes"), help: ArgumentHelp(
        "Several text sizes, separated by commas (large,ax5), or all (the sizes widgets draw, Large to accessibility5): check checks at each (a finding at some sizes only names them); render --variants draws a block for each. Default: --text-size's.",
        valueName: "sizes"))
    var list: String?

    func validate() throws {
        _ = try sizes(default: .standard)
    }

    /// The sizes named, in order; `fallback` alone when none are.
    func sizes(default fallback: DynamicTypeSize) throws -> [DynamicTypeSize] {
        guard let list else { return [fallback] }
        if list.lowercased() == "all" { return DynamicTypeSize.allCases.filter(DynamicTypeSize.widgetRange.contains) }
        return try list.split(separator: ",").map { name in
            guard let size = DynamicTypeSize(name: String(name).trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--text-sizes \(list): '\(name)' is not a text size; write sizes such as large,xxxLarge,ax5, or all")
            }
            return size
        }
    }
}
