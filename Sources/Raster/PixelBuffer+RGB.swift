extension PixelBuffer {
    /// The pixels as packed 8-bit RGB, row after row, laid over black: premultiplied channels
    /// are exactly the colour over black, so an opaque picture comes out as it is.
    public func rgbOverBlack() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 3) { target, written in
            for (index, pixel) in pixels.enumerated() {
                target[3 * index] = pixel.red
                target[3 * index + 1] = pixel.green
                target[3 * index + 2] = pixel.blue
            }
            written = pixels.count * 3
        }
    }
}
