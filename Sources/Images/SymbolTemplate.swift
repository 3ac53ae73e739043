import Foundation

/// A custom symbol (`NAME.symbolset`): an SVG in the SF Symbols template structure. Each weight
/// and scale is a group, `id="Regular-M"` (weights Ultralight … Black, scales S, M, L), and the
/// guides are lines `Baseline-M` and `Capline-M` (per scale) and `left-margin-Regular-M` /
/// `right-margin-Regular-M` (per group). One group is drawn, scaled so that its scale's cap
/// height (baseline − capline) is the text's cap height, its baseline on the text's baseline and
/// its margins centred: as SF Symbols sit in text.
///
/// Templates need only Ultralight, Regular and Black; SF Symbols interpolates the weights in
/// between, which this preview does not: a weight without a group is drawn with the nearest one.
public final class SymbolTemplate: @unchecked Sendable {
    /// Weight names in the template, lightest first.
    public static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    /// Scales, the medium one (what `Image` uses without `.imageScale`) first.
    static let scales = ["M", "S", "L"]

    private let svg: SVGDocument
    private let lock = NSLock()

    /// One group and the guides it is placed by, in document units.
    struct Group {
        var id: String
        var baseline: Double
        var capHeight: Double
        var centerX: Double
    }

    /// Reads a template; throws when it is not an SVG or has no weight group with guides.
    public init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VectorImage.ReadError(description: "cannot read '\(path)'")
        }
        svg = try SVGDocument(data: Self.withoutPreviewWireframes(data))
        guard Self.weights.contains(where: { group(weight: $0) != nil }) else {
            throw VectorImage.ReadError(description: "it has no symbol group with its guides (such as Regular-M with Baseline-M and Capline-M)")
        }
    }

    /// The class SF Symbols' exporter puts on a template's shapes for its own preview, whose
    /// style is an outline (`fill: none; stroke-width: 0.5`): Xcode fills the shapes, so the
    /// class is taken off them and they are drawn filled (DuckDuckGo's VPN symbol was a hairline).
    static let previewWireframeClass = "SFSymbolsPreviewWireframe"

    /// The template's text with `previewWireframeClass` taken out of every `class` attribute.
    static func withoutPreviewWireframes(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8), text.contains(previewWireframeClass) else { return data }
        let cleaned = text.replacing(/class="([^"]*)"/) { match in
            let names = match.output.1.split(separator: " ").filter { $0 != previewWireframeClass }
            return "class=\"" + names.joined(separator: " ") + "\""
        }
        return Data(cleaned.utf8)
    }

    /// The group for `weight` (an index into `weights`), or the nearest weight that has one.
    func group(nearest weight: Int) -> Group? {
        let order = Self.weights.indices.sorted { abs($0 - weight) < abs($1 - weight) || (abs($0 - weight) == abs($1 - weight) && $0 < $1) }
        return order.lazy.compactMap { self.group(weight: Self.weights[$0]) }.first
    }

    private func group(weight: String) -> Group? {
        for scale in Self.scales {
            let id = "\(weight)-\(scale)"
            guard let bounds = svg.bounds(ofElement: id),
                  let baseline = svg.bounds(ofElement: "Baseline-\(scale)"), let capline = svg.bounds(ofElement: "Capline-\(scale)") else { continue }
            let baselineY = baseline.y + baseline.height / 2, caplineY = capline.y + capline.height / 2
            guard baselineY > caplineY else { continue }
            var centerX = bounds.x + bounds.width / 2
            if let left = svg.bounds(ofElement: "left-margin-\(id)"), let right = svg.bounds(ofElement: "right-margin-\(id)") {
                centerX = (left.x + left.width / 2 + right.x + right.width / 2) / 2
            }
            return Group(id: id, baseline: baselineY, capHeight: baselineY - caplineY, centerX: centerX)
        }
        return nil
    }

    /// The symbol at `weight` (an index into `weights`) in a `width × height` pixel image: its cap
    /// height `capHeight` pixels, its baseline at `baseline` pixels from the top, centred across.
    public func rasterized(weight: Int, capHeight: Double, baseline: Double, width: Int, height: Int) -> RasterizedImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let group = group(nearest: weight), capHeight > 0 else { return nil }
        return svg.drawElement(group.id, width: width, height: height, scale: capHeight / group.capHeight,
                               mapping: (group.centerX, group.baseline), to: (Double(width) / 2, baseline))
    }
}
