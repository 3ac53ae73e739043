import Foundation
import Layout
@testable import SwiftUISource
import Testing
import ViewTree

/// A colour's components read through `inout` arguments, as UIKit reads them: a view that picks
/// black or white text by its tint's luminance picks as on the device, without a warning.
@Suite struct ColorComponentTests {
    static func textColor(tint: String, extensions: String = "") throws -> (color: ColorValue?, messages: [String]) {
        let source = """
        import SwiftUI
        import UIKit
        \(extensions)

        struct Pill: View {
            let tint: Color = \(tint)
            var textColor: Color {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                UIColor(tint).getRed(&r, green: &g, blue: &b, alpha: &a)
                var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
                UIColor(tint).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &a)
                return (0.299 * r + 0.587 * g + 0.114 * b) > 0.6 && brightness > 0.5 ? .black : .white
            }
            var body: some View {
                Text("68%").foregroundStyle(textColor)
            }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Pill.swift")
        let text = laidOut.root.allNodes.first { if case .view(.text) = $0.kind { true } else { false } }
        return (text?.environment.foregroundStyle, laidOut.result.diagnostics.map(\.message))
    }

    @Test func aLightTintTakesBlackTextAndADarkOneWhite() throws {
        let yellow = try Self.textColor(tint: "Color(red: 1, green: 0.84, blue: 0)")
        #expect(yellow.color == .rgba(RGBA(red: 0, green: 0, blue: 0)), "\(String(describing: yellow.color))")
        #expect(yellow.messages.isEmpty, "\(yellow.messages)")
        let navy = try Self.textColor(tint: "Color(red: 0, green: 0.1, blue: 0.4)")
        #expect(navy.color == .rgba(RGBA(red: 1, green: 1, blue: 1)), "\(String(describing: navy.color))")
    }

    /// An app's own `UIColor.init(_ rgba: String, …)` does not take a `Color`: `UIColor(tint)`
    /// is UIKit's (home-assistant declares such an initializer; its value pill's text was a
    /// stand-in in full colour).
    @Test func anAddedInitializerForAStringDoesNotTakeAColor() throws {
        let added = """
        extension UIColor {
            convenience init(_ rgba: String, defaultColor: UIColor = .clear) {
                self.init(cgColor: defaultColor.cgColor)
            }
        }
        """
        let yellow = try Self.textColor(tint: "Color(red: 1, green: 0.84, blue: 0)", extensions: added)
        #expect(yellow.color == .rgba(RGBA(red: 0, green: 0, blue: 0)), "\(String(describing: yellow.color))")
        #expect(yellow.messages.isEmpty, "\(yellow.messages)")
    }

    @Test func hueSaturationAndBrightnessAreUIKits() {
        let (hue, saturation, brightness) = SwiftUIHost.hsb(RGBA(red: 0, green: 0.5, blue: 1))
        #expect(abs(hue - 210.0 / 360) < 1e-9 && abs(saturation - 1) < 1e-9 && abs(brightness - 1) < 1e-9)
    }
}
