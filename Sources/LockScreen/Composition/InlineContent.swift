import Foundation
import Layout
import Rendering
import ViewTree

/// What an inline widget shows on the date line, in order: its text and its symbols. The
/// system draws them in its own font and colour, so only the content is kept.
public struct InlineContent: Sendable, Hashable {
    /// One piece of the line.
    public enum Piece: Sendable, Hashable {
        case text(String, redacted: Bool)
        case symbol(String, redacted: Bool)
    }

    public var pieces: [Piece]

    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The pieces of a laid-out inline widget, left to right (first line only: inline is one line).
    public init(_ root: LayoutNode, redaction: RedactionRule) {
        var found: [(x: Double, piece: Piece)] = []
        func visit(_ node: LayoutNode) {
            let redacted = redaction.redacts(node.environment)
            switch node.kind {
            case .view(.text):
                guard let line = node.text?.lines.first, !line.text.isEmpty else { break }
                // Letters between the text's symbols are pieces of their own; the line puts a
                // space between pieces, so the spaces at their ends are left to it.
                var letters: (x: Double, text: String)?
                func flush() {
                    if let (x, text) = letters {
                        let trimmed = text.trimmingCharacters(in: .whitespaces)
                        if !trimmed.isEmpty { found.append((x, .text(trimmed, redacted: redacted))) }
                    }
                    letters = nil
                }
                for segment in line.segments {
                    if let symbol = segment.symbol {
                        flush()
                        found.append((segment.x, .symbol(symbol, redacted: redacted)))
                    } else {
                        letters = (letters?.x ?? segment.x, (letters?.text ?? "") + segment.text)
                    }
                }
                flush()
            case .view(.image(let image)):
                if case .symbol(let name) = image.source { found.append((node.frame.x, .symbol(name, redacted: redacted))) }
            default:
                break
            }
            node.children.forEach(visit)
        }
        visit(root)
        pieces = found.sorted { $0.x < $1.x }.map(\.piece)
    }

    /// A terminal character standing in for a symbol on a date line drawn in characters: the
    /// line is one row tall, too small to draw the symbol as pixels. Unknown symbols are a dot.
    public static func character(forSymbol name: String) -> Character {
        let characters: [String: Character] = [
            "heart.fill": "♥", "heart": "♡", "sun.max.fill": "☀", "cloud.sun.fill": "☁", "cloud.rain.fill": "☂",
            "moon.fill": "☾", "snowflake": "❄", "star.fill": "★", "star": "☆", "checkmark": "✓",
            "checkmark.circle.fill": "✓", "xmark": "✗", "arrow.up": "↑", "arrow.down": "↓", "airplane": "✈",
            "music.note": "♪", "circle": "○", "location.fill": "➤", "timer": "◷", "alarm.fill": "◷",
            "calendar": "▦", "envelope.fill": "✉", "drop.fill": "◆", "thermometer.medium": "°",
        ]
        return characters[name] ?? "•"
    }
}
