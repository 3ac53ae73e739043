import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// A colour's components read through `inout` arguments, as UIKit reads them
/// (`UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)`: a view picking black or white
/// text by its tint's luminance).
extension SwiftUIHost {
    /// The primary and accent colours a `.hierarchical` or `.accent` colour is read against: the
    /// full-colour Lock Screen's white text and its system blue (a widget that asks for a
    /// colour's components draws in full colour).
    static let componentPrimary = RGBA(red: 1, green: 1, blue: 1)
    static let componentAccent = RGBA(hex: 0x0A84FF)

    func methodWritingArguments(_ name: String, of value: Value, arguments: [Argument], at node: Syntax,
                                in evaluator: Evaluator) throws -> (result: Value, written: [Int: Value])? {
        guard case .host(let hosted) = value, let typed = hosted as? SwiftUIValue, case .color(let color) = typed else { return nil }
        let rgba = color.resolved(primary: Self.componentPrimary, accent: Self.componentAccent)
        let labels = arguments.map(\.label)
        let values: [Double]
        switch name {
        case "getRed" where labels == [nil, "green", "blue", "alpha"]:
            values = [rgba.red, rgba.green, rgba.blue, rgba.alpha]
        case "getWhite" where labels == [nil, "alpha"]:
            values = [0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue, rgba.alpha]
        case "getHue" where labels == [nil, "saturation", "brightness", "alpha"]:
            let (hue, saturation, brightness) = Self.hsb(rgba)
            values = [hue, saturation, brightness, rgba.alpha]
        default:
            return nil
        }
        return (.bool(true), Dictionary(uniqueKeysWithValues: values.enumerated().map { ($0.offset, .double($0.element)) }))
    }

    /// Hue, saturation and brightness (each 0…1), as UIKit's `getHue` gives them.
    static func hsb(_ color: RGBA) -> (Double, Double, Double) {
        let high = max(color.red, color.green, color.blue), low = min(color.red, color.green, color.blue)
        let delta = high - low
        guard delta > 0 else { return (0, 0, high) }
        var hue: Double
        if high == color.red { hue = (color.green - color.blue) / delta } else if high == color.green { hue = 2 + (color.blue - color.red) / delta } else { hue = 4 + (color.red - color.green) / delta }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, delta / high, high)
    }
}
