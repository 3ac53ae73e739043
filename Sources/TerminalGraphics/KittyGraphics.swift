import Foundation

/// The kitty terminal graphics protocol (sw.kovidgoyal.net/kitty/graphics-protocol): a PNG sent
/// in base64 chunks inside APC escapes, `ESC _G keys;payload ESC \`.
///
/// Every command carries `q=2` so that the terminal never answers on standard input, where a
/// shell would read the answer as typing.
public struct KittyGraphics: Sendable {
    /// Base64 bytes per escape: the protocol's limit for chunked transmission.
    public static let chunkSize = 4096

    /// Wrap every escape for tmux's passthrough.
    public var throughTmux: Bool

    public init(throughTmux: Bool = false) {
        self.throughTmux = throughTmux
    }

    /// Transmits `png` and shows it at the cursor (`a=T`, `f=100`). With `id` the image can be
    /// replaced or deleted later; `cursorStays` keeps the cursor where it was (`C=1`), else it
    /// moves past the picture as after text.
    public func display(png: [UInt8], id: UInt32? = nil, cursorStays: Bool = false) -> [UInt8] {
        var keys = "a=T,f=100,q=2"
        if let id { keys += ",i=\(id)" }
        if cursorStays { keys += ",C=1" }
        return chunked(keys: keys, payload: Data(png).base64EncodedData())
    }

    /// Deletes the image `id` and every placement of it, freeing its memory (`a=d,d=I`).
    public func delete(id: UInt32) -> [UInt8] {
        escape(Array("a=d,d=I,q=2,i=\(id)".utf8), payload: [])
    }

    /// Deletes every image this program placed on the screen (`a=d,d=A`).
    public func deleteAll() -> [UInt8] {
        escape(Array("a=d,d=A,q=2".utf8), payload: [])
    }

    /// The command split into escapes of at most `chunkSize` payload bytes: the first carries
    /// the keys, each but the last `m=1`.
    func chunked(keys: String, payload: Data) -> [UInt8] {
        let bytes = [UInt8](payload)
        guard bytes.count > Self.chunkSize else { return escape(Array(keys.utf8), payload: bytes[...]) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / Self.chunkSize * 16 + 64)
        var start = 0
        while start < bytes.count {
            let end = min(start + Self.chunkSize, bytes.count)
            let more = end < bytes.count ? "m=1" : "m=0"
            let control = start == 0 ? keys + "," + more : more
            out += escape(Array(control.utf8), payload: bytes[start..<end])
            start = end
        }
        return out
    }

    private func escape(_ control: [UInt8], payload: ArraySlice<UInt8>) -> [UInt8] {
        var sequence: [UInt8] = [0x1B, 0x5F, 0x47] + control
        if !payload.isEmpty {
            sequence.append(0x3B)
            sequence += payload
        }
        sequence += [0x1B, 0x5C]
        return throughTmux ? TmuxPassthrough.wrap(sequence) : sequence
    }
}
