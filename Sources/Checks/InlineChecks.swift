import ViewTree

/// The inline family's rules: the system shows one image (the first) and draws text and
/// images in the Lock Screen's own style, whatever colours the widget asks for.
enum InlineChecks {
    static func observe(_ picture: CheckedPicture, resolved body: View) -> [Observation] {
        guard picture.family == .inline else { return [] }
        var images: [View] = []
        var colours: [(View, String)] = []
        collect(body, images: &images, colours: &colours)
        // Images as laid out: of a ViewThatFits only the alternative that fits is drawn.
        let drawn = picture.root.allNodes.filter { if case .view(.image) = $0.kind { return true } else { return false } }
        var found: [Observation] = drawn.enumerated().dropFirst().map { index, image in
            Observation(.inlineImages, at: image.location,
                        "an inline widget shows one image, the first; this one (image \(index + 1) of \(drawn.count)) is not drawn")
        }
        found += colours.map { view, what in
            Observation(.inlineColors, at: view.location, "\(what) in an inline widget is ignored: the system draws inline text and images in the Lock Screen's colour")
        }
        return found
    }

    static func fixed(_ colour: ColorValue) -> Bool {
        switch colour {
        case .rgba, .accent: true
        case .hierarchical: false
        case .withOpacity(let base, _): fixed(base)
        }
    }

    static func collect(_ view: View, images: inout [View], colours: inout [(View, String)]) {
        for modifier in view.modifiers {
            switch modifier {
            case .foregroundStyle(let colour) where fixed(colour): colours.append((view, "foregroundStyle"))
            case .tint(let colour) where fixed(colour): colours.append((view, "tint"))
            case .accentColor(let colour?) where fixed(colour): colours.append((view, "accentColor"))
            case .background(.color(let colour)) where fixed(colour): colours.append((view, "a background colour"))
            case .background(.view(let decoration, _)), .overlay(.view(let decoration, _)):
                collect(decoration, images: &images, colours: &colours)
            default: break
            }
        }
        switch view.kind {
        case .image: images.append(view)
        case .text(let runs):
            if runs.contains(where: { $0.style.foreground.map(fixed) == true }) { colours.append((view, "a text colour")) }
        case .stack(let stack): stack.children.forEach { collect($0, images: &images, colours: &colours) }
        case .group(let children), .viewThatFits(_, let children): children.forEach { collect($0, images: &images, colours: &colours) }
        case .gauge(let gauge):
            [gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel].compactMap { $0 }
                .forEach { collect($0, images: &images, colours: &colours) }
        case .progress(let progress):
            [progress.label, progress.currentValueLabel].compactMap { $0 }.forEach { collect($0, images: &images, colours: &colours) }
        case .shape, .spacer, .accessoryWidgetBackground, .empty, .branch, .geometryReader, .chart: break
        }
    }
}
