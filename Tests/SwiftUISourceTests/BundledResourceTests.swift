import Devices
import Foundation
import Layout
import Rendering
import SwiftUISource
import Typography
import Testing
import ViewTree
import WidgetFormat

/// What an app bundles besides code and how widget code uses it: an icon font whose private-use
/// characters only it has (Home Assistant's Material Design Icons), and an asset shrunk with
/// `UIGraphicsImageRenderer` (SwiftGen's `ImageAsset`, whose `typealias Image = UIImage`).
@Suite struct BundledResourceTests {
    /// The project's own test font: one square glyph at U+F0001 (scripts/make-test-icon-font.py).
    static let iconFont = Fixtures.testsFolder.appendingPathComponent("Fonts/LSTTestIcons.ttf")

    static func folder(_ files: [String: String], font: Bool) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        if font {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: iconFont, to: folder.appendingPathComponent("Resources/LSTTestIcons.ttf"))
        }
        return folder
    }

    static func widget(body: String, extra: String = "") -> String {
        """
        import SwiftUI
        import WidgetKit
        \(extra)
        struct IconView: View {
            var body: some View {
        \(body)
            }
        }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
                completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
            }
        }
        struct SimpleEntry: TimelineEntry { let date: Date }
        struct IconWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Icon", provider: Provider()) { _ in IconView() }
                    .supportedFamilies([.accessoryCircular])
            }
        }
        """
    }

    static func request(_ folder: URL) throws -> WidgetRenderer.Request {
        let result = SwiftUILoader.load(path: folder.path, displayPath: "Icon")
        let widget = try #require(result.widgets.first, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let environment = WidgetEnvironment(family: .circular, renderingMode: .fullColor, now: Date(timeIntervalSince1970: 0))
        return WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice, pointsPerPixel: 1 / 3)
    }

    /// The width and height, in pixels, of the bright ink (white on the dark backdrop).
    static func inkBox(_ folder: URL) throws -> (width: Int, height: Int) {
        let renderer = WidgetRenderer()
        let request = try request(folder)
        let pixels = renderer.paint(renderer.layout(request), request: request, allTextAsPixels: true).pixels
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].red > 200 { xs.append(x); ys.append(y) } }
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else { return (0, 0) }
        return (right - left + 1, bottom - top + 1)
    }

    /// `Bundle.main.object(forInfoDictionaryKey:)` reads the extension's Info.plist beside the
    /// sources (sing-box's controls take their kind from it); a build setting there is said.
    @Test func theInfoPlistBesideTheSourcesIsBundleMainsInfoDictionary() throws {
        let folder = try Self.folder([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Greeting</key><string>Hello</string>
            <key>BasePackageIdentifier</key><string>$(BASE_PACKAGE_IDENTIFIER)</string>
            </dict></plist>
            """,
            "Widget.swift": Self.widget(body: """
                    VStack {
                        Text(Bundle.main.object(forInfoDictionaryKey: "Greeting") as? String ?? "none")
                        Text(Bundle.main.object(forInfoDictionaryKey: "BasePackageIdentifier") as? String ?? "none")
                    }
            """),
        ], font: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = SwiftUILoader.load(path: folder.path)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        let texts = ViewNesting.children(of: try #require(widget.bodies.values.first)).compactMap { view -> String? in
            if case .text(let runs) = view.kind { return runs.compactMap(\.resolvedText).joined() }
            return nil
        }
        #expect(texts == ["Hello", "$(BASE_PACKAGE_IDENTIFIER)"])
        #expect(result.diagnostics.contains { $0.message.contains("a build setting Xcode fills in") }, "\(result.renderedDiagnostics)")
    }

    /// Inside an extension of a framework type (GlucoseDirect's `extension UserDefaults`),
    /// `Bundle.main` is Bundle's, not a static member of UserDefaults ("'main' of a UserDefaults").
    @Test func aTypeNamedInsideAnExtensionOfAFrameworkTypeIsThatType() throws {
        let folder = try Self.folder([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>AppGroup</key><string>group.example</string></dict></plist>
            """,
            "Widget.swift": Self.widget(body: "        Text(UserDefaults.appGroup + UserDefaults.standard.suffix)", extra: """
            extension UserDefaults {
                static var appGroup: String { Bundle.main.object(forInfoDictionaryKey: "AppGroup") as? String ?? "none" }
                var suffix: String { Bundle.main.object(forInfoDictionaryKey: "AppGroup") != nil ? "!" : "?" }
            }
            """),
        ], font: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = SwiftUILoader.load(path: folder.path)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        guard case .text(let runs)? = widget.bodies.values.first?.kind else { Issue.record("not a text"); return }
        #expect(runs.compactMap(\.resolvedText).joined() == "group.example!")
    }

    @Test func anIconFontTheExtensionBundlesDrawsItsPrivateUseGlyphs() throws {
        let view = #"        Text("\u{F0001}").font(.custom("LST Test Icons", size: 40))"#
        let withFont = try Self.folder(["IconWidget.swift": Self.widget(body: view)], font: true)
        let withoutFont = try Self.folder(["IconWidget.swift": Self.widget(body: view)], font: false)
        defer {
            try? FileManager.default.removeItem(at: withFont)
            try? FileManager.default.removeItem(at: withoutFont)
        }
        // Without the font first: a bundled font joins this process's fonts for good, and no
        // other test bundles this one. No system font has U+F0001: a missing-glyph box.
        let missing = try Self.inkBox(withoutFont)
        // The font's square is 0.8 em of a 40 pt glyph at 3 pixels a point: 96 × 96 pixels.
        let drawn = try Self.inkBox(withFont)
        #expect(abs(drawn.width - 96) <= 2 && abs(drawn.height - 96) <= 2, "the font's square: \(drawn)")
        #expect(missing != drawn, "\(missing)")
    }

    @Test func anImageRedrawnByAUIGraphicsImageRendererTakesItsSize() throws {
        let catalog = "Assets.xcassets/Logo.imageset/"
        let view = "        Image(uiImage: Self.shrunk(Asset.logo.image, to: 10))"
        let extra = """
            enum Asset { static let logo = ImageAsset(name: "Logo") }
            struct ImageAsset {
                fileprivate(set) var name: String
                typealias Image = UIImage
                var image: Image {
                    let image = Image(named: name, in: Bundle.main, compatibleWith: nil)
                    guard let result = image else { fatalError("Unable to load image asset named \\(name).") }
                    return result
                }
            }
            extension IconView {
                static func shrunk(_ logo: UIImage, to size: CGFloat) -> UIImage {
                    let canvas = CGSize(width: size, height: size)
                    return UIGraphicsImageRenderer(size: canvas, format: logo.imageRendererFormat).image { _ in
                        logo.draw(in: CGRect(origin: .zero, size: canvas))
                    }
                }
            }
            """
        let folder = try Self.folder([
            "IconWidget.swift": Self.widget(body: view, extra: extra),
            catalog + "Contents.json": #"{"images": [{"filename": "logo.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
            catalog + "logo.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#fff"/></svg>"##,
        ], font: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = SwiftUILoader.load(path: folder.path, displayPath: "Icon")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let root = WidgetRenderer().layout(try Self.request(folder))
        let image = try #require(root.allNodes.first { $0.name.hasPrefix("Image") })
        #expect(image.frame.width == 10 && image.frame.height == 10, "\(image.name) \(image.frame)")
    }

    /// Ruuvi's `.custom("Oswald-Bold", size: 24)` with the Oswald files in its resources: the
    /// text is drawn in the app's font and measured with its advances (here a copy of the
    /// system's DejaVu Sans Mono, bundled, whose every advance is 0.602 em); a name no bundled
    /// file has stands in the system font, said so.
    @Test func aCustomFontTheAppBundlesIsMeasuredAndDrawnFromItsFile() throws {
        let system = try #require(FontFile.path(preferring: ["DejaVu Sans Mono"]), "Debian's fonts-dejavu-core")
        let body = """
                VStack {
                    Text("iiii").font(.custom("DejaVuSansMono", size: 20))
                    Text("iiii").font(.custom("Brand Sans", size: 20))
                }
        """
        let folder = try Self.folder(["IconWidget.swift": Self.widget(body: body)], font: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: system, toPath: folder.appendingPathComponent("Resources/Mono.ttf").path)

        let result = SwiftUILoader.load(path: folder.path, displayPath: "Icon")
        #expect(result.diagnostics.map(\.message) == [
            "the font 'DejaVuSansMono' is drawn from the app's font file, its letters set at their advances without the font's kerning",
            "the font 'Brand Sans' is not drawn here (the app bundles no font file of that name); the system font stands in at its size",
        ])
        let texts = WidgetRenderer().layout(try Self.request(folder)).allNodes.filter { $0.name == "Text" }
        try #require(texts.count == 2)
        #expect(abs(texts[0].frame.width - 4 * 0.602 * 20) < 0.5, "measured with the file's advances: \(texts[0].frame)")
        #expect(texts[1].frame.width < texts[0].frame.width - 10, "the system font's i is narrow: \(texts[1].frame)")
        let mono = try #require(FontFace(path: system)?.verticalMetrics)
        #expect(abs(texts[0].frame.height - (mono.ascent + mono.descent) * 20) < 0.5, "the file's line height: \(texts[0].frame)")
    }
}
