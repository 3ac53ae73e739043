import Foundation
import Layout
import ViewTree

/// What an inline widget shows on the iPhone's date line or a watch face's inline slot, in
/// order: its text and its symbols. The system draws them in its own font and colour, so only
/// the content is kept (and, for tinted watch faces, whether it is in the accent group).
public struct InlineContent: Sendable, Hashable {
    /// One piece of the line.
    public enum Piece: Sendable, Hashable {
        case text(String, redacted: Bool)
        case symbol(String, redacted: Bool)
    }

    public var pieces: [Piece]
    /// True when its text is `widgetAccentable`: a tinted watch face draws the line in its tint.
    public var isAccentable = false

    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The pieces of a laid-out inline widget in the order the code writes them, as the system
    /// reads an inline widget's views into one line whatever stacks them (first line only).
    public init(_ root: LayoutNode, redaction: RedactionRule) {
        var found: [Piece] = []
        var accentable: Bool?
        func visit(_ node: LayoutNode) {
            let redacted = redaction.redacts(node.environment)
            switch node.kind {
            case .view(.text):
                guard let line = node.text?.lines.first, !line.text.isEmpty else { break }
                accentable = accentable ?? node.environment.widgetAccentable
                // Letters between the text's symbols are pieces of their own; the line puts a
                // space between pieces, so the spaces at their ends are left to it.
                var letters = ""
                func flush() {
                    let trimmed = letters.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { found.append(.text(trimmed, redacted: redacted)) }
                    letters = ""
                }
                for segment in line.segments {
                    if let symbol = segment.symbol {
                        flush()
                        found.append(.symbol(symbol, redacted: redacted))
                    } else {
                        letters += segment.text
                    }
                }
                flush()
            case .view(.image(let image)):
                if case .symbol(let name) = image.source { found.append(.symbol(name, redacted: redacted)) }
            default:
                break
            }
            node.children.forEach(visit)
        }
        visit(root)
        pieces = found
        isAccentable = accentable ?? false
    }

    /// The pieces that fit in `budget` (the inline slot's width), a space between each, as iOS
    /// shows a line too long for the slot: the text that crosses the edge ends in "…" and what
    /// follows is left out.
    public static func fitted(_ pieces: [Piece], within budget: Double, space: Double, symbolWidth: Double,
                              advance: (String) -> Double) -> [Piece] {
        var result: [Piece] = []
        var used = 0.0
        for piece in pieces {
            let lead = result.isEmpty ? 0 : space
            switch piece {
            case .symbol:
                guard used + lead + symbolWidth <= budget else { return result }
                used += lead + symbolWidth
                result.append(piece)
            case .text(let text, let redacted):
                let width = advance(text)
                if used + lead + width <= budget {
                    used += lead + width
                    result.append(piece)
                    continue
                }
                // The cut text continues the text before it, so that the "…" follows what is shown.
                var room = budget - used - lead
                var cut = text
                if case .text(let previous, let previousRedacted)? = result.last, previousRedacted == redacted {
                    result.removeLast()
                    room += advance(previous) + lead
                    cut = previous + " " + text
                }
                let characters = Array(cut)
                var low = 0, high = characters.count
                while low < high {
                    let middle = (low + high + 1) / 2
                    if advance(Self.truncated(characters, middle)) <= room { low = middle } else { high = middle - 1 }
                }
                if low > 0 { result.append(.text(Self.truncated(characters, low), redacted: redacted)) }
                return result
            }
        }
        return result
    }

    private static func truncated(_ characters: [Character], _ count: Int) -> String {
        String(characters[..<count]).trimmingCharacters(in: .whitespaces) + "…"
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
