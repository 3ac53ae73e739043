import CSixel
import Foundation
import Images
import Raster
import Rendering
import Testing
@testable import TerminalGraphics

/// Each protocol's bytes, decoded back to pixels the way the terminal would, against the picture sent.
@Suite struct EncodedPictureTests {
    /// 150 × 90: a gradient, flat rectangles and a one-pixel line, so that chunking, palettes and
    /// fine strokes are all exercised.
    static let picture: PixelBuffer = {
        var buffer = PixelBuffer(width: 150, height: 90)
        for y in 0..<90 {
            for x in 0..<150 {
                buffer[x, y] = PixelColor(red: UInt8(x * 255 / 149), green: UInt8(y * 255 / 89), blue: 96)
            }
        }
        buffer.fill(PixelColor(red: 255, green: 255, blue: 255), in: PixelBounds(x: 10, y: 10, width: 40, height: 20))
        buffer.fill(PixelColor(red: 255, green: 45, blue: 85), in: PixelBounds(x: 60, y: 50, width: 30, height: 30))
        buffer.fill(PixelColor(red: 0, green: 0, blue: 0), in: PixelBounds(x: 0, y: 44, width: 150, height: 1))
        return buffer
    }()

    @Test func kittySendsThePNGInChunksThatDecodeToTheSamePixels() throws {
        let bytes = KittyGraphics().display(png: try BitmapImage.encoded(Self.picture), id: 7)
        let commands = TerminalEscapes.apcCommands(in: bytes)
        #expect(commands.count > 1, "a picture this size takes more than one 4096-byte chunk")
        #expect(commands.first?.keys == ["a": "T", "f": "100", "q": "2", "i": "7", "m": "1"])
        #expect(commands.dropFirst().dropLast().allSatisfy { $0.keys == ["m": "1"] })
        #expect(commands.last?.keys == ["m": "0"])
        #expect(commands.allSatisfy { $0.payload.count <= KittyGraphics.chunkSize })
        let png = try #require(Data(base64Encoded: Data(commands.flatMap(\.payload))))
        try Self.expectSamePixels(BitmapImage.decode(png))
    }

    @Test func kittyDeletesByID() {
        let commands = TerminalEscapes.apcCommands(in: KittyGraphics().delete(id: 7))
        #expect(commands.map(\.keys) == [["a": "d", "d": "I", "q": "2", "i": "7"]])
    }

    @Test func iTermSendsTheWholePNGAtItsPixelSize() throws {
        let png = try BitmapImage.encoded(Self.picture)
        let bytes = ITermInlineImage().display(png: png, width: 150, height: 90)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size=\(png.count);width=150px;height=90px;preserveAspectRatio=1:"))
        #expect(bytes.last == 0x07)
        let payload = text.split(separator: ":", maxSplits: 1)[1].dropLast()
        let decoded = try #require(Data(base64Encoded: String(payload)))
        #expect(decoded.count == png.count)
        try Self.expectSamePixels(BitmapImage.decode(decoded))
    }

    @Test func sixelDecodesCloseToThePicture() throws {
        let bytes = try SixelImage().display(Self.picture)
        #expect(bytes.starts(with: [0x1B, 0x50]), "a DCS")
        #expect(Array(bytes.suffix(2)) == [0x1B, 0x5C], "ended by ST")
        let decoded = try Self.decodeSixel(bytes)
        #expect(decoded.width == 150 && decoded.height == 90)
        var total = 0
        for (shown, sent) in zip(decoded.pixels, Self.picture.pixels) {
            total += abs(Int(shown.red) - Int(sent.red)) + abs(Int(shown.green) - Int(sent.green)) + abs(Int(shown.blue) - Int(sent.blue))
        }
        let mean = Double(total) / Double(3 * decoded.pixels.count)
        // 256 palette entries for a 150 × 90 two-axis gradient, dithered: a few levels on average.
        #expect(mean < 4, "mean channel error \(mean)")
        // Flat colours are their own palette entries, exact up to sixel's 1 % steps (2.55 levels).
        for (x, y, sent) in [(20, 20, PixelColor(red: 255, green: 255, blue: 255)), (70, 60, PixelColor(red: 255, green: 45, blue: 85)),
                             (100, 44, PixelColor(red: 0, green: 0, blue: 0))] {
            let shown = decoded[x, y]
            let worst = max(abs(Int(shown.red) - Int(sent.red)), abs(Int(shown.green) - Int(sent.green)), abs(Int(shown.blue) - Int(sent.blue)))
            #expect(worst <= 2, "\(shown) where \(sent) was sent, at \(x),\(y)")
        }
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        let wrapped = TmuxPassthrough.wrap(Array("\u{1B}_Ga=T;AAAA\u{1B}\\".utf8))
        #expect(String(decoding: wrapped, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T;AAAA\u{1B}\u{1B}\\\u{1B}\\")
        let kitty = KittyGraphics(throughTmux: true).delete(id: 1)
        #expect(String(decoding: kitty, as: UTF8.self).hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_G"))
    }

    static func expectSamePixels(_ image: BitmapImage) throws {
        #expect(image.width == picture.width && image.height == picture.height)
        #expect(image.rgba == BitmapImage(picture).rgba)
    }

    /// Sixel bytes decoded by libsixel's own decoder, as a terminal would draw them.
    static func decodeSixel(_ bytes: [UInt8]) throws -> PixelBuffer {
        var input = bytes
        var indexed: UnsafeMutablePointer<UInt8>?
        var palette: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0, colors: Int32 = 0
        let status = input.withUnsafeMutableBufferPointer {
            sixel_decode_raw($0.baseAddress, Int32($0.count), &indexed, &width, &height, &palette, &colors, nil)
        }
        try #require(status == SIXEL_OK)
        defer { free(indexed); free(palette) }
        let indices = try #require(indexed), entries = try #require(palette)
        var buffer = PixelBuffer(width: Int(width), height: Int(height))
        for index in 0..<Int(width * height) {
            let entry = Int(indices[index]) * 3
            buffer.pixels[index] = PixelColor(red: entries[entry], green: entries[entry + 1], blue: entries[entry + 2])
        }
        return buffer
    }
}
