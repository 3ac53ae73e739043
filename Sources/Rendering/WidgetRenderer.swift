import Cells
import Devices
import Foundation
import Layout
import Raster
import Typography
import ViewTree

/// The pipeline for one widget: resolve the body for an environment and entry, lay it out in
/// points, paint pixels, encode half-block cells and put small text over them. Each stage is
/// its own method so that the benchmark can time it; `render` runs them all.
public final class WidgetRenderer: @unchecked Sendable {
    /// The default scale of `render`: 3 points per pixel keeps caption-sized symbols about
    /// five pixels tall (a heart still reads as a heart) while a rectangular widget fits in
    /// about 55 terminal columns.
    public static let defaultPointsPerPixel = 3.0
    /// The neutral dark backdrop a widget is drawn on when no wallpaper is behind it.
    public static let backdrop = RGB24(hex: 0x1C1C1E)

    public let text: TextRasterizing
    public let images: ImageStore
    public var colors: WidgetColors

    public init(colors: WidgetColors = .lockScreen, text: TextRasterizing = TextRasterizing(), images: ImageStore = ImageStore()) {
        self.colors = colors
        self.text = text
        self.images = images
    }

    /// What to draw: one widget in one family in one slot (an iPhone's, or a watch face's), at
    /// one moment and scale.
    public struct Request: Sendable {
        public var widget: Widget
        public var environment: WidgetEnvironment
        public var entryIndex: Int
        /// The iPhone whose Lock Screen slot the widget fills; its slot sets `slot` unless one is given.
        public var device: DeviceProfile
        /// The slot drawn into: its size and content inset.
        public var slot: SlotGeometry
        public var pointsPerPixel: Double
        /// What the content is offered when that is not its slot's size: a Dynamic Island
        /// region's slot is the size its content chose for this offer (`LayoutEngine.layout`).
        public var proposal: ProposedSize?

        public init(widget: Widget, environment: WidgetEnvironment, entryIndex: Int = 0, device: DeviceProfile,
                    pointsPerPixel: Double = WidgetRenderer.defaultPointsPerPixel) {
            self.init(widget: widget, environment: environment, entryIndex: entryIndex, device: device,
                      slot: device.slotGeometry(for: environment.family), pointsPerPixel: pointsPerPixel)
            self.environment.display = device.display(for: environment.family)
        }

        /// A widget in a slot that is not `device`'s own (a watch complication).
        public init(widget: Widget, environment: WidgetEnvironment, entryIndex: Int = 0, device: DeviceProfile = DeviceCatalog.defaultDevice,
                    slot: SlotGeometry, pointsPerPixel: Double = WidgetRenderer.defaultPointsPerPixel) {
            self.widget = widget
            self.environment = environment
            self.entryIndex = entryIndex
            self.device = device
            self.slot = slot
            self.pointsPerPixel = pointsPerPixel
        }

        var family: WidgetFamily { environment.family }
    }

    /// A painted widget: opaque pixels, and the small text still to be placed as characters.
    public struct Painting: Sendable {
        public var pixels: PixelBuffer
        public var text: [TextPlacement]
        /// The columns text may use: the widget's content area.
        public var textColumns: ClosedRange<Int>
    }

    public func render(_ request: Request) -> CellGrid {
        encode(paint(layout(request), request: request))
    }

    /// Stage 1: the body resolved and laid out in the device's content area.
    /// The widget's bundled fonts join the fallback fonts here, since every way of drawing a
    /// widget (a cell picture, device pixels, a Lock Screen, a watch face) lays it out first.
    public func layout(_ request: Request) -> LayoutNode {
        FallbackFaces.shared.addFontFiles(request.widget.fontFiles)
        let resolved = request.widget.resolvedBody(for: request.environment, entryIndex: request.entryIndex)
        return LayoutEngine.layout(resolved, in: request.slot.contentSize, proposing: request.proposal, environment: request.environment)
    }

    /// How tall the widget's content is when laid out `width` points wide, with no height given.
    public func idealContentHeight(_ request: Request, width: Double) -> Double {
        FallbackFaces.shared.addFontFiles(request.widget.fontFiles)
        let resolved = request.widget.resolvedBody(for: request.environment, entryIndex: request.entryIndex)
        return LayoutEngine.idealHeight(resolved, width: width, environment: request.environment)
    }

    /// The picture's size in pixels for a slot: whole pixels, an even number of rows.
    public static func pictureSize(slot: Size, pointsPerPixel: Double) -> (width: Int, height: Int) {
        let width = max(1, Int((slot.width / pointsPerPixel).rounded(.up)))
        let height = max(2, Int((slot.height / pointsPerPixel).rounded(.up)))
        return (width, height + height % 2)
    }

    /// Stage 2: pixels on the neutral backdrop (or `backdrop`), sized to the slot; with
    /// `allTextAsPixels` every text is drawn from the font (a picture file), else small text is
    /// left for characters.
    public func paint(_ root: LayoutNode, request: Request, allTextAsPixels: Bool = false, backdrop given: PixelColor? = nil) -> Painting {
        let slot = request.slot.size
        let scale = request.pointsPerPixel
        let size = Self.pictureSize(slot: slot, pointsPerPixel: scale)
        let backdrop = given ?? PixelColor(red: Self.backdrop.red, green: Self.backdrop.green, blue: Self.backdrop.blue)
        var canvas = PixelCanvas(width: size.width, height: size.height, background: backdrop)
        let inset = request.slot.contentInset / scale
        let slotRect = PixelRect(x: 0, y: 0, width: slot.width / scale, height: slot.height / scale)
        var painter = WidgetPainter(mapping: PixelMapping(pointsPerPixel: scale, origin: PixelPoint(x: inset, y: inset)),
                                    colors: colors, family: request.family, slot: slotRect, now: request.environment.now,
                                    text: text, images: images)
        painter.drawsAllTextAsPixels = allTextAsPixels
        painter.paint(root, into: &canvas)
        let firstColumn = Int(inset.rounded(.down))
        let lastColumn = max(firstColumn, Int((slotRect.width - inset).rounded(.up)) - 1)
        return Painting(pixels: canvas.buffer, text: painter.placements, textColumns: firstColumn...lastColumn)
    }

    /// Stage 3: half-block cells with the small text over them; text stays inside `textColumns`.
    public func encode(_ painting: Painting, textColumns: ClosedRange<Int>? = nil) -> CellGrid {
        var grid = HalfBlockEncoder(backdrop: Self.backdrop).encode(painting.pixels)
        let columns = textColumns ?? painting.textColumns
        TextCellPlacer(bounds: columns).place(painting.text, into: &grid, backdrop: Self.backdrop)
        return grid
    }
}
