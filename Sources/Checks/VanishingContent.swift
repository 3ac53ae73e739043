import Devices
import Foundation
import Localization
import Layout
import LockScreen
import Raster
import ViewTree

/// Content that vanishes in vibrant mode: drawn on the Lock Screen over a dark and a bright
/// wallpaper, each text line (and each image, shape or gauge) is measured against what it
/// sits on, as the WCAG contrast ratio between the lightest and darkest tenth of its pixels.
enum VanishingContent {
    /// Below this ratio content is hard to find at all. WCAG asks 3:1 of large text and of
    /// graphics (1.4.11); "vanishing" is the project's lower bar, a chosen value.
    static let minimumContrast = 1.5
    /// Drawn at two pixels per point, so that a 1 pt stroke still covers whole pixels.
    static let pointsPerPixel = 0.5
    /// The share of the brightest and darkest pixels compared.
    static let percentile = 0.1
    /// How far (points) around its box a node's surroundings are taken in: a filled shape's
    /// box holds only the shape, and contrast is with what is around it.
    static let surroundings = 2.0

    /// The observations for one widget in one family on the picture's device, over each theme,
    /// in each iOS layout (the slot sits over another part of the wallpaper in each); the
    /// worst contrast of a node over the layouts is the one reported.
    static func observe(_ picture: CheckedPicture, profiles: [LockScreenProfile], themes: [Theme], renderer: LockScreenRenderer,
                        now: Date, locale: PreviewLocale = .unitedStatesEnglish,
                        dynamicTypeSize: DynamicTypeSize = .standard) -> [Observation] {
        var found: [Observation] = []
        let nodes = measured(picture)
        for theme in themes {
            var worst = [Double?](repeating: nil, count: nodes.count)
            for profile in profiles {
                let widget = SceneWidget(widget: picture.widget, family: picture.family, entryIndex: picture.entryIndex)
                let scene = LockScreenScene(device: picture.device.on(profile), theme: theme, inline: picture.family == .inline ? widget : nil,
                                            bottom: picture.family == .inline ? [] : [widget])
                // A layout with no place for the family (systemSmall in iPadOS 26's row) has no slot: nothing to measure.
                guard let (pixels, origin) = try? renderer.slotPixels(scene, slot: 0, options: { var options = LockScreenOptions(mode: .vibrant, now: now)
                    options.locale = locale
                    options.dynamicTypeSize = dynamicTypeSize
                    return options }(),
                                                                      pointsPerPixel: pointsPerPixel) else { continue }
                // Each pixel's luminance once: the boxes of a widget's nodes overlap (a line in its stack).
                let luminances = Luminances(pixels)
                for (index, (_, boxes)) in nodes.enumerated() {
                    guard let ratio = boxes.compactMap({ contrast(in: $0, luminances: luminances, origin: origin) }).min() else { continue }
                    worst[index] = min(worst[index] ?? ratio, ratio)
                }
            }
            for (index, (node, _)) in nodes.enumerated() {
                guard let ratio = worst[index], ratio < minimumContrast else { continue }
                let what = node.text == nil ? node.name : "text \(LayoutChecks.quoted(node))"
                found.append(Observation(.vanishingContent, at: node.location,
                                         "\(what) nearly vanishes in vibrant mode on the \(theme.title) wallpaper (contrast \(String(format: "%.2f", ratio)):1 at worst, under \(minimumContrast):1)"))
            }
        }
        return found
    }

    /// The nodes to measure and the boxes (points, content coordinates) their ink is in. Boxes
    /// that reach out of the content area are left out: the slot clips them, and `outside-content`
    /// already reports them (one cause, one warning).
    static func measured(_ picture: CheckedPicture) -> [(LayoutNode, [Rect])] {
        func inside(_ box: Rect) -> Bool {
            box.x >= -outsideTolerance && box.y >= -outsideTolerance
                && box.maxX <= picture.content.width + outsideTolerance && box.maxY <= picture.content.height + outsideTolerance
        }
        return picture.drawingNodes.compactMap { node in
            switch node.kind {
            case .view(.accessoryWidgetBackground), .color: return nil
            case .view(.text):
                let lines = node.text?.lines.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty } ?? []
                // Inside is judged on the line's ink band, as `outside-content` judges it.
                let boxes = lines.filter { inside(Rect(x: $0.x, y: $0.y + $0.height * 0.2, width: $0.width, height: $0.height * 0.6)) }
                    .map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                return boxes.isEmpty ? nil : (node, boxes)
            default:
                return node.frame.width >= 2 && node.frame.height >= 2 && inside(node.frame) ? (node, [node.frame]) : nil
            }
        }
    }

    /// How far (points) a box may reach past the content area and still be measured: the point
    /// `outside-content` allows before it reports a box as clipped.
    static let outsideTolerance = 1.0

    /// The contrast ratio between the lightest and darkest pixels in `inner` and just around it,
    /// nil when it covers none.
    static func contrast(in inner: Rect, luminances picture: Luminances, origin: (x: Double, y: Double)) -> Double? {
        let box = Rect(x: inner.x - surroundings, y: inner.y - surroundings, width: inner.width + 2 * surroundings,
                       height: inner.height + 2 * surroundings)
        let x0 = max(0, Int((origin.x + box.x / pointsPerPixel).rounded(.down)))
        let y0 = max(0, Int((origin.y + box.y / pointsPerPixel).rounded(.down)))
        let x1 = min(picture.width, Int((origin.x + box.maxX / pointsPerPixel).rounded(.up)))
        let y1 = min(picture.height, Int((origin.y + box.maxY / pointsPerPixel).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var luminances: [Double] = []
        luminances.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            luminances.append(contentsOf: picture.values[(y * picture.width + x0)..<(y * picture.width + x1)])
        }
        let count = max(1, Int(Double(luminances.count) * percentile))
        select(count - 1, in: &luminances)
        let dark = luminances.prefix(count).reduce(0, +) / Double(count)
        select(luminances.count - count, in: &luminances)
        let light = luminances.suffix(count).reduce(0, +) / Double(count)
        return (light + 0.05) / (dark + 0.05)
    }

    /// Reorders `values` so that the one at `nth` is where sorting would put it, none before it
    /// larger and none after it smaller (Hoare's selection): the darkest and lightest tenth of a
    /// box without sorting all of its pixels.
    static func select(_ nth: Int, in values: inout [Double]) {
        var low = 0, high = values.count - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if nth <= j { high = j } else if nth >= i { low = i } else { return }
        }
    }

    /// A picture's pixels as WCAG relative luminances, row by row.
    struct Luminances {
        let width: Int
        let height: Int
        let values: [Double]

        init(_ pixels: PixelBuffer) {
            width = pixels.width
            height = pixels.height
            values = pixels.pixels.map(VanishingContent.relativeLuminance)
        }
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func relativeLuminance(_ colour: PixelColor) -> Double {
        0.2126 * linear[Int(colour.red)] + 0.7152 * linear[Int(colour.green)] + 0.0722 * linear[Int(colour.blue)]
    }

    /// WCAG 2's linear value of each 8-bit sRGB channel value, computed once: a slot's every
    /// pixel is measured, in thousands of pictures.
    static let linear: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
