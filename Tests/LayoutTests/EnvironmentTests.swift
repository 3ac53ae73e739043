import Devices
import Layout
import Testing
import ViewTree

struct EnvironmentTests {
    @Test func containerFontAndColourReachDescendantsUnlessOverridden() throws {
        // SwiftUI: .font(.title) on a VStack sets its texts in title, except one with its own .font.
        let red = ColorValue.rgba(RGBA(hex: 0xFF453A))
        let view = vstack(text("A"), text("B").font(FontSpec(style: .caption)))
            .font(FontSpec(style: .title)).modified(.foregroundStyle(red))
        let node = layout(view)
        let (a, b) = (try child(node, 0), try child(node, 1))
        #expect(a.font.size == 28)
        #expect(b.font.size == 12)
        #expect(a.environment.foregroundStyle == red && b.environment.foregroundStyle == red)
        #expect(abs(node.frame.height - (lineHeight(28) + 8 + lineHeight(12))) < 1e-9)
    }

    @Test func weightOnlyFontAdjustsTheInheritedFont() throws {
        // SwiftUI: .fontWeight(.bold) inside .font(.caption) keeps caption's size.
        let node = layout(text("A").font(FontSpec(weight: .bold)).font(FontSpec(style: .caption)))
        #expect(node.font == ResolvedFont(size: 12, weight: .bold))
    }

    @Test func inlineFamilyForcesTheSystemFontAndColour() {
        // WidgetKit: in accessoryInline the system font (22 pt medium) and colour apply whatever
        // the widget asks.
        let view = text("Hi").font(FontSpec(size: 40, weight: .bold)).modified(.foregroundStyle(.rgba(.white)))
        let node = layout(view, in: Size(width: 234, height: 26), family: .inline)
        #expect(node.font == ResolvedFont(size: 22, weight: .medium))
        #expect(node.environment.foregroundStyle == .hierarchical(level: 0))
        expectFrame(node, (234 - width("Hi", 22, .medium)) / 2, (26 - lineHeight(22)) / 2, width("Hi", 22, .medium), lineHeight(22))
    }

    @Test func opacityAppliesOnlyInsideItsPlaceInTheChain() throws {
        // SwiftUI: Text.opacity(0.5).background(.red) dims the text only; .background(.red).opacity(0.5)
        // dims both.
        let inner = layout(text("A").modified(.opacity(0.5)).modified(.background(.color(.accent))))
        #expect(try child(inner, 0).environment.opacity == 1)
        #expect(try child(inner, 1).environment.opacity == 0.5)
        let outer = layout(text("A").modified(.background(.color(.accent))).modified(.opacity(0.5)))
        #expect(try child(outer, 0).environment.opacity == 0.5)
        #expect(outer.modifiers == [.opacity(0.5)])
    }

    @Test func redactionFlagsAreInherited() throws {
        // SwiftUI: .redacted(reason:) and .privacySensitive() reach the subtree; .unredacted() clears reasons.
        let view = vstack(text("A"), text("B").modified(.unredacted))
            .modified(.privacySensitive(true)).modified(.redacted(.placeholder))
        let node = layout(view)
        let (a, b) = (try child(node, 0), try child(node, 1))
        #expect(a.environment.redactionReasons == [.placeholder] && a.environment.privacySensitive)
        #expect(b.environment.redactionReasons.isEmpty && b.environment.unredacted)
    }
}
