import SwiftUISource
import Testing
import ViewTree

/// SwiftUI's materials as shape styles are a translucent dark fill (the Lock Screen's vibrant
/// material turns it into a dim patch, as AccessoryWidgetBackground), said once at their code:
/// Squirrel's `Circle().fill(Material.regular)` was an opaque disc in the foreground colour that
/// hid the amount on it, its `Material` blamed on the widget as "not declared".
@Suite struct MaterialFillTests {
    static func fills(_ shape: String) -> (fills: [ColorValue?], warnings: [String]) {
        let source = """
            import SwiftUI
            struct Amount: View {
                var body: some View {
                    ZStack { \(shape); Text("1.2K") }
                }
            }
            """
        let result = SwiftUILoader.decode(text: source, path: "Amount.swift")
        let body = result.widget?.bodies.values.first
        let fills = ExtensionFolderTests.children(of: body ?? View(.empty)).compactMap { view -> ColorValue?? in
            if case .shape(let shape) = view.kind { return .some(shape.fill) }
            return nil
        }
        let warnings = result.renderedDiagnostics.filter { $0.contains(": warning: ") }.map { $0.components(separatedBy: "\n")[0] }
        return (fills, warnings)
    }

    @Test func aMaterialIsATranslucentDarkFillSaidOnce() {
        let implicit = Self.fills("Circle().fill(.regularMaterial)")
        #expect(implicit.fills == [.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))], "\(implicit.fills)")
        #expect(implicit.warnings == ["Amount.swift:4:27: warning: the material '.regularMaterial' is drawn as a translucent dark fill, not as blurred glass"],
                "\(implicit.warnings)")
        let typed = Self.fills("Circle().fill(Material.thick)")
        #expect(typed.fills == [.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))], "\(typed.fills)")
        #expect(typed.warnings.count == 1 && typed.warnings[0].hasSuffix("the material 'Material.thick' is drawn as a translucent dark fill, not as blurred glass"),
                "\(typed.warnings)")
    }
}
