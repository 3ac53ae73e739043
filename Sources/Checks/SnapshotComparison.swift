import Foundation
import Images

/// How a picture differs from its reference: the pixels that changed by more than
/// `tolerance` in a channel, their bounding box, and a side-by-side picture (reference, now,
/// difference in red over the dimmed reference) to look at.
public struct SnapshotComparison {
    /// Channel steps that do not count (rounding in anti-aliasing).
    public static let tolerance = 2

    public var changedPixels: Int
    public var totalPixels: Int
    /// The changed pixels' bounding box (x, y, width, height), nil when none changed.
    public var changedBox: (x: Int, y: Int, width: Int, height: Int)?
    /// True when the two pictures are not the same size.
    public var resized: Bool

    public var isSame: Bool { changedPixels == 0 && !resized }

    public init(reference: BitmapImage, now: BitmapImage) {
        totalPixels = now.width * now.height
        resized = reference.width != now.width || reference.height != now.height
        guard !resized else {
            changedPixels = totalPixels
            changedBox = (0, 0, now.width, now.height)
            return
        }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<now.height {
            for x in 0..<now.width where Self.differs(reference, now, at: (y * now.width + x) * 4) {
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        changedPixels = count
        changedBox = count == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func differs(_ a: BitmapImage, _ b: BitmapImage, at offset: Int) -> Bool {
        (0..<4).contains { abs(Int(a.rgba[offset + $0]) - Int(b.rgba[offset + $0])) > tolerance }
    }

    /// Reference, now and difference side by side, 8 pixels apart on black.
    public static func sideBySide(reference: BitmapImage, now: BitmapImage) -> BitmapImage {
        let gap = 8
        let width = reference.width + now.width + max(reference.width, now.width) + 2 * gap
        let height = max(reference.height, now.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 }
        func put(_ image: BitmapImage, at left: Int) {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let source = (y * image.width + x) * 4, target = (y * width + left + x) * 4
                    for c in 0..<4 { rgba[target + c] = image.rgba[source + c] }
                }
            }
        }
        put(reference, at: 0)
        put(now, at: reference.width + gap)
        let left = reference.width + now.width + 2 * gap
        for y in 0..<height {
            for x in 0..<max(reference.width, now.width) {
                let inReference = x < reference.width && y < reference.height, inNow = x < now.width && y < now.height
                let target = (y * width + left + x) * 4
                let changed = !(inReference && inNow) || differs(reference, now, at: (y * now.width + x) * 4, width: reference.width)
                if changed {
                    (rgba[target], rgba[target + 1], rgba[target + 2]) = (255, 48, 48)
                } else {
                    let source = (y * reference.width + x) * 4
                    for c in 0..<3 { rgba[target + c] = reference.rgba[source + c] / 3 }
                }
            }
        }
        return BitmapImage(width: width, height: height, rgba: rgba)
    }

    /// Whether pixel (offset in `b`) differs from the same pixel of `a` when the two widths differ.
    static func differs(_ a: BitmapImage, _ b: BitmapImage, at offset: Int, width: Int) -> Bool {
        guard a.width == b.width else { return true }
        return differs(a, b, at: offset)
    }
}
