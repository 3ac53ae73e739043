import Devices
import Foundation
import Layout
import Testing
import ViewTree
import WidgetFormat

/// The laid-out frames of every sample widget in every family it declares, on the default
/// device at a fixed moment, against golden dumps in FrameDumps/ (UPDATE_GOLDENS=1 rewrites them).
@Suite struct SampleFrameDumpTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let samplesFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sample-widgets")
    /// 9:41 on Monday, June 8, 2026, UTC: Apple's keynote time.
    static let previewTime = Date(timeIntervalSince1970: 1_780_911_660)

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().flatMap { name -> [String] in
            let widget = WidgetLoader.load(path: samplesFolder.appendingPathComponent(name).path).widget
            return (widget?.phoneFamilies ?? []).map { "\(name):\($0.rawValue)" }
        }
    }

    @Test func everySampleHasAtLeastOneFamily() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func frameDumpMatchesGolden(_ sampleAndFamily: String) throws {
        let parts = sampleAndFamily.split(separator: ":").map(String.init)
        let family = try #require(WidgetFamily(name: parts[1]))
        let widget = try #require(WidgetLoader.load(path: Self.samplesFolder.appendingPathComponent(parts[0]).path).widget)
        let body = try #require(widget.body(for: family))
        let device = DeviceCatalog.defaultDevice
        let environment = WidgetEnvironment(family: family, now: Self.previewTime, timeZone: TimeZone(identifier: "UTC")!)
        let resolved = ViewResolver(environment: environment, entry: widget.entries[0]).resolve(body)
        let root = LayoutEngine.layout(resolved, in: device.contentSize(for: family), environment: environment)
        let dump = LayoutDump.text(of: root)
        let name = parts[0].replacingOccurrences(of: ".yaml", with: "") + "-" + family.rawValue + ".txt"
        let golden = Self.testsFolder.appendingPathComponent("FrameDumps").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try dump.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(dump == (try String(contentsOf: golden, encoding: .utf8)))
        for node in root.allNodes {
            #expect(node.frame.width.isFinite && node.frame.height.isFinite, "\(node.name) has a non-finite frame")
        }
    }
}
