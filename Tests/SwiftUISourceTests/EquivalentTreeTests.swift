import Foundation
import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// Where SwiftUI and the widget file say the same thing the same way, the view trees are equal,
/// not only the pictures: SwiftUISource builds what the widget decoder builds.
@Suite struct EquivalentTreeTests {
    /// Equivalents that cannot be written the same way: chained paddings (a Group in the widget
    /// file), and String(format:) numbers, which have no thousands separators.
    static let differentlyWritten: Set<String> = ["layout-modifiers.swift", "string-format.swift"]

    static let cases = EquivalentRenderTests.cases.filter { !differentlyWritten.contains($0) }

    @Test(arguments: cases)
    func treeEqualsTheWidgetFilesTree(_ name: String) throws {
        let source = EquivalentRenderTests.folder.appendingPathComponent(name)
        let swiftUI = try #require(SwiftUILoader.load(path: source.path).widget)
        let yaml = try #require(WidgetLoader.load(path: source.deletingPathExtension().appendingPathExtension("yaml").path).widget)
        for family in yaml.families {
            #expect(swiftUI.bodies[family] == yaml.bodies[family], "\(name), \(family.rawValue)")
        }
        #expect(swiftUI.entries == yaml.entries)
    }
}
