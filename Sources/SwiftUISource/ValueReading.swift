import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// Reads evaluated values as the SwiftUI types a view or modifier expects: colours, fonts,
/// numbers, alignments, shapes, edges. A value that is not what is expected gives nil, and the
/// caller approximates.
struct ValueReading {
    let evaluator: Evaluator
    let node: Syntax
    /// The asset catalog's colours, for the symbols Xcode generates from their names (`.brandBlue`).
    var assets: AssetCatalog? = nil

    func number(_ value: Value?) -> Double? {
        guard let value else { return nil }
        if let n = value.number { return n }
        if case .symbol(let s) = value {
            if s.chain.isEmpty, s.name == "infinity" { return .infinity }
            // `.degrees(.indicatorRotation)`: a static of a `CGFloat` or `Double` extension.
            for typeName in ["CGFloat", "Double"] {
                if let found = try? evaluator.resolveSymbol(s, as: typeName, at: node), let n = found.number { return n }
            }
        }
        return nil
    }

    /// A moment: a date, or text an entries file gives as ISO 8601 or an offset from now.
    func date(_ value: Value?, now: Date) -> Date? {
        switch value {
        case .date(let d)?: return d
        case .string(let text)?: return DateParsing.parse(text)?.date(now: now)
        default: return nil
        }
    }

    func bool(_ value: Value?) -> Bool? {
        if case .bool(let b)? = value { return b }
        return nil
    }

    func string(_ value: Value?) -> String? {
        switch value {
        case .string(let s)?: return s
        case .character(let c)?: return String(c)
        case .enumCase(let e)?: return e.rawValue.flatMap { string($0) } ?? e.caseName
        default: return nil
        }
    }

    /// A colour: a SwiftUI colour, a named colour (`.red`, `.secondary`), a gradient (its mean),
    /// a colour the source declares (`extension Color { static let brand = … }`).
    func color(_ value: Value?) -> ColorValue? {
        guard let value else { return nil }
        switch value {
        case .host(let hosted):
            switch hosted as? SwiftUIValue {
            case .color(let c)?: return c
            case .gradient(let gradient)?: return gradient.mean
            case .view(let view, _)?:
                if case .shape(let shape) = view.kind, let fill = shape.fill, view.modifiers.isEmpty { return fill }
                return nil
            default: return nil
            }
        case .symbol(let symbol):
            if let resolved = try? evaluator.resolveSymbol(symbol, as: "Color", at: node), !isSymbol(resolved) {
                return color(resolved)
            }
            if let resolved = try? evaluator.resolveSymbol(symbol, as: "ShapeStyle", at: node), !isSymbol(resolved) {
                return color(resolved)
            }
            // `Color(.brand)` of a `UIColor.brand` the source declares (`Color(_ uiColor:)`).
            if let resolved = try? evaluator.resolveSymbol(symbol, as: "UIColor", at: node), !isSymbol(resolved) {
                return color(resolved)
            }
            if let material = MaterialFill.color(named: symbol.name) {
                evaluator.warn(node, MaterialFill.approximation("." + symbol.name))
                return material
            }
            guard var base = Self.namedColor(symbol.name) ?? assets?.color(symbol: symbol.name) else { return nil }
            for link in symbol.chain {
                switch link.name {
                case "opacity": if let amount = number(link.argument(nil)) { base = .withOpacity(base, min(max(amount, 0), 1)) }
                case "gradient", "secondary": break
                default: break
                }
            }
            return base
        default:
            return nil
        }
    }

    private func isSymbol(_ value: Value) -> Bool {
        if case .symbol = value { return true }
        return false
    }

    /// SwiftUI's named colours and the UIKit system colours widget code reaches for.
    static func namedColor(_ name: String) -> ColorValue? {
        if let named = NamedColors.color(named: name) { return named }
        let aliases: [String: String] = [
            "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow", "systemGreen": "green", "systemMint": "mint",
            "systemTeal": "teal", "systemCyan": "cyan", "systemBlue": "blue", "systemIndigo": "indigo", "systemPurple": "purple",
            "systemPink": "pink", "systemBrown": "brown", "systemGray": "gray", "label": "primary", "secondaryLabel": "secondary",
            "tertiaryLabel": "tertiary", "quaternaryLabel": "quaternary", "tint": "accentColor", "accent": "accentColor",
            "foreground": "primary", "systemBackground": "black", "secondarySystemBackground": "black",
            "systemFill": "quaternary", "secondarySystemFill": "quaternary", "separator": "tertiary",
        ]
        if let alias = aliases[name] { return NamedColors.color(named: alias) }
        if name.hasPrefix("systemGray") { return NamedColors.color(named: "gray") }
        return nil
    }

    static func mean(_ colors: [ColorValue]) -> ColorValue? {
        let concrete = colors.compactMap { color -> RGBA? in
            if case .rgba(let c) = color { return c }
            return nil
        }
        guard concrete.count == colors.count, !concrete.isEmpty else { return colors.first }
        let n = Double(concrete.count)
        return .rgba(RGBA(red: concrete.map(\.red).reduce(0, +) / n, green: concrete.map(\.green).reduce(0, +) / n,
                          blue: concrete.map(\.blue).reduce(0, +) / n, alpha: concrete.map(\.alpha).reduce(0, +) / n))
    }

    /// A font: a text style (`.caption`), `.system(size:weight:design:)`, `.system(.title, design:)`,
    /// `.custom(_:size:)` (drawn in the system font at that size), with `.bold()`, `.weight(…)`.
    func font(_ value: Value?) -> FontSpec? {
        guard let value else { return nil }
        if case .font(let spec)? = value.swiftUI { return spec }
        guard case .symbol(let symbol) = value else { return nil }
        if let resolved = try? evaluator.resolveSymbol(symbol, as: "Font", at: node) {
            // A static the source adds to `Font` (`.mulish(.bold, size: 13)`), which may give
            // another member of Font's (`.custom("Mulish-Bold", size: 13)`).
            if !isSymbol(resolved) { return font(resolved) }
            if case .symbol(let given) = resolved, given.name != symbol.name { return font(resolved) }
        }
        guard var spec = Self.fontBase(symbol, self) else { return nil }
        for link in symbol.chain { spec = Self.fontModified(spec, link, self) }
        return spec
    }

    static func fontBase(_ symbol: Symbol, _ reading: ValueReading) -> FontSpec? {
        if let style = TextStyle(rawValue: symbol.name), symbol.arguments == nil { return FontSpec(style: style) }
        switch symbol.name {
        case "system":
            var spec = FontSpec()
            if case .symbol(let style)? = symbol.argument(nil) { spec.style = TextStyle(rawValue: style.name) }
            if let style = symbol.argument(nil)?.swiftUI, case .font(let given) = style { spec = given }
            spec.size = reading.number(symbol.argument("size")) ?? spec.size
            if case .symbol(let weight)? = symbol.argument("weight") { spec.weight = FontWeight(rawValue: weight.name) }
            if case .symbol(let design)? = symbol.argument("design") {
                spec.design = FontDesign(rawValue: design.name)
                spec.design.map(reading.warnAboutDesign)
            }
            if spec.style == nil, spec.size == nil { spec.style = .body }
            return spec
        case "custom":
            let name = reading.string(symbol.argument(nil))
            var spec = FontSpec(size: reading.number(symbol.argument("size")) ?? reading.number(symbol.argument("fixedSize")))
            if let name {
                if (reading.evaluator.host as? SwiftUIHost)?.fontNames.contains(name) == true {
                    spec.customName = name
                    reading.evaluator.warn(reading.node, "the font '\(name)' is drawn from the app's font file, its letters set at "
                        + "their advances without the font's kerning")
                } else {
                    reading.evaluator.warn(reading.node, "the font '\(name)' is not drawn here (the app bundles no font file of that "
                        + "name); the system font stands in at its size")
                }
            }
            if case .symbol(let relative)? = symbol.argument("relativeTo") { spec.style = spec.size == nil ? TextStyle(rawValue: relative.name) : nil }
            if spec.size == nil, spec.style == nil { spec.style = .body }
            return spec
        default:
            return nil
        }
    }

    /// The serif design (New York) has no stand-in here and is warned; the rounded one (SF Pro
    /// Rounded) differs from the default only in its strokes' ends, and is drawn with the default
    /// design's face, as documented.
    func warnAboutDesign(_ design: FontDesign) {
        guard design == .serif else { return }
        evaluator.warn(node, "the serif design of the system font (New York) has no stand-in here; it is drawn in the default design")
    }

    static func fontModified(_ spec: FontSpec, _ link: Symbol, _ reading: ValueReading) -> FontSpec {
        var spec = spec
        switch link.name {
        case "bold": spec.weight = .bold
        case "weight": if case .symbol(let weight)? = link.argument(nil) { spec.weight = FontWeight(rawValue: weight.name) ?? spec.weight }
        case "monospaced", "monospacedDigit": spec.design = link.name == "monospaced" ? .monospaced : spec.design
        default: break
        }
        return spec
    }

    func symbolName(_ value: Value?) -> String? {
        if case .symbol(let s)? = value, s.chain.isEmpty { return s.name }
        if case .enumCase(let e)? = value { return e.caseName }
        return nil
    }

    /// One of the nine alignments (`.topLeading`), or a single-axis one.
    func alignment(_ value: Value?) -> Alignment? {
        guard let name = symbolName(value) else { return nil }
        if let alignment = Alignment(name: name) { return alignment }
        if let vertical = VerticalAlignment(rawValue: name) { return Alignment(horizontal: .center, vertical: vertical) }
        return nil
    }

    /// A shape value: `Circle()`, `RoundedRectangle(cornerRadius:)`, `.circle`, `.rect(cornerRadius:)`.
    func shape(_ value: Value?) -> ShapeKind? {
        guard let value else { return nil }
        if case .view(let view, _)? = value.swiftUI, case .shape(let shape) = view.kind { return shape.shape }
        guard case .symbol(let symbol) = value else { return nil }
        switch symbol.name {
        case "circle", "ellipse": return .circle
        case "capsule": return .capsule
        case "rect", "rectangle":
            if let radius = number(symbol.argument("cornerRadius")) { return .roundedRectangle(cornerRadius: radius) }
            if symbol.argument("topLeadingRadius") != nil || symbol.argument("cornerRadii") != nil {
                return .roundedRectangle(cornerRadius: number(symbol.argument("topLeadingRadius")) ?? 8)
            }
            return .rectangle
        case "containerRelative": return .containerRelative
        default: return nil
        }
    }

    /// Edge names: `.horizontal`, `[.top, .leading]`, `.all`.
    func edges(_ value: Value?) -> [String]? {
        if case .array(let items)? = value { return items.compactMap { symbolName($0) }.filter(EdgeInsets.edgeNames.contains) }
        if let name = symbolName(value), EdgeInsets.edgeNames.contains(name) { return [name] }
        return nil
    }

    /// A `WidgetFamily`: `.accessoryCircular`, the other Lock Screen families and `.accessoryCorner`.
    static func family(_ name: String) -> WidgetFamily? {
        switch name {
        case "accessoryCircular": .circular
        case "accessoryRectangular": .rectangular
        case "accessoryInline": .inline
        case "accessoryCorner": .corner
        case "systemSmall": .small
        default: nil
        }
    }

    static func familyName(_ family: WidgetFamily) -> String {
        switch family {
        case .circular: "accessoryCircular"
        case .rectangular: "accessoryRectangular"
        case .inline: "accessoryInline"
        case .corner: "accessoryCorner"
        case .small: "systemSmall"
        case .activity: "activity"
        }
    }
}

extension ValueReading {
    /// A size: `CGSize(width:height:)`, `.init(width:height:)`, or `.zero`.
    func size(_ value: Value?) -> (width: Double, height: Double)? {
        switch value {
        case .symbol(let symbol)? where symbol.chain.isEmpty:
            if symbol.name == "zero" && symbol.arguments == nil { return (0, 0) }
            guard let width = number(symbol.argument("width")), let height = number(symbol.argument("height")),
                  width.isFinite, height.isFinite else { return nil }
            return (width, height)
        case .tuple(let parts)?:
            guard let width = number(parts.first { $0.label == "width" }?.value),
                  let height = number(parts.first { $0.label == "height" }?.value), width.isFinite, height.isFinite else { return nil }
            return (width, height)
        default:
            return nil
        }
    }

    /// A `UnitPoint`: `.bottomTrailing`, `UnitPoint(x: 0.5, y: 1)`.
    func unitPoint(_ value: Value?) -> UnitPoint? {
        if let name = symbolName(value) { return UnitPoint(name: name) }
        guard case .symbol(let symbol)? = value, let x = number(symbol.argument("x")), let y = number(symbol.argument("y")),
              x.isFinite, y.isFinite else { return nil }
        return UnitPoint(x: x, y: y)
    }

    /// An `Angle` in degrees: `.degrees(45)`, `.radians(.pi)`, `Angle(degrees: 45)`, `.zero`.
    func angleDegrees(_ value: Value?) -> Double? {
        guard case .symbol(let symbol)? = value, symbol.chain.isEmpty else { return nil }
        if symbol.name == "zero" && symbol.arguments == nil { return 0 }
        if let degrees = number(symbol.argument("degrees")) { return degrees }
        if let radians = number(symbol.argument("radians")) { return radians * 180 / .pi }
        switch symbol.name {
        case "degrees": return number(symbol.argument(nil))
        case "radians": return number(symbol.argument(nil)).map { $0 * 180 / .pi }
        default: return nil
        }
    }
}
