/// Area-averaged resizing of whole buffers (see `AreaResampler`).
extension PixelBuffer {
    /// The picture scaled to `width` × `height` by area averaging (box filter over each
    /// destination pixel's exact footprint), for shrinking and enlarging alike.
    public func resized(width newWidth: Int, height newHeight: Int) -> PixelBuffer {
        resampled(from: bounds.rect, width: newWidth, height: newHeight)
    }

    /// The `source` part of the picture (fractional edges allowed) scaled to fill
    /// `width` × `height` by area averaging.
    public func resampled(from source: PixelRect, width newWidth: Int, height newHeight: Int) -> PixelBuffer {
        let target = PixelBounds(x: 0, y: 0, width: newWidth, height: newHeight)
        guard let result = AreaResampler.resample(self, from: source, into: target.rect, clip: target) else {
            return PixelBuffer(width: max(newWidth, 0), height: max(newHeight, 0))
        }
        return PixelBuffer(width: newWidth, height: newHeight, pixels: result.pixels)
    }
}
