import ViewTree

/// Theme files: a wallpaper, the clock's colour, typeface and weight, an optional tint and the accent colour.
extension WidgetDecoder {
    static let themeKeys = ["title", "summary", "wallpaper", "clock", "clock-font", "clock-weight", "clock-numerals", "tint", "accent", "ios", "locale"]

    /// The theme in `root`; `name` is the file stem.
    mutating func decodeTheme(_ root: DocumentNode, name: String) -> Theme? {
        guard case .mapping(let entries, let location) = root else {
            error(root.location, "a theme file is a mapping with 'title' and 'wallpaper'; found \(root.kindDescription)")
            return nil
        }
        let keys = Set(entries.map(\.key))
        if !keys.isDisjoint(with: ["format", "families"]) || keys.contains("theme") && !keys.contains("wallpaper") {
            let kind = keys.contains("theme") ? "an arrangement" : "a widget file"
            error(location, "this is \(kind), not a theme; a theme file has 'title', 'wallpaper' and 'clock' (see themes/aurora.yaml)")
            return nil
        }
        let fields = Fields(entries, at: location, context: "the theme", allowed: Self.themeKeys, into: &diagnostics)
        var title = ""
        if let node = fields["title"] {
            title = string(node, "title") ?? ""
        } else if fields.isMissing("title") {
            error(location, "missing 'title' in the theme; give its display name, e.g. title: Aurora")
        }
        let summary = fields["summary"].flatMap { string($0, "summary") }
        var wallpaper: Wallpaper?
        if let node = fields["wallpaper"] {
            wallpaper = decodeWallpaper(node)
        } else if fields.isMissing("wallpaper") {
            error(location, "missing 'wallpaper' in the theme; give { image: photo.png } or { gradient: { stops: [\"#123\", \"#456\"] } }")
        }
        let clockColor = fields["clock"].flatMap { fixedColor($0, "clock") }
        let clock = clockChoice(fields, colorKey: nil)
        let tint = fields["tint"].flatMap { fixedColor($0, "tint") }
        let accent = fields["accent"].flatMap { fixedColor($0, "accent") }
        let ios = fields["ios"].flatMap { iosVersion($0) }
        let locale = fields["locale"].flatMap { self.locale($0) }
        guard !diagnostics.hasErrors, let wallpaper else { return nil }
        var theme = Theme(name: name, title: title, summary: summary, wallpaper: wallpaper,
                          clockColor: clockColor ?? Theme.defaultClockColor, tint: tint, accent: accent, ios: ios)
        theme.locale = locale
        return clock.applied(to: theme)
    }

    mutating func decodeWallpaper(_ node: DocumentNode) -> Wallpaper? {
        let example = "wallpaper: { image: photo.png } or wallpaper: { gradient: { stops: [\"#123\", \"#456\"] } }"
        guard let entries = mapping(node, "wallpaper", example: example) else { return nil }
        let fields = Fields(entries, at: node.location, context: "wallpaper", allowed: ["image", "gradient"], into: &diagnostics)
        switch (fields["image"], fields["gradient"]) {
        case (let image?, nil):
            guard let written = string(image, "image") else { return nil }
            guard case .file(_, let path, _, _) = pngFile(written, at: image.location, owner: "theme file") else { return nil }
            return .image(path: path)
        case (nil, let gradient?):
            return decodeGradient(gradient).map(Wallpaper.gradient)
        case (.some, .some):
            error(node.location, "a wallpaper is either 'image' or 'gradient', not both")
            return nil
        case (nil, nil):
            if fields.isMissing("image"), fields.isMissing("gradient") {
                error(node.location, "a wallpaper needs 'image' (a PNG or JPEG beside the theme file) or 'gradient'")
            }
            return nil
        }
    }

    /// A colour that does not depend on a widget's environment, as straight RGBA.
    mutating func fixedColor(_ node: DocumentNode, _ what: String) -> RGBA? {
        func fixed(_ value: ColorValue) -> RGBA? {
            switch value {
            case .rgba(let rgba): rgba
            case .withOpacity(let base, let opacity): fixed(base).map { $0.withAlpha($0.alpha * opacity) }
            case .hierarchical, .accent: nil
            }
        }
        guard let value = color(node, what) else { return nil }
        if let rgba = fixed(value) { return rgba }
        error(node.location, "'\(what)' needs a fixed colour (a name such as white, or hex such as \"#FF9500\"); found a colour that depends on the widget")
        return nil
    }
}
