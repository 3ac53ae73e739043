import Foundation

/// iTerm2's inline images (iterm2.com/documentation-images.html): a whole file in base64 inside
/// one `ESC ] 1337 ; File=… : … BEL`, shown at the cursor. WezTerm, Konsole and VS Code's
/// terminal read it too.
public struct ITermInlineImage: Sendable {
    /// Wrap the escape for tmux's passthrough.
    public var throughTmux: Bool

    public init(throughTmux: Bool = false) {
        self.throughTmux = throughTmux
    }

    /// Shows `png` (`width` × `height` pixels) at the cursor at its own pixel size
    /// (`width=Npx`, `height=Npx`), never stretched.
    public func display(png: [UInt8], width: Int, height: Int) -> [UInt8] {
        let header = "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(width)px;height=\(height)px;preserveAspectRatio=1:"
        var sequence = Array(header.utf8)
        sequence += Data(png).base64EncodedData()
        sequence.append(0x07)
        return throughTmux ? TmuxPassthrough.wrap(sequence) : sequence
    }
}
