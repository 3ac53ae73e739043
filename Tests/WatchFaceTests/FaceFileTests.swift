import Foundation
import Testing
import ViewTree
import WidgetFormat

/// Face files: what they hold once read, and each mistake as a positioned error.
@Suite struct FaceFileTests {
    func load(_ text: String) throws -> FaceLoadResult {
        let folder = WatchFaceFixtures.samplesFolder.appendingPathComponent("faces")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("face-\(UUID().uuidString).face.yaml")
        // Widget paths are relative to the face file: write it beside the samples' faces.
        let path = folder.appendingPathComponent(url.lastPathComponent)
        try text.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        return FaceLoader.load(path: path.path, displayPath: "test.face.yaml") { WidgetLoader.load(path: $0) }
    }

    @Test func theSampleFacesRead() {
        for name in ["infograph", "modular", "digital"] {
            let scene = WatchFaceFixtures.scene(face: name)
            #expect(!scene.widgets.isEmpty, "\(name) has no widgets")
            for (slot, _) in scene.widgets {
                #expect(scene.layout.slot(named: slot) != nil, "\(name) places a widget in '\(slot)', which it lacks")
            }
        }
    }

    @Test func aFaceFileHoldsItsStyleTintWatchAndEntries() throws {
        let result = try load("face: infograph\ntint: \"#30D158\"\nwatch: 41mm\nslots:\n  top-left: { widget: ../uv-index.yaml, entry: 2 }\n")
        let face = try #require(result.face, "\(result.renderedDiagnostics)")
        #expect(face.style == "infograph" && face.watch == "41mm")
        #expect(face.tint == RGBA(hex: 0x30D158))
        #expect(result.widgets["top-left"]?.placement.entry == 1)
        #expect(result.widgets["top-left"]?.placement.family == .corner)
    }

    @Test(arguments: [
        ("face: infogrph\n", "test.face.yaml:1:7: error: unknown face 'infogrph'; did you mean 'infograph'?"),
        ("face: infograph\nslots:\n  top-lft: ../uv-index.yaml\n", "test.face.yaml:3:3: error: the infograph face has no slot 'top-lft'; did you mean 'top-left'?"),
        ("face: modular\nslots:\n  center: ../uv-index.yaml\n", "test.face.yaml:3:11: error: 'UV Index' (../uv-index.yaml) does not support the rectangular family; it supports circular, inline, corner"),
        ("face: digital\nwatch: 47mm\n", "test.face.yaml:2:8: error: unknown watch '47mm'"),
        ("slots: {}\n", "test.face.yaml:1:1: error: missing 'face'"),
    ])
    func mistakesArePositionedErrors(_ text: String, _ message: String) throws {
        let result = try load(text)
        #expect(result.face == nil)
        #expect(result.exitStatus == .invalidInput)
        #expect(result.renderedDiagnostics.contains { $0.hasPrefix(message) }, "\(result.renderedDiagnostics)")
    }
}
