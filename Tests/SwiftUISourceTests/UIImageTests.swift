import Devices
import Foundation
import Layout
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// A `UIImage` made from what the preview has (an asset by name or by its generated symbol, an
/// SF Symbol, the data of another) is drawn by `Image(uiImage:)`; a name no asset has gives nil,
/// as UIKit gives, with a warning.
@Suite struct UIImageTests {
    static let assets = Fixtures.testsFolder.appendingPathComponent("Extension/MediaWidgets").path

    static func images(_ body: String) throws -> (sources: [ImageSource], messages: [String]) {
        let source = """
        import SwiftUI
        import UIKit

        struct IconView: View {
            var body: some View {
                \(body)
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Icon.swift", baseDirectory: assets)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        var sources: [ImageSource] = []
        var pending = [widget.resolvedBody(for: WidgetEnvironment(family: .circular), entryIndex: 0)]
        while let view = pending.popLast() {
            if case .image(let image) = view.kind { sources.append(image.source) }
            pending += ViewNesting.children(of: view)
        }
        return (sources, result.diagnostics(ofPictureOf: 0, family: .circular, entry: 0).map(\.message))
    }

    @Test func aPNGsExtensionInTheNameFindsTheAsset() throws {
        let made = try Self.images("Image(uiImage: UIImage(named: \"Sun.png\") ?? UIImage(systemName: \"photo\")!)")
        #expect(made.messages.isEmpty, "\(made.messages)")
        #expect(made.sources.count == 1)
        #expect(!made.sources.contains(.symbol("photo")), "\(made.sources)")
    }

    @Test func anAssetsUIImageIsDrawnThroughItsData() throws {
        let made = try Self.images("""
        VStack {
                    Image(uiImage: UIImage(data: UIImage(named: "Sun")!.pngData()!)!)
                    Image(uiImage: UIImage(resource: .sun))
                    Image(uiImage: UIImage(systemName: "heart.fill")!)
                }
        """)
        #expect(made.messages.isEmpty, "\(made.messages)")
        #expect(made.sources.count == 3)
        #expect(made.sources.filter { if case .symbol = $0 { return false }; return true }.count == 2, "\(made.sources)")
        #expect(made.sources.contains(.symbol("heart.fill")))
    }

    @Test func aNameNoAssetHasGivesNilWithAWarning() throws {
        let made = try Self.images("""
        if let image = UIImage(named: "Moon") { Image(uiImage: image) } else { Text("no moon") }
        """)
        #expect(made.sources.isEmpty)
        #expect(made.messages.contains { $0.contains("no image 'Moon'") && $0.contains("UIImage(named:) gives nil") }, "\(made.messages)")
    }
}

/// The inline widget's line draws built-in SF Symbols only: an asset image in it is left out,
/// and its picture says so; the same image in another family is drawn, unsaid.
@Suite struct InlineAssetImageTests {
    @Test func anAssetImageInTheInlineLineIsWarnedAbout() throws {
        let source = """
        import SwiftUI

        struct OrdersView: View {
            var body: some View {
                Label("7 of 13", image: "Sun")
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Orders.swift", baseDirectory: UIImageTests.assets)
        _ = try #require(result.widget)
        let inline = result.diagnostics(ofPictureOf: 0, family: .inline, entry: 0).map(\.message)
        #expect(inline.contains("the inline widget's line draws SF Symbols only; the image 'Sun' is left out of it"), "\(inline)")
        let circular = result.diagnostics(ofPictureOf: 0, family: .circular, entry: 0).map(\.message)
        #expect(!circular.contains { $0.contains("left out") }, "\(circular)")
    }

    /// The image left out takes no room: a resizable one beside the text (HabitRPG's "Daily
    /// Count", a gryphon in its `Label`) cut the text to half the line, "10/42 Dai…".
    @Test func anAssetImageLeftOutLeavesTheTextTheWholeLine() throws {
        let source = """
        import SwiftUI

        struct DailiesView: View {
            var body: some View {
                Label { Text("10/42 Dailies left") } icon: { Image("Sun").resizable() }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Dailies.swift", baseDirectory: UIImageTests.assets)
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .inline, renderingMode: .fullColor, now: Date())
        let root = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        let texts = root.allNodes.compactMap { $0.text?.string }
        #expect(texts == ["10/42 Dailies left"], "\(texts)")
        #expect(!root.allNodes.contains { if case .view(.image) = $0.kind { true } else { false } }, "the image is not laid out")
    }

    /// A `static let` is computed once and shared by the evaluations of one environment only:
    /// the image it makes says in the inline picture what it says there, even when a circular
    /// picture read the static first.
    @Test func anAssetImageMadeInAStaticIsWarnedAboutInTheInlinePicture() throws {
        let source = """
        import SwiftUI

        enum Icons {
            static let sun = Image("Sun")
        }

        struct OrdersView: View {
            var body: some View {
                HStack { Icons.sun; Text("7 of 13") }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Orders.swift", baseDirectory: UIImageTests.assets)
        _ = try #require(result.widget)
        let circular = result.diagnostics(ofPictureOf: 0, family: .circular, entry: 0).map(\.message)
        #expect(!circular.contains { $0.contains("left out") }, "\(circular)")
        let inline = result.diagnostics(ofPictureOf: 0, family: .inline, entry: 0).map(\.message)
        #expect(inline.contains("the inline widget's line draws SF Symbols only; the image 'Sun' is left out of it"), "\(inline)")
    }

    /// A `UIImage` kept as data in the entry (SwiftyForecast's `pngData()` of its weather icons)
    /// is not drawn in the inline line and says nothing there; drawn through `Image(uiImage:)`, it
    /// is said to be left out.
    @Test func aUIImageKeptAsDataIsNotSaidToBeLeftOut() throws {
        func inlineMessages(_ body: String) throws -> [String] {
            let source = """
            import SwiftUI
            import UIKit

            struct OrdersView: View {
                let icon = UIImage(named: "Sun")
                var body: some View {
                    \(body)
                }
            }
            """
            let result = SwiftUILoader.decode(text: source, path: "Orders.swift", baseDirectory: UIImageTests.assets)
            _ = try #require(result.widget)
            return result.diagnostics(ofPictureOf: 0, family: .inline, entry: 0).map(\.message)
        }
        #expect(try inlineMessages("Text(\"\\(icon?.pngData()?.count ?? 0 > 0 ? 7 : 0) of 13\")").filter { $0.contains("left out") }.isEmpty)
        #expect(try inlineMessages("HStack { Image(uiImage: icon!); Text(\"7 of 13\") }").contains {
            $0 == "the inline widget's line draws SF Symbols only; the image of Image(uiImage:) is left out of it"
        })
    }
}

