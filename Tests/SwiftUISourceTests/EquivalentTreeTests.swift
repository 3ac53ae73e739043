import Foundation
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// Where SwiftUI and the widget file say the same thing the same way, the evaluated view trees
/// are equal, not only the pictures: for every family, rendering mode, Always-On state and
/// entry, the SwiftUI body evaluates to the tree the widget file's body resolves to.
@Suite struct EquivalentTreeTests {
    /// Equivalents that cannot be written the same way: chained paddings (a Group in the widget
    /// file), String(format:) numbers, which have no thousands separators, and a date or a
    /// formatted number interpolated into a string, which Swift makes one run of text where the
    /// widget file has two (the render tests still compare their pictures).
    static let differentlyWritten: Set<String> = ["layout-modifiers.swift", "string-format.swift", "widget-struct.swift", "number-formats.swift"]

    static let cases = EquivalentRenderTests.cases.filter { !differentlyWritten.contains($0) }

    @Test(arguments: cases)
    func treeEqualsTheWidgetFilesTree(_ name: String) throws {
        let source = EquivalentRenderTests.folder.appendingPathComponent(name)
        let swiftUI = try #require(SwiftUILoader.load(path: source.path).widget)
        let yaml = try #require(WidgetLoader.load(path: source.deletingPathExtension().appendingPathExtension("yaml").path).widget)
        #expect(swiftUI.families == yaml.families)
        #expect(swiftUI.entries.count == yaml.entries.count)
        for family in yaml.families {
            for mode in RenderingMode.allCases {
                for luminanceReduced in [false, true] {
                    let environment = WidgetEnvironment(family: family, renderingMode: mode, isLuminanceReduced: luminanceReduced,
                                                        now: EquivalentRenderTests.previewTime, timeZone: TimeZone(identifier: "UTC")!)
                    for entry in yaml.entries.indices {
                        #expect(swiftUI.resolvedBody(for: environment, entryIndex: entry) == yaml.resolvedBody(for: environment, entryIndex: entry),
                                "\(name), \(family.rawValue), \(mode.rawValue), luminance reduced \(luminanceReduced), entry \(entry + 1)")
                    }
                }
            }
        }
    }
}
