import CSixel
import Raster

/// DEC sixel graphics through libsixel: the picture quantised to a palette of at most
/// `paletteSize` colours (libsixel's median cut, each entry then moved to the mean of its pixels,
/// `SixelPalette`), then written six pixel rows to a band.
public struct SixelImage: Sendable {
    /// Colour registers asked for: the most that xterm (`numColorRegisters`), foot, WezTerm,
    /// mlterm and Windows Terminal all give, and what chafa and timg send.
    public static let paletteSize: Int32 = 256

    /// Wrap the escape for tmux's passthrough.
    public var throughTmux: Bool

    public init(throughTmux: Bool = false) {
        self.throughTmux = throughTmux
    }

    /// Why libsixel made no picture.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// `pixels` as one sixel escape (`ESC P q … ESC \`), drawn at the cursor; transparent pixels
    /// are laid on black first, since a sixel picture here is opaque.
    public func display(_ pixels: PixelBuffer) throws -> [UInt8] {
        guard pixels.width > 0, pixels.height > 0 else { throw Failure(description: "an empty picture has no sixels") }
        var rgb = pixels.rgbOverBlack()
        let sink = SixelSink()
        let sinkPointer = Unmanaged.passRetained(sink)
        defer { sinkPointer.release() }
        var output: OpaquePointer?
        guard sixel_output_new(&output, { data, size, context in
            guard let data, let context, size > 0 else { return 0 }
            let sink = Unmanaged<SixelSink>.fromOpaque(context).takeUnretainedValue()
            data.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size)))
            }
            return size
        }, sinkPointer.toOpaque(), nil) == SIXEL_OK, let output else {
            throw Failure(description: "libsixel could not start its output")
        }
        defer { sixel_output_destroy(output) }
        var dither: OpaquePointer?
        guard sixel_dither_new(&dither, Self.paletteSize, nil) == SIXEL_OK, let dither else {
            throw Failure(description: "libsixel could not make a palette")
        }
        defer { sixel_dither_destroy(dither) }
        let status = rgb.withUnsafeMutableBufferPointer { rgb -> SIXELSTATUS in
            let width = Int32(pixels.width), height = Int32(pixels.height)
            let initialized = sixel_dither_initialize(dither, rgb.baseAddress, width, height, SIXEL_PIXELFORMAT_RGB888,
                                                      SIXEL_LARGE_NORM, SIXEL_REP_AVERAGE_PIXELS, SIXEL_QUALITY_AUTO)
            guard initialized == SIXEL_OK else { return initialized }
            let count = Int(sixel_dither_get_num_of_palette_colors(dither))
            if let chosen = sixel_dither_get_palette(dither), count > 0 {
                var palette = SixelPalette.refined(Array(UnsafeBufferPointer(start: chosen, count: 3 * count)), count: count,
                                                   pixels: UnsafeBufferPointer(rgb))
                palette.withUnsafeMutableBufferPointer { sixel_dither_set_palette(dither, $0.baseAddress) }
            }
            return sixel_encode(rgb.baseAddress, width, height, 8, dither, output)
        }
        guard status == SIXEL_OK else { throw Failure(description: "libsixel could not encode the picture (status \(status))") }
        return throughTmux ? TmuxPassthrough.wrap(sink.bytes) : sink.bytes
    }
}

/// Collects what libsixel writes.
private final class SixelSink {
    var bytes: [UInt8] = []
}
