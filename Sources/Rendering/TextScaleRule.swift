import Layout
import ViewTree

/// Which of a widget's texts are drawn as pixels and which as terminal characters, decided for
/// the widget as a whole so that relative sizes survive at every scale: a headline and its
/// caption switch together (at the scale where the smallest text is big enough in pixels), and
/// only text at least `distinctSizeRatio` times the smallest (a gauge's big number beside its
/// caption) goes to pixels on its own. Deciding text by text drew a 17 pt title four cells tall
/// beside a 12 pt caption one cell tall.
struct TextScaleRule {
    /// A text this many times the widget's smallest is a different level of the hierarchy, whose
    /// being drawn larger than characters keeps rather than distorts the relation (chosen here:
    /// SwiftUI's headline and caption, 17 and 12 pt (1.42), and body and caption 2, 17 and 11
    /// (1.55), stay together; a 30 pt timer beside a 17 pt headline (1.76) does not).
    static let distinctSizeRatio = 1.6

    /// The smallest font size of any text in the tree; nil when there is none.
    let smallestSize: Double?

    init(root: LayoutNode) {
        var smallest: Double?
        func visit(_ node: LayoutNode) {
            for line in node.text?.lines ?? [] {
                for segment in line.segments where !segment.text.isEmpty {
                    smallest = min(smallest ?? segment.font.size, segment.font.size)
                }
            }
            node.children.forEach(visit)
        }
        visit(root)
        smallestSize = smallest
    }

    /// True when `font` is drawn as pixels: big enough itself, and either the smallest text is big
    /// enough too or this text is a distinct level above it.
    func drawsAsPixels(_ font: ResolvedFont, pointsPerPixel: Double, text: TextRasterizing) -> Bool {
        guard text.drawsAsPixels(font, pointsPerPixel: pointsPerPixel) else { return false }
        guard let smallest = smallestSize, smallest < font.size else { return true }
        if font.size >= Self.distinctSizeRatio * smallest { return true }
        var smallestFont = font
        smallestFont.size = smallest
        return text.drawsAsPixels(smallestFont, pointsPerPixel: pointsPerPixel)
    }
}
