import Foundation

/// The problems of the files in use as the session shows them: the first real one whole in the
/// status area (its message, source line and caret), all of them on `!`.
enum ProblemList {
    /// The words an arrangement uses for a widget file whose own problems follow it.
    static let wrapperMarker = "they are listed below"

    /// The problem the status area shows: the first that is not only a pointer to the ones
    /// after it, with a count and the key that shows the rest when there are more (after the
    /// caret, where a long path does not push it off the screen).
    static func summary(of problems: [String]) -> String {
        guard let first = problems.first(where: { !$0.contains(wrapperMarker) }) ?? problems.first else {
            return "the scene could not be loaded"
        }
        guard problems.count > 1 else { return first }
        var lines = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[lines.count - 1] += "  (\(problems.count) problems: ! shows them all)"
        return lines.joined(separator: "\n")
    }

    /// Every line of every problem, a blank line between problems, for the overlay; each
    /// message is wrapped at `width` columns (source lines are kept whole, for their caret).
    static func lines(of problems: [String], width: Int) -> [String] {
        problems.enumerated().flatMap { index, problem in
            let lines = problem.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return (index == 0 ? [] : [""]) + wrapped(lines.first ?? "", width: width) + lines.dropFirst()
        }
    }

    /// `text` in lines of at most `width` characters, broken at spaces where it can be.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 8, text.count > width else { return [text] }
        var result: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            let window = rest.prefix(width)
            let cut = window.lastIndex(of: " ").map { rest.index(after: $0) } ?? window.endIndex
            result.append(String(rest[..<cut]).trimmingCharacters(in: .whitespaces))
            rest = rest[cut...]
        }
        return result + [String(rest)]
    }
}
