import Devices
import Foundation
import Sheets
import WatchFaces

/// `render --watch FACE --variants`: a face in every variant a watch draws it in (accented and
/// full colour, each with and without privacy and Always-On; watchOS has no vibrant).
struct WatchFaceVariantSheet {
    var scene: WatchFaceScene
    /// What the block's title calls the face ("infograph.face.yaml").
    var faceName: String
    var now: Date
    /// `--scale`, else the face's default of 2 points per pixel (smaller when it would not fit).
    var pointsPerPixel: Double?

    /// The variants of a watch face: every one but vibrant.
    static let variants = RenderingVariant.all.filter { $0.mode != .vibrant }

    var title: String { "\(faceName) · \(scene.layout.watch.name)" }

    func options(_ variant: RenderingVariant) -> WatchFaceOptions {
        WatchFaceOptions(mode: variant.mode, luminanceReduced: variant.luminanceReduced, privacy: variant.privacy, now: now)
    }

    /// The sheet for a terminal `width` columns wide.
    func sheet(width: Int) -> PictureSheet {
        let scale = SheetTileScale.pointsPerPixel(asked: pointsPerPixel, standard: WatchFaceRenderer.defaultPointsPerPixel,
                                                  points: scene.layout.watch.screen.width, columns: width)
        let renderer = WatchFaceRenderer()
        return VariantBlocks.pictureSheet([(title, Self.variants.map { ($0, renderer.render(scene, options: options($0), pointsPerPixel: scale)) })])
    }

    /// The sheet at the watch's own pixels (`-o sheet.png`), every text from the font.
    func pixelSheet() -> PixelSheet {
        let renderer = WatchFaceRenderer()
        return VariantBlocks.pixelSheet([(title, Self.variants.map {
            ($0, renderer.pixels(scene, options: options($0), pointsPerPixel: 1 / WatchModel.scale))
        })])
    }
}
