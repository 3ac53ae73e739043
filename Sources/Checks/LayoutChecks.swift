import Devices
import Layout
import ViewTree

/// The checks that read the layout in points: truncation, content outside the content area or
/// cut by the circular mask, and text too small to read.
enum LayoutChecks {
    /// How far (points) a frame may pass an edge before it counts: layout rounding.
    static let tolerance = 0.5

    static func observe(_ picture: CheckedPicture) -> [Observation] {
        truncated(picture) + outside(picture) + masked(picture) + small(picture)
    }

    static func quoted(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return "\"" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "\""
    }

    /// A text node's whole text, as written (not as cut to fit), quoted.
    static func quoted(_ node: LayoutNode) -> String {
        if case .view(.text(let runs)) = node.kind {
            let whole = runs.compactMap(\.resolvedText).joined()
            if !whole.isEmpty { return quoted(whole) }
        }
        return quoted(node.text?.string ?? node.name)
    }

    /// Text cut with "…", or lines that fall outside the text's own frame.
    static func truncated(_ picture: CheckedPicture) -> [Observation] {
        picture.texts.compactMap { node, text in
            if text.isTruncated {
                return Observation(.truncatedText, at: node.location, "text \(quoted(node)) is truncated")
            }
            if let last = text.lines.last, last.y + last.height > node.frame.maxY + tolerance || text.lines.contains(where: { $0.y < node.frame.y - tolerance }) {
                return Observation(.truncatedText, at: node.location, "text \(quoted(node)) is taller than its frame and clipped")
            }
            return nil
        }
    }

    /// Drawn content past the content area, and on which side.
    static func outside(_ picture: CheckedPicture) -> [Observation] {
        // Fills that cover the whole slot on purpose (a background colour, AccessoryWidgetBackground) are fine.
        let system = picture.systemPlaced
        return picture.drawingNodes.filter { !system.contains($0) }.compactMap { node in
            if case .view(.accessoryWidgetBackground) = node.kind { return nil }
            if case .color = node.kind { return nil }
            let frame = node.frame
            var sides: [String] = []
            if frame.x < -tolerance { sides.append("left of") }
            if frame.y < -tolerance { sides.append("above") }
            if frame.maxX > picture.content.width + tolerance { sides.append("right of") }
            if frame.maxY > picture.content.height + tolerance { sides.append("below") }
            guard !sides.isEmpty else { return nil }
            let what = node.text == nil ? node.name : "text \(quoted(node))"
            return Observation(.outsideContent, at: node.location,
                               "\(what) reaches \(sides.joined(separator: " and ")) the slot's content area and is clipped")
        }
    }

    /// Text and images of a circular widget whose corners the disc cuts off.
    static func masked(_ picture: CheckedPicture) -> [Observation] {
        guard picture.family == .circular || picture.family == .corner else { return [] }
        let radius = min(picture.content.width, picture.content.height) / 2
        let centre = (x: picture.content.width / 2, y: picture.content.height / 2)
        func outside(_ x: Double, _ y: Double) -> Double {
            ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)).squareRoot() - radius
        }
        let system = picture.systemPlaced
        return picture.drawingNodes.filter { !system.contains($0) }.compactMap { node in
            let boxes: [Rect]
            switch node.kind {
            case .view(.text): boxes = node.text?.lines.map { Rect(x: $0.x, y: $0.y + $0.height * 0.2, width: $0.width, height: $0.height * 0.6) } ?? []
            case .view(.image): boxes = [node.frame]
            default: return nil
            }
            let worst = boxes.flatMap { box in [outside(box.x, box.y), outside(box.maxX, box.y), outside(box.x, box.maxY), outside(box.maxX, box.maxY)] }.max() ?? 0
            guard worst > 1 else { return nil }
            let what = node.text == nil ? node.name : "text \(quoted(node))"
            return Observation(.circularMask, at: node.location, "\(what) reaches past the circular mask and is cut")
        }
    }

    /// Text smaller than the legible minimum.
    static func small(_ picture: CheckedPicture) -> [Observation] {
        let systemSized = picture.systemSizedTexts
        return picture.texts.filter { !systemSized.contains($0.node) }.compactMap { node, text in
            let sizes = text.lines.flatMap(\.segments).map(\.font.size)
            let minimum = picture.isOnWatch ? LegibleText.minimumWatchPointSize : LegibleText.minimumPointSize
            guard let smallest = sizes.min(), smallest < minimum - 0.01 else { return nil }
            return Observation(.smallText, at: node.location,
                               "text \(quoted(node)) is \(Size.format(smallest)) pt; below \(Size.format(minimum)) pt it is hard to read \(picture.isOnWatch ? "on a watch face" : picture.surface)")
        }
    }
}
