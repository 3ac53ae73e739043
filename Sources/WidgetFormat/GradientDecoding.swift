import ViewTree

/// A wallpaper gradient: `angle`, `stops` and optional `glows`.
extension WidgetDecoder {
    static let gradientKeys = ["angle", "stops", "glows"]
    static let stopKeys = ["at", "color"]
    static let glowKeys = ["x", "y", "radius", "color"]

    mutating func decodeGradient(_ node: DocumentNode) -> WallpaperGradient? {
        let example = "gradient: { angle: 180, stops: [\"#0B1026\", \"#3A1C71\"] }"
        guard let entries = mapping(node, "gradient", example: example) else { return nil }
        let fields = Fields(entries, at: node.location, context: "gradient", allowed: Self.gradientKeys, into: &diagnostics)
        let angle = fields["angle"].flatMap { number($0, "angle") } ?? WallpaperGradient.defaultAngle
        var stops: [WallpaperGradient.Stop] = []
        if let stopsNode = fields["stops"] {
            stops = decodeStops(stopsNode) ?? []
        } else if fields.isMissing("stops") {
            error(node.location, "missing 'stops' in gradient; list two or more colours, e.g. stops: [\"#0B1026\", \"#3A1C71\"]")
        }
        let glows = fields["glows"].flatMap { list($0, "glows") }?.compactMap { decodeGlow($0) } ?? []
        guard !stops.isEmpty else { return nil }
        return WallpaperGradient(angle: angle, stops: stops, glows: glows)
    }

    /// Colours, or `{ at: 0.4, color: … }`; stops without `at` are spread evenly between their neighbours.
    mutating func decodeStops(_ node: DocumentNode) -> [WallpaperGradient.Stop]? {
        guard let items = list(node, "stops") else { return nil }
        guard !items.isEmpty else {
            error(node.location, "'stops' is empty; list at least one colour")
            return nil
        }
        var written: [(location: Double?, color: RGBA, at: SourceLocation)] = []
        for item in items {
            if case .mapping(let entries, let location) = item, entries.contains(where: { $0.key == "at" }) {
                let fields = Fields(entries, at: location, context: "a gradient stop", allowed: Self.stopKeys, into: &diagnostics)
                let at = fields["at"].flatMap { number($0, "at", minimum: 0, maximum: 1) }
                guard let colorNode = fields["color"] else {
                    error(location, "a gradient stop needs 'color'")
                    continue
                }
                if let color = fixedColor(colorNode, "color"), let at { written.append((at, color, item.location)) }
            } else if let color = fixedColor(item, "stops") {
                written.append((nil, color, item.location))
            }
        }
        guard written.count == items.count else { return nil }
        for (previous, next) in zip(written, written.dropFirst()) {
            if let a = previous.location, let b = next.location, b < a {
                error(next.at, "gradient stops must be in order; 'at: \(NumberFormat.plain(b))' comes after 'at: \(NumberFormat.plain(a))'")
                return nil
            }
        }
        return Self.spreadStops(written.map { ($0.location, $0.color) })
    }

    /// Fills in missing locations as CSS does: first 0, last 1, the rest evenly between known ones.
    static func spreadStops(_ stops: [(Double?, RGBA)]) -> [WallpaperGradient.Stop] {
        var locations = stops.map(\.0)
        if locations.count == 1 { return [WallpaperGradient.Stop(location: locations[0] ?? 0, color: stops[0].1)] }
        if locations[0] == nil { locations[0] = 0 }
        if locations[locations.count - 1] == nil { locations[locations.count - 1] = 1 }
        var index = 1
        while index < locations.count {
            guard locations[index] == nil else { index += 1; continue }
            let start = index - 1
            var end = index
            while locations[end] == nil { end += 1 }
            let from = locations[start]!, to = locations[end]!
            for k in index..<end { locations[k] = from + (to - from) * Double(k - start) / Double(end - start) }
            index = end
        }
        return zip(locations, stops).map { WallpaperGradient.Stop(location: $0!, color: $1.1) }
    }

    mutating func decodeGlow(_ node: DocumentNode) -> WallpaperGradient.Glow? {
        guard let entries = mapping(node, "glows", example: "{ x: 0.3, y: 0.2, radius: 0.8, color: \"#FF2D5580\" }") else { return nil }
        let fields = Fields(entries, at: node.location, context: "a glow", allowed: Self.glowKeys, into: &diagnostics)
        var values: [String: Double] = [:]
        for key in ["x", "y", "radius"] {
            guard let value = fields[key] else {
                if fields.isMissing(key) { error(node.location, "a glow needs 'x', 'y', 'radius' and 'color'; '\(key)' is missing") }
                return nil
            }
            let range: ClosedRange<Double> = key == "radius" ? 0...4 : -1...2
            values[key] = number(value, key, minimum: range.lowerBound, maximum: range.upperBound)
        }
        guard let colorNode = fields["color"] else {
            if fields.isMissing("color") { error(node.location, "a glow needs 'x', 'y', 'radius' and 'color'; 'color' is missing") }
            return nil
        }
        guard let color = fixedColor(colorNode, "color"), let x = values["x"], let y = values["y"], let radius = values["radius"] else {
            return nil
        }
        return WallpaperGradient.Glow(x: x, y: y, radius: radius, color: color)
    }
}
