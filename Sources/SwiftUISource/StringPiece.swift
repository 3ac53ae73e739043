import ViewTree

/// A part of a string as lockscreen-tui reads it: literal text and entry values go into one text
/// run's template; formatted values and dates become runs of their own.
enum StringPiece {
    case part(TemplatePart)
    case run(TextPiece)

    /// The text runs a string shows as: adjacent literals merged, empty ones left out.
    static func runs(_ pieces: [StringPiece]) -> [TextRun] {
        var runs: [TextRun] = []
        var parts: [TemplatePart] = []
        func flush() {
            if !parts.isEmpty { runs.append(TextRun(piece: .template(parts))) }
            parts = []
        }
        for piece in pieces {
            switch piece {
            case .part(.literal(let text)):
                if text.isEmpty { continue }
                if case .literal(let before)? = parts.last {
                    parts[parts.count - 1] = .literal(before + text)
                } else {
                    parts.append(.literal(text))
                }
            case .part(let part): parts.append(part)
            case .run(let piece):
                flush()
                runs.append(TextRun(piece: piece))
            }
        }
        flush()
        return runs.isEmpty ? [.literal("")] : runs
    }
}
