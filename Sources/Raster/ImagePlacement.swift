/// Where an image goes in a frame: which part of the image is shown and where it lands.
/// Draw it with `PixelCanvas.draw(_:in: placement.destination, from: placement.source)`.
public struct ImagePlacement: Sendable, Hashable {
    /// How the image's aspect ratio meets the frame's.
    public enum Mode: Sendable, Hashable {
        /// The whole image, as large as fits, centred (letterboxed).
        case fit
        /// The frame filled, the image's overflow cropped evenly from both sides.
        case cover
        /// The whole image stretched to the frame.
        case stretch
    }

    /// The part of the image shown, in image pixels.
    public var source: PixelRect
    /// Where that part is drawn, in canvas pixels.
    public var destination: PixelRect

    public init(source: PixelRect, destination: PixelRect) {
        self.source = source
        self.destination = destination
    }

    /// Places an image of `imageWidth` × `imageHeight` pixels in `frame`.
    public init(imageWidth: Int, imageHeight: Int, frame: PixelRect, mode: Mode) {
        let whole = PixelRect(x: 0, y: 0, width: Double(imageWidth), height: Double(imageHeight))
        guard imageWidth > 0, imageHeight > 0, !frame.isEmpty else {
            self.init(source: whole, destination: frame)
            return
        }
        let imageAspect = Double(imageWidth) / Double(imageHeight), frameAspect = frame.width / frame.height
        switch mode {
        case .stretch:
            self.init(source: whole, destination: frame)
        case .fit:
            let scale = min(frame.width / Double(imageWidth), frame.height / Double(imageHeight))
            let w = Double(imageWidth) * scale, h = Double(imageHeight) * scale
            self.init(source: whole, destination: PixelRect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h))
        case .cover:
            if imageAspect > frameAspect {
                let w = Double(imageHeight) * frameAspect
                self.init(source: PixelRect(x: (Double(imageWidth) - w) / 2, y: 0, width: w, height: Double(imageHeight)),
                          destination: frame)
            } else {
                let h = Double(imageWidth) / frameAspect
                self.init(source: PixelRect(x: 0, y: (Double(imageHeight) - h) / 2, width: Double(imageWidth), height: h),
                          destination: frame)
            }
        }
    }
}
